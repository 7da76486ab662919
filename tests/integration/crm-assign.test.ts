import { and, asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog, enquiries, leads, leadVisits } from '#app/db/schema.ts'
import { checkEvidence } from '#app/domain/files/check-evidence.server.ts'
import { addFollowUp } from '#app/domain/leads/add-follow-up.server.ts'
import { assignableUsers, assignLeads, movableOwners, moveAllLeads } from '#app/domain/leads/assign.server.ts'
import { createLeadFromEnquiry } from '#app/domain/leads/assign-enquiry.server.ts'
import type { Viewer } from '#app/domain/leads/visibility.server.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import {
  enquiryLeadFields,
  followUpInput,
  jpeg,
  newKey,
  refusal,
  storedEnquiry,
  useReportingTree,
  viewerOf,
} from '../helpers/crm.ts'
import { useTestDatabase } from '../helpers/db.ts'
import { createGroup, createStaff } from '../helpers/staff.ts'

/**
 * Lead owner and assignment (D51): who may give a lead to whom, the list's "assign" (ticked and all matching),
 * "move all leads of a person" in one transaction with one activity row per lead, two assignments at once, a visit
 * recorded while the lead moves, and a lead made from a web enquiry for a field user without a visit.
 */

const handle = useTestDatabase()
const tree = useReportingTree(handle)
const v: Record<string, Viewer> = {}

const viewer = (srno: number) => viewerOf(handle.db, srno)

async function makeLeads(owner: number, n: number, name = 'Shop'): Promise<number[]> {
  const rows = await handle.db
    .insert(leads)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ownerSrno: owner,
        typeSrno: 1,
        nature: 'H',
        businessName: `${name} ${i + 1}`,
        statusSrno: 1,
        nextVisit: todayInIndia(),
        clientKey: newKey(),
      })),
    )
    .returning({ srno: leads.srno })
  return rows.map((r) => r.srno)
}

async function ownerOf(srno: number) {
  const [row] = await handle.db.select({ owner: leads.ownerSrno }).from(leads).where(eq(leads.srno, srno))
  return row!.owner
}

async function assignRows(srno: number) {
  return handle.db
    .select({ by: activityLog.userSrno, description: activityLog.description })
    .from(activityLog)
    .where(and(eq(activityLog.leadSrno, srno), eq(activityLog.action, 'lead-assigned')))
    .orderBy(asc(activityLog.srno))
}

beforeAll(async () => {
  for (const [k, srno] of Object.entries({
    admin: 1,
    manager: tree.manager.srno,
    leadA: tree.leadA.srno,
    leadB: tree.leadB.srno,
    fieldA: tree.fieldA.srno,
    fieldB: tree.fieldB.srno,
    peer: tree.peer.srno,
  }))
    v[k] = await viewer(srno)
})

