import type { Column } from './columns.ts'

/** The three reports of the CRM (spec section 2), each under its own right (spec section 6). */
export type ReportKey = 'follow-up' | 'crm' | 'visit'

export const reportRights = {
  'follow-up': 'REPCRMFOLLOWUP',
  crm: 'REPCRM',
  visit: 'REPCRMVISIT',
} as const satisfies Record<ReportKey, string>

export const reportTitles: Record<ReportKey, string> = {
  'follow-up': 'Follow Up Report',
  crm: 'CRM Report',
  visit: 'Visit Report',
}

export const reportPaths: Record<ReportKey, string> = {
  'follow-up': '/crm/reports/follow-up',
  crm: '/crm/reports/crm',
  visit: '/crm/reports/visit',
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

export interface ReportDefinition<Row> {
  key: ReportKey
  columns: Column<Row>[]
}

/** The reports a user may open, from their rights (a report's button shows only when its check returns 1). */
export function reportsAllowed(may: (right: (typeof reportRights)[ReportKey]) => boolean) {
  return (Object.keys(reportRights) as ReportKey[])
    .filter((key) => may(reportRights[key]))
    .map((key) => ({ key, title: reportTitles[key], path: reportPaths[key] }))
}
