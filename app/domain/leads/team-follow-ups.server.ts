import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { leadDueCounts, users } from '#app/db/schema.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { TEAM_SHOWN } from './schemas.ts'
import { isTeamMember, type Viewer, visibleOwners } from './visibility.server.ts'

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
