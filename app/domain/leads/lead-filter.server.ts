import { arrayContains, eq, gte, ilike, like, lt, lte, ne, or, type SQL } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import { addDays, startOfIndiaDay } from '#app/lib/dates.ts'
import { CLOSED_STATUS, type LeadFilter } from './schemas.ts'

/** `%` and `_` typed into the search box are searched for, not used as wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The digits of a search that reads as (part of) a phone number: only digits, spaces, `+`, `-`, `.` and brackets,
 * with at least one digit. Longer than a mobile (a country code or a leading 0 typed in front), its last ten digits.
 * Anything else (a name with a digit in it) is not a phone number: null.
 */
export function mobileDigits(q: string): string | null {
  const text = q.trim()
  if (!/^[\d\s+\-.()]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  if (digits === '') return null
  return digits.length > 10 ? digits.slice(-10) : digits
}

/**
 * The list's search (ADR 0152): the words anywhere in the business name or the contact person, or, when they read
 * as a phone number, its digits anywhere in the mobile number. Each is served by its own trigram index.
 */
export function searchCondition(q: string): SQL | undefined {
  const digits = mobileDigits(q)
  return or(
    ilike(leads.businessName, likePattern(q)),
    ilike(leads.contactPerson, likePattern(q)),
    // All ten digits can only be the whole number: the mobile's own index answers that at once.
    digits ? (digits.length === 10 ? eq(leads.mobile, digits) : like(leads.mobile, `%${digits}%`)) : undefined,
  )
}

/**
 * The list filter as conditions on leads; who may see which owner is added by the caller. "Assign all N matching
 * the filters" and the leads' file (lead-file.server.ts) use them too, so each covers exactly what the list shows.
 */
export function filterConditions(filter: LeadFilter, today: string): SQL[] {
  const where: (SQL | undefined)[] = []
  if (filter.type) where.push(eq(leads.typeSrno, filter.type))
  if (filter.status) where.push(eq(leads.statusSrno, filter.status))
  if (filter.nature) where.push(eq(leads.nature, filter.nature))
  if (filter.owner) where.push(eq(leads.ownerSrno, filter.owner))
  if (filter.import) where.push(eq(leads.importId, filter.import))
  // D59: the leads that want this product (array containment, answered by the GIN index leads_products_idx).
  if (filter.product) where.push(arrayContains(leads.products, [filter.product]))
  const q = filter.q?.trim()
  if (q) where.push(searchCondition(q))
  // Dates are inclusive India days: "to 30/11" runs to the start of 01/12 in India.
  if (filter.from) where.push(gte(leads.createdAt, startOfIndiaDay(filter.from)))
  if (filter.to) where.push(lt(leads.createdAt, startOfIndiaDay(addDays(filter.to, 1))))
  if (filter.due) where.push(lte(leads.nextVisit, today), ne(leads.statusSrno, CLOSED_STATUS))
  return where.filter((c): c is SQL => c !== undefined)
}
