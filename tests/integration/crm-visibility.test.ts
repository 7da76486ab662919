import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '#app/db/schema.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { followUpFields, jpeg, leadFields, postLeadEdit, postVisit, useReportingTree } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { createStaff, getPage, snapshot } from '../helpers/staff.ts'

/**
 * Who sees which leads (D24) across a reporting tree, on the server, for every read and write; the list's filters,
 * sorting, paging and count; overdue visits (D39); duplicate mobiles (D38).
 */

const server = useTestServer()
const handle = server.database
const tree = useReportingTree(handle)
const ids: Record<string, number> = {}

async function lead(owner: { cookie: string }, fields: Record<string, string>) {
  const res = await postVisit(server.url, owner.cookie, leadFields(fields), { name: 'selfie.jpg', bytes: await jpeg() })
  const body = (await res.json()) as { leadId: number }
  return body.leadId
}

/** The business names a user's list shows, for a query string. */
async function names(cookie: string, query = ''): Promise<string[]> {
  const html = await (await getPage(server.url, `/crm${query}`, cookie)).text()
  return [...html.matchAll(/href="\/crm\/leads\/\d+"[^>]*>([^<]+)</g)]
    .map((m) => m[1]!)
    .filter((v, i, a) => a.indexOf(v) === i)
}

beforeAll(async () => {
  ids.fieldA = await lead(tree.fieldA, { businessName: 'Field A Stores', mobile: '9811111111' })
  ids.fieldB = await lead(tree.fieldB, {
    businessName: 'Field B Traders',
    mobile: '9811111111',
    type: '2',
    nature: 'C',
  })
  ids.leadA = await lead(tree.leadA, { businessName: 'Lead A Mart', status: '2', nextVisit: '' })
  ids.peer = await lead(tree.peer, { businessName: 'Peer Agency', mobile: '9811111111' })
})

describe('visibility follows the reporting lines (D24)', () => {
  it('a field user sees their own leads only', async () => {
    expect(await names(tree.fieldA.cookie)).toEqual(['Field A Stores'])
  })
  it('a lead sees theirs and those of everyone below them', async () => {
    expect((await names(tree.leadA.cookie)).sort()).toEqual(['Field A Stores', 'Lead A Mart'])
  })
  it('a manager sees the whole subtree, directly and through others', async () => {
    expect((await names(tree.manager.cookie)).sort()).toEqual(['Field A Stores', 'Field B Traders', 'Lead A Mart'])
  })
  it('an ADMIN holder sees every lead', async () => {
    expect((await names(tree.admin)).sort()).toEqual([
      'Field A Stores',
      'Field B Traders',
      'Lead A Mart',
      'Peer Agency',
    ])
  })

  it('a peer on another branch gets 404 for the lead, its edit page and its files, and cannot add a visit', async () => {
    expect((await getPage(server.url, `/crm/leads/${ids.fieldA}`, tree.manager.cookie)).status).toBe(200)
    expect((await getPage(server.url, `/crm/leads/${ids.fieldA}`, tree.leadA.cookie)).status).toBe(200)
    for (const cookie of [tree.peer.cookie, tree.fieldB.cookie, tree.leadB.cookie]) {
      const page = await getPage(server.url, `/crm/leads/${ids.fieldA}`, cookie)
      expect(page.status).toBe(404)
      expect(await page.text()).toContain(messages.LEAD_NOT_FOUND)
      expect((await getPage(server.url, `/crm/leads/${ids.fieldA}/edit`, cookie)).status).toBe(404)
    }
    const before = await snapshot(handle.db)
    const visit = await postVisit(server.url, tree.peer.cookie, followUpFields(ids.fieldA!), {
      name: 'selfie.jpg',
      bytes: await jpeg(),
    })
    expect(visit.status).toBe(404)
    expect(await snapshot(handle.db)).toBe(before)
    const edit = await postLeadEdit(server.url, ids.fieldA!, tree.peer.cookie, { businessName: 'Stolen' })
    expect(edit.status).toBe(404)
    expect(await snapshot(handle.db)).toBe(before)
  })

  it('the person filter cannot reach outside what the viewer may see', async () => {
    expect(await names(tree.fieldA.cookie, `?owner=${tree.peer.srno}`)).toEqual([])
    expect(await names(tree.manager.cookie, `?owner=${tree.fieldB.srno}`)).toEqual(['Field B Traders'])
  })

  it("a name search stays within the viewer's leads, in either date order, with the other filters", async () => {
    // The manager sees part of the leads: the search walks their people's leads one by one (ADR 0041).
    const newestFirst = ['Lead A Mart', 'Field B Traders', 'Field A Stores']
    expect(await names(tree.manager.cookie, '?q=a&sort=-created')).toEqual(newestFirst)
    expect(await names(tree.manager.cookie, '?q=a&sort=created')).toEqual([...newestFirst].reverse())
    expect(await (await getPage(server.url, '/crm?q=a', tree.manager.cookie)).text()).toContain('3 leads')
    expect(await names(tree.manager.cookie, '?q=agency')).toEqual([])
    expect(await names(tree.manager.cookie, '?q=field&type=2')).toEqual(['Field B Traders'])
    expect(await names(tree.manager.cookie, `?q=a&owner=${tree.peer.srno}`)).toEqual([])
    expect(await names(tree.peer.cookie, '?q=a')).toEqual(['Peer Agency'])
  })
})

