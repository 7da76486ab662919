import { asc, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activityLog, enquiries, leadMerges, leads, leadVisits } from '#app/db/schema.ts'
import { checkEvidence } from '#app/domain/files/check-evidence.server.ts'
import { addFollowUp } from '#app/domain/leads/add-follow-up.server.ts'
import { mergeLeads } from '#app/domain/leads/merge.server.ts'
import { mergeSchema } from '#app/domain/leads/merge-schemas.ts'
import { crmRows } from '#app/domain/reports/crm-report.server.ts'
import { reportScope } from '#app/domain/reports/scope.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { followUpInput, insertLead, jpeg, newKey, refusal, storeSelfie, useCrmTestServer } from '../helpers/crm.ts'
import { tempUpload } from '../helpers/lead-files.ts'
import { createGroup, createStaff, getPage, postForm, sessionCookieFor } from '../helpers/staff.ts'

/**
 * Merging two leads (D62): the chosen values kept, the visits (with their evidence), activity and enquiry of the
 * removed lead moved in one transaction, one activity row for the merge, the removed lead's address sending to the
 * kept one, the reports counting the kept lead once, rights (CRM edit, both leads visible), and a visit recorded on
 * the removed lead while it is merged (or sent later) landing on the kept lead.
 */

const { server, handle, tree, viewer } = useCrmTestServer()

/** A lead with `visits` visits (each with its selfie) and an activity row. */
async function leadWith(owner: number, name: string, mobile: string, visits = 1) {
  const leadSrno = await insertLead(handle.db, { ownerSrno: owner, businessName: name, mobile, visitCount: visits })
  for (let i = 0; i < visits; i++) {
    const file = await storeSelfie(handle.db, owner)
    await handle.db.insert(leadVisits).values({
      leadSrno,
      userSrno: owner,
      kind: i === 0 ? 'first' : 'follow-up',
      nature: 'H',
      statusSrno: 1,
      fileId: file.id,
      clientKey: newKey(),
    })
  }
  await handle.db.insert(activityLog).values({
    userSrno: owner,
    actor: 'x',
    action: 'lead-created',
    description: `Created ${name}`,
    leadSrno,
  })
  return leadSrno
}

const merge = (fields: Record<string, string>) => mergeSchema.parse(fields)

