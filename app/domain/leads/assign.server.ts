import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { leads, users } from '#app/db/schema.ts'
import { alertLeadsGiven } from '#app/domain/alerts/make.server.ts'
import type { LeadSource } from '#app/domain/alerts/words.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { MAX_TICKED } from './assign-schemas.ts'
import { filterConditions } from './lead-filter.server.ts'
import { CLOSED_STATUS, type LeadFilter } from './schemas.ts'
import { ownerIsVisible, usersBelow, type Viewer, visibleOwners } from './visibility.server.ts'

/**
 * Lead owner and assignment (D51). A lead has one owner (at first its creator); who sees it follows the owner (D24).
 *
 * - Who may give leads: a holder of CRM edit, the leads they can see. Who may receive them: for an ADMIN holder any
 *   active user; for anyone else an active user of their own subtree (themself or someone reporting to them,
 *   directly or through others).
 * - "Move all leads of a person": an ADMIN holder, or a CRM edit holder above that person (not for themself), moves
 *   every lead that person owns to one receiver, in one transaction.
 * - Every change of owner writes one activity row on the lead: from whom, to whom, by whom.
 *
 * Each change is one SQL statement: the leads are locked in serial order (`FOR UPDATE`, so two changes of the same
 * leads queue instead of deadlocking, and the second reads the first's owner as its "from"), updated, and their
 * activity rows inserted from the updated rows. A lead already owned by the receiver is left as it is (no row).
 * A visit recorded on a lead while it moves is kept: visits belong to the lead, not to its owner.
 */

export interface Assignee {
  srno: number
  userId: string
  name: string
}

/** The people an actor may give leads to, by name: every active user for ADMIN, else their active subtree. */
export async function assignableUsers(db: Db | Tx, actor: Viewer): Promise<Assignee[]> {
  const below = isAdmin(actor) ? null : await usersBelow(db, actor.userSrno)
  return db
    .select({ srno: users.srno, userId: users.userId, name: users.userName })
    .from(users)
    .where(and(eq(users.active, 1), below ? inArray(users.srno, below) : undefined))
    .orderBy(asc(users.userName), asc(users.userId))
}

function isAdmin(actor: Viewer): boolean {
  return hasRight(actor.rights, 'ADMIN', 'query')
}

/** The receiver, if the actor may give leads to them; ASSIGNEE_NOT_ALLOWED (on the form's `field`) otherwise. */
export async function receiverFor(db: Db | Tx, actor: Viewer, toSrno: number, field = 'to'): Promise<Assignee> {
  const [to] = await db
    .select({ srno: users.srno, userId: users.userId, name: users.userName, active: users.active })
    .from(users)
    .where(eq(users.srno, toSrno))
  const allowed =
    to !== undefined && to.active === 1 && (isAdmin(actor) || (await usersBelow(db, actor.userSrno)).includes(to.srno))
  if (!allowed || !to) throw new AppError('ASSIGNEE_NOT_ALLOWED', { field })
  return { srno: to.srno, userId: to.userId, name: to.name }
}

/**
 * Holds the receiver's user row (FOR SHARE) until the transaction that gives them leads commits, and refuses a
 * receiver who is not active by then (ADR 0169). Saving a user (users.server.ts saveUser) locks the same row FOR
 * UPDATE before it looks at the user's leads, so the two exclude each other: either the leads are given first and the
 * save, after them, sees them and asks who gets them (ADR 0141), or the user is inactive first and the gift is refused.
 * `receiverFor`, read before the transaction, alone could let an inactive user end up owning leads.
 */
export async function holdReceiver(tx: Tx, srno: number, field = 'to'): Promise<void> {
  const [row] = await tx.select({ active: users.active }).from(users).where(eq(users.srno, srno)).for('share')
  if (row?.active !== 1) throw new AppError('ASSIGNEE_NOT_ALLOWED', { field })
}

