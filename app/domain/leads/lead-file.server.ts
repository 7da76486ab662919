import { and, asc, gt } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import { fileHeadings, type ImportField } from '#app/domain/imports/fields.ts'
import type { Column, ColumnType } from '#app/domain/reports/columns.ts'
import { pagedRows } from '#app/domain/reports/paged-rows.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { filterConditions } from './lead-filter.server.ts'
import { leadFormFields, leadsNamed } from './named-leads.server.ts'
import { productsText } from './products.ts'
import { LEAD_NATURES, type LeadFilter } from './schemas.ts'
import { ownerIsVisible, type Viewer, visibleOwners } from './visibility.server.ts'

/**
 * The CRM list as a file (D62): every lead the viewer may see (D24) that matches the list's filter, in the columns
 * of the import with the import's English headings, so a list can go out and come back. Read a page at a time by
 * serial (keyset), so memory stays flat and a client that goes away stops the reading.
 */
const fileRows = (db: Db) => leadsNamed(db, leadFormFields)
export type LeadFileRow = Awaited<ReturnType<typeof fileRows>>[number]

const cell = (field: ImportField, type: ColumnType, value: (r: LeadFileRow) => string | number | null) => ({
  key: field,
  header: fileHeadings[field],
  type,
  value,
})

export const leadFileColumns: Column<LeadFileRow>[] = [
  cell('businessName', 'text', (r) => r.businessName),
  cell('contactPerson', 'text', (r) => r.contactPerson),
  cell('mobile', 'text', (r) => r.mobile),
  cell('email', 'text', (r) => r.email),
  cell('address', 'text', (r) => r.address),
  cell('remark', 'text', (r) => r.remark),
  cell('volume', 'number', (r) => r.volume),
  cell('type', 'text', (r) => r.type),
  cell('nature', 'text', (r) => LEAD_NATURES[r.nature as keyof typeof LEAD_NATURES] ?? r.nature),
  cell('status', 'text', (r) => r.status),
  cell('nextVisit', 'date', (r) => r.nextVisit),
  cell('owner', 'text', (r) => r.ownerId),
  // D59: the products as the import reads them back (English service names, "; " between).
  cell('products', 'text', (r) => productsText(r.products)),
]

export async function leadsForFile(
  db: Db,
  viewer: Viewer,
  filter: LeadFilter,
  options: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<AsyncGenerator<LeadFileRow>> {
  const owners = await visibleOwners(db, viewer)
  const where = and(ownerIsVisible(owners), ...filterConditions(filter, todayInIndia()))
  return pagedRows<LeadFileRow, number>(
    (after, limit) =>
      fileRows(db)
        .where(and(where, after === null ? undefined : gt(leads.srno, after)))
        .orderBy(asc(leads.srno))
        .limit(limit),
    (r) => r.srno,
    options,
  )
}