describe('who may give a lead to whom (D51)', () => {
  it('a manager may give a lead they see to anyone in their subtree, themself included', async () => {
    const [id] = await makeLeads(tree.fieldA.srno, 1)
    expect((await assignLeads(handle.db, v.manager!, { leadIds: [id!] }, tree.fieldB.srno)).changed).toBe(1)
    expect(await ownerOf(id!)).toBe(tree.fieldB.srno)
    expect((await assignLeads(handle.db, v.manager!, { leadIds: [id!] }, tree.manager.srno)).changed).toBe(1)
    expect(await ownerOf(id!)).toBe(tree.manager.srno)
    const rows = await assignRows(id!)
    expect(rows).toHaveLength(2)
    expect(rows[0]!.description).toContain('Farid Field')
    expect(rows[0]!.description).toContain('to Gita Field')
    expect(rows[0]!.by).toBe(tree.manager.srno)
  })

  it('not to someone outside their subtree, nor to an inactive user; nothing changes', async () => {
    const [id] = await makeLeads(tree.fieldA.srno, 1)
    expect(await refusal(assignLeads(handle.db, v.leadA!, { leadIds: [id!] }, tree.fieldB.srno))).toBe(
      'ASSIGNEE_NOT_ALLOWED',
    )
    expect(await refusal(assignLeads(handle.db, v.manager!, { leadIds: [id!] }, tree.peer.srno))).toBe(
      'ASSIGNEE_NOT_ALLOWED',
    )
    const gone = await createStaff(handle.db, { group: 3, active: 0 })
    expect(await refusal(assignLeads(handle.db, v.admin!, { leadIds: [id!] }, gone.srno))).toBe('ASSIGNEE_NOT_ALLOWED')
    expect(await ownerOf(id!)).toBe(tree.fieldA.srno)
    expect(await assignRows(id!)).toHaveLength(0)
  })

  it('an ADMIN holder may give a lead to any active user', async () => {
    const [id] = await makeLeads(tree.fieldA.srno, 1)
    await assignLeads(handle.db, v.admin!, { leadIds: [id!] }, tree.peer.srno)
    expect(await ownerOf(id!)).toBe(tree.peer.srno)
    expect((await assignableUsers(handle.db, v.admin!)).map((u) => u.srno)).toContain(tree.peer.srno)
  })

  it('a lead the actor cannot see is not touched', async () => {
    const [id] = await makeLeads(tree.peer.srno, 1)
    expect((await assignLeads(handle.db, v.manager!, { leadIds: [id!] }, tree.manager.srno)).changed).toBe(0)
    expect(await ownerOf(id!)).toBe(tree.peer.srno)
  })

  it('needs CRM edit', async () => {
    const group = await createGroup(handle.db, { CRM: { query: true, add: true } })
    const clerk = await createStaff(handle.db, { group })
    const [id] = await makeLeads(clerk.srno, 1)
    expect(await refusal(assignLeads(handle.db, await viewer(clerk.srno), { leadIds: [id!] }, clerk.srno))).toBe(
      'FORBIDDEN',
    )
  })

  it('the field user sees the lead at once and the old owner no longer does', async () => {
    const [id] = await makeLeads(tree.fieldA.srno, 1, 'Handover Mart')
    await assignLeads(handle.db, v.manager!, { leadIds: [id!] }, tree.fieldB.srno)
    const { visibleLead } = await import('#app/domain/leads/visibility.server.ts')
    await expect(visibleLead(handle.db, await viewer(tree.fieldB.srno), id!)).resolves.toBeTruthy()
    expect(await refusal(visibleLead(handle.db, await viewer(tree.fieldA.srno), id!))).toBe('LEAD_NOT_FOUND')
  })

  it('"all matching the filters" gives every visible lead the filter matches, and only those', async () => {
    await makeLeads(tree.fieldA.srno, 3, 'Filtered Kirana')
    await makeLeads(tree.peer.srno, 2, 'Filtered Kirana')
    const { changed } = await assignLeads(handle.db, v.manager!, { filter: { q: 'Filtered Kirana' } }, tree.leadB.srno)
    expect(changed).toBe(3)
    const owners = await handle.db
      .select({ owner: leads.ownerSrno, n: sql<number>`count(*)::int` })
      .from(leads)
      .where(sql`${leads.businessName} like 'Filtered Kirana%'`)
      .groupBy(leads.ownerSrno)
    expect(owners.sort((a, b) => a.owner - b.owner)).toEqual(
      [
        { owner: tree.leadB.srno, n: 3 },
        { owner: tree.peer.srno, n: 2 },
      ].sort((a, b) => a.owner - b.owner),
    )
  })
})

