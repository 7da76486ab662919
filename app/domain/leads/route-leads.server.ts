import { and, asc, eq, lte, ne } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { dueState } from './due.ts'
import { CLOSED_STATUS } from './schemas.ts'
import type { Viewer } from './visibility.server.ts'

/** At most this many shops on a day's route: more than a day's walk, and the page stays light on a phone. */
export const ROUTE_CAP = 200

/**
 * D57: the leads of the viewer's own day, the ones due today or overdue (D39: next visit today or before, not Closed),
 * with their place when they have one (the first located visit's, or a pin), most overdue first: the order the
 * route starts from when the phone gives no position. The viewer's own leads only: the route is a person's walk,
 * not a team's (a manager's team is on the list's team panel).
 */
export async function routeLeads(db: Db, viewer: Viewer, today = todayInIndia()) {
  const rows = await db
    .select({
      srno: leads.srno,
      businessName: leads.businessName,
      contactPerson: leads.contactPerson,
      mobile: leads.mobile,
      address: leads.address,
      nextVisit: leads.nextVisit,
      statusSrno: leads.statusSrno,
      latitude: leads.latitude,
      longitude: leads.longitude,
    })
    .from(leads)
    .where(and(eq(leads.ownerSrno, viewer.userSrno), lte(leads.nextVisit, today), ne(leads.statusSrno, CLOSED_STATUS)))
    .orderBy(asc(leads.nextVisit), asc(leads.srno))
    .limit(ROUTE_CAP + 1)
  return {
    rows: rows.slice(0, ROUTE_CAP).map(({ statusSrno, ...r }) => ({
      ...r,
      due: dueState(r.nextVisit, statusSrno, today) as 'overdue' | 'today',
    })),
    capped: rows.length > ROUTE_CAP,
  }
}
export type RouteLead = Awaited<ReturnType<typeof routeLeads>>['rows'][number]
