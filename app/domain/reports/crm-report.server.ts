import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import { leadContacts, leadStatuses, leads, leadTypes, leadVisits, users } from '#app/db/schema.ts'
import { PRODUCT_KEYS, productName, productsText } from '#app/domain/leads/products.ts'
import type { Db } from '#app/lib/db.server.ts'
import {
  type Column,
  type LeadFacts,
  leadFactColumns,
  markColumns,
  nextVisitColumn,
  personColumn,
  visitsColumn,
} from './columns.ts'
import { leadFactFields, natureName } from './lead-facts.server.ts'
import { evidenceColumns, noLocationSql, offlineSql, oldPhotoSql, suspectSql } from './marks.server.ts'
import { type MarkCounts, markTexts, markTotals, NO_COUNTS, sumMarks, type VisitEvidence } from './marks.ts'
import { rowsAfterTimeKey } from './paged-rows.server.ts'
import { defineReport, type PageQuery, REPORT_ROWS_PER_PAGE, type ReportFilter, type RowsQuery } from './report.ts'
import type { DateRange } from './request.ts'
import { boundsOf, inScope, isEmptyScope, type ReportScope } from './scope.server.ts'

/**
 * CRM Report: every lead created in the range, oldest first, as it stands now: its latest status, its owner, how
 * many visits it has had (the first visit included), the last one and the next planned one, and the expected
 * volume in rupees, and the evidence marks of the first visit that created it (`marks.ts`: no location, old photo,
 * recorded offline; a first visit is never far from the lead, whose place it sets). A lead made in the office from a
 * web enquiry has no first visit, so no marks. A lead belongs to its owner, so the report covers the leads of the
 * people the viewer may see.
 */

export interface CrmRow extends LeadFacts {
  srno: number
  key: string
  createdAt: Date
  ownerSrno: number
  owner: string
  visits: number
  /** D60: the calls and WhatsApp messages logged on the lead, counted apart from its visits. */
  contacts: number
  lastVisitAt: Date | null
  nextVisit: string | null
  volume: number | null
  /** D59: the products the retailer wants (service keys). */
  products: string[]
  /** The visit that created the lead, for its marks; none for a lead made from a web enquiry. */
  firstVisit: VisitEvidence | null
}

const marksOf = (r: CrmRow) =>
  r.firstVisit ? markTexts(r.firstVisit) : { far: '', noLocation: '', oldPhoto: '', offline: '' }

/** The start of a product's total's label (the screen puts it in the reader's language). */
export const PRODUCT_TOTAL_PREFIX = 'Product: '

export const crmColumns: Column<CrmRow>[] = [
  { key: 'created', header: 'Created', type: 'datetime', value: (r) => r.createdAt, width: 18 },
  personColumn('owner', 'Owner'),
  ...leadFactColumns<CrmRow>((r) => r.srno),
  visitsColumn(),
  // D60: calls and WhatsApp messages are contacts, never visits: a column of their own.
  { key: 'contacts', header: 'Contacts', type: 'number', value: (r) => r.contacts, width: 10 },
  { key: 'last', header: 'Last Visit', type: 'datetime', value: (r) => r.lastVisitAt, width: 18 },
  nextVisitColumn(),
  { key: 'volume', header: 'Expected Volume', type: 'money', value: (r) => r.volume, width: 16 },
  // D59: the products as the list download and the import write them (English names, "; " between, D55).
  { key: 'products', header: 'Products', type: 'text', value: (r) => productsText(r.products), width: 30 },
  ...markColumns(marksOf, { far: false }),
  // D59: a per-product count in the files: one column per product, 1 where the lead wants it (its sum is the count).
  ...PRODUCT_KEYS.map(
    (key): Column<CrmRow> => ({
      key: `product-${key}`,
      header: `${PRODUCT_TOTAL_PREFIX}${productName(key)}`,
      type: 'number',
      value: (r) => (r.products.includes(key) ? 1 : 0),
      width: 12,
      fileOnly: true,
    }),
  ),
]

