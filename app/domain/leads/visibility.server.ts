import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { leads, users } from '#app/db/schema.ts'
import type { Staff } from '#app/domain/auth/guard.server.ts'
import { hasRight, type RightsMap } from '#app/domain/rights/rights.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'

/**
 * Who sees which leads (D24): a user sees, and works, the leads they created and those of everyone who reports to
 * them, directly or through others; holders of the ADMIN right see all. Every CRM read and write goes through
 * `visibleOwners`, so the rule lives in one place and is applied inside the query, never after it.
 */

export interface Viewer {
  userSrno: number
  userId: string
  ip: string
  rights: RightsMap
}

/** The viewer of a signed-in staff member's request. */
export function viewerOf(staff: Staff): Viewer {
  return { userSrno: staff.user.userSrno, userId: staff.user.userId, ip: staff.ctx.ip, rights: staff.rights }
}

export type Owners = { all: true } | { all: false; ids: number[] }

/** The viewer and everyone below them in the reporting lines (the lines have no cycles: adding one is refused). */
export async function usersBelow(db: Db | Tx, userSrno: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive below(srno) as (
      select ${userSrno}::integer
      union
      select r.merl_empcode from reporting_lines r join below b on r.merl_reportingto = b.srno
    )
    select srno from below`)) as unknown as { rows: { srno: number }[] }
  return result.rows.map((r) => Number(r.srno))
}

export async function visibleOwners(db: Db | Tx, viewer: Viewer): Promise<Owners> {
  if (hasRight(viewer.rights, 'ADMIN', 'query')) return { all: true }
  return { all: false, ids: await usersBelow(db, viewer.userSrno) }
}

/** The condition "the lead's owner is one the viewer may see", for a query's WHERE. */
export function ownerIsVisible(owners: Owners): SQL | undefined {
  return owners.all ? undefined : inArray(leads.ownerSrno, owners.ids)
}

export function canSeeOwner(owners: Owners, ownerSrno: number): boolean {
  return owners.all || owners.ids.includes(ownerSrno)
}

/**
 * A lead the viewer may see, or LEAD_NOT_FOUND (404): a lead on another branch of the tree is answered exactly
 * like one that does not exist, so an id in a URL tells nothing.
 */
export async function visibleLead(db: Db | Tx, viewer: Viewer, leadSrno: number) {
  const [owners, [lead]] = await Promise.all([
    visibleOwners(db, viewer),
    db.select().from(leads).where(eq(leads.srno, leadSrno)),
  ])
  if (!lead || !canSeeOwner(owners, lead.ownerSrno)) throw new AppError('LEAD_NOT_FOUND')
  return { lead, owners }
}

/** The people below the viewer (not the viewer), by name: whose work a manager follows. */
export async function teamOf(db: Db | Tx, viewer: Viewer) {
  const owners = await visibleOwners(db, viewer)
  const query = db.select({ srno: users.srno, userId: users.userId, name: users.userName }).from(users)
  const rows = owners.all
    ? await query.orderBy(asc(users.userName))
    : await query.where(inArray(users.srno, owners.ids)).orderBy(asc(users.userName))
  return rows.filter((r) => r.srno !== viewer.userSrno && r.srno !== 1)
}
