import { parse } from 'csv-parse/sync'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activityLog, leadContacts, leads } from '#app/db/schema.ts'
import { countContacts } from '#app/domain/contacts/contacts.server.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { jpeg, leadFields, newKey, postVisit, useReportingTree } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage, html, postForm, snapshot, staffWith } from '../helpers/staff.ts'

/**
 * Calls and WhatsApp (D60) and a lead's place set by hand (D57), as the server sees them: a contact is saved once
 * however often the outbox sends it, a call-back date moves the next visit only when chosen, another team's lead is
 * refused, the CRM Report and its files count contacts apart from visits, and a pin needs the lead edit right on a
 * lead within reach, with its coordinates checked.
 */
const server = useTestServer()
const handle = server.database
const tree = useReportingTree(handle)
const db = () => handle.db
const today = todayInIndia()

async function newLead(cookie: string, overrides: Record<string, string> = {}) {
  const res = await postVisit(server.url, cookie, leadFields(overrides), { name: 'selfie.jpg', bytes: await jpeg() })
  expect(res.status).toBe(200)
  return ((await res.json()) as { leadId: number }).leadId
}

const contactFields = (leadId: number, overrides: Record<string, string> = {}) => ({
  intent: 'contact',
  leadId: String(leadId),
  clientKey: newKey(),
  channel: 'call',
  outcome: 'reached',
  note: '',
  deviceAt: new Date().toISOString(),
  ...overrides,
})

const contactsOf = (leadId: number) => db().select().from(leadContacts).where(eq(leadContacts.leadSrno, leadId))

describe('a contact (D60)', () => {
  it('sent twice with the same key (the outbox trying again) is saved once, and is on the timeline, not a visit', async () => {
    const leadId = await newLead(tree.fieldA.cookie)
    const fields = contactFields(leadId, { channel: 'whatsapp', note: 'Asked for the AEPS rates' })
    const first = await postVisit(server.url, tree.fieldA.cookie, fields, null)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ ok: true, leadId, repeated: false, message: messages.CONTACT_SAVED })
    const again = await postVisit(server.url, tree.fieldA.cookie, fields, null)
    expect(await again.json()).toMatchObject({ ok: true, leadId, repeated: true })
    const rows = await contactsOf(leadId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ channel: 'whatsapp', outcome: 'reached', note: 'Asked for the AEPS rates' })
    const [lead] = await db().select().from(leads).where(eq(leads.srno, leadId))
    expect(lead!.visitCount).toBe(1)
    const page = await (await getPage(server.url, `/crm/leads/${leadId}`, tree.fieldA.cookie)).text()
    expect(page).toContain('Calls and messages (1)')
    expect(page).toContain('WhatsApp: reached')
    expect(page).toContain(html('Asked for the AEPS rates'))
  })

  it('"call back on" moves the next visit only when the user chose so, and says so in the activity', async () => {
    const leadId = await newLead(tree.fieldA.cookie)
    const later = addDays(today, 3)
    await postVisit(
      server.url,
      tree.fieldA.cookie,
      contactFields(leadId, { outcome: 'call-back', callBackOn: later }),
      null,
    )
    let [lead] = await db().select().from(leads).where(eq(leads.srno, leadId))
    expect(lead!.nextVisit).toBe(today)
    const chosen = contactFields(leadId, { outcome: 'call-back', callBackOn: later, setNextVisit: '1' })
    const res = await postVisit(server.url, tree.fieldA.cookie, chosen, null)
    expect(await res.json()).toMatchObject({ ok: true, nextVisitSet: true })
    ;[lead] = await db().select().from(leads).where(eq(leads.srno, leadId))
    expect(lead!.nextVisit).toBe(later)
    const activity = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.leadSrno, leadId), eq(activityLog.action, 'contact-logged')))
    expect(activity.map((a) => a.description)).toContain(
      `Call: call back on ${later.split('-').reverse().join('/')}, next visit ${later.split('-').reverse().join('/')}`,
    )
  })

  it.each([
    ['no outcome', { outcome: '' }, messages.CONTACT_OUTCOME_REQUIRED],
    ['a call-back without its date', { outcome: 'call-back' }, messages.CALL_BACK_DATE_REQUIRED],
    ['a call-back date in the past', { outcome: 'call-back', callBackOn: addDays(today, -1) }, messages.CALL_BACK_PAST],
  ])('%s is refused with its message, and nothing is saved', async (_case, overrides, message) => {
    const leadId = await newLead(tree.fieldA.cookie)
    const res = await postVisit(server.url, tree.fieldA.cookie, contactFields(leadId, overrides), null)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(message)
    expect(await contactsOf(leadId)).toHaveLength(0)
  })

  it("another team's lead is refused as not found, and a user without CRM add is refused; nothing is saved", async () => {
    const leadId = await newLead(tree.fieldA.cookie)
    const before = await db().select().from(leads).where(eq(leads.srno, leadId))
    const other = await postVisit(server.url, tree.fieldB.cookie, contactFields(leadId), null)
    expect(other.status).toBe(404)
    expect(JSON.stringify(await other.json())).toContain(messages.LEAD_NOT_FOUND)
    const reader = await staffWith(db(), { CRM: { query: true } })
    const readOnly = await postVisit(server.url, reader.cookie, contactFields(leadId), null)
    expect(readOnly.status).toBe(403)
    // Nothing saved: no contact, the lead as it was (refusals are themselves logged as denials, D34).
    expect(await contactsOf(leadId)).toHaveLength(0)
    expect(await db().select().from(leads).where(eq(leads.srno, leadId))).toEqual(before)
    // The manager above field A may log a contact on the lead.
    const manager = await postVisit(server.url, tree.manager.cookie, contactFields(leadId), null)
    expect(manager.status).toBe(200)
  })

  it("counts a person's contacts in a date range by the phone's time", async () => {
    const leadId = await newLead(tree.peer.cookie)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    await postVisit(server.url, tree.peer.cookie, contactFields(leadId), null)
    await postVisit(server.url, tree.peer.cookie, contactFields(leadId, { channel: 'whatsapp' }), null)
    await postVisit(server.url, tree.peer.cookie, contactFields(leadId, { deviceAt: yesterday }), null)
    const day = todayInIndia(new Date(yesterday))
    expect(await countContacts(db(), tree.peer.srno, { from: today, to: today })).toBe(day === today ? 3 : 2)
    expect(await countContacts(db(), tree.peer.srno, { from: day, to: today })).toBe(3)
    expect(await countContacts(db(), tree.fieldB.srno, { from: day, to: today })).toBe(0)
  })

  it('the CRM Report counts contacts in their own column, on screen and in its files', async () => {
    const reporter = await staffWith(db(), { REPCRM: { query: true }, ADMIN: { query: true } })
    const leadId = await newLead(tree.fieldB.cookie, { businessName: 'Contacted Traders' })
    await postVisit(server.url, tree.fieldB.cookie, contactFields(leadId), null)
    await postVisit(server.url, tree.fieldB.cookie, contactFields(leadId, { outcome: 'no-answer' }), null)
    const query = `from=${today}&to=${today}`
    const csv = await getPage(server.url, `/crm/reports/crm/file?${query}&format=csv`, reporter.cookie)
    expect(csv.status).toBe(200)
    const rows = parse(Buffer.from(await csv.arrayBuffer()).toString('utf8'), { bom: true }) as string[][]
    const header = rows[0]!
    const row = rows.find((r) => r.includes('Contacted Traders'))!
    expect(row[header.indexOf('Contacts')]).toBe('2')
    expect(row[header.indexOf('Visits')]).toBe('1')
    const xlsx = await getPage(server.url, `/crm/reports/crm/file?${query}&format=xlsx`, reporter.cookie)
    expect(xlsx.status).toBe(200)
    const page = await (await getPage(server.url, `/crm/reports/crm?${query}`, reporter.cookie)).text()
    expect(page).toContain('>Contacts<')
  })
})

