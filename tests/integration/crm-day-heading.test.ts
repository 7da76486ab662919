import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '#app/db/schema.ts'
import { dayCounts } from '#app/domain/leads/day-counts.server.ts'
import { listLeads } from '#app/domain/leads/list-leads.server.ts'
import { leadFilterSchema } from '#app/domain/leads/schemas.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { type ListLeadOptions, listLead, useReportingTree, viewerOf } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage } from '../helpers/staff.ts'

/**
 * The day on the list (ADR 0214): a heading with how many of the leads the user may see (D24) are overdue and due
 * today (D39), counted by the server, the same leads the list's "due today or overdue" filter shows; and "To visit"
 * on the card of an open lead no one has visited yet (made from an enquiry or an import).
 */

const server = useTestServer()
const handle = server.database
const tree = useReportingTree(handle)
const today = todayInIndia()

/** A lead of `owner` as the day heading counts it (listLead): visited once unless told otherwise. */
const lead = (owner: number, name: string, o: ListLeadOptions = {}) =>
  listLead(handle.db, owner, name, { visits: 1, ...o })

/** The day heading's counts for user `srno`, as the list page asks for them. */
async function countsOf(srno: number) {
  return dayCounts(handle.db, await viewerOf(handle.db, srno), today)
}

beforeAll(async () => {
  const a = tree.fieldA.srno
  const b = tree.fieldB.srno
  await lead(a, 'A overdue 5', { nextVisit: addDays(today, -5) })
  await lead(a, 'A overdue 1', { nextVisit: addDays(today, -1) })
  await lead(a, 'A overdue 2', { nextVisit: addDays(today, -2), visits: 0 })
  await lead(a, 'A today 1', { nextVisit: today })
  await lead(a, 'A today 2', { nextVisit: today })
  await lead(a, 'A today 3', { nextVisit: today, visits: 0 })
  await lead(a, 'A coming', { nextVisit: addDays(today, 2) })
  // Closed with an old date: never due (D39), and never "To visit".
  await lead(a, 'A closed', { status: 2, nextVisit: addDays(today, -4), visits: 0 })
  await lead(a, 'A from enquiry', { visits: 0 })
  await lead(b, 'B overdue', { nextVisit: addDays(today, -3) })
  await lead(b, 'B today', { nextVisit: today })
})

describe('the day heading counts the leads the user may see', () => {
  it('a field user: their own overdue and due today, never a Closed lead', async () => {
    expect(await countsOf(tree.fieldA.srno)).toEqual({ overdue: 3, dueToday: 3 })
    expect(await countsOf(tree.fieldB.srno)).toEqual({ overdue: 1, dueToday: 1 })
  })

  it('a manager: everyone below them; a peer with no leads: none', async () => {
    expect(await countsOf(tree.manager.srno)).toEqual({ overdue: 4, dueToday: 4 })
    expect(await countsOf(tree.leadA.srno)).toEqual({ overdue: 3, dueToday: 3 })
    expect(await countsOf(tree.peer.srno)).toEqual({ overdue: 0, dueToday: 0 })
  })

  it('agrees with the list’s "due today or overdue" filter', async () => {
    for (const who of [tree.fieldA, tree.manager]) {
      const viewer = await viewerOf(handle.db, who.srno)
      const day = await dayCounts(handle.db, viewer, today)
      const list = await listLeads(handle.db, viewer, leadFilterSchema.parse({ due: '1' }), today)
      expect(list.total).toBe(day.overdue + day.dueToday)
      expect(list.rows.filter((r) => r.due === 'overdue')).toHaveLength(day.overdue)
      expect(list.rows.filter((r) => r.due === 'today')).toHaveLength(day.dueToday)
    }
  })

  it('the list page says it, in English and in Hindi, linking to the due filter', async () => {
    const html = await (await getPage(server.url, '/crm', tree.fieldA.cookie)).text()
    const heading = /<h2 data-day-heading[^>]*>(.*?)<\/h2>/s.exec(html)?.[1] ?? ''
    expect(heading).toContain('href="/crm?due=1#leads"')
    expect(heading.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toBe('3 overdue · 3 due today')
    await handle.db.update(users).set({ locale: 'hi' }).where(eq(users.srno, tree.fieldA.srno))
    try {
      const hindi = await (await getPage(server.url, '/crm', tree.fieldA.cookie)).text()
      const text = (/<h2 data-day-heading[^>]*>(.*?)<\/h2>/s.exec(hindi)?.[1] ?? '').replace(/<[^>]+>/g, '')
      expect(text.replace(/\s+/g, ' ')).toBe('3 छूटी विज़िट · आज 3 विज़िट')
    } finally {
      await handle.db.update(users).set({ locale: 'en' }).where(eq(users.srno, tree.fieldA.srno))
    }
    const peer = await (await getPage(server.url, '/crm', tree.peer.cookie)).text()
    expect(/<h2 data-day-heading[^>]*>(.*?)<\/h2>/s.exec(peer)?.[1]).toBe('Nothing due today')
  })
})

describe('"To visit" on a lead no one has visited yet', () => {
  it('marks open leads with no visit, not visited or Closed ones', async () => {
    const viewer = await viewerOf(handle.db, tree.fieldA.srno)
    const list = await listLeads(handle.db, viewer, leadFilterSchema.parse({}), today)
    const marked = list.rows.filter((r) => r.toVisit).map((r) => r.businessName)
    expect(marked.sort()).toEqual(['A from enquiry', 'A overdue 2', 'A today 3'])
  })

  it('shows on the card', async () => {
    const html = await (await getPage(server.url, '/crm?q=from+enquiry', tree.fieldA.cookie)).text()
    expect(html).toContain('To visit')
    const visited = await (await getPage(server.url, '/crm?q=A+coming', tree.fieldA.cookie)).text()
    expect(visited).not.toContain('To visit')
  })
})
