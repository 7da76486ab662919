import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import { leads, leadVisits, users } from '#app/db/schema.ts'
import { BUSINESS_TIME_ZONE } from '#app/lib/dates.ts'
import { type Db, withoutParallelWorkers } from '#app/lib/db.server.ts'
import { type Column, dayColumn, leadHref, personColumn, visitsColumn } from './columns.ts'
import { markCountFields, suspectSql } from './marks.server.ts'
import { markTotals, sumMarks } from './marks.ts'
import { rowsInSteps } from './paged-rows.server.ts'
import {
  type Chart,
  defineReport,
  type PageQuery,
  REPORT_ROWS_PER_PAGE,
  type ReportFilter,
  type RowsQuery,
} from './report.ts'
import { type DateRange, daysOf } from './request.ts'
import { boundsOf, inScope, isEmptyScope, type ReportScope } from './scope.server.ts'

/**
 * Visit Report: per person and India day, the visits they made (a lead's first visit, which created it, and
 * follow-ups; every visit carries its selfie), the businesses they visited, and how many of those visits carry each
 * evidence mark (`marks.ts`: far from the lead, no location, old photo, recorded offline). Days in order, people by
 * name within a day. With "suspect visits only", every count is of marked visits alone.
 */

export interface VisitRow {
  day: string
  userSrno: number
  user: string
  visits: number
  newLeads: number
  followUps: number
  businesses: number
  /** The businesses visited, by name, each with its lead. */
  visited: { srno: number; name: string }[]
  far: number
  noLocation: number
  oldPhoto: number
  offline: number
  suspect: number
}

export const visitColumns: Column<VisitRow>[] = [
  dayColumn(),
  personColumn('user', 'User'),
  visitsColumn(),
  { key: 'new', header: 'New Leads', type: 'number', value: (r) => r.newLeads, width: 10 },
  { key: 'followUps', header: 'Follow-ups', type: 'number', value: (r) => r.followUps, width: 11 },
  { key: 'businesses', header: 'Businesses', type: 'number', value: (r) => r.businesses, width: 11 },
  {
    key: 'names',
    header: 'Businesses Visited',
    type: 'text',
    value: (r) => r.visited.map((b) => b.name).join(', '),
    width: 50,
    links: (r) => r.visited.map((b) => ({ text: b.name, href: leadHref(b.srno) })),
  },
  { key: 'far', header: 'Far from Lead', type: 'number', value: (r) => r.far, width: 14 },
  { key: 'noLocation', header: 'No Location', type: 'number', value: (r) => r.noLocation, width: 12 },
  { key: 'old', header: 'Old Photo', type: 'number', value: (r) => r.oldPhoto, width: 11 },
  { key: 'offline', header: 'Recorded Offline', type: 'number', value: (r) => r.offline, width: 17 },
]

// Rows are grouped by the India date and only each group's date is written out as text: formatting every visit's
// time as text before grouping cost a third of the query.
const indiaDay = sql`(${leadVisits.at} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`
const day = sql<string>`to_char(${indiaDay}, 'YYYY-MM-DD')`

function where(scope: ReportScope, range: DateRange, filter: ReportFilter) {
  const { start, end } = boundsOf(range)
  return and(
    gte(leadVisits.at, start),
    lt(leadVisits.at, end),
    inScope(leadVisits.userSrno, scope),
    filter.suspectOnly ? suspectSql : undefined,
  )
}

/** One (day, person) row's counts, before the businesses' names are added. */
type VisitCounts = Omit<VisitRow, 'visited'>

/**
 * The Visit Report's rows, for the screen and the download alike: per India day and person, the visits, first
 * visits (new leads), follow-ups, distinct businesses and each mark, ordered by day, then by name in code-point
 * order (collation "C"), then by serial. The counts come from the visits alone (an index-only read: the marks read
 * only columns the (person, time) index carries); the 300-odd
 * people's names are joined to the grouped rows, not to every visit. The businesses' names, which need the leads,
 * are read for the rows shown or written only (`withBusinesses`).
 */
async function visitCounts(db: Db, scope: ReportScope, range: DateRange, filter: ReportFilter): Promise<VisitCounts[]> {
  const cells = db
    .select({
      day: day.as('day'),
      userSrno: leadVisits.userSrno,
      visits: sql<number>`count(*)::int`.as('visits'),
      newLeads: sql<number>`count(*) filter (where ${leadVisits.kind} = 'first')::int`.as('new_leads'),
      followUps: sql<number>`count(*) filter (where ${leadVisits.kind} = 'follow-up')::int`.as('follow_ups'),
      businesses: sql<number>`count(distinct ${leadVisits.leadSrno})::int`.as('businesses'),
      ...markCountFields(),
    })
    .from(leadVisits)
    .where(where(scope, range, filter))
    .groupBy(indiaDay, leadVisits.userSrno)
    .as('cells')
  return db
    .select({
      day: cells.day,
      userSrno: cells.userSrno,
      user: users.userName,
      visits: cells.visits,
      newLeads: cells.newLeads,
      followUps: cells.followUps,
      businesses: cells.businesses,
      far: cells.far,
      noLocation: cells.noLocation,
      oldPhoto: cells.oldPhoto,
      offline: cells.offline,
      suspect: cells.suspect,
    })
    .from(cells)
    .innerJoin(users, eq(users.srno, cells.userSrno))
    .orderBy(cells.day, sql`${users.userName} collate "C"`, asc(cells.userSrno))
}