describe('move all leads of a person (D51)', () => {
  it('moves every lead in one transaction, one activity row per lead', async () => {
    const leaver = await createStaff(handle.db, { group: 3, userName: 'Leaving Lalit' })
    const { reportingLines } = await import('#app/db/schema.ts')
    await handle.db.insert(reportingLines).values({ userSrno: leaver.srno, reportsToSrno: tree.leadA.srno })
    const ids = await makeLeads(leaver.srno, 25)
    expect((await movableOwners(handle.db, v.leadA!)).find((o) => o.srno === leaver.srno)?.leads).toBe(25)
    const { changed } = await moveAllLeads(handle.db, v.leadA!, leaver.srno, tree.fieldA.srno)
    expect(changed).toBe(25)
    for (const id of ids) expect(await ownerOf(id)).toBe(tree.fieldA.srno)
    const rows = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'lead-assigned'), sql`${activityLog.leadSrno} = any(${`{${ids.join(',')}}`})`))
    expect(rows[0]!.n).toBe(25)
  })

  it("the open leads per owner and next visit (the team panel's counts) stay right after a move", async () => {
    const leaver = await createStaff(handle.db, { group: 3 })
    const ids = await makeLeads(leaver.srno, 6)
    // A closed one and one without a next visit are not counted; one the receiver already has on the same date.
    await handle.db.update(leads).set({ statusSrno: 2, nextVisit: null }).where(eq(leads.srno, ids[0]!))
    await handle.db
      .update(leads)
      .set({ nextVisit: addDays(todayInIndia(), 3) })
      .where(eq(leads.srno, ids[1]!))
    await makeLeads(tree.leadB.srno, 1)
    await moveAllLeads(handle.db, v.admin!, leaver.srno, tree.leadB.srno)
    const kept = await handle.db.execute(sql`select um_srno, next_visit::text, open_leads from lead_due_counts
      where um_srno in (${leaver.srno}, ${tree.leadB.srno}) order by 1, 2`)
    const truth =
      await handle.db.execute(sql`select um_srno, tl_nextvisit::text as next_visit, count(*)::int as open_leads
      from leads where um_srno in (${leaver.srno}, ${tree.leadB.srno}) and ts_srno <> 2 and tl_nextvisit is not null
      group by 1, 2 order by 1, 2`)
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual((truth as unknown as { rows: unknown[] }).rows)
    expect((kept as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0)
  })

  it('only an administrator or a manager above the person; never to the same person', async () => {
    await makeLeads(tree.fieldB.srno, 2)
    expect(await refusal(moveAllLeads(handle.db, v.leadA!, tree.fieldB.srno, tree.leadA.srno))).toBe('MOVE_NOT_ALLOWED')
    expect(await refusal(moveAllLeads(handle.db, v.fieldB!, tree.fieldB.srno, tree.fieldB.srno))).toBe(
      'MOVE_SAME_PERSON',
    )
    expect(await refusal(moveAllLeads(handle.db, v.fieldA!, tree.fieldA.srno, tree.leadA.srno))).toBe(
      'MOVE_NOT_ALLOWED',
    )
    expect(await refusal(moveAllLeads(handle.db, v.leadB!, tree.fieldB.srno, tree.peer.srno))).toBe(
      'ASSIGNEE_NOT_ALLOWED',
    )
    const before = await movableOwners(handle.db, v.admin!)
    const n = before.find((o) => o.srno === tree.fieldB.srno)!.leads
    expect((await moveAllLeads(handle.db, v.admin!, tree.fieldB.srno, tree.peer.srno)).changed).toBe(n)
  })

  it('a failure part-way changes nothing (one transaction)', async () => {
    const leaver = await createStaff(handle.db, { group: 3 })
    const ids = await makeLeads(leaver.srno, 5)
    // The receiver already has a lead with the same one-time key as one of the leaver's: the move cannot finish.
    const [clash] = await handle.db.select({ key: leads.clientKey }).from(leads).where(eq(leads.srno, ids[4]!))
    await handle.db.insert(leads).values({
      ownerSrno: tree.peer.srno,
      typeSrno: 1,
      nature: 'H',
      businessName: 'Clash',
      statusSrno: 1,
      clientKey: clash!.key,
    })
    await expect(moveAllLeads(handle.db, v.admin!, leaver.srno, tree.peer.srno)).rejects.toThrow()
    for (const id of ids) expect(await ownerOf(id)).toBe(leaver.srno)
  })
})

