import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import { leadStatuses, leads, leadTypes, leadVisits, users } from '#app/db/schema.ts'
import { BUSINESS_TIME_ZONE } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { type Column, type LeadFacts, leadFactColumns, markColumns, nextVisitColumn, personColumn } from './columns.ts'
import { leadFactFields, natureName } from './lead-facts.server.ts'
import { evidenceColumns, markCountFields, suspectSql } from './marks.server.ts'
import { type MarkCounts, markTexts, markTotals, NO_COUNTS, sumMarks, type VisitEvidence } from './marks.ts'
import { rowsAfterTimeKey } from './paged-rows.server.ts'
import { defineReport, type PageQuery, REPORT_ROWS_PER_PAGE, type ReportFilter, type RowsQuery } from './report.ts'
import { type DateRange, daysOf } from './request.ts'
import { boundsOf, inScope, isEmptyScope, type ReportScope } from './scope.server.ts'

/**
 * Follow Up Report: every follow-up visit in the range (the first visit that recorded a lead is the lead's creation,
 * counted by the CRM and Visit reports), oldest first, with the lead it belongs to and the evidence marks a manager
 * checks (`marks.ts`): far from the lead's place (with the distance), no location, a photo taken long before it was
 * sent (with its age), recorded offline (with the phone's time). A follow-up belongs to the person who made it, so
 * the report covers the follow-ups made by the people the viewer may see.
 */

export interface FollowUpRow extends VisitEvidence, LeadFacts {
  srno: number
  leadSrno: number
  userSrno: number
  /** The visit's time as the database writes it, the exact key of the next page (a Date drops microseconds). */
  key: string
  at: Date
  user: string
  remark: string
  nextVisit: string | null
}

export const followUpColumns: Column<FollowUpRow>[] = [
  { key: 'at', header: 'Date and Time', type: 'datetime', value: (r) => r.at, width: 18 },
  personColumn('user', 'User'),
  ...leadFactColumns<FollowUpRow>((r) => r.leadSrno),
  { key: 'remark', header: 'Remark', type: 'text', value: (r) => r.remark, width: 40 },
  nextVisitColumn(),
  ...markColumns(markTexts, { far: true }),
]

function where(scope: ReportScope, range: DateRange, filter: ReportFilter, after?: SQL): SQL | undefined {
  const { start, end } = boundsOf(range)
  return and(
    eq(leadVisits.kind, 'follow-up'),
    gte(leadVisits.at, start),
    lt(leadVisits.at, end),
    inScope(leadVisits.userSrno, scope),
    filter.suspectOnly ? suspectSql : undefined,
    after,
  )
}

function rowsQuery(db: Db, condition: SQL | undefined) {
  return db
    .select({
      srno: leadVisits.srno,
      leadSrno: leadVisits.leadSrno,
      userSrno: leadVisits.userSrno,
      key: sql<string>`${leadVisits.at}::text`,
      at: leadVisits.at,
      user: users.userName,
      ...leadFactFields,
      nature: leadVisits.nature,
      remark: leadVisits.remark,
      nextVisit: leadVisits.nextVisit,
      ...evidenceColumns,
    })
    .from(leadVisits)
    .innerJoin(leads, eq(leads.srno, leadVisits.leadSrno))
    .innerJoin(users, eq(users.srno, leadVisits.userSrno))
    .innerJoin(leadTypes, eq(leadTypes.srno, leads.typeSrno))
    .innerJoin(leadStatuses, eq(leadStatuses.srno, leadVisits.statusSrno))
    .where(condition)
    .orderBy(asc(leadVisits.at), asc(leadVisits.srno))
}

function shaped(row: Awaited<ReturnType<typeof rowsQuery>>[number]): FollowUpRow {
  return { ...row, nature: natureName(row.nature) }
}

/** A page of the view, the count and totals of the whole range, and follow-ups per day for the chart. */
export const followUpPage: PageQuery<FollowUpRow> = async (db, scope, range, page = 1, filter = {}) => {
  const days = daysOf(range)
  if (isEmptyScope(scope)) {
    return { rows: [], count: 0, totals: totalsOf(NO_COUNTS), chart: chartOf(days, new Map()) }
  }
  const condition = where(scope, range, filter)
  const day = sql<string>`to_char(${leadVisits.at} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`
  const [rows, perDay] = await Promise.all([
    rowsQuery(db, condition)
      .limit(REPORT_ROWS_PER_PAGE)
      .offset((page - 1) * REPORT_ROWS_PER_PAGE),
    db
      .select({
        day,
        count: sql<number>`count(*)::int`,
        ...markCountFields(),
      })
      .from(leadVisits)
      .where(condition)
      .groupBy(day),
  ])
  const count = perDay.reduce((s, r) => s + r.count, 0)
  return {
    rows: rows.map(shaped),
    count,
    totals: totalsOf({ count, ...sumMarks(perDay) }),
    chart: chartOf(days, new Map(perDay.map((r) => [r.day, r.count]))),
  }
}

function totalsOf(c: MarkCounts) {
  return [{ label: 'Follow-ups', value: c.count }, ...markTotals(c)]
}

function chartOf(days: string[], perDay: Map<string, number>) {
  return {
    kind: 'bars' as const,
    title: 'Follow-ups per day',
    unit: 'follow-ups',
    bars: days.map((d) => ({ label: d, value: perDay.get(d) ?? 0 })),
  }
}

/** Every row of the range, read a page at a time by (time, number) so a download holds one page in memory. */
export const followUpRows: RowsQuery<FollowUpRow> = (db, scope, range, signal, filter = {}) => {
  if (isEmptyScope(scope)) return (async function* () {})()
  return rowsAfterTimeKey(
    leadVisits.at,
    leadVisits.srno,
    async (after, limit) => (await rowsQuery(db, where(scope, range, filter, after)).limit(limit)).map(shaped),
    signal,
  )
}

/** The Follow Up Report: its catalogue entry, columns and queries. */
export const followUpReport = defineReport('follow-up', {
  columns: followUpColumns,
  page: followUpPage,
  rows: followUpRows,
})
