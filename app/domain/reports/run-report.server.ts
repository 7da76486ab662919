import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { Staff } from '#app/domain/auth/guard.server.ts'
import { viewerOf } from '#app/domain/leads/visibility.server.ts'
import { displayDate } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { type Column, cellText, downloadName } from './columns.ts'
import { crmColumns, crmPage, crmRows } from './crm-report.server.ts'
import { followUpColumns, followUpPage, followUpRows } from './follow-up-report.server.ts'
import { REPORT_ROWS_PER_PAGE, type ReportKey, type ReportPage, reportTitles } from './report.ts'
import { type DateRange, rangeOf, reportQuerySchema } from './request.ts'
import { peopleFor, type ReportScope, reportScope } from './scope.server.ts'
import { visitColumns, visitPage, visitRows } from './visit-report.server.ts'
import { csvResponse } from './write-csv.server.ts'
import { xlsxResponse } from './write-xlsx.server.ts'

interface Runner<Row> {
  columns: Column<Row>[]
  page: (db: Db, scope: ReportScope, range: DateRange, page: number) => Promise<ReportPage<Row>>
  rows: (db: Db, scope: ReportScope, range: DateRange, signal?: AbortSignal) => AsyncIterable<Row>
}

const runners: { [K in ReportKey]: Runner<never> } = {
  'follow-up': { columns: followUpColumns, page: followUpPage, rows: followUpRows } as unknown as Runner<never>,
  crm: { columns: crmColumns, page: crmPage, rows: crmRows } as unknown as Runner<never>,
  visit: { columns: visitColumns, page: visitPage, rows: visitRows } as unknown as Runner<never>,
}

function runnerOf(key: ReportKey): Runner<unknown> {
  return runners[key] as unknown as Runner<unknown>
}

function queryOf(url: URL) {
  return reportQuerySchema.parse(Object.fromEntries(url.searchParams))
}

/**
 * The view of a report (mode V): the request as understood, the people the viewer may filter by, and either a
 * message (a range that ends before it starts) or a page of rows as the text a person reads (the same text the
 * CSV carries), the count, the totals over the whole range and the chart.
 */
export async function viewReport(staff: Staff, key: ReportKey, url: URL, options: { print?: boolean } = {}) {
  const { db } = staff.ctx
  const viewer = viewerOf(staff)
  const query = queryOf(url)
  const { range, error } = rangeOf(query)
  const runner = runnerOf(key)
  const people = await peopleFor(db, viewer)
  const headers = runner.columns.map((c) => ({ header: c.header, type: c.type }))
  const base = { key, title: reportTitles[key], range, user: query.user, people, headers }
  if (error) return { ...base, error, page: 1, pages: 1, count: 0, rows: [] as string[][], totals: [], chart: null }
  const scope = await reportScope(db, viewer, query.user)
  const wanted = options.print ? 1 : (query.page ?? 1)
  const page = await runner.page(db, scope, range, wanted)
  return {
    ...base,
    error: undefined,
    page: wanted,
    pages: Math.max(1, Math.ceil(page.count / REPORT_ROWS_PER_PAGE)),
    count: page.count,
    rows: page.rows.map((row) => runner.columns.map((c) => cellText(c.type, c.value(row)))),
    totals: page.totals,
    chart: page.chart,
  }
}

export type ReportView = Awaited<ReturnType<typeof viewReport>>

/**
 * A report as a file (mode D), streamed from the database as the client reads it: XLSX or CSV, named after the
 * report and the range. Every download is written to the activity log (who, which report, which range) before the
 * first byte goes out. A range that ends before it starts gives null: the caller sends the user back to the view,
 * which says why.
 */
export async function downloadReport(staff: Staff, key: ReportKey, url: URL, signal?: AbortSignal) {
  const { db } = staff.ctx
  const viewer = viewerOf(staff)
  const query = queryOf(url)
  const { range, error } = rangeOf(query)
  if (error) return null
  const scope = await reportScope(db, viewer, query.user)
  const title = reportTitles[key]
  const person = query.user ? ` for user ${query.user}` : ''
  await logActivity(db, {
    userSrno: viewer.userSrno,
    actor: viewer.userId,
    action: 'report-downloaded',
    description: `${title} ${query.format.toUpperCase()} from ${displayDate(range.from)} to ${displayDate(range.to)}${person}`,
    ip: viewer.ip,
  })
  const runner = runnerOf(key)
  const rows = runner.rows(db, scope, range, signal)
  const name = downloadName(title, range.from, range.to, query.format)
  return query.format === 'csv'
    ? csvResponse(name, runner.columns, rows)
    : xlsxResponse(name, title, runner.columns, rows)
}
