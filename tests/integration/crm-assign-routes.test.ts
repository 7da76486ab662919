import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog, enquiries, leads, leadVisits } from '#app/db/schema.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { followUpFields, jpeg, leadFields, newKey, postVisit, useReportingTree } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { createGroup, createStaff, getPage, html, postForm, sessionCookieFor, snapshot } from '../helpers/staff.ts'

/**
 * Lead owner and assignment over HTTP (D51): /crm/assign from a lead and from the list, the Move leads screen, and a
 * web enquiry turned into a lead for a field user, who then records its first visit. (Every denial of every route and
 * intent is also in the authorization matrix; hostile input in the fuzz tests.)
 */

const server = useTestServer()
const handle = server.database
const tree = useReportingTree(handle)

async function lead(owner: { cookie: string }, fields: Record<string, string> = {}) {
  const res = await postVisit(server.url, owner.cookie, leadFields(fields), { name: 'selfie.jpg', bytes: await jpeg() })
  return ((await res.json()) as { leadId: number }).leadId
}

async function ownerOf(srno: number) {
  const [row] = await handle.db.select({ owner: leads.ownerSrno }).from(leads).where(eq(leads.srno, srno))
  return row!.owner
}

/** The Move leads screen's form sent: every lead of `from` to `to`. */
function moveAll(from: number, to: number, cookie: string) {
  return postForm(server.url, '/crm/move-leads', { intent: 'move', from: String(from), to: String(to) }, cookie)
}

/** A quote enquiry from the public site, new in the inbox. */
async function newEnquiry(values: { name: string; phone: string; service?: string }) {
  const [e] = await handle.db
    .insert(enquiries)
    .values({ kind: 'quote', noticeVersion: '1', ...values })
    .returning({ id: enquiries.id })
  return e!
}

/** The enquiry's "make a lead" form sent for `owner` (lead type 1), with the lead's fields and the first visit. */
function makeLead(enquiry: number, owner: number, fields: Record<string, string>, cookie: string) {
  return postForm(
    server.url,
    `/crm/leads/new?enquiry=${enquiry}`,
    {
      intent: 'enquiry-lead',
      enquiry: String(enquiry),
      clientKey: newKey(),
      owner: String(owner),
      type: '1',
      ...fields,
    },
    cookie,
  )
}

beforeAll(async () => {})

