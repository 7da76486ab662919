import { displayDate, displayIndiaDateTime } from '#app/lib/dates.ts'

/**
 * One column of a table that is shown on screen and downloaded as CSV and XLSX. The three views read the same
 * columns, so a downloaded file always has the rows and headings the screen shows.
 *
 * - `date`: a plain calendar date, `YYYY-MM-DD` (a next visit, a day of visits).
 * - `datetime`: an instant (`Date`), shown as India's wall-clock time.
 * - `money`: rupees as a whole number, shown with 'Rs.' on screen; a number in the files.
 */
export type ColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime'

export type CellValue = string | number | Date | null

export interface Column<Row> {
  key: string
  header: string
  type: ColumnType
  value: (row: Row) => CellValue
  /** Width in characters in the XLSX sheet. */
  width?: number
  /**
   * On screen only: the cell as links (a business to its lead, a person to their leads in the CRM list), each with
   * its text; the files carry `value`. None, or an empty list, shows the text.
   */
  links?: (row: Row) => CellLink[]
  /**
   * In the files only: a figure the screen shows otherwise (the CRM Report's one column per product, 1 where the
   * lead wants it, which a spreadsheet adds up; the screen shows the same counts as totals, D59).
   */
  fileOnly?: boolean
}

export interface CellLink {
  text: string
  href: string
}

/** Where a lead's name links to: its detail. */
export const leadHref = (leadSrno: number) => `/crm/leads/${leadSrno}`

/** Where a person's name links to: the CRM list of the leads they own. */
export const personHref = (userSrno: number) => `/crm?owner=${userSrno}`

/** The text a person reads for a cell: on screen and in the CSV. */
export function cellText(type: ColumnType, value: CellValue): string {
  if (value === null || value === '') return ''
  switch (type) {
    case 'date':
      return typeof value === 'string' ? displayDate(value) : displayIndiaDateTime(value as Date).slice(0, 10)
    case 'datetime':
      return value instanceof Date ? displayIndiaDateTime(value) : String(value)
    case 'money':
      return `Rs. ${Number(value).toLocaleString('en-IN')}`
    default:
      return String(value)
  }
}

/**
 * A CSV cell: as on screen, except that amounts stay plain numbers a spreadsheet can add up. Every CSV the product
 * writes goes through here, so every text cell is defused (`csvSafe`); a number is written as a number.
 */
export function csvCell(type: ColumnType, value: CellValue): string {
  if (value === null) return ''
  if ((type === 'money' || type === 'number') && typeof value === 'number' && Number.isFinite(value)) {
    return String(value)
  }
  return csvSafe(cellText(type, value))
}

/** The first characters that make a spreadsheet read a cell as a formula (or start one after a field break). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A text cell a spreadsheet will show as text, never run (OWASP's CSV injection rule): a cell that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return gets a leading `'`. Names and messages come from anonymous public forms,
 * and `=HYPERLINK(...)` in a callback's name would otherwise be a live link (or a command) in the office's
 * spreadsheet. The XLSX writer needs none of this: it writes cells as typed strings, never as formulas.
 */
export function csvSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** A download's file name: the report's name and the range, safe in a Content-Disposition header. */
export function downloadName(base: string, from: string, to: string, extension: 'csv' | 'xlsx'): string {
  const safe = base.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '')
  return `${safe}_${from}_${to}.${extension}`
}

/**
 * A person's name, linked to the CRM list of the leads they own: the row's `key` field (its heading `header`), the
 * person's number in the row's `<key>Srno`.
 */
export function personColumn<Key extends string, Row extends Record<Key, string> & Record<`${Key}Srno`, number>>(
  key: Key,
  header: string,
): Column<Row> {
  const name = (r: Row): string => r[key]
  const srno = (r: Record<`${Key}Srno`, number>) => r[`${key}Srno`]
  return {
    key,
    header,
    type: 'text',
    value: name,
    width: 22,
    links: (r) => [{ text: name(r), href: personHref(srno(r)) }],
  }
}

/** The business name, linked to its lead. */
function businessColumn<Row extends { businessName: string }>(leadSrno: (r: Row) => number): Column<Row> {
  return {
    key: 'business',
    header: 'Business',
    type: 'text',
    value: (r) => r.businessName,
    width: 28,
    links: (r) => [{ text: r.businessName, href: leadHref(leadSrno(r)) }],
  }
}

/** The India day of a row per person and day (the Visit and Attendance reports). */
export function dayColumn<Row extends { day: string }>(): Column<Row> {
  return { key: 'day', header: 'Date', type: 'date', value: (r) => r.day, width: 12 }
}

/** How many visits a row counts (the Visit, Attendance and CRM reports). */
export function visitsColumn<Row extends { visits: number }>(): Column<Row> {
  return { key: 'visits', header: 'Visits', type: 'number', value: (r) => r.visits, width: 8 }
}

/** A lead's or a visit's next planned visit (the CRM and Follow Up reports). */
export function nextVisitColumn<Row extends { nextVisit: string | null }>(): Column<Row> {
  return { key: 'next', header: 'Next Visit', type: 'date', value: (r) => r.nextVisit, width: 12 }
}

/** A lead's facts as the Follow Up and CRM reports' rows carry them (the status: the lead's now, or a visit's). */
export interface LeadFacts {
  businessName: string
  contactPerson: string
  mobile: string
  leadType: string
  nature: string
  status: string
}

/** The lead's facts the Follow Up and CRM reports both show, in their order: first its business, linked to it. */
export function leadFactColumns<Row extends LeadFacts>(leadSrno: (r: Row) => number): Column<Row>[] {
  return [
    businessColumn(leadSrno),
    { key: 'contact', header: 'Contact Person', type: 'text', value: (r) => r.contactPerson, width: 22 },
    { key: 'mobile', header: 'Mobile', type: 'text', value: (r) => r.mobile, width: 13 },
    { key: 'type', header: 'Lead Type', type: 'text', value: (r) => r.leadType, width: 18 },
    { key: 'nature', header: 'Nature', type: 'text', value: (r) => r.nature, width: 8 },
    { key: 'status', header: 'Status', type: 'text', value: (r) => r.status, width: 12 },
  ]
}

type MarkTexts = { far: string; noLocation: string; oldPhoto: string; offline: string }

/**
 * A visit's evidence marks as columns (D36, D53, D54): far from the lead (not for a first visit, which sets the
 * lead's place), no location, old photo, recorded offline.
 */
export function markColumns<Row>(marks: (r: Row) => MarkTexts, options: { far: boolean }): Column<Row>[] {
  return [
    ...(options.far
      ? [{ key: 'far', header: 'Far from Lead', type: 'text', value: (r: Row) => marks(r).far, width: 16 } as const]
      : []),
    { key: 'noLocation', header: 'No Location', type: 'text', value: (r) => marks(r).noLocation, width: 12 },
    { key: 'old', header: 'Old Photo', type: 'text', value: (r) => marks(r).oldPhoto, width: 18 },
    { key: 'offline', header: 'Recorded Offline', type: 'text', value: (r) => marks(r).offline, width: 34 },
  ]
}