describe('duplicate mobile numbers (D38)', () => {
  it('names the leads the user may see and only counts the others', async () => {
    const reply = await (await getPage(server.url, '/crm/mobile-check?mobile=9811111111', tree.leadA.cookie)).json()
    expect(reply.visible.map((v: { businessName: string }) => v.businessName)).toEqual(['Field A Stores'])
    expect(reply.hidden).toBe(2)
    const none = await (await getPage(server.url, '/crm/mobile-check?mobile=12', tree.leadA.cookie)).json()
    expect(none).toEqual({ visible: [], hidden: 0 })
  })
})

describe('the list: filters in the URL, sorting, paging, count', () => {
  it('filters by type, name, status, nature', async () => {
    expect(await names(tree.admin, '?type=2')).toEqual(['Field B Traders'])
    expect(await names(tree.admin, '?q=mart')).toEqual(['Lead A Mart'])
    expect(await names(tree.admin, '?status=2')).toEqual(['Lead A Mart'])
    expect(await names(tree.admin, '?nature=C')).toEqual(['Field B Traders'])
    // A `%` typed into the box is looked for, not a wildcard.
    expect(await names(tree.admin, '?q=%25')).toEqual([])
  })

  it('the date range is whole India days, inclusive at both ends', async () => {
    const at = (iso: string) => handle.db.update(leads).set({ createdAt: new Date(iso) })
    // 18:30 UTC on the 1st is the first moment of the 2nd in India.
    await at('2026-03-01T18:29:59Z').where(eq(leads.srno, ids.fieldA!))
    await at('2026-03-01T18:30:00Z').where(eq(leads.srno, ids.fieldB!))
    await at('2026-03-02T18:29:59Z').where(eq(leads.srno, ids.leadA!))
    await at('2026-03-02T18:30:00Z').where(eq(leads.srno, ids.peer!))
    expect((await names(tree.admin, '?from=2026-03-02&to=2026-03-02')).sort()).toEqual([
      'Field B Traders',
      'Lead A Mart',
    ])
    expect(await names(tree.admin, '?from=2026-03-01&to=2026-03-01')).toEqual(['Field A Stores'])
    // Bad dates are ignored, not an error: a stale shared link still opens the list.
    expect((await getPage(server.url, '/crm?from=2026-02-30&to=x', tree.admin)).status).toBe(200)
  })

  it('sorts by name, and pages with a count', async () => {
    expect(await names(tree.admin, '?sort=name')).toEqual([
      'Field A Stores',
      'Field B Traders',
      'Lead A Mart',
      'Peer Agency',
    ])
    const html = await (await getPage(server.url, '/crm', tree.admin)).text()
    expect(html).toContain('4 leads')
    await handle.db.execute(sql`
      insert into leads (um_srno, mtc_srno, tl_leadtype, tl_name, ts_srno, client_key)
      select ${tree.peer.srno}, 1, 'C', 'Bulk ' || g, 1, 'bulk-key-' || g from generate_series(1, 25) g`)
    const first = await (await getPage(server.url, '/crm?q=Bulk', tree.admin)).text()
    expect(first).toContain('25 leads')
    expect(first).toContain('Page 1 of 2')
    expect(await names(tree.admin, '?q=Bulk&page=2')).toHaveLength(5)
    // The same search by the owner, who sees part of the leads, pages the same way.
    const own = await (await getPage(server.url, '/crm?q=Bulk', tree.peer.cookie)).text()
    expect(own).toContain('25 leads')
    expect(own).toContain('Page 1 of 2')
    const pageOne = await names(tree.peer.cookie, '?q=Bulk')
    const pageTwo = await names(tree.peer.cookie, '?q=Bulk&page=2')
    expect(pageOne).toHaveLength(20)
    expect(pageTwo).toHaveLength(5)
    expect(new Set([...pageOne, ...pageTwo]).size).toBe(25)
  })
})

