import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { leads, users } from '#app/db/schema.ts'
import { submitQuote } from '#app/domain/enquiries/enquiries.server.ts'
import { enquiryPrefill } from '#app/domain/enquiries/inbox.server.ts'
import { createLeadFromEnquiry } from '#app/domain/leads/assign-enquiry.server.ts'
import { hasRight, rightsOfGroup } from '#app/domain/rights/rights.server.ts'
import { enquiryLeadFields, useReportingTree, viewerOf } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage } from '../helpers/staff.ts'

/**
 * Faults a field trial found (issue 28), each as the server shows it: the customer's own words reach the lead's owner
 * (6), and the sign-in page reached from "Sign in again" with a visit waiting says so and is filled in (12).
 */

const server = useTestServer()
const handle = server.database
const tree = useReportingTree(handle)

/** The text of a page's HTML as a reader sees it (tags dropped, the usual entities read). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe('6. an enquiry made into a lead keeps what the customer said', () => {
  const said = 'मेरी किराने की दुकान है, AEPS लगवाना है। शाम को फ़ोन करें।'

  it('the remark starts with the service and the message, and the lead page shows both to an owner without ENQUIRY', async () => {
    const { id } = await submitQuote(
      handle.db,
      { name: 'Ramesh Gupta', email: '', phone: '9812300011', location: 'Jaipur', service: 'AEPS', message: said },
      'quote',
      { ip: '10.0.0.6', sourcePath: '/hi', notify: 'info@example.in', language: 'hi' },
    )
    // The form a converter opens is filled with the customer's words.
    const prefill = await enquiryPrefill(handle.db, id)
    expect(prefill!.defaults.remark).toBe(`Web enquiry: AEPS. ${said}`)
    const form = await (await getPage(server.url, `/crm/leads/new?enquiry=${id}`, tree.admin)).text()
    expect(form).toContain(said)

    // An administrator gives it to a field user, who holds CRM but not ENQUIRY.
    const admin = await viewerOf(handle.db, 1)
    const { contactPerson, mobile, email, address, remark } = prefill!.defaults
    const { srno } = await createLeadFromEnquiry(
      handle.db,
      admin,
      enquiryLeadFields(id, tree.fieldA.srno, {
        businessName: 'Gupta Kirana',
        contactPerson,
        mobile,
        email,
        address,
        remark,
      }),
    )
    const [lead] = await handle.db.select({ remark: leads.remark }).from(leads).where(eq(leads.srno, srno))
    expect(lead!.remark).toContain(said)

    const [owner] = await handle.db
      .select({ group: users.rightGroup })
      .from(users)
      .where(eq(users.srno, tree.fieldA.srno))
    expect(hasRight(await rightsOfGroup(handle.db, owner!.group), 'ENQUIRY', 'query')).toBe(false)
    const res = await getPage(server.url, `/crm/leads/${srno}`, tree.fieldA.cookie)
    expect(res.status).toBe(200)
    const html = await res.text()
    const text = textOf(html)
    expect(text).toContain(`Service asked for AEPS`)
    expect(text).toContain(`Customer’s message ${said}`)
    // The message is marked as the Hindi it was written in, for screen readers.
    expect(html).toMatch(new RegExp(`<span lang="hi"[^>]*>${said}</span>`))
    // Without ENQUIRY the source is named, not linked.
    expect(html).not.toContain(`href="/enquiries/${id}"`)
  })

  it('a long message is cut to the remark with an ellipsis (the lead page shows it whole)', async () => {
    const long = `${'Please call about AEPS and DMT for my shop near the bus stand. '.repeat(5)}End.`
    const { id } = await submitQuote(
      handle.db,
      { name: 'Long Writer', email: '', phone: '9812300012', location: '', service: 'DMT', message: long },
      'quote',
      { ip: '10.0.0.6', sourcePath: '/', notify: 'info@example.in' },
    )
    const remark = (await enquiryPrefill(handle.db, id))!.defaults.remark
    expect(remark.length).toBeLessThanOrEqual(220)
    expect(remark.startsWith('Web enquiry: DMT. Please call about AEPS')).toBe(true)
    expect(remark.endsWith('…')).toBe(true)
  })
})

describe('12. the sign-in page reached from "Sign in again" with a visit waiting', () => {
  it('says that the visit waits and is sent, and fills in the User Id', async () => {
    const userId = tree.fieldA.userId
    const res = await getPage(
      server.url,
      `/login?expired=1&kept=visit&user=${encodeURIComponent(userId)}&redirectTo=${encodeURIComponent('/crm/leads/new')}`,
    )
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(textOf(html)).toContain(
      'Your visit is kept on this phone, waiting to be sent. Sign in again and it is sent at once; nothing is lost.',
    )
    const input = /<input[^>]*name="userId"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain(`value="${userId}"`)
  })

  it('an ordinary expired sign-in says nothing of a visit and leaves the User Id empty', async () => {
    const html = await (await getPage(server.url, `/login?expired=1&user=someone`)).text()
    expect(textOf(html)).not.toContain('Your visit is kept on this phone')
    const input = /<input[^>]*name="userId"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).not.toContain('value="someone"')
  })
})
