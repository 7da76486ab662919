import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { Viewer } from '#app/domain/auth/actor.ts'
import { viewerOf } from '#app/domain/leads/visibility.server.ts'
import { displayDate } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { attendanceReport } from './attendance-report.server.ts'
import { type CellLink, cellText, downloadName } from './columns.ts'
import { crmReport } from './crm-report.server.ts'
import { followUpReport } from './follow-up-report.server.ts'
import { REPORT_ROWS_PER_PAGE, type ReportDefinition, type ReportKey } from './report.ts'
import { rangeOf, reportQuerySchema } from './request.ts'
import { peopleFor, reportScope } from './scope.server.ts'
import { visitReport } from './visit-report.server.ts'
import { csvResponse } from './write-csv.server.ts'
import { xlsxResponse } from './write-xlsx.server.ts'

/** Who runs a report, as the route frame knows them: the acting user, their name for the printout, the database. */
interface ReportRunner {
  actor: Viewer
  user: { userName: string; userId: string }
  ctx: { db: Db }
}

/** The reports' definitions by key: what a request for a report runs. */
const definitions: { [K in ReportKey]: ReportDefinition<never> } = {
  'follow-up': followUpReport as unknown as ReportDefinition<never>,
  crm: crmReport as unknown as ReportDefinition<never>,
  visit: visitReport as unknown as ReportDefinition<never>,
  attendance: attendanceReport as unknown as ReportDefinition<never>,
}

function definitionOf(key: ReportKey): ReportDefinition<unknown> {
  return definitions[key] as unknown as ReportDefinition<unknown>
}

function queryOf(url: URL) {
  return reportQuerySchema.parse(Object.fromEntries(url.searchParams))
}

/** A cell of the view: the text the CSV carries, and on screen the links it stands for (none: plain text). */
export interface ViewCell {
  text: string
  links?: CellLink[]
}

/**
 * The view of a report (mode V): the request as understood, the people the viewer may filter by, who is looking (the
 * print view's heading names them), and either a message (a range that ends before it starts) or a page of rows as
 * the text a person reads (the same text the CSV carries) with their links, the count, the totals over the whole
 * range and the chart.
 */
export async function viewReport(staff: ReportRunner, key: ReportKey, url: URL) {
  const { db } = staff.ctx
  const viewer = viewerOf(staff)
  const query = queryOf(url)
  const { range, error } = rangeOf(query)
  const report = definitionOf(key)
  const people = await peopleFor(db, viewer)
  const shown = report.columns.filter((c) => !c.fileOnly)
  const headers = shown.map((c) => ({ key: c.key, header: c.header, type: c.type }))
  const base = {
    key,
    title: report.title,
    path: report.path,
    paper: report.paper,
    range,
    user: query.user,
    suspect: query.suspect,
    people,
    headers,
    viewedBy: `${staff.user.userName} (${staff.user.userId})`,
    viewedAt: new Date().toISOString(),
  }
  if (error) return { ...base, error, page: 1, pages: 1, count: 0, rows: [] as ViewCell[][], totals: [], chart: null }
  const scope = await reportScope(db, viewer, query.user)
  const wanted = query.page ?? 1
  const page = await report.page(db, scope, range, wanted, { suspectOnly: query.suspect })
  return {
    ...base,
    error: undefined,
    page: wanted,
    pages: Math.max(1, Math.ceil(page.count / REPORT_ROWS_PER_PAGE)),
    count: page.count,
    rows: page.rows.map((row) =>
      shown.map((c): ViewCell => {
        const text = cellText(c.type, c.value(row))
        const links = c.links?.(row).filter((l) => l.text !== '')
        return links && links.length > 0 ? { text, links } : { text }
      }),
    ),
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
export async function downloadReport(staff: ReportRunner, key: ReportKey, url: URL, signal?: AbortSignal) {
  const { db } = staff.ctx
  const viewer = viewerOf(staff)
  const query = queryOf(url)
  const { range, error } = rangeOf(query)
  if (error) return null
  const scope = await reportScope(db, viewer, query.user)
  const report = definitionOf(key)
  const title = report.title
  const person = `${query.user ? ` for user ${query.user}` : ''}${query.suspect ? ', suspect visits only' : ''}`
  await logActivity(db, {
    userSrno: viewer.userSrno,
    actor: viewer.userId,
    action: 'report-downloaded',
    description: `${title} ${query.format.toUpperCase()} from ${displayDate(range.from)} to ${displayDate(range.to)}${person}`,
    ip: viewer.ip,
  })
  const rows = report.rows(db, scope, range, signal, { suspectOnly: query.suspect })
  const name = downloadName(title, range.from, range.to, query.format)
  return query.format === 'csv'
    ? csvResponse(name, report.columns, rows)
    : xlsxResponse(name, title, report.columns, rows)
}
