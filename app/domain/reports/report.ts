import { defineAccess } from '#app/domain/rights/access.ts'
import type { RightKey } from '#app/domain/rights/catalogue.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { Column } from './columns.ts'
import type { DateRange } from './request.ts'
import type { ReportScope } from './scope.server.ts'

/** The reports of the CRM (spec section 2, and D58's Attendance), each under its own right (spec section 6). */
export type ReportKey = 'follow-up' | 'crm' | 'visit' | 'attendance'

/** What the browser may know of a report too: its key, the right it needs, its title and its address. */
export interface ReportFacts<K extends ReportKey = ReportKey> {
  key: K
  right: RightKey
  title: string
  path: string
  /**
   * The sheet its print view is laid out for (ADR 0135): A4 across (landscape) when its columns need the width, A4
   * upright otherwise.
   */
  paper: 'portrait' | 'landscape'
}

/**
 * The reports, each stated once: the CRM list's buttons, the route table (a screen at `path`, its file at
 * `path/file`), each route's access and title read it here; each report's module adds its columns and queries to
 * make its whole definition (`ReportDefinition`).
 */
export const reportCatalogue = {
  'follow-up': {
    key: 'follow-up',
    right: 'REPCRMFOLLOWUP',
    title: 'Follow Up Report',
    path: '/crm/reports/follow-up',
    paper: 'landscape',
  },
  crm: { key: 'crm', right: 'REPCRM', title: 'CRM Report', path: '/crm/reports/crm', paper: 'landscape' },
  visit: { key: 'visit', right: 'REPCRMVISIT', title: 'Visit Report', path: '/crm/reports/visit', paper: 'landscape' },
  attendance: {
    key: 'attendance',
    right: 'REPCRMATTEND',
    title: 'Attendance Report',
    path: '/crm/reports/attendance',
    paper: 'landscape',
  },
} as const satisfies { [K in ReportKey]: ReportFacts<K> }

export const reportKeys = Object.keys(reportCatalogue) as ReportKey[]

/**
 * A report's access, the same for its screen and its file: its right's query flag; a signed-in user without it goes
 * back to the CRM list (spec section 6), anyone else to sign in.
 */
export function reportAccess(key: ReportKey) {
  return defineAccess({ right: reportCatalogue[key].right, deniedTo: '/crm' })
}

/**
 * What a request narrows a report to besides its range and person: with `suspectOnly`, only suspect visits (a visit
 * with any evidence mark, `marks.ts`): the Follow Up Report's follow-ups with a mark, the CRM Report's leads whose
 * first visit has one, the Visit Report's counts of marked visits alone (ADR 0133).
 */
export interface ReportFilter {
  suspectOnly?: boolean
}

/** Rows shown on a page of the view. */
export const REPORT_ROWS_PER_PAGE = 50

/** One labelled figure under a report's table (its totals). */
export interface Total {
  label: string
  value: number
  money?: boolean
}

/** A bar of a chart: its label, and the value it stands for. */
export interface Bar {
  label: string
  value: number
}

/** A chart: bars in one series, or (the Visit Report) one row of bars per person. */
export type Chart =
  | { kind: 'bars'; title: string; unit: string; bars: Bar[] }
  | {
      kind: 'rows'
      title: string
      unit: string
      days: string[]
      rows: { label: string; values: number[] }[]
      more: number
    }

/** A page of a report's view: the rows, how many there are in all, the totals over all of them, and its chart. */
export interface ReportPage<Row> {
  rows: Row[]
  count: number
  totals: Total[]
  chart: Chart
}

/**
 * A whole report: its facts (above), the columns its screen, CSV and XLSX share, a page of its view (rows, count,
 * totals over the range, chart), and every row of a range for a download, read a bounded step at a time.
 */
export interface ReportDefinition<Row> extends ReportFacts {
  columns: Column<Row>[]
  page: PageQuery<Row>
  rows: RowsQuery<Row>
}

/** A page of a report's view (the first when not given), for the people in scope and the range. */
export type PageQuery<Row> = (
  db: Db,
  scope: ReportScope,
  range: DateRange,
  page?: number,
  filter?: ReportFilter,
) => Promise<ReportPage<Row>>

/** Every row of a report's range, for a download; it stops when the signal aborts. */
export type RowsQuery<Row> = (
  db: Db,
  scope: ReportScope,
  range: DateRange,
  signal?: AbortSignal,
  filter?: ReportFilter,
) => AsyncIterable<Row>

/** A report's definition from its catalogue entry, its columns and its queries. */
export function defineReport<Row>(
  key: ReportKey,
  parts: Pick<ReportDefinition<Row>, 'columns' | 'page' | 'rows'>,
): ReportDefinition<Row> {
  return { ...reportCatalogue[key], ...parts }
}

/** The reports a user may open, from their rights (a report's button shows only when its check returns 1). */
export function reportsAllowed(may: (right: RightKey) => boolean) {
  return reportKeys
    .filter((key) => may(reportCatalogue[key].right))
    .map((key) => ({ key, title: reportCatalogue[key].title, path: reportCatalogue[key].path }))
}

/**
 * Rows a download reads per query. Small enough that a page is written out and dropped before the garbage
 * collector's next young-generation pass, so pages die young instead of piling up in the old generation (the
 * server's memory then stays flat on a download of millions of rows); large enough that the queries' own cost stays
 * small.
 */
export const DOWNLOAD_PAGE_ROWS = 500