/**
 * A lead's first visit, looked up per lead (a lateral join): the earliest visit of kind "first" on the lead's
 * (lead, time) index, one row read. Its marks are worked out inside, where the visit's own columns are at hand.
 */
function firstVisitOf(db: Db) {
  return db
    .select({
      fvSrno: sql<number | null>`${leadVisits.srno}`.mapWith(Number).as('fv_srno'),
      fvAt: sql<Date>`${leadVisits.at}`.mapWith(leadVisits.at).as('fv_at'),
      ...evidenceColumns,
      fvNoLocation: sql<boolean>`coalesce(${noLocationSql}, false)`.as('fv_no_location'),
      fvOldPhoto: sql<boolean>`coalesce(${oldPhotoSql}, false)`.as('fv_old_photo'),
      fvOffline: sql<boolean>`coalesce(${offlineSql}, false)`.as('fv_offline'),
      fvSuspect: sql<boolean>`coalesce(${suspectSql}, false)`.as('fv_suspect'),
    })
    .from(leadVisits)
    .where(and(eq(leadVisits.leadSrno, leads.srno), eq(leadVisits.kind, 'first')))
    .orderBy(asc(leadVisits.at), asc(leadVisits.srno))
    .limit(1)
    .as('first_visit')
}

/** D60: the contacts logged on the lead (its index on lead and time answers the count). */
const contactCount =
  sql<number>`(select count(*) from ${leadContacts} where ${leadContacts.leadSrno} = ${leads.srno})::int`.mapWith(
    Number,
  )

function where(
  scope: ReportScope,
  range: DateRange,
  filter: ReportFilter,
  firstVisit: ReturnType<typeof firstVisitOf>,
  after?: SQL,
): SQL | undefined {
  const { start, end } = boundsOf(range)
  return and(
    gte(leads.createdAt, start),
    lt(leads.createdAt, end),
    inScope(leads.ownerSrno, scope),
    filter.suspectOnly ? sql`${firstVisit.fvSuspect}` : undefined,
    after,
  )
}

function rowsQuery(db: Db, scope: ReportScope, range: DateRange, filter: ReportFilter, after?: SQL) {
  const firstVisit = firstVisitOf(db)
  return db
    .select({
      srno: leads.srno,
      key: sql<string>`${leads.createdAt}::text`,
      createdAt: leads.createdAt,
      ownerSrno: leads.ownerSrno,
      owner: users.userName,
      ...leadFactFields,
      nature: leads.nature,
      visits: leads.visitCount,
      contacts: contactCount,
      lastVisitAt: leads.lastVisitAt,
      nextVisit: leads.nextVisit,
      volume: leads.expectedVolume,
      products: leads.products,
      first: {
        srno: firstVisit.fvSrno,
        at: firstVisit.fvAt,
        far: firstVisit.far,
        distanceM: firstVisit.distanceM,
        latitude: firstVisit.latitude,
        oldPhoto: firstVisit.oldPhoto,
        photoTakenAt: firstVisit.photoTakenAt,
        declaredTakenAt: firstVisit.declaredTakenAt,
        deviceAt: firstVisit.deviceAt,
      },
    })
    .from(leads)
    .innerJoin(users, eq(users.srno, leads.ownerSrno))
    .innerJoin(leadTypes, eq(leadTypes.srno, leads.typeSrno))
    .innerJoin(leadStatuses, eq(leadStatuses.srno, leads.statusSrno))
    .leftJoinLateral(firstVisit, sql`true`)
    .where(where(scope, range, filter, firstVisit, after))
    .orderBy(asc(leads.createdAt), asc(leads.srno))
}

function shaped(row: Awaited<ReturnType<typeof rowsQuery>>[number]): CrmRow {
  const { first, ...lead } = row
  return {
    ...lead,
    nature: natureName(row.nature),
    volume: row.volume === null ? null : Number(row.volume),
    firstVisit:
      first === null || first.srno === null
        ? null
        : {
            at: first.at,
            far: first.far ?? false,
            distanceM: first.distanceM,
            latitude: first.latitude,
            oldPhoto: first.oldPhoto ?? false,
            photoTakenAt: first.photoTakenAt,
            declaredTakenAt: first.declaredTakenAt,
            deviceAt: first.deviceAt,
          },
  }
}

