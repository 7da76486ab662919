import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import { leads, leadVisits, users } from '#app/db/schema.ts'
import { addDays, BUSINESS_TIME_ZONE } from '#app/lib/dates.ts'
import { type Db, withoutParallelWorkers } from '#app/lib/db.server.ts'
import type { Column } from './columns.ts'
import { type Chart, REPORT_ROWS_PER_PAGE, type ReportPage } from './report.ts'
import { type DateRange, daysOf } from './request.ts'
import { boundsOf, inScope, isEmptyScope, type ReportScope } from './scope.server.ts'

/**
 * Visit Report: per person and India day, the visits they made (a lead's first visit, which created it, and
 * follow-ups; every visit carries its selfie), the businesses they visited, and the visits marked far from the
 * lead. Days in order, people by name within a day.
 */

export interface VisitRow {
  day: string
  userSrno: number
  user: string
  visits: number
  newLeads: number
  followUps: number
  businesses: number
  businessNames: string
  far: number
}

export const visitColumns: Column<VisitRow>[] = [
  { key: 'day', header: 'Date', type: 'date', value: (r) => r.day, width: 12 },
  { key: 'user', header: 'User', type: 'text', value: (r) => r.user, width: 22 },
  { key: 'visits', header: 'Visits', type: 'number', value: (r) => r.visits, width: 8 },
  { key: 'new', header: 'New Leads', type: 'number', value: (r) => r.newLeads, width: 10 },
  { key: 'followUps', header: 'Follow-ups', type: 'number', value: (r) => r.followUps, width: 11 },
  { key: 'businesses', header: 'Businesses', type: 'number', value: (r) => r.businesses, width: 11 },
  { key: 'names', header: 'Businesses Visited', type: 'text', value: (r) => r.businessNames, width: 50 },
  { key: 'far', header: 'Far from Lead', type: 'number', value: (r) => r.far, width: 14 },
]

// Rows are grouped by the India date and only each group's date is written out as text: formatting every visit's
// time as text before grouping cost a third of the query.
const indiaDay = sql`(${leadVisits.at} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`
const day = sql<string>`to_char(${indiaDay}, 'YYYY-MM-DD')`

function where(scope: ReportScope, range: DateRange) {
  const { start, end } = boundsOf(range)
  return and(gte(leadVisits.at, start), lt(leadVisits.at, end), inScope(leadVisits.userSrno, scope))
}

function groupsQuery(db: Db, scope: ReportScope, range: DateRange) {
  return db
    .select({
      day,
      userSrno: leadVisits.userSrno,
      user: users.userName,
      visits: sql<number>`count(*)::int`,
      newLeads: sql<number>`count(*) filter (where ${leadVisits.kind} = 'first')::int`,
      followUps: sql<number>`count(*) filter (where ${leadVisits.kind} = 'follow-up')::int`,
      businesses: sql<number>`count(distinct ${leadVisits.leadSrno})::int`,
      businessNames: sql<string>`string_agg(distinct ${leads.businessName}, ', ' order by ${leads.businessName})`,
      far: sql<number>`count(*) filter (where ${leadVisits.far})::int`,
    })
    .from(leadVisits)
    .innerJoin(leads, eq(leads.srno, leadVisits.leadSrno))
    .innerJoin(users, eq(users.srno, leadVisits.userSrno))
    .where(where(scope, range))
    .groupBy(indiaDay, leadVisits.userSrno, users.userName)
    .orderBy(indiaDay, sql`${users.userName} collate "C"`, asc(leadVisits.userSrno))
}

/** How many people the chart draws a row for; the rest are counted under it, and all are in the table. */
export const CHART_PEOPLE = 8

/**
 * A page of the view, the totals of the whole range, and visits per day for the busiest people for the chart. The
 * counts of every person and day come from the visits alone (an index-only read); the businesses' names, which need
 * the leads, are read for the page's rows only.
 */