describe('the count stops at 1,000 matches', () => {
  beforeAll(async () => {
    await handle.db.execute(sql`
      insert into leads (um_srno, mtc_srno, tl_leadtype, tl_name, ts_srno, client_key)
      select ${tree.peer.srno}, 1, 'C', 'Many ' || g, 1, 'many-key-' || g from generate_series(1, 1001) g`)
  })
  afterAll(async () => {
    await handle.db.execute(sql`delete from leads where tl_name like 'Many %'`)
  })

  it('says "More than 1,000 leads" and pages on without a last page number, to the last row', async () => {
    for (const cookie of [tree.admin, tree.peer.cookie]) {
      const first = await (await getPage(server.url, '/crm?q=Many', cookie)).text()
      expect(first).toContain('More than 1,000 leads')
      expect(first).toMatch(/>Page 1</)
      expect(first).toContain('Next →')
      const last = await (await getPage(server.url, '/crm?q=Many&page=51', cookie)).text()
      expect(await names(cookie, '?q=Many&page=51')).toHaveLength(1)
      expect(last).toContain('← Previous')
      expect(last).not.toContain('Next →')
    }
  })

  it('counts exactly again at 1,000', async () => {
    await handle.db.execute(sql`delete from leads where tl_name = 'Many 1001'`)
    for (const cookie of [tree.admin, tree.peer.cookie]) {
      const first = await (await getPage(server.url, '/crm?q=Many', cookie)).text()
      expect(first).toContain('1,000 leads')
      expect(first).not.toContain('More than')
      expect(first).toContain('Page 1 of 50')
    }
  })
})

describe('due and overdue visits (D39)', () => {
  it('marks overdue and due today, filters them, and counts them per person for a manager', async () => {
    const today = todayInIndia()
    await handle.db
      .update(leads)
      .set({ nextVisit: addDays(today, -2), statusSrno: 3 })
      .where(eq(leads.srno, ids.fieldA!))
    await handle.db.update(leads).set({ nextVisit: today, statusSrno: 1 }).where(eq(leads.srno, ids.fieldB!))
    // Closed: never overdue, whatever its date says.
    await handle.db
      .update(leads)
      .set({ nextVisit: addDays(today, -5), statusSrno: 2 })
      .where(eq(leads.srno, ids.leadA!))
    expect((await names(tree.manager.cookie, '?due=1')).sort()).toEqual(['Field A Stores', 'Field B Traders'])
    const html = await (await getPage(server.url, '/crm', tree.manager.cookie)).text()
    expect(html).toContain('Overdue')
    expect(html).toContain('Due today')
    expect(html).toContain('My team: 1 with overdue visits')
    expect(html).toMatch(/Farid Field[\s\S]*?1 overdue/)
  })

  it('a large team lists the ten most behind first, and everyone on request', async () => {
    for (let i = 1; i <= 6; i++) await createStaff(handle.db, { group: 3, userName: `Extra Person ${i}` })
    const teamRows = (html: string) => [...html.matchAll(/href="\/crm\?owner=\d+&amp;due=1#leads"/g)].length
    const first = await (await getPage(server.url, '/crm', tree.admin)).text()
    expect(teamRows(first)).toBe(10)
    expect(first).toContain('Show all 12 people')
    expect(first).toMatch(/My team: 1 with overdue visits[\s\S]*?Farid Field/)
    const all = await (await getPage(server.url, '/crm?team=all', tree.admin)).text()
    expect(teamRows(all)).toBe(12)
    expect(all).not.toContain('Show all')
  })
})

describe('the team counts kept beside the leads', () => {
  it('follow every change of a lead: new, new date, closed, reopened, new owner, deleted', async () => {
    const recount = sql`select coalesce(json_agg(x order by x.um_srno, x.d), '[]'::json) as v from (
        select um_srno, tl_nextvisit::text as d, count(*)::int as n from leads
        where ts_srno <> 2 and tl_nextvisit is not null group by 1, 2) x`
    const kept = sql`select coalesce(json_agg(x order by x.um_srno, x.d), '[]'::json) as v from (
        select um_srno, next_visit::text as d, open_leads as n from lead_due_counts) x`
    const same = async () => {
      const [a, b] = await Promise.all([handle.db.execute(recount), handle.db.execute(kept)])
      const rows = (r: unknown) => (r as { rows: { v: unknown }[] }).rows[0]!.v
      expect(rows(b)).toEqual(rows(a))
      return rows(a)
    }
    const today = todayInIndia()
    const id = await lead(tree.fieldA, { businessName: 'Counted Kirana', nextVisit: addDays(today, 3) })
    expect(JSON.stringify(await same())).toContain(addDays(today, 3))
    await postVisit(server.url, tree.fieldA.cookie, followUpFields(id, { nextVisit: addDays(today, 5) }), {
      name: 'selfie.jpg',
      bytes: await jpeg(),
    })
    await same()
    await postVisit(server.url, tree.fieldA.cookie, followUpFields(id, { status: '2', nextVisit: '' }), {
      name: 'selfie.jpg',
      bytes: await jpeg(),
    })
    await same()
    await handle.db
      .update(leads)
      .set({ statusSrno: 3, nextVisit: addDays(today, -1) })
      .where(eq(leads.srno, id))
    await same()
    await handle.db.update(leads).set({ ownerSrno: tree.fieldB.srno }).where(eq(leads.srno, id))
    await same()
    await handle.db.execute(sql`delete from lead_visits where tl_srno = ${id}`)
    await handle.db.delete(leads).where(eq(leads.srno, id))
    await same()
  })
})
