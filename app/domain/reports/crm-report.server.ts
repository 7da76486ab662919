import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import { leadStatuses, leads, leadTypes, users } from '#app/db/schema.ts'
import { LEAD_NATURES, type LeadNature } from '#app/domain/leads/schemas.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { Column } from './columns.ts'
import { pagedRows } from './paged-rows.server.ts'
import { DOWNLOAD_PAGE_ROWS, defineReport, REPORT_ROWS_PER_PAGE, type ReportPage } from './report.ts'
import type { DateRange } from './request.ts'
import { boundsOf, inScope, isEmptyScope, type ReportScope } from './scope.server.ts'

/**
 * CRM Report: every lead created in the range, oldest first, as it stands now: its latest status, its owner, how
 * many visits it has had (the first visit included), the last one and the next planned one, and the expected
 * volume in rupees. A lead belongs to its owner, so the report covers the leads of the people the viewer may see.
 */

export interface CrmRow {
  srno: number
  key: string
  createdAt: Date
  owner: string
  businessName: string
  contactPerson: string
  mobile: string
  leadType: string
  nature: string
  status: string
  visits: number
  lastVisitAt: Date | null
  nextVisit: string | null
  volume: number | null
}

export const crmColumns: Column<CrmRow>[] = [
  { key: 'created', header: 'Created', type: 'datetime', value: (r) => r.createdAt, width: 18 },
  { key: 'owner', header: 'Owner', type: 'text', value: (r) => r.owner, width: 22 },
  { key: 'business', header: 'Business', type: 'text', value: (r) => r.businessName, width: 28 },
  { key: 'contact', header: 'Contact Person', type: 'text', value: (r) => r.contactPerson, width: 22 },
  { key: 'mobile', header: 'Mobile', type: 'text', value: (r) => r.mobile, width: 13 },
  { key: 'type', header: 'Lead Type', type: 'text', value: (r) => r.leadType, width: 18 },
  { key: 'nature', header: 'Nature', type: 'text', value: (r) => r.nature, width: 8 },
  { key: 'status', header: 'Status', type: 'text', value: (r) => r.status, width: 12 },
  { key: 'visits', header: 'Visits', type: 'number', value: (r) => r.visits, width: 8 },
  { key: 'last', header: 'Last Visit', type: 'datetime', value: (r) => r.lastVisitAt, width: 18 },
  { key: 'next', header: 'Next Visit', type: 'date', value: (r) => r.nextVisit, width: 12 },
  { key: 'volume', header: 'Expected Volume', type: 'money', value: (r) => r.volume, width: 16 },
]

function where(scope: ReportScope, range: DateRange, after?: SQL): SQL | undefined {
  const { start, end } = boundsOf(range)
  return and(gte(leads.createdAt, start), lt(leads.createdAt, end), inScope(leads.ownerSrno, scope), after)
}

function rowsQuery(db: Db, condition: SQL | undefined) {
  return db
    .select({
      srno: leads.srno,
      key: sql<string>`${leads.createdAt}::text`,
      createdAt: leads.createdAt,
      owner: users.userName,
      businessName: leads.businessName,
      contactPerson: leads.contactPerson,
      mobile: leads.mobile,
      leadType: leadTypes.name,
      nature: leads.nature,
      status: leadStatuses.status,
      visits: leads.visitCount,
      lastVisitAt: leads.lastVisitAt,
      nextVisit: leads.nextVisit,
      volume: leads.expectedVolume,
    })
    .from(leads)
    .innerJoin(users, eq(users.srno, leads.ownerSrno))
    .innerJoin(leadTypes, eq(leadTypes.srno, leads.typeSrno))
    .innerJoin(leadStatuses, eq(leadStatuses.srno, leads.statusSrno))
    .where(condition)
    .orderBy(asc(leads.createdAt), asc(leads.srno))
}

function shaped(row: Awaited<ReturnType<typeof rowsQuery>>[number]): CrmRow {
  return {
    ...row,
    nature: LEAD_NATURES[row.nature as LeadNature] ?? row.nature,
    volume: row.volume === null ? null : Number(row.volume),
  }
}

/** A page of the view, the count and totals of the whole range, and leads by status for the chart. */
export async function crmPage(db: Db, scope: ReportScope, range: DateRange, page = 1): Promise<ReportPage<CrmRow>> {
  const statuses = await db
    .select({ srno: leadStatuses.srno, status: leadStatuses.status })
    .from(leadStatuses)
    .orderBy(asc(leadStatuses.srno))
  if (isEmptyScope(scope)) return { rows: [], count: 0, totals: totalsOf(0, 0, 0), chart: chartOf(statuses, new Map()) }
  const condition = where(scope, range)
  const [rows, byStatus] = await Promise.all([
    rowsQuery(db, condition)
      .limit(REPORT_ROWS_PER_PAGE)
      .offset((page - 1) * REPORT_ROWS_PER_PAGE),
    db
      .select({
        status: leads.statusSrno,
        count: sql<number>`count(*)::int`,
        visits: sql<number>`coalesce(sum(${leads.visitCount}), 0)::bigint`,
        volume: sql<number>`coalesce(sum(${leads.expectedVolume}), 0)::bigint`,
      })
      .from(leads)
      .where(condition)
      .groupBy(leads.statusSrno),
  ])
  const sum = (pick: (r: (typeof byStatus)[number]) => number | string) =>
    byStatus.reduce((s, r) => s + Number(pick(r)), 0)
  const count = sum((r) => r.count)
  return {
    rows: rows.map(shaped),
    count,
    totals: totalsOf(
      count,
      sum((r) => r.visits),
      sum((r) => r.volume),
    ),
    chart: chartOf(statuses, new Map(byStatus.map((r) => [r.status, r.count]))),
  }
}

function totalsOf(count: number, visits: number, volume: number) {
  return [
    { label: 'Leads', value: count },
    { label: 'Visits', value: visits },
    { label: 'Expected volume', value: volume, money: true },
  ]
}

function chartOf(statuses: { srno: number; status: string }[], counts: Map<number, number>) {
  return {
    kind: 'bars' as const,
    title: 'Leads by status',
    unit: 'leads',
    bars: statuses.map((s) => ({ label: s.status, value: counts.get(s.srno) ?? 0 })),
  }
}

/** Every lead of the range, read a page at a time by (creation time, number). */
export function crmRows(db: Db, scope: ReportScope, range: DateRange, signal?: AbortSignal) {
  if (isEmptyScope(scope)) return (async function* () {})()
  return pagedRows<CrmRow, { key: string; srno: number }>(
    async (after, limit) => {
      const condition = where(
        scope,
        range,
        after ? sql`(${leads.createdAt}, ${leads.srno}) > (${after.key}::timestamptz, ${after.srno})` : undefined,
      )
      return (await rowsQuery(db, condition).limit(limit)).map(shaped)
    },
    (row) => ({ key: row.key, srno: row.srno }),
    { signal, pageSize: DOWNLOAD_PAGE_ROWS },
  )
}

/** The CRM Report: its catalogue entry, columns and queries. */
export const crmReport = defineReport('crm', { columns: crmColumns, page: crmPage, rows: crmRows })
