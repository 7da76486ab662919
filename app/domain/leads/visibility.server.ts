import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { leads, users } from '#app/db/schema.ts'
import type { Viewer } from '#app/domain/auth/actor.ts'
import { SUPER_ADMIN_SRNO } from '#app/domain/rights/catalogue.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'

/**
 * Who sees which leads (D24): a user sees, and works, the leads they created and those of everyone who reports to
 * them, directly or through others; holders of the ADMIN right see all. Every CRM read and write goes through
 * `visibleOwners`, so the rule lives in one place. Where it is applied: lists, counts, reports and the team panel put
 * it in the query's WHERE (`ownerIsVisible`, `isTeamMember`), so rows the viewer may not see are never read. Two
 * readers check it on the rows they read instead: `visibleLead`, which reads one lead by its id and answers
 * LEAD_NOT_FOUND for one on another branch (the lead and the viewer's owners are read at once, and nothing of a
 * refused lead leaves this layer), and `leadsWithMobile` (D38), which must count the other leads with the same
 * mobile number without naming them. Both use `canSeeOwner`, the same rule in code.
 */

export type { Viewer } from '#app/domain/auth/actor.ts'

/** The viewer of a signed-in staff member's request: the guard's one actor value, the same object all request long
 * (so the parts of a page share one reading of who is visible, below). */
export function viewerOf(staff: { actor: Viewer }): Viewer {
  return staff.actor
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

// A viewer lives for one request; the parts of a page that ask who is visible (the list, the team panel) share one
// walk of the reporting lines.
const ownersOf = new WeakMap<Viewer, Promise<Owners>>()

export function visibleOwners(db: Db | Tx, viewer: Viewer): Promise<Owners> {
  if (hasRight(viewer.rights, 'ADMIN', 'query')) return Promise.resolve({ all: true })
  let owners = ownersOf.get(viewer)
  if (!owners) {
    owners = usersBelow(db, viewer.userSrno).then((ids): Owners => ({ all: false, ids }))
    ownersOf.set(viewer, owners)
    // A failed walk is not kept: the next caller asks again.
    owners.catch(() => ownersOf.delete(viewer))
  }
  return owners
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

/**
 * The condition "a user below the viewer" (not the viewer, nor the built-in administrator, serial 1): whose work a
 * manager follows. `owners` is what `visibleOwners` answered for the viewer.
 */
export function isTeamMember(owners: Owners, viewer: Viewer): SQL | undefined {
  return and(
    owners.all ? undefined : inArray(users.srno, owners.ids),
    ne(users.srno, viewer.userSrno),
    ne(users.srno, SUPER_ADMIN_SRNO),
  )
}

/** The same rule for one user: `userSrno` is in the team of `viewerSrno` when below them (D24) and neither of the two
 * excluded above; the digest applies it to the reporting lines' users below. */
export function inTeamOf(viewerSrno: number, userSrno: number): boolean {
  return userSrno !== viewerSrno && userSrno !== SUPER_ADMIN_SRNO
}

/** The people below the viewer (not the viewer), by name: whose work a manager follows. */
export async function teamOf(db: Db | Tx, viewer: Viewer) {
  const owners = await visibleOwners(db, viewer)
  return db
    .select({ srno: users.srno, userId: users.userId, name: users.userName })
    .from(users)
    .where(isTeamMember(owners, viewer))
    .orderBy(asc(users.userName))
}