/** Which leads an assignment from the list covers: those ticked, or all that match the list's filter. */
export type AssignTarget = { leadIds: number[] } | { filter: LeadFilter }

/**
 * Changes the owner of many leads in one statement (see the module comment). `where` selects the leads; the
 * receiver's own leads are skipped. Answers how many changed owner.
 */
async function changeOwner(
  tx: Tx,
  actor: Viewer,
  where: SQL,
  to: Assignee,
  how: string,
  source: LeadSource,
): Promise<number> {
  // The open leads' counts per owner and next-visit date (lead_due_counts) are adjusted below once per owner and
  // date; the per-lead trigger stands aside for this statement (migration 0013), which would otherwise update the
  // same count rows once per lead and take minutes for 100,000 leads.
  await tx.execute(sql`select set_config('crm.bulk_owner_move', 'on', true)`)
  const result = (await tx.execute(sql`
    with picked as (
      select ${leads.srno} as srno, ${leads.ownerSrno} as from_srno from ${leads}
      where ${where} and ${leads.ownerSrno} <> ${to.srno}
      order by ${leads.srno}
      for update
    ), moved as (
      update ${leads} set ${sql.identifier(leads.ownerSrno.name)} = ${to.srno},
        ${sql.identifier(leads.updatedAt.name)} = now()
      from picked where ${leads.srno} = picked.srno
      returning picked.srno, picked.from_srno, ${leads.statusSrno} as status, ${leads.nextVisit} as next_visit
    ), due as (
      select from_srno, next_visit, count(*)::int as n from moved
      where status <> ${CLOSED_STATUS} and next_visit is not null
      group by from_srno, next_visit
    ), lessened as (
      update lead_due_counts c set open_leads = c.open_leads - due.n from due
      where c.um_srno = due.from_srno and c.next_visit = due.next_visit and c.open_leads > due.n
      returning 1
    ), emptied as (
      delete from lead_due_counts c using due
      where c.um_srno = due.from_srno and c.next_visit = due.next_visit and c.open_leads <= due.n
      returning 1
    ), added as (
      insert into lead_due_counts (um_srno, next_visit, open_leads)
      select ${to.srno}::integer, next_visit, sum(n)::int from due group by next_visit
      on conflict (um_srno, next_visit) do update set open_leads = lead_due_counts.open_leads + excluded.open_leads
      returning 1
    ), logged as (
      insert into activity_log (um_srno, um_id, tal_action, tal_desc, tl_srno, ip)
      select ${actor.userSrno}::integer, ${actor.userId.slice(0, 60)}::text, 'lead-assigned',
        ${how}::text || ' from ' || f.um_username || ' (' || f.um_id || ') to ' || ${`${to.name} (${to.userId})`}::text
          || ' by ' || ${actor.userId}::text,
        moved.srno, ${actor.ip.slice(0, 64)}::text
      from moved join users f on f.um_srno = moved.from_srno
      order by moved.srno
      returning 1
    )
    select (select count(*) from logged)::int as changed,
      coalesce((select array_agg(srno order by srno) from moved), '{}') as ids`)) as unknown as {
    rows: { changed: number; ids: number[] }[]
  }
  await tx.execute(sql`select set_config('crm.bulk_owner_move', 'off', true)`)
  // D61: the receiver hears of the leads given to them, in this same transaction.
  const ids = (result.rows[0]?.ids ?? []).map(Number)
  await alertLeadsGiven(tx, { leadIds: ids, receiverSrno: to.srno, source, bySrno: actor.userSrno })
  return Number(result.rows[0]?.changed ?? 0)
}

/**
 * Gives leads the actor can see to `toSrno` (D51): the ticked ones, or every one matching the list's filter. Needs
 * CRM edit. Ticked leads the actor cannot see are not touched (and not told apart from ones that do not exist).
 */