/** Rows with the businesses each (day, person) visited, by name. */
async function withBusinesses(db: Db, counts: VisitCounts[], filter: ReportFilter): Promise<VisitRow[]> {
  const visited = await businessesOf(db, counts, filter)
  return counts.map((c) => ({ ...c, visited: visited.get(`${c.day} ${c.userSrno}`) ?? [] }))
}

/** How many people the chart draws a row for; the rest are counted under it, and all are in the table. */
export const CHART_PEOPLE = 8

/** A page of the view, the totals of the whole range, and visits per day for the busiest people for the chart. */
export const visitPage: PageQuery<VisitRow> = async (db, scope, range, page = 1, filter = {}) => {
  const days = daysOf(range)
  if (isEmptyScope(scope)) return { rows: [], count: 0, totals: totalsOf([]), chart: chartOf(days, []) }
  const counts = await visitCounts(db, scope, range, filter)
  const slice = counts.slice((page - 1) * REPORT_ROWS_PER_PAGE, page * REPORT_ROWS_PER_PAGE)
  return {
    rows: await withBusinesses(db, slice, filter),
    count: counts.length,
    totals: totalsOf(counts),
    chart: chartOf(days, counts),
  }
}

/**
 * The businesses each of some (day, person) rows visited, by name, each with its lead: a few thousand visits, each
 * looking up its lead. PostgreSQL tends to plan this with parallel workers, whose start-up on a small server cost
 * more than the lookups themselves (150 ms against 45 ms measured on two cores), so the query runs without them.
 */
async function businessesOf(
  db: Db,
  rows: { day: string; userSrno: number }[],
  filter: ReportFilter,
): Promise<Map<string, { srno: number; name: string }[]>> {
  if (rows.length === 0) return new Map()
  const found = await withoutParallelWorkers(db, (tx) =>
    tx
      .select({ day, userSrno: leadVisits.userSrno, srno: leads.srno, name: leads.businessName })
      .from(leadVisits)
      .innerJoin(leads, eq(leads.srno, leadVisits.leadSrno))
      .where(
        where(
          { all: false, ids: [...new Set(rows.map((r) => r.userSrno))] },
          { from: rows[0]!.day, to: rows[rows.length - 1]!.day },
          filter,
        ),
      )
      .groupBy(indiaDay, leadVisits.userSrno, leads.srno)
      .orderBy(leads.businessName, leads.srno),
  )
  const byCell = new Map<string, { srno: number; name: string }[]>()
  for (const f of found) {
    const cell = `${f.day} ${f.userSrno}`
    byCell.set(cell, [...(byCell.get(cell) ?? []), { srno: f.srno, name: f.name }])
  }
  return byCell
}

function totalsOf(rows: VisitCounts[]) {
  const sum = (pick: (c: VisitCounts) => number) => rows.reduce((s, c) => s + pick(c), 0)
  return [
    { label: 'Visits', value: sum((c) => c.visits) },
    { label: 'New leads', value: sum((c) => c.newLeads) },
    { label: 'Follow-ups', value: sum((c) => c.followUps) },
    ...markTotals(sumMarks(rows)),
  ]
}

function chartOf(days: string[], cells: VisitCounts[]): Chart {
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

/**
 * Every row of the range, for a download: the screen's rows (one counts query over the range, which the range's
 * bound keeps to at most 366 days times the people in view), their businesses' names read for DOWNLOAD_PAGE_ROWS
 * rows at a time, letting other requests in between and stopping when the client has gone. The work follows the
 * visits there are, not the days of the calendar.
 */
export const visitRows: RowsQuery<VisitRow> = async function* (db, scope, range, signal, filter = {}) {
  if (isEmptyScope(scope) || signal?.aborted) return
  const counts = await visitCounts(db, scope, range, filter)
  yield* rowsInSteps(counts, (step) => withBusinesses(db, step, filter), signal)
}

/** The Visit Report: its catalogue entry, columns and queries. */
export const visitReport = defineReport('visit', { columns: visitColumns, page: visitPage, rows: visitRows })