describe('/crm/assign', () => {
  it('a manager gives a lead from its page; the answer goes back to the lead saying who has it', async () => {
    const id = await lead(tree.fieldA)
    const page = await (await getPage(server.url, `/crm/leads/${id}`, tree.manager.cookie)).text()
    expect(page).toContain('Assign to')
    const res = await postForm(
      server.url,
      '/crm/assign',
      { intent: 'assign', leads: String(id), assignTo: String(tree.fieldB.srno), back: `/crm/leads/${id}` },
      tree.manager.cookie,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/crm/leads/${id}?assigned=1&assignedTo=Gita+Field`)
    expect(await ownerOf(id)).toBe(tree.fieldB.srno)
    const after = await (await getPage(server.url, res.headers.get('location')!, tree.manager.cookie)).text()
    expect(after).toContain(html(`1 lead given to Gita Field.`))
    // The old owner no longer sees it; the new one does.
    expect((await getPage(server.url, `/crm/leads/${id}`, tree.fieldA.cookie)).status).toBe(404)
    expect((await getPage(server.url, `/crm/leads/${id}`, tree.fieldB.cookie)).status).toBe(200)
  })

  it('refuses someone outside the subtree with the message, and changes nothing', async () => {
    const id = await lead(tree.fieldA)
    const before = await snapshot(handle.db)
    const res = await postForm(
      server.url,
      '/crm/assign',
      { intent: 'assign', leads: String(id), assignTo: String(tree.peer.srno) },
      tree.manager.cookie,
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe(messages.ASSIGNEE_NOT_ALLOWED)
    expect(await snapshot(handle.db)).toBe(before)
  })

  it('nothing ticked, or a malformed list, is refused in words', async () => {
    const none = await postForm(
      server.url,
      '/crm/assign',
      { intent: 'assign', leads: '', assignTo: String(tree.fieldB.srno) },
      tree.manager.cookie,
    )
    expect(((await none.json()) as { error: string }).error).toBe(messages.ASSIGN_NOTHING_SELECTED)
    const bad = await postForm(
      server.url,
      '/crm/assign',
      { intent: 'assign', leads: '1,x', assignTo: String(tree.fieldB.srno) },
      tree.manager.cookie,
    )
    expect(bad.status).toBe(400)
  })

  it('the list offers ticking and "all matching"; scope=all gives every lead the filter matches', async () => {
    const list = await (await getPage(server.url, '/crm', tree.manager.cookie)).text()
    expect(list).toContain('Select all on this page')
    // A field user with nobody below them has nobody to give leads to: no bar.
    expect(await (await getPage(server.url, '/crm', tree.fieldA.cookie)).text()).not.toContain(
      'Select all on this page',
    )
    const a = await lead(tree.fieldA, { businessName: 'Bulk Matching One' })
    const b = await lead(tree.fieldB, { businessName: 'Bulk Matching Two' })
    const res = await postForm(
      server.url,
      '/crm/assign',
      {
        intent: 'assign',
        scope: 'all',
        q: 'Bulk Matching',
        assignTo: String(tree.leadA.srno),
        back: '/crm?q=Bulk+Matching',
      },
      tree.manager.cookie,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toContain('assigned=2')
    expect([await ownerOf(a), await ownerOf(b)]).toEqual([tree.leadA.srno, tree.leadA.srno])
  })
})

describe('/crm/move-leads', () => {
  it('a manager moves all leads of someone below them; one activity row per lead', async () => {
    const ids = [await lead(tree.fieldB), await lead(tree.fieldB)]
    const page = await (await getPage(server.url, '/crm/move-leads', tree.leadB.cookie)).text()
    expect(page).toContain('Move the leads of')
    expect(page).toContain('Gita Field')
    const res = await moveAll(tree.fieldB.srno, tree.leadB.srno, tree.leadB.cookie)
    expect(res.status).toBe(303)
    for (const id of ids) expect(await ownerOf(id)).toBe(tree.leadB.srno)
    const after = await (await getPage(server.url, res.headers.get('location')!, tree.leadB.cookie)).text()
    expect(after).toMatch(/leads of Gita Field \(\w+\) moved to Bina Lead/)
    const rows = await handle.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.leadSrno, ids[0]!), eq(activityLog.action, 'lead-assigned')))
    expect(rows).toHaveLength(1)
  })

  it('refuses a person not below the manager, in words, changing nothing', async () => {
    const before = await snapshot(handle.db)
    const res = await moveAll(tree.fieldA.srno, tree.leadB.srno, tree.leadB.cookie)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(html(messages.MOVE_NOT_ALLOWED))
    expect(await snapshot(handle.db)).toBe(before)
  })
})

describe('a web enquiry becomes a lead for a field user (D51)', () => {
  it('without a selfie; the field user sees it "to visit" and records the first visit with a selfie', async () => {
    const e = await newEnquiry({ name: 'Nisha Verma', phone: '9811223344', service: 'DMT' })
    const form = await (await getPage(server.url, `/crm/leads/new?enquiry=${e.id}`, tree.admin)).text()
    expect(form).toContain('Visit by')
    expect(form).toContain('First visit')
    expect(form).not.toContain('Selfie')
    const due = addDays(todayInIndia(), 1)
    const res = await makeLead(
      e.id,
      tree.fieldA.srno,
      {
        firstVisit: due,
        nature: 'H',
        businessName: 'Verma Digital Seva',
        contactPerson: 'Nisha Verma',
        mobile: '9811223344',
      },
      tree.admin,
    )
    expect(res.status).toBe(303)
    const id = Number(/\/crm\/leads\/(\d+)/.exec(res.headers.get('location')!)![1])
    expect(await ownerOf(id)).toBe(tree.fieldA.srno)
    // The conversion link now goes to the lead; the enquiry's page names the lead, its owner and "to visit".
    const again = await getPage(server.url, `/crm/leads/new?enquiry=${e.id}`, tree.admin)
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe(`/crm/leads/${id}`)
    const enquiryPage = await (await getPage(server.url, `/enquiries/${e.id}`, tree.admin)).text()
    expect(enquiryPage).toContain('Verma Digital Seva')
    expect(enquiryPage).toContain('Farid Field')
    expect(enquiryPage).toContain('To visit')
    expect(enquiryPage).toContain(`Turned into lead #${id}`)
    // The field user sees it in the list and on its page, to visit, with no visit.
    expect(await (await getPage(server.url, '/crm', tree.fieldA.cookie)).text()).toContain('Verma Digital Seva')
    const page = await (await getPage(server.url, `/crm/leads/${id}`, tree.fieldA.cookie)).text()
    expect(page).toContain('To visit')
    expect(page).toContain('No visits yet.')
    // The first visit, with its selfie, as a follow-up.
    const visit = await postVisit(server.url, tree.fieldA.cookie, followUpFields(id), {
      name: 'selfie.jpg',
      bytes: await jpeg(),
    })
    expect(visit.status).toBe(200)
    const visits = await handle.db.select().from(leadVisits).where(eq(leadVisits.leadSrno, id))
    expect(visits.map((v) => v.kind)).toEqual(['first'])
    const [row] = await handle.db.select({ n: leads.visitCount }).from(leads).where(eq(leads.srno, id))
    expect(row!.n).toBe(1)
  })

  it("names the lead's owner and next visit on the enquiry's page only to a reader who may see that lead (D24)", async () => {
    const e = await newEnquiry({ name: 'Branch Reader', phone: '9811223346', service: 'AEPS' })
    const due = addDays(todayInIndia(), 2)
    const res = await makeLead(
      e.id,
      tree.fieldB.srno,
      { firstVisit: due, nature: 'H', businessName: 'Other Branch Stores' },
      tree.admin,
    )
    expect(res.status).toBe(303)
    const id = Number(/\/crm\/leads\/(\d+)/.exec(res.headers.get('location')!)![1])
    // The administrator sees every lead: the page names the lead, its owner and when it is to be visited.
    const above = await (await getPage(server.url, `/enquiries/${e.id}`, tree.admin)).text()
    expect(above).toContain('Other Branch Stores')
    expect(above).toContain('Gita Field')
    expect(above).toContain('Owner:')
    // A manager of another branch reads the inbox (ENQUIRY query) but may not see the lead: only its number (the
    // handled note written at conversion, the enquiry's own record, is not part of the lead's panel).
    const stranger = await createStaff(handle.db, { group: 2, userName: 'Omkar Elsewhere' })
    const other = await getPage(server.url, `/enquiries/${e.id}`, await sessionCookieFor(handle.db, stranger.srno))
    expect(other.status).toBe(200)
    const page = await other.text()
    expect(page).toContain(`>lead #${id}</a>`)
    expect(page).not.toContain('Other Branch Stores')
    expect(page).not.toContain('Owner:')
    expect(page).not.toContain('To visit')
    // Nor does the handled note name the owner.
    expect(page).toContain(`Turned into lead #${id}.`)
    expect(page).not.toContain('Gita Field')
  })

  it("refuses a field user outside the converter's reach, keeping the enquiry new", async () => {
    const e = await newEnquiry({ name: 'Out Of Reach', phone: '9811223345' })
    const group = await createGroup(handle.db, { CRM: { query: true, add: true }, ENQUIRY: { query: true } })
    const clerk = await createStaff(handle.db, { group })
    const res = await makeLead(
      e.id,
      tree.peer.srno,
      { firstVisit: todayInIndia(), nature: 'C', businessName: 'Far Away Shop' },
      await sessionCookieFor(handle.db, clerk.srno),
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(html(messages.ASSIGNEE_NOT_ALLOWED))
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, e.id))
    expect(row!.leadSrno).toBeNull()
    expect(row!.handledAt).toBeNull()
  })
})
