import { and, inArray, lte, sql } from 'drizzle-orm'
import { leadDueCounts } from '#app/db/schema.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { type Viewer, visibleOwners } from './visibility.server.ts'

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