describe('merging two leads', () => {
  it('keeps the chosen values and moves visits, evidence, activity and the enquiry; one activity row', async () => {
    const me = await viewer(tree.leadA.srno)
    const kept = await leadWith(tree.fieldA.srno, 'Gupta Mobile', '9855500001', 2)
    const other = await leadWith(tree.leadA.srno, 'Gupta Mobiles & Recharge', '9855500001', 1)
    const [enquiry] = await handle.db
      .insert(enquiries)
      .values({ kind: 'quote', name: 'Gupta', phone: '9855500001', noticeVersion: '1', leadSrno: other })
      .returning({ id: enquiries.id })
    await handle.db.update(leads).set({ enquiryId: enquiry!.id }).where(eq(leads.srno, other))
    await mergeLeads(
      handle.db,
      me,
      merge({ leadId: String(kept), other: String(other), keep_businessName: 'other', keep_owner: 'other' }),
    )
    const [row] = await handle.db.select().from(leads).where(eq(leads.srno, kept))
    expect(row).toMatchObject({
      businessName: 'Gupta Mobiles & Recharge',
      ownerSrno: tree.leadA.srno,
      visitCount: 3,
      enquiryId: enquiry!.id,
    })
    expect(await handle.db.select().from(leads).where(eq(leads.srno, other))).toHaveLength(0)
    const visits = await handle.db.select().from(leadVisits).where(eq(leadVisits.leadSrno, kept))
    expect(visits).toHaveLength(3)
    const [e] = await handle.db.select().from(enquiries).where(eq(enquiries.id, enquiry!.id))
    expect(e!.leadSrno).toBe(kept)
    const activity = await handle.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.leadSrno, kept))
      .orderBy(asc(activityLog.srno))
    expect(activity.map((a) => a.description)).toEqual([
      'Created Gupta Mobile',
      'Created Gupta Mobiles & Recharge',
      expect.stringContaining(`Merged lead #${other} Gupta Mobiles & Recharge into this lead`),
    ])
    expect(activity.filter((a) => a.action === 'lead-merged')).toHaveLength(1)
    const [redirect] = await handle.db.select().from(leadMerges).where(eq(leadMerges.removedSrno, other))
    expect(redirect!.keptSrno).toBe(kept)
    // The CRM Report counts the kept lead once.
    const report: string[] = []
    const range = { from: todayInIndia(), to: todayInIndia() }
    for await (const r of crmRows(handle.db, await reportScope(handle.db, me), range)) report.push(r.mobile)
    expect(report.filter((m) => m === '9855500001')).toHaveLength(1)
  })

  it('needs CRM edit and both leads visible, and refuses a lead merged with itself', async () => {
    const kept = await leadWith(tree.fieldA.srno, 'Seen Shop', '9855500010', 0)
    const hidden = await leadWith(tree.fieldB.srno, 'Hidden Shop', '9855500010', 0)
    const input = merge({ leadId: String(kept), other: String(hidden) })
    expect(await refusal(mergeLeads(handle.db, await viewer(tree.leadA.srno), input))).toBe('LEAD_NOT_FOUND')
    const addOnly = await createGroup(handle.db, { CRM: { query: true, add: true } })
    const adder = await createStaff(handle.db, { group: addOnly })
    expect(await refusal(mergeLeads(handle.db, await viewer(adder.srno), input))).toBe('FORBIDDEN')
    const self = merge({ leadId: String(kept), other: String(kept) })
    expect(await refusal(mergeLeads(handle.db, await viewer(tree.manager.srno), self))).toBe('MERGE_SAME_LEAD')
    expect(await handle.db.select({ n: count() }).from(leads).where(eq(leads.srno, hidden))).toEqual([{ n: 1 }])
  })

  it('loses no visit recorded on the removed lead while it is merged, or sent after', async () => {
    const me = await viewer(tree.fieldA.srno)
    const kept = await leadWith(tree.fieldA.srno, 'Race Kept', '9855500020', 1)
    const removed = await leadWith(tree.fieldA.srno, 'Race Removed', '9855500020', 1)
    const evidence = async () => checkEvidence(await tempUpload(await jpeg(), 'selfie.jpg'))
    const visit = async (leadId: number) =>
      addFollowUp(handle.db, me, followUpInput(leadId, { remark: 'Met again' }), await evidence(), { farMetres: 500 })
    const manager = await viewer(tree.leadA.srno)
    const [v, m] = await Promise.allSettled([
      visit(removed),
      mergeLeads(handle.db, manager, merge({ leadId: String(kept), other: String(removed) })),
    ])
    const why = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? String(r.reason) : '')
    expect(v.status, why(v)).toBe('fulfilled')
    expect(m.status, why(m)).toBe('fulfilled')
    // Sent later from a phone that was offline: recorded on the kept lead.
    await visit(removed)
    const visits = await handle.db.select().from(leadVisits).where(eq(leadVisits.leadSrno, kept))
    expect(visits).toHaveLength(4)
    const [row] = await handle.db.select().from(leads).where(eq(leads.srno, kept))
    expect(row!.visitCount).toBe(4)
    expect(row!.statusSrno).toBe(3)
  })

  it('sends the removed lead’s address to the kept lead; the page’s form merges', async () => {
    const cookie = tree.leadA.cookie
    const kept = await leadWith(tree.fieldA.srno, 'Page Kept', '9855500030', 1)
    const removed = await leadWith(tree.fieldA.srno, 'Page Removed', '9855500030', 1)
    const page = await (await getPage(server.url, `/crm/leads/${kept}`, cookie)).text()
    expect(page).toContain(`/crm/leads/${kept}/merge?with=${removed}`)
    const side = await (await getPage(server.url, `/crm/leads/${kept}/merge?with=${removed}`, cookie)).text()
    expect(side).toContain('Page Removed')
    const res = await postForm(
      server.url,
      `/crm/leads/${kept}/merge`,
      { intent: 'merge', other: String(removed), keep_address: 'other' },
      cookie,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/crm/leads/${kept}?merged=${removed}`)
    const old = await getPage(server.url, `/crm/leads/${removed}`, cookie)
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe(`/crm/leads/${kept}`)
    // Someone who may not see the kept lead follows the redirect to "not found".
    const outsider = await getPage(server.url, `/crm/leads/${kept}`, tree.fieldB.cookie)
    expect(outsider.status).toBe(404)
    const fieldUser = await sessionCookieFor(handle.db, tree.fieldA.srno)
    expect((await getPage(server.url, `/crm/leads/${kept}`, fieldUser)).status).toBe(200)
  })
})
