import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm'
import { leadDueCounts, leadStatuses, leads, leadTypes, users } from '#app/db/schema.ts'
import { addDays, startOfIndiaDay, todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { CLOSED_STATUS, type LeadFilter } from './schemas.ts'
import { ownerIsVisible, teamOf, type Viewer, visibleOwners } from './visibility.server.ts'

export const LEADS_PER_PAGE = 20
/** Counting stops here: past it the list says "more than 10,000", which is all a person needs to know. */
export const COUNT_CAP = 10_000

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

function conditions(filter: LeadFilter, owners: Awaited<ReturnType<typeof visibleOwners>>, today: string): SQL[] {
  const where: (SQL | undefined)[] = [ownerIsVisible(owners)]
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

function orderOf(sort: LeadFilter['sort'], searchWithin: boolean) {
  // A business-name search by someone who sees part of the leads: the newest-first index would be walked until
  // twenty matches turn up, which for a word common elsewhere but absent from the viewer's leads means the whole
  // table (2 s at a million leads). Ordering by an expression the index cannot give makes the planner combine the
  // name and owner indexes instead and sort what matched: tens of milliseconds whatever the word (ADR 0041).
  const created = searchWithin ? sql`(${leads.createdAt} + interval '0 seconds')` : leads.createdAt
  switch (sort) {
    case 'created':
      return [asc(created), asc(leads.srno)]
    case 'nextVisit':
      return [sql`${leads.nextVisit} asc nulls last`, desc(leads.srno)]
    case 'name':
      return [asc(leads.businessName), asc(leads.srno)]
    default:
      return [desc(created), desc(leads.srno)]
  }
}

/**
 * One page of the leads the viewer may see (D24), filtered and sorted on the server, with the count of all that
 * match (exact up to COUNT_CAP). Columns of the spec's lead list row: owner, lead type, nature, business name,
 * mobile, e-mail, status, created, next visit; plus whether the next visit is due or overdue (D39).
 */
export async function listLeads(db: Db, viewer: Viewer, filter: LeadFilter, today = todayInIndia()) {
  const owners = await visibleOwners(db, viewer)
  const where = and(...conditions(filter, owners, today))
  const page = filter.page ?? 1
  const rows = await db
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
    .orderBy(...orderOf(filter.sort, Boolean(filter.q?.trim()) && !owners.all))
    .limit(LEADS_PER_PAGE)
    .offset((page - 1) * LEADS_PER_PAGE)
  const capped = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped')
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(capped)
  return {
    rows: rows.map((r) => ({ ...r, due: dueState(r.nextVisit, r.statusSrno, today) })),
    total: Math.min(total, COUNT_CAP),
    moreThanCap: total > COUNT_CAP,
    page,
    pages: Math.max(1, Math.ceil(Math.min(total, COUNT_CAP) / LEADS_PER_PAGE)),
  }
}

/**
 * For a manager: each person below them, with how many of their open leads are overdue and due today (D39), so the
 * overdue work of the team stands out. Empty for a user nobody reports to.
 */
export async function teamFollowUps(db: Db, viewer: Viewer, today = todayInIndia()) {
  const team = await teamOf(db, viewer)
  if (team.length === 0) return []
  // From the per-owner, per-date counts of open leads (kept by a trigger on leads): a few rows per person and day.
  const counts = await db
    .select({
      owner: leadDueCounts.ownerSrno,
      overdue: sql<number>`coalesce(sum(${leadDueCounts.open}) filter (where ${leadDueCounts.nextVisit} < ${today}), 0)::int`,
      dueToday: sql<number>`coalesce(sum(${leadDueCounts.open}) filter (where ${leadDueCounts.nextVisit} = ${today}), 0)::int`,
    })
    .from(leadDueCounts)
    .where(
      and(
        inArray(
          leadDueCounts.ownerSrno,
          team.map((t) => t.srno),
        ),
        lte(leadDueCounts.nextVisit, today),
      ),
    )
    .groupBy(leadDueCounts.ownerSrno)
  const byOwner = new Map(counts.map((c) => [c.owner, c]))
  return team
    .map((t) => ({ ...t, overdue: byOwner.get(t.srno)?.overdue ?? 0, dueToday: byOwner.get(t.srno)?.dueToday ?? 0 }))
    .sort((a, b) => b.overdue - a.overdue || b.dueToday - a.dueToday || a.name.localeCompare(b.name))
}

/** The choices of the forms and filters: lead types and statuses (reference data, spec section 3). */
export async function leadChoices(db: Db) {
  const [types, statuses] = await Promise.all([
    db.select({ value: leadTypes.srno, label: leadTypes.name }).from(leadTypes).orderBy(asc(leadTypes.srno)),
    db
      .select({ value: leadStatuses.srno, label: leadStatuses.status })
      .from(leadStatuses)
      .orderBy(asc(leadStatuses.srno)),
  ])
  return { types, statuses }
}