describe('concurrency (D51)', () => {
  it('two assignments of one lead at once end with one owner and two activity rows in order', async () => {
    const [id] = await makeLeads(tree.fieldA.srno, 1)
    const results = await Promise.all([
      assignLeads(handle.db, v.manager!, { leadIds: [id!] }, tree.leadA.srno),
      assignLeads(handle.db, v.admin!, { leadIds: [id!] }, tree.leadB.srno),
    ])
    expect(results.map((r) => r.changed)).toEqual([1, 1])
    const rows = await assignRows(id!)
    expect(rows).toHaveLength(2)
    const final = await ownerOf(id!)
    // The later row's receiver is the final owner, and it moved the lead from the earlier row's receiver.
    const finalName = final === tree.leadA.srno ? 'Arjun Lead' : 'Bina Lead'
    const firstName = final === tree.leadA.srno ? 'Bina Lead' : 'Arjun Lead'
    expect(rows[1]!.description).toContain(`from ${firstName}`)
    expect(rows[1]!.description).toContain(`to ${finalName}`)
    expect(rows[0]!.description).toContain('from Farid Field')
  })

  it('a lead moved while its field user records a visit keeps the visit', async () => {
    const [id] = await makeLeads(tree.fieldA.srno, 1)
    const bytes = await jpeg()
    const evidence = await checkEvidence({ path: await writeTemp(bytes), name: 'selfie.jpg', size: bytes.length })
    const visit = addFollowUp(handle.db, v.fieldA!, followUpInput(id!, { remark: 'Met the owner' }), evidence, {
      farMetres: 500,
    })
    const move = assignLeads(handle.db, v.manager!, { leadIds: [id!] }, tree.fieldB.srno)
    const [saved] = await Promise.allSettled([visit, move])
    expect(await ownerOf(id!)).toBe(tree.fieldB.srno)
    if (saved.status === 'fulfilled') {
      const visits = await handle.db.select().from(leadVisits).where(eq(leadVisits.leadSrno, id!))
      expect(visits).toHaveLength(1)
    }
  })
})

async function writeTemp(bytes: Buffer): Promise<string> {
  const { writeFile, mkdtemp } = await import('node:fs/promises')
  const { join } = await import('node:path')
  const { tmpdir } = await import('node:os')
  const dir = await mkdtemp(join(tmpdir(), 'assign-'))
  const path = join(dir, 'selfie.jpg')
  await writeFile(path, bytes)
  return path
}

describe('a lead made from a web enquiry for a field user (D51)', () => {
  const enquiry = (name = 'Kavita Rao') => storedEnquiry(handle.db, { name, phone: '9812312312', service: 'AEPS' })
  const fields = (enquiryId: number, owner: number) =>
    enquiryLeadFields(enquiryId, owner, {
      businessName: 'Rao Mobile Point',
      contactPerson: 'Kavita Rao',
      mobile: '9812312312',
      remark: 'Web enquiry: AEPS',
    })

  it('is owned by the chosen field user, has no visit, and marks the enquiry handled naming the lead', async () => {
    const admin = v.admin!
    const id = await enquiry()
    const { srno } = await createLeadFromEnquiry(handle.db, admin, fields(id, tree.fieldA.srno))
    const [lead] = await handle.db.select().from(leads).where(eq(leads.srno, srno))
    expect(lead).toMatchObject({
      ownerSrno: tree.fieldA.srno,
      createdBySrno: 1,
      visitCount: 0,
      nextVisit: addDays(todayInIndia(), 1),
      enquiryId: id,
    })
    expect(await handle.db.select().from(leadVisits).where(eq(leadVisits.leadSrno, srno))).toHaveLength(0)
    const [e] = await handle.db.select().from(enquiries).where(eq(enquiries.id, id))
    expect(e!.leadSrno).toBe(srno)
    expect(e!.handledAt).not.toBeNull()
    expect(e!.handledNote).toContain(`lead #${srno}`)
  })

  it('a second conversion is refused; the same form sent twice answers the first lead', async () => {
    const id = await enquiry()
    const input = fields(id, tree.fieldA.srno)
    const first = await createLeadFromEnquiry(handle.db, v.admin!, input)
    expect(await createLeadFromEnquiry(handle.db, v.admin!, input)).toEqual({ srno: first.srno, repeated: true })
    expect(await refusal(createLeadFromEnquiry(handle.db, v.admin!, { ...input, clientKey: newKey() }))).toBe(
      'ENQUIRY_ALREADY_CONVERTED',
    )
  })

  it("the owner must be within the converter's reach", async () => {
    const group = await createGroup(handle.db, { CRM: { query: true, add: true }, ENQUIRY: { query: true } })
    const clerk = await createStaff(handle.db, { group })
    const id = await enquiry()
    expect(
      await refusal(createLeadFromEnquiry(handle.db, await viewer(clerk.srno), fields(id, tree.fieldA.srno))),
    ).toBe('ASSIGNEE_NOT_ALLOWED')
    const [e] = await handle.db.select().from(enquiries).where(eq(enquiries.id, id))
    expect(e!.leadSrno).toBeNull()
    expect(e!.handledAt).toBeNull()
  })
})
