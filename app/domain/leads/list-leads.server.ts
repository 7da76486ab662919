import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm'
import { leadDueCounts, leadStatuses, leads, leadTypes, users } from '#app/db/schema.ts'
import type { Choice } from '#app/lib/choice.ts'
import { addDays, startOfIndiaDay, todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { CLOSED_STATUS, type LeadFilter, TEAM_SHOWN } from './schemas.ts'
import { isTeamMember, ownerIsVisible, type Viewer, visibleOwners } from './visibility.server.ts'

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

/** `%` and `_` typed into the search box are searched for, not used as wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The list filter as conditions on leads; who may see which owner is added by the caller. */
function conditions(filter: LeadFilter, today: string): SQL[] {
  const where: (SQL | undefined)[] = []
  if (filter.type) where.push(eq(leads.typeSrno, filter.type))
  if (filter.status) where.push(eq(leads.statusSrno, filter.status))
  if (filter.nature) where.push(eq(leads.nature, filter.nature))
  if (filter.owner) where.push(eq(leads.ownerSrno, filter.owner))
  const q = filter.q?.trim()
  if (q) where.push(ilike(leads.businessName, likePattern(q)))
  // Dates are inclusive India days: "to 30/11" runs to the start of 01/12 in India.
  if (filter.from) where.push(gte(leads.createdAt, startOfIndiaDay(filter.from)))
  if (filter.to) where.push(lt(leads.createdAt, startOfIndiaDay(addDays(filter.to, 1))))
  if (filter.due) where.push(lte(leads.nextVisit, today), ne(leads.statusSrno, CLOSED_STATUS))
  return where.filter((c): c is SQL => c !== undefined)
}

function orderOf(sort: LeadFilter['sort']) {
  switch (sort) {
    case 'created':
      return [asc(leads.createdAt), asc(leads.srno)]
    case 'nextVisit':
      return [sql`${leads.nextVisit} asc nulls last`, desc(leads.srno)]
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
 * A business-name search in date order by someone who sees part of the leads. Walking the newest-first index until
 * twenty matches turn up reads the whole table for a word common elsewhere but absent from the viewer's leads; so
 * each visible owner's leads are walked on the (owner, created) index instead, at most as far as the page asked for,
 * and the few candidates are merged. The count is capped the same way, owner by owner (ADR 0041).
 */
async function searchOwnerByOwner(db: Db, ids: number[], where: SQL | undefined, page: number, ascending: boolean) {
  const dir = ascending ? sql`asc` : sql`desc`
  const filter = where ? sql`and ${where}` : sql``
  const depth = page * LEADS_PER_PAGE + 1
  const [found, counted] = (await Promise.all([
    db.execute(sql`
    select f.srno from unnest(${intArray(ids)}) o(id)
    cross join lateral (
      select ${leads.srno} as srno, ${leads.createdAt} as created from ${leads}
      where ${leads.ownerSrno} = o.id ${filter}
      order by ${leads.createdAt} ${dir}, ${leads.srno} ${dir} limit ${depth}
    ) f
    order by f.created ${dir}, f.srno ${dir}
    limit ${LEADS_PER_PAGE + 1} offset ${(page - 1) * LEADS_PER_PAGE}`),
    db.execute(sql`
    select count(*)::int as total from (
      select 1 from unnest(${intArray(ids)}) o(id)
      cross join lateral (
        select 1 from ${leads} where ${leads.ownerSrno} = o.id ${filter} limit ${COUNT_CAP + 1}
      ) f
      limit ${COUNT_CAP + 1}
    ) c`),
  ])) as unknown as [{ rows: { srno: number }[] }, { rows: { total: number }[] }]
  return { srnos: found.rows.map((r) => Number(r.srno)), total: Number(counted.rows[0]?.total ?? 0) }
}

/** How many leads match, counting no further than COUNT_CAP + 1. */
async function cappedCount(db: Db, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped')
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(capped)
  return total
}

/**
 * One page of the leads the viewer may see (D24), filtered and sorted on the server, with the count of all that
 * match (exact up to COUNT_CAP). Columns of the spec's lead list row: owner, lead type, nature, business name,
 * mobile, e-mail, status, created, next visit; plus whether the next visit is due or overdue (D39). One row more
 * than a page is read, so that Next is offered exactly when there is a next page even past the count's cap.
 */
export async function listLeads(db: Db, viewer: Viewer, filter: LeadFilter, today = todayInIndia()) {
  const owners = await visibleOwners(db, viewer)
  const filters = conditions(filter, today)
  const page = filter.page ?? 1
  const searchInDateOrder = Boolean(filter.q?.trim()) && (!filter.sort || filter.sort === 'created')
  const pageOf = (where: SQL | undefined, offset: number) =>
    db
      .select({
        srno: leads.srno,
        ownerSrno: leads.ownerSrno,
        ownerId: users.userId,
        ownerName: users.userName,
        type: leadTypes.name,
        nature: leads.nature,
        businessName: leads.businessName,
        mobile: leads.mobile,
        email: leads.email,
        statusSrno: leads.statusSrno,
        status: leadStatuses.status,
        createdAt: leads.createdAt,
        nextVisit: leads.nextVisit,
      })
      .from(leads)
      .innerJoin(users, eq(users.srno, leads.ownerSrno))
      .innerJoin(leadTypes, eq(leadTypes.srno, leads.typeSrno))
      .innerJoin(leadStatuses, eq(leadStatuses.srno, leads.statusSrno))
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(LEADS_PER_PAGE + 1)
      .offset(offset)
  let rows: Awaited<ReturnType<typeof pageOf>>
  let total: number
  if (searchInDateOrder && !owners.all) {
    const found = await searchOwnerByOwner(db, owners.ids, and(...filters), page, filter.sort === 'created')
    // The page's leads are known: read just those (the empty list matches none).
    rows = await pageOf(inArray(leads.srno, found.srnos.length > 0 ? found.srnos : [0]), 0)
    total = found.total
  } else {
    const where = and(ownerIsVisible(owners), ...filters)
    ;[rows, total] = await Promise.all([pageOf(where, (page - 1) * LEADS_PER_PAGE), cappedCount(db, where)])
  }
  const moreThanCap = total > COUNT_CAP
  return {
    rows: rows.slice(0, LEADS_PER_PAGE).map((r) => ({ ...r, due: dueState(r.nextVisit, r.statusSrno, today) })),
    total: Math.min(total, COUNT_CAP),
    moreThanCap,
    page,
    hasNext: rows.length > LEADS_PER_PAGE,
    /** Unknown (null) past the count's cap: the pager then offers Next while there is a next page. */
    pages: moreThanCap ? null : Math.max(1, Math.ceil(total / LEADS_PER_PAGE)),
  }
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
  // The team comes ordered by name, and the sort is stable: equal counts stay in name order.
  const ranked = [...team].sort((a, b) => b.overdue - a.overdue || b.dueToday - a.dueToday)
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