export async function visitPage(db: Db, scope: ReportScope, range: DateRange, page = 1): Promise<ReportPage<VisitRow>> {
  const days = daysOf(range)
  if (isEmptyScope(scope)) return { rows: [], count: 0, totals: totalsOf([]), chart: chartOf(days, []) }
  const cells = await db
    .select({
      day,
      userSrno: leadVisits.userSrno,
      visits: sql<number>`count(*)::int`,
      newLeads: sql<number>`count(*) filter (where ${leadVisits.kind} = 'first')::int`,
      businesses: sql<number>`count(distinct ${leadVisits.leadSrno})::int`,
      far: sql<number>`count(*) filter (where ${leadVisits.far})::int`,
    })
    .from(leadVisits)
    .where(where(scope, range))
    .groupBy(indiaDay, leadVisits.userSrno)
  const names = new Map<number, string>()
  const people = [...new Set(cells.map((c) => c.userSrno))]
  if (people.length > 0) {
    const found = await db
      .select({ srno: users.srno, name: users.userName })
      .from(users)
      .where(inScope(users.srno, { all: false, ids: people }))
    for (const p of found) names.set(p.srno, p.name)
  }
  const named = cells
    .map((c) => ({ ...c, user: names.get(c.userSrno) ?? '' }))
    .sort((a, b) => a.day.localeCompare(b.day) || compareText(a.user, b.user) || a.userSrno - b.userSrno)
  const slice = named.slice((page - 1) * REPORT_ROWS_PER_PAGE, page * REPORT_ROWS_PER_PAGE)
  const visited = await businessesOf(db, slice)
  return {
    rows: slice.map((c) => ({
      day: c.day,
      userSrno: c.userSrno,
      user: c.user,
      visits: c.visits,
      newLeads: c.newLeads,
      followUps: c.visits - c.newLeads,
      businesses: c.businesses,
      businessNames: visited.get(`${c.day} ${c.userSrno}`) ?? '',
      far: c.far,
    })),
    count: cells.length,
    totals: totalsOf(cells),
    chart: chartOf(days, named),
  }
}

/** Names in code-point order, as the download sorts them (collation "C"), so a page and the file agree. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The businesses each of a page's (day, person) rows visited, by name: a few thousand visits, each looking up its
 * lead. PostgreSQL tends to plan this with parallel workers, whose start-up on a small server cost more than the
 * lookups themselves (150 ms against 45 ms measured on two cores), so the query runs without them.
 */
async function businessesOf(db: Db, rows: { day: string; userSrno: number }[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map()
  const found = await withoutParallelWorkers(db, (tx) =>
    tx
      .select({
        day,
        userSrno: leadVisits.userSrno,
        names: sql<string>`string_agg(distinct ${leads.businessName}, ', ' order by ${leads.businessName})`,
      })
      .from(leadVisits)
      .innerJoin(leads, eq(leads.srno, leadVisits.leadSrno))
      .where(
        and(
          where(
            { all: false, ids: [...new Set(rows.map((r) => r.userSrno))] },
            { from: rows[0]!.day, to: rows[rows.length - 1]!.day },
          ),
        ),
      )
      .groupBy(indiaDay, leadVisits.userSrno),
  )
  return new Map(found.map((f) => [`${f.day} ${f.userSrno}`, f.names]))
}

function totalsOf(cells: { visits: number; newLeads: number; far: number }[]) {
  const sum = (pick: (c: (typeof cells)[number]) => number) => cells.reduce((s, c) => s + pick(c), 0)
  return [
    { label: 'Visits', value: sum((c) => c.visits) },
    { label: 'New leads', value: sum((c) => c.newLeads) },
    { label: 'Follow-ups', value: sum((c) => c.visits - c.newLeads) },
    { label: 'Far from lead', value: sum((c) => c.far) },
  ]
}

function chartOf(days: string[], cells: { day: string; userSrno: number; user: string; visits: number }[]): Chart {
  const byPerson = new Map<number, { label: string; total: number; perDay: Map<string, number> }>()
  for (const c of cells) {
    const person = byPerson.get(c.userSrno) ?? { label: c.user, total: 0, perDay: new Map() }
    person.total += c.visits
    person.perDay.set(c.day, c.visits)
    byPerson.set(c.userSrno, person)
  }
  const ranked = [...byPerson.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label))
  return {
    kind: 'rows',
    title: 'Visits per day per person',
    unit: 'visits',
    days,
    rows: ranked.slice(0, CHART_PEOPLE).map((p) => ({ label: p.label, values: days.map((d) => p.perDay.get(d) ?? 0) })),
    more: Math.max(0, ranked.length - CHART_PEOPLE),
  }
}

/** Days a download reads at a time: each query groups one week, so memory and query time stay bounded. */
const DAYS_PER_READ = 7

/** Every row of the range, a week at a time; stops between weeks when the client has gone. */
export async function* visitRows(
  db: Db,
  scope: ReportScope,
  range: DateRange,
  signal?: AbortSignal,
): AsyncGenerator<VisitRow> {
  if (isEmptyScope(scope)) return
  for (let from = range.from; from <= range.to; from = addDays(from, DAYS_PER_READ)) {
    if (signal?.aborted) return
    const last = addDays(from, DAYS_PER_READ - 1)
    const window = { from, to: last < range.to ? last : range.to }
    for (const row of await groupsQuery(db, scope, window)) yield row
  }
}
