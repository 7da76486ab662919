import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { type ListLeadOptions, listLead, useReportingTree } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage } from '../helpers/staff.ts'

/**
 * The list's Today order (ADR 0151): open leads by next visit (most overdue first, then due today, then the coming
 * ones), then the rest (Closed, or no next visit) newest first, for a field user, a manager (owner by owner) and an
 * administrator (all leads), across pages; the search by contact person and mobile digits anywhere (ADR 0152); the
 * team panel's order by overdue count.
 */

const server = useTestServer()
const handle = server.database
const tree = useReportingTree(handle)
const today = todayInIndia()

/** Inserts a lead as the database holds it (the trigger keeps the team panel's counts): 10 days old, no contact, unless told. */
const lead = (owner: number, name: string, o: ListLeadOptions = {}) =>
  listLead(handle.db, owner, name, { createdDaysAgo: 10, person: '', mobile: '', ...o })

/** The business names a user's list shows, in order, for a query string. */
async function names(cookie: string, query = ''): Promise<string[]> {
  const html = await (await getPage(server.url, `/crm${query}`, cookie)).text()
  return [...html.matchAll(/href="\/crm\/leads\/\d+"[^>]*>([^<]+)</g)].map((m) => m[1]!)
}

beforeAll(async () => {
  const a = tree.fieldA.srno
  const b = tree.fieldB.srno
  // Field A: created in an order unlike the visits', so the order shown can only come from the next visit.
  await lead(a, 'A coming', { nextVisit: addDays(today, 3), createdDaysAgo: 1 })
  await lead(a, 'A overdue 5', { nextVisit: addDays(today, -5), createdDaysAgo: 2 })
  await lead(a, 'A closed new', { status: 2, createdDaysAgo: 3 })
  await lead(a, 'A today', { nextVisit: today, createdDaysAgo: 4 })
  await lead(a, 'A overdue 1', { nextVisit: addDays(today, -1), createdDaysAgo: 5 })
  // Closed with a date left from before (D39: never due), and open with no next visit: both in the rest.
  await lead(a, 'A closed dated', { status: 2, nextVisit: addDays(today, -9), createdDaysAgo: 6 })
  await lead(a, 'A no date', { createdDaysAgo: 7 })
  // Field B, below the other team lead: its visits fall between A's.
  await lead(b, 'B overdue 3', { nextVisit: addDays(today, -3), createdDaysAgo: 1 })
  await lead(b, 'B overdue 2', { nextVisit: addDays(today, -2), createdDaysAgo: 8 })
  await lead(b, 'B today', { nextVisit: today, createdDaysAgo: 9, person: 'Kamala Devi', mobile: '9876501234' })
})