export async function assignLeads(
  db: Db,
  actor: Viewer,
  target: AssignTarget,
  toSrno: number,
  today = todayInIndia(),
): Promise<{ changed: number; to: Assignee }> {
  if (!hasRight(actor.rights, 'CRM', 'edit')) throw new AppError('FORBIDDEN')
  if ('leadIds' in target && target.leadIds.length === 0) throw new AppError('ASSIGN_NOTHING_SELECTED')
  if ('leadIds' in target && target.leadIds.length > MAX_TICKED) throw new AppError('BAD_REQUEST')
  const to = await receiverFor(db, actor, toSrno, 'assignTo')
  const owners = await visibleOwners(db, actor)
  const which = 'leadIds' in target ? [inArray(leads.srno, target.leadIds)] : filterConditions(target.filter, today)
  const where = and(ownerIsVisible(owners), ...which) ?? sql`true`
  const how = 'leadIds' in target && target.leadIds.length === 1 ? 'Lead given' : 'Lead given (with others)'
  const changed = await db.transaction(async (tx) => {
    await holdReceiver(tx, to.srno, 'assignTo')
    return changeOwner(tx, actor, where, to, how, 'assign')
  })
  return { changed, to }
}

/** Whether the actor may move all leads of `fromSrno`: ADMIN, or CRM edit and `fromSrno` strictly below them. */
export async function mayMoveLeadsOf(db: Db | Tx, actor: Viewer, fromSrno: number): Promise<boolean> {
  if (isAdmin(actor)) return true
  if (!hasRight(actor.rights, 'CRM', 'edit') || fromSrno === actor.userSrno) return false
  return (await usersBelow(db, actor.userSrno)).includes(fromSrno)
}

/**
 * Moves every lead `fromSrno` owns to `toSrno` in one transaction, one activity row per lead (D51): for a departing
 * field user's replacement. Allowed to an ADMIN holder, or to a CRM edit holder above `fromSrno`; the receiver as for
 * any assignment. `tx` lets a caller (setting a user inactive) run it inside its own transaction.
 */
export async function moveAllLeads(
  db: Db | Tx,
  actor: Viewer,
  fromSrno: number,
  toSrno: number,
): Promise<{ changed: number; to: Assignee }> {
  if (fromSrno === toSrno) throw new AppError('MOVE_SAME_PERSON', { field: 'to' })
  if (!(await mayMoveLeadsOf(db, actor, fromSrno))) throw new AppError('MOVE_NOT_ALLOWED', { field: 'from' })
  const to = await receiverFor(db, actor, toSrno)
  const run = async (tx: Tx) => {
    await holdReceiver(tx, to.srno)
    return changeOwner(tx, actor, eq(leads.ownerSrno, fromSrno), to, 'Moved with all leads', 'move')
  }
  const changed = await (db as Db).transaction(run)
  return { changed, to }
}

/** How many leads a person owns (the move screen and the user form say it before moving). */
export async function leadsOwnedBy(db: Db | Tx, srno: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(leads).where(eq(leads.ownerSrno, srno))
  return Number(row?.n ?? 0)
}

/**
 * The people whose leads the actor may move, with how many leads each owns: everyone who owns a lead, for ADMIN;
 * else the people below the actor (not the actor). Inactive people are included (a departed user's leads).
 */
export async function movableOwners(db: Db | Tx, actor: Viewer) {
  const below = isAdmin(actor) ? null : (await usersBelow(db, actor.userSrno)).filter((s) => s !== actor.userSrno)
  if (below && below.length === 0) return []
  const counts = db
    .select({ owner: leads.ownerSrno, n: sql<number>`count(*)::int`.as('n') })
    .from(leads)
    .where(below ? inArray(leads.ownerSrno, below) : undefined)
    .groupBy(leads.ownerSrno)
    .as('counts')
  return db
    .select({ srno: users.srno, userId: users.userId, name: users.userName, active: users.active, leads: counts.n })
    .from(users)
    .innerJoin(counts, eq(counts.owner, users.srno))
    .where(ne(users.srno, actor.userSrno))
    .orderBy(asc(users.userName), asc(users.userId))
}