/** A page of the view, the count and totals of the whole range, and leads by status for the chart. */
export const crmPage: PageQuery<CrmRow> = async (db, scope, range, page = 1, filter = {}) => {
  const statuses = await db
    .select({ srno: leadStatuses.srno, status: leadStatuses.status })
    .from(leadStatuses)
    .orderBy(asc(leadStatuses.srno))
  if (isEmptyScope(scope)) {
    return {
      rows: [],
      count: 0,
      totals: totalsOf(0, 0, 0, 0, NO_COUNTS, new Map()),
      chart: chartOf(statuses, new Map()),
    }
  }
  const firstVisit = firstVisitOf(db)
  const [rows, byStatus, byProduct] = await Promise.all([
    rowsQuery(db, scope, range, filter)
      .limit(REPORT_ROWS_PER_PAGE)
      .offset((page - 1) * REPORT_ROWS_PER_PAGE),
    db
      .select({
        status: leads.statusSrno,
        count: sql<number>`count(*)::int`,
        visits: sql<number>`coalesce(sum(${leads.visitCount}), 0)::bigint`,
        contacts: sql<number>`coalesce(sum(${contactCount}), 0)::bigint`,
        volume: sql<number>`coalesce(sum(${leads.expectedVolume}), 0)::bigint`,
        suspect: sql<number>`count(*) filter (where ${firstVisit.fvSuspect})::int`,
        noLocation: sql<number>`count(*) filter (where ${firstVisit.fvNoLocation})::int`,
        oldPhoto: sql<number>`count(*) filter (where ${firstVisit.fvOldPhoto})::int`,
        offline: sql<number>`count(*) filter (where ${firstVisit.fvOffline})::int`,
      })
      .from(leads)
      .leftJoinLateral(firstVisit, sql`true`)
      .where(where(scope, range, filter, firstVisit))
      .groupBy(leads.statusSrno),
    // D59: how many leads of the range want each product (one lead wanting two counts in both).
    db
      .select({ product: sql<string>`p.product`, count: sql<number>`count(*)::int` })
      .from(sql`${leads} cross join lateral unnest(${leads.products}) as p(product)`)
      .leftJoinLateral(firstVisit, sql`true`)
      .where(where(scope, range, filter, firstVisit))
      .groupBy(sql`p.product`),
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
      sum((r) => r.contacts),
      sum((r) => r.volume),
      { count, ...sumMarks(byStatus) },
      new Map(byProduct.map((r) => [r.product, Number(r.count)])),
    ),
    chart: chartOf(statuses, new Map(byStatus.map((r) => [r.status, r.count]))),
  }
}

/**
 * The leads, their visits and volume, how many leads' first visits carry each mark, then how many leads want each
 * product (D59), every product of the service index shown, a zero included, labelled "Product: <name>".
 */
function totalsOf(
  count: number,
  visits: number,
  contacts: number,
  volume: number,
  marks: MarkCounts,
  products: Map<string, number>,
) {
  return [
    { label: 'Leads', value: count },
    { label: 'Visits', value: visits },
    { label: 'Contacts', value: contacts },
    { label: 'Expected volume', value: volume, money: true },
    ...markTotals(marks, { far: false }),
    ...PRODUCT_KEYS.map((key) => ({
      label: `${PRODUCT_TOTAL_PREFIX}${productName(key)}`,
      value: products.get(key) ?? 0,
    })),
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
export const crmRows: RowsQuery<CrmRow> = (db, scope, range, signal, filter = {}) => {
  if (isEmptyScope(scope)) return (async function* () {})()
  return rowsAfterTimeKey(
    leads.createdAt,
    leads.srno,
    async (after, limit) => (await rowsQuery(db, scope, range, filter, after).limit(limit)).map(shaped),
    signal,
  )
}

/** The CRM Report: its catalogue entry, columns and queries. */
export const crmReport = defineReport('crm', { columns: crmColumns, page: crmPage, rows: crmRows })