describe('the CRM opens on Today (ADR 0151, D39)', () => {
  const fieldAOrder = [
    'A overdue 5',
    'A overdue 1',
    'A today',
    'A coming',
    'A closed new',
    'A closed dated',
    'A no date',
  ]

  it('a field user: overdue (most overdue first), due today, the coming visits, then the rest newest first', async () => {
    expect(await names(tree.fieldA.cookie)).toEqual(fieldAOrder)
    // The order once called "Next visit" is the same order; the sort box names it.
    expect(await names(tree.fieldA.cookie, '?sort=nextVisit')).toEqual(fieldAOrder)
    const html = await (await getPage(server.url, '/crm', tree.fieldA.cookie)).text()
    expect(html).toMatch(/<option value="today" selected="">Today: overdue first<\/option>/)
  })

  it('newest first is still offered', async () => {
    expect(await names(tree.fieldA.cookie, '?sort=-created')).toEqual([
      'A coming',
      'A overdue 5',
      'A closed new',
      'A today',
      'A overdue 1',
      'A closed dated',
      'A no date',
    ])
  })

  /** The manager's team's due and overdue leads (Field A's and Field B's), most overdue first, today's last. */
  const teamDue = ['A overdue 5', 'B overdue 3', 'B overdue 2', 'A overdue 1', 'A today', 'B today']

  it("a manager's list merges the people's leads in the same order, owner by owner", async () => {
    expect(await names(tree.manager.cookie)).toEqual([
      ...teamDue,
      'A coming',
      'A closed new',
      'A closed dated',
      'A no date',
    ])
    // Another branch's leads never join it.
    expect(await names(tree.leadB.cookie)).toEqual(['B overdue 3', 'B overdue 2', 'B today'])
  })

  it('an administrator sees every lead in the same order', async () => {
    const all = await names(tree.admin)
    expect(all.slice(0, 6)).toEqual(teamDue)
  })

  it('due or overdue: only those, most overdue first; Closed: only the rest', async () => {
    expect(await names(tree.manager.cookie, '?due=1')).toEqual(teamDue)
    expect(await names(tree.fieldA.cookie, '?status=2')).toEqual(['A closed new', 'A closed dated'])
  })

  it('pages run from the open leads into the rest without losing or repeating one', async () => {
    const peer = tree.peer.srno
    for (let i = 0; i < 30; i++) {
      await lead(peer, `Paged open ${String(i).padStart(2, '0')}`, {
        nextVisit: addDays(today, i - 15),
        createdDaysAgo: i,
      })
    }
    for (let i = 0; i < 15; i++) {
      await lead(peer, `Paged rest ${String(i).padStart(2, '0')}`, { status: 2, createdDaysAgo: i })
    }
    const open = Array.from({ length: 30 }, (_, i) => `Paged open ${String(i).padStart(2, '0')}`)
    const rest = Array.from({ length: 15 }, (_, i) => `Paged rest ${String(i).padStart(2, '0')}`)
    // The owner (their own index), the owner searching (owner by owner) and an administrator searching (all leads).
    for (const [cookie, query] of [
      [tree.peer.cookie, '?'],
      [tree.peer.cookie, '?q=Paged&'],
      [tree.admin, '?q=Paged&'],
    ] as const) {
      const pages = [
        await names(cookie, `${query}page=1`),
        await names(cookie, `${query}page=2`),
        await names(cookie, `${query}page=3`),
      ]
      expect(pages[0]).toEqual(open.slice(0, 20))
      expect(pages[1]).toEqual([...open.slice(20), ...rest.slice(0, 10)])
      // Page 3 starts past the open leads: where it starts in the rest comes from how many open leads there are.
      expect(pages[2]).toEqual(rest.slice(10))
    }
    const html = await (await getPage(server.url, '/crm?q=Paged', tree.peer.cookie)).text()
    expect(html).toContain('45 leads')
    expect(html).toContain('Page 1 of 3')
  })
})

describe('the search (ADR 0152)', () => {
  it('matches the contact person anywhere, in any case', async () => {
    expect(await names(tree.manager.cookie, '?q=kamala')).toEqual(['B today'])
    expect(await names(tree.manager.cookie, '?q=ala de')).toEqual(['B today'])
  })

  it("matches a mobile number's digits anywhere, however it is typed", async () => {
    for (const q of ['98765', '501234', '6501', '98765 01234', '+91 98765-01234', '09876501234']) {
      expect(await names(tree.manager.cookie, `?q=${encodeURIComponent(q)}`), q).toEqual(['B today'])
    }
    // Digits that are in no mobile, and a name with digits in it (not read as a phone number).
    expect(await names(tree.manager.cookie, '?q=55555')).toEqual([])
    expect(await names(tree.manager.cookie, '?q=B%2098765')).toEqual([])
  })

  it("stays within the viewer's leads", async () => {
    expect(await names(tree.leadA.cookie, '?q=kamala')).toEqual([])
    expect(await names(tree.leadA.cookie, '?q=98765')).toEqual([])
    expect(await names(tree.admin, '?q=98765')).toEqual(['B today'])
  })
})

describe('the team panel (ADR 0151)', () => {
  it('lists people most overdue first, and a person opens their due leads at the list', async () => {
    // Field B (Gita) now has 3 overdue, field A (Farid, first by name) 2.
    await lead(tree.fieldB.srno, 'B overdue 7', { nextVisit: addDays(today, -7) })
    const html = await (await getPage(server.url, '/crm', tree.manager.cookie)).text()
    const panel = html.slice(html.indexOf('My team'))
    const people = [...panel.matchAll(/href="\/crm\?owner=(\d+)&amp;due=1#leads"/g)].map((m) => Number(m[1]))
    expect(people.slice(0, 2)).toEqual([tree.fieldB.srno, tree.fieldA.srno])
    expect(people).toHaveLength(4)
    // The list is at the top of the page it opens: the team panel and the filters stay folded there.
    const opened = await (await getPage(server.url, `/crm?owner=${tree.fieldB.srno}&due=1`, tree.manager.cookie)).text()
    expect(opened).not.toMatch(/<details[^>]* open=""/)
    expect(opened).toContain('id="leads"')
  })
})