describe("a lead's place set by hand (D57)", () => {
  const pinRows = (leadId: number) =>
    db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.leadSrno, leadId), eq(activityLog.action, 'lead-pinned')))
  const pin = (leadId: number, cookie: string, fields: Record<string, string>) =>
    postForm(server.url, `/crm/leads/${leadId}/pin`, { intent: 'pin', ...fields }, cookie)

  it('a CRM edit holder within reach sets it; the lead takes the place and the activity records it', async () => {
    const leadId = await newLead(tree.fieldA.cookie)
    const res = await pin(leadId, tree.manager.cookie, { latitude: '28.6139', longitude: '77.2090' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/crm/leads/${leadId}?saved=pin`)
    const [lead] = await db().select().from(leads).where(eq(leads.srno, leadId))
    expect([lead!.latitude, lead!.longitude, lead!.pinnedBy]).toEqual([28.6139, 77.209, tree.manager.srno])
    const [row] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.leadSrno, leadId), eq(activityLog.action, 'lead-pinned')))
    expect(row!.description).toBe('Place set on the map: 28.613900, 77.209000 (was none)')
    // The pin page says where the lead is now, in words (not the message's key).
    const pinPage = await (await getPage(server.url, `/crm/leads/${leadId}/pin`, tree.manager.cookie)).text()
    expect(pinPage).toContain('Place now: 28.613900, 77.209000')
    // The route of the day of the lead's owner now has it on the map (due today, located).
    const route = await (await getPage(server.url, '/crm/route', tree.fieldA.cookie)).text()
    expect(route).toContain(`data-route-stop="${leadId}"`)
  })

  it("is refused on another team's lead (not found) and without CRM edit (403); nothing changes", async () => {
    const leadId = await newLead(tree.fieldA.cookie)
    const before = await db().select().from(leads).where(eq(leads.srno, leadId))
    const other = await pin(leadId, tree.leadB.cookie, { latitude: '28.6', longitude: '77.2' })
    expect(other.status).toBe(404)
    const noEdit = await staffWith(db(), { CRM: { query: true, add: true }, ADMIN: { query: true } })
    const refused = await pin(leadId, noEdit.cookie, { latitude: '28.6', longitude: '77.2' })
    expect(refused.status).toBe(403)
    const page = await getPage(server.url, `/crm/leads/${leadId}/pin`, noEdit.cookie)
    expect(page.status).toBe(403)
    expect(await db().select().from(leads).where(eq(leads.srno, leadId))).toEqual(before)
    expect(await pinRows(leadId)).toHaveLength(0)
  })

  it.each([
    [{ latitude: '', longitude: '' }, messages.PIN_REQUIRED],
    [{ latitude: '95', longitude: '77.2' }, messages.PIN_LATITUDE_INVALID],
    [{ latitude: '28.6', longitude: 'east' }, messages.PIN_LONGITUDE_INVALID],
    [{ latitude: '77.2', longitude: '28.6' }, messages.PIN_OUTSIDE_INDIA],
  ])('coordinates %o are refused with their message, and nothing changes', async (fields, message) => {
    const leadId = await newLead(tree.fieldA.cookie)
    const before = await snapshot(db())
    const res = await pin(leadId, tree.fieldA.cookie, fields)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(html(message))
    expect(await snapshot(db())).toBe(before)
  })
})
