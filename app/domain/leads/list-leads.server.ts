import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { leadDueCounts, leadStatuses, leads, leadTypes, users } from '#app/db/schema.ts'
import type { Choice } from '#app/lib/choice.ts'
import { addDays, startOfIndiaDay, todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { CLOSED_STATUS, type LeadFilter, type LeadSort, TEAM_SHOWN } from './schemas.ts'
import { isTeamMember, type Owners, ownerIsVisible, type Viewer, visibleOwners } from './visibility.server.ts'

export const LEADS_PER_PAGE = 20
/**
 * Counting stops here: past it the list says "More than 1,000 leads" and the pager goes on page by page without a
 * last page number, which is all a person paging through leads needs. The cap bounds what the count costs: an
 * administrator's unfiltered list would otherwise count a million rows on every page (ADR 0041).
 */
export const COUNT_CAP = 1_000

export type Due = 'overdue' | 'today' | null

/**
 * D39: a lead is due when its next visit is today, overdue when that is before today (India), unless it is
 * Closed (status 2).
 */
export function dueState(nextVisit: string | null, statusSrno: number, today = todayInIndia()): Due {
  if (!nextVisit || statusSrno === CLOSED_STATUS) return null
  if (nextVisit < today) return 'overdue'
  return nextVisit === today ? 'today' : null
}

/**
 * "To visit" on a lead's card (ADR 0214): a lead no one has visited yet (made from a web enquiry or an import, never by
 * a visit), unless it is Closed.
 */
export function toVisit(visitCount: number, statusSrno: number): boolean {
  return visitCount === 0 && statusSrno !== CLOSED_STATUS
}

/** What the day holds for the viewer (the list's heading). */
export interface DayCounts {
  overdue: number
  dueToday: number
}

/**
 * The list's heading (ADR 0214): how many of the leads the viewer may see (D24) are overdue and due today (D39: open
 * leads, India dates), the same leads the list's "due today or overdue" filter shows. Read from the per-owner,
 * per-date counts of open leads (kept by a trigger on leads): a few rows per person, whatever the number of leads.
 */
export async function dayCounts(db: Db, viewer: Viewer, today = todayInIndia()): Promise<DayCounts> {
  const owners = await visibleOwners(db, viewer)
  const [row] = await db
    .select({
      overdue: sql<number>`coalesce(sum(${leadDueCounts.open}) filter (where ${leadDueCounts.nextVisit} < ${today}), 0)::int`,
      dueToday: sql<number>`coalesce(sum(${leadDueCounts.open}) filter (where ${leadDueCounts.nextVisit} = ${today}), 0)::int`,
    })
    .from(leadDueCounts)
    .where(
      and(lte(leadDueCounts.nextVisit, today), owners.all ? undefined : inArray(leadDueCounts.ownerSrno, owners.ids)),
    )
  return { overdue: Number(row?.overdue ?? 0), dueToday: Number(row?.dueToday ?? 0) }
}

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

/** The list filter as conditions on leads; who may see which owner is added by the caller. */
function conditions(filter: LeadFilter, today: string): SQL[] {
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

/**
 * The first part of the Today order: open leads with a next visit. Written with the literal status so that the
 * partial indexes on open leads (`ts_srno <> 2`) apply.
 */
const openWithVisit = sql`(${leads.statusSrno} <> 2 and ${leads.nextVisit} is not null)`
/** The rest: Closed leads, and those without a next visit. */
const theRest = sql`(${leads.statusSrno} = 2 or ${leads.nextVisit} is null)`

type Walk = 'nextVisit' | 'newest' | 'oldest'

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

function intArray(ids: number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`
}

/**
 * Leads of the given owners in one order, walked owner by owner on that owner's index ((owner, created) or, for open
 * leads by next visit, (owner, next visit)) at most as far as the page asked for, and the few candidates merged.
 * For a viewer who sees part of the leads, a search or the Today order would otherwise walk the one all-leads index
 * until twenty of theirs turn up, which for a word common elsewhere but absent from theirs reads the whole table
 * (ADR 0041). Answers the serials of rows offset+1 to offset+limit.
 */
async function walkOwners(
  db: Db,
  ids: number[],
  where: SQL | undefined,
  walk: Walk,
  limit: number,
  offset: number,
): Promise<number[]> {
  if (ids.length === 0) return []
  const filter = where ? sql`and ${where}` : sql``
  const key = walk === 'nextVisit' ? leads.nextVisit : leads.createdAt
  const dir = walk === 'newest' ? sql`desc` : sql`asc`
  const found = (await db.execute(sql`
    select f.srno from unnest(${intArray(ids)}) o(id)
    cross join lateral (
      select ${leads.srno} as srno, ${key} as k from ${leads}
      where ${leads.ownerSrno} = o.id ${filter}
      order by ${key} ${dir}, ${leads.srno} ${dir} limit ${offset + limit}
    ) f
    order by f.k ${dir}, f.srno ${dir}
    limit ${limit} offset ${offset}`)) as unknown as { rows: { srno: number }[] }
  return found.rows.map((r) => Number(r.srno))
}

/** How many leads of the given owners match, owner by owner, counting no further than `cap` (ADR 0041). */
async function walkCount(db: Db, ids: number[], where: SQL | undefined, cap = COUNT_CAP + 1): Promise<number> {
  if (ids.length === 0) return 0
  const filter = where ? sql`and ${where}` : sql``
  const counted = (await db.execute(sql`
    select count(*)::int as total from (
      select 1 from unnest(${intArray(ids)}) o(id)
      cross join lateral (select 1 from ${leads} where ${leads.ownerSrno} = o.id ${filter} limit ${cap}) f
      limit ${cap}
    ) c`)) as unknown as { rows: { total: number }[] }
  return Number(counted.rows[0]?.total ?? 0)
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
  const filters = conditions(filter, today)
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
      ? walkCount(db, owners.ids, where)
      : cappedCount(db, and(ownerIsVisible(owners), where)),
  ])
  const rows =
    serials.length === 0
      ? []
      : await db
          .select({
            srno: leads.srno,
            ownerSrno: leads.ownerSrno,
            ownerId: users.userId,
            ownerName: users.userName,
            type: leadTypes.name,
            nature: leads.nature,
            businessName: leads.businessName,
            contactPerson: leads.contactPerson,
            mobile: leads.mobile,
            email: leads.email,
            statusSrno: leads.statusSrno,
            status: leadStatuses.status,
            createdAt: leads.createdAt,
            nextVisit: leads.nextVisit,
            visitCount: leads.visitCount,
          })
          .from(leads)
          .innerJoin(users, eq(users.srno, leads.ownerSrno))
          .innerJoin(leadTypes, eq(leadTypes.srno, leads.typeSrno))
          .innerJoin(leadStatuses, eq(leadStatuses.srno, leads.statusSrno))
          .where(inArray(leads.srno, serials))
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

/**
 * The team panel's order (ADR 0151): most overdue visits first, then most due today; people with equal counts keep
 * the order they came in (by name: the sort is stable).
 */
export function rankTeam<T extends { overdue: number; dueToday: number }>(team: readonly T[]): T[] {
  return [...team].sort((a, b) => b.overdue - a.overdue || b.dueToday - a.dueToday)
}

export interface TeamMember {
  srno: number
  name: string
  userId: string
  overdue: number
  dueToday: number
}

/**
 * For a manager: the people below them, with how many of their open leads are overdue and due today (D39), so the
 * overdue work of the team stands out. `shown` is the TEAM_SHOWN people most behind (most overdue, then most due
 * today, then by name), or the whole team when `all` is asked for: an administrator's team is every member of staff,
 * and only what the panel shows is sent. `people` names everyone, for the person filter. Empty for a user nobody
 * reports to.
 */
export async function teamFollowUps(
  db: Db,
  viewer: Viewer,
  { all = false, today = todayInIndia() }: { all?: boolean; today?: string } = {},
): Promise<{ people: { srno: number; name: string }[]; shown: TeamMember[]; behind: number }> {
  const owners = await visibleOwners(db, viewer)
  // Each person with the sums of their rows in the per-owner, per-date counts of open leads (kept by a trigger on
  // leads): a few rows per person and day, read in the same query as the names.
  const team = await db
    .select({
      srno: users.srno,
      userId: users.userId,
      name: users.userName,
      overdue: sql<number>`coalesce(sum(${leadDueCounts.open}) filter (where ${leadDueCounts.nextVisit} < ${today}), 0)::int`,
      dueToday: sql<number>`coalesce(sum(${leadDueCounts.open}) filter (where ${leadDueCounts.nextVisit} = ${today}), 0)::int`,
    })
    .from(users)
    .leftJoin(leadDueCounts, and(eq(leadDueCounts.ownerSrno, users.srno), lte(leadDueCounts.nextVisit, today)))
    .where(isTeamMember(owners, viewer))
    .groupBy(users.srno)
    .orderBy(asc(users.userName))
  const ranked = rankTeam(team)
  return {
    people: team.map((t) => ({ srno: t.srno, name: t.name })),
    shown: all ? ranked : ranked.slice(0, TEAM_SHOWN),
    behind: ranked.filter((t) => t.overdue > 0).length,
  }
}

type Choices = { types: Choice<number>[]; statuses: Choice<number>[] }
const choicesOf = new WeakMap<Db, Promise<Choices>>()

/**
 * The choices of the forms and filters: lead types and statuses (reference data, spec section 3). They are seeded
 * with the database and no screen changes them, so each server reads them once.
 */
export function leadChoices(db: Db): Promise<Choices> {
  let choices = choicesOf.get(db)
  if (!choices) {
    choices = readLeadChoices(db)
    choicesOf.set(db, choices)
    choices.catch(() => choicesOf.delete(db))
  }
  return choices
}

async function readLeadChoices(db: Db): Promise<Choices> {
  const [types, statuses] = await Promise.all([
    db.select({ value: leadTypes.srno, label: leadTypes.name }).from(leadTypes).orderBy(asc(leadTypes.srno)),
    db
      .select({ value: leadStatuses.srno, label: leadStatuses.status })
      .from(leadStatuses)
      .orderBy(asc(leadStatuses.srno)),
  ])
  return { types, statuses }
}

/** The list filter as conditions on leads: "assign all N matching the filters" covers exactly what the list shows. */
export { conditions as filterConditions }
