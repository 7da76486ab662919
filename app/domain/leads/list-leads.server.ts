import { and, asc, count, desc, inArray, type SQL, sql } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { dueState, toVisit } from './due.ts'
import { filterConditions } from './lead-filter.server.ts'
import { leadsNamed } from './named-leads.server.ts'
import { type Walk, walkCount, walkOwners } from './owner-walk.server.ts'
import { CLOSED_STATUS, type LeadFilter, type LeadSort } from './schemas.ts'
import { type Owners, ownerIsVisible, type Viewer, visibleOwners } from './visibility.server.ts'

export const LEADS_PER_PAGE = 20
/**
 * Counting stops here: past it the list says "More than 1,000 leads" and the pager goes on page by page without a
 * last page number, which is all a person paging through leads needs. The cap bounds what the count costs: an
 * administrator's unfiltered list would otherwise count a million rows on every page (ADR 0041).
 */
export const COUNT_CAP = 1_000

/**
 * The first part of the Today order: open leads with a next visit. Written with the literal status so that the
 * partial indexes on open leads (`ts_srno <> 2`) apply.
 */
const openWithVisit = sql`(${leads.statusSrno} <> 2 and ${leads.nextVisit} is not null)`
/** The rest: Closed leads, and those without a next visit. */
const theRest = sql`(${leads.statusSrno} = 2 or ${leads.nextVisit} is null)`

function orderOf(order: Walk | 'name') {
  switch (order) {
    case 'oldest':
      return [asc(leads.createdAt), asc(leads.srno)]
    case 'nextVisit':
      return [asc(leads.nextVisit), asc(leads.srno)]
    case 'name':
      return [asc(leads.businessName), asc(leads.srno)]
    default:
      return [desc(leads.createdAt), desc(leads.srno)]
  }
}

/** How many leads match, counting no further than `cap` (COUNT_CAP + 1 unless told). */
async function cappedCount(db: Db, where: SQL | undefined, cap = COUNT_CAP + 1): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(leads).where(where).limit(cap).as('capped')
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(capped)
  return total
}

/** The serials of rows offset+1 to offset+limit of the visible leads matching `where`, in one order. */
async function pageSerials(
  db: Db,
  owners: Owners,
  where: SQL | undefined,
  order: Walk | 'name',
  limit: number,
  offset: number,
  ownerByOwner: boolean,
): Promise<number[]> {
  if (!owners.all && ownerByOwner && order !== 'name') return walkOwners(db, owners.ids, where, order, limit, offset)
  const rows = await db
    .select({ srno: leads.srno })
    .from(leads)
    .where(and(ownerIsVisible(owners), where))
    .orderBy(...orderOf(order))
    .limit(limit)
    .offset(offset)
  return rows.map((r) => r.srno)
}

/**
 * The Today order (ADR 0151): first the open leads with a next visit, by that date (so the most overdue first, then
 * those due today, then the coming ones, D39), then the rest (Closed, or without a next visit), newest first. Each
 * part is read from its own index, and the second only when the page reaches it: the open part's length is known
 * once it runs short of the page. A filter that empties a part (due or overdue; status Closed) skips it.
 */
async function todaySerials(
  db: Db,
  owners: Owners,
  filter: LeadFilter,
  filters: SQL[],
  page: number,
  ownerByOwner: boolean,
): Promise<number[]> {
  const want = LEADS_PER_PAGE + 1
  const offset = (page - 1) * LEADS_PER_PAGE
  const skipOpen = filter.status === CLOSED_STATUS
  const skipRest = Boolean(filter.due)
  // The open part is walked owner by owner on (owner, next visit) for a part-viewer: it is the order of that index.
  const open = skipOpen
    ? []
    : await pageSerials(db, owners, and(openWithVisit, ...filters), 'nextVisit', want, offset, true)
  if (open.length === want || skipRest) return open
  let openTotal = offset + open.length
  if (open.length === 0 && offset > 0 && !skipOpen) {
    // The page is past the open part: how long that part is decides where in the rest the page starts.
    const openWhere = and(openWithVisit, ...filters)
    openTotal = owners.all
      ? await cappedCount(db, openWhere, offset)
      : await walkCount(db, owners.ids, openWhere, offset)
  }
  if (skipOpen) openTotal = 0
  const rest = await pageSerials(
    db,
    owners,
    and(theRest, ...filters),
    'newest',
    want - open.length,
    Math.max(0, offset - openTotal),
    ownerByOwner,
  )
  return [...open, ...rest]
}

/**
 * One page of the leads the viewer may see (D24), filtered and sorted on the server, with the count of all that
 * match (exact up to COUNT_CAP). Columns of the spec's lead list row: owner, lead type, nature, business name,
 * mobile, e-mail, status, created, next visit; plus the contact person, and whether the next visit is due or overdue
 * (D39). The page's serials are found first (each order from its index), then just those leads are read. One row
 * more than a page is found, so that Next is offered exactly when there is a next page even past the count's cap.
 */
export async function listLeads(db: Db, viewer: Viewer, filter: LeadFilter, today = todayInIndia()) {
  const owners = await visibleOwners(db, viewer)
  const filters = filterConditions(filter, today)
  const page = filter.page ?? 1
  const sort: LeadSort = filter.sort ?? 'today'
  // A search by someone who sees part of the leads walks their owners' leads one by one (ADR 0041).
  const ownerByOwner = Boolean(filter.q?.trim()) && !owners.all
  const where = and(...filters)
  const [serials, total] = await Promise.all([
    sort === 'today'
      ? todaySerials(db, owners, filter, filters, page, ownerByOwner)
      : sort === 'name'
        ? pageSerials(db, owners, where, 'name', LEADS_PER_PAGE + 1, (page - 1) * LEADS_PER_PAGE, false)
        : pageSerials(
            db,
            owners,
            where,
            sort === 'created' ? 'oldest' : 'newest',
            LEADS_PER_PAGE + 1,
            (page - 1) * LEADS_PER_PAGE,
            ownerByOwner,
          ),
    !owners.all && ownerByOwner
      ? walkCount(db, owners.ids, where, COUNT_CAP + 1)
      : cappedCount(db, and(ownerIsVisible(owners), where)),
  ])
  const rows =
    serials.length === 0
      ? []
      : await leadsNamed(db, {
          srno: leads.srno,
          ownerSrno: leads.ownerSrno,
          nature: leads.nature,
          businessName: leads.businessName,
          contactPerson: leads.contactPerson,
          mobile: leads.mobile,
          email: leads.email,
          statusSrno: leads.statusSrno,
          createdAt: leads.createdAt,
          nextVisit: leads.nextVisit,
          visitCount: leads.visitCount,
        }).where(inArray(leads.srno, serials))
  const at = new Map(serials.map((srno, i) => [srno, i]))
  rows.sort((a, b) => at.get(a.srno)! - at.get(b.srno)!)
  const moreThanCap = total > COUNT_CAP
  return {
    rows: rows.slice(0, LEADS_PER_PAGE).map(({ visitCount, ...r }) => ({
      ...r,
      due: dueState(r.nextVisit, r.statusSrno, today),
      toVisit: toVisit(visitCount, r.statusSrno),
    })),
    total: Math.min(total, COUNT_CAP),
    moreThanCap,
    page,
    hasNext: rows.length > LEADS_PER_PAGE,
    /** Unknown (null) past the count's cap: the pager then offers Next while there is a next page. */
    pages: moreThanCap ? null : Math.max(1, Math.ceil(total / LEADS_PER_PAGE)),
  }
}
