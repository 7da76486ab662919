import { and, asc, eq } from 'drizzle-orm'
import { groupRights, rightGroups, rights } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { Actor, ActorRef } from '#app/domain/auth/actor.ts'
import { caselessTaken } from '#app/lib/caseless.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { ADMINISTRATOR_GROUP, flagsAll, type RightFlags, rightFlags } from './catalogue.ts'

/** List rows (spec section 3: group_srno, group_name). */
export async function listGroups(db: Db) {
  return db.select({ srno: rightGroups.srno, name: rightGroups.name }).from(rightGroups).orderBy(asc(rightGroups.srno))
}

/** The Right dropdown (name/value pairs): every right of the tree. */
export async function rightOptions(db: Db) {
  const rows = await db
    .select({ srno: rights.srno, key: rights.key, description: rights.description })
    .from(rights)
    .orderBy(asc(rights.srno))
  return rows.map((r) => ({ name: `${r.description} (${r.key})`, value: r.srno }))
}

/** A group's detail (srno, group, detail rows with right_* columns of spec section 3). */
export async function getGroup(db: Db, srno: number) {
  const [group] = await db.select().from(rightGroups).where(eq(rightGroups.srno, srno))
  if (!group) throw new AppError('GROUP_NOT_FOUND', { status: 404 })
  const detail = await db
    .select({
      rightSrno: rights.srno,
      key: rights.key,
      description: rights.description,
      parent: rights.parent,
      level: rights.level,
      query: groupRights.canQuery,
      add: groupRights.canAdd,
      edit: groupRights.canEdit,
    })
    .from(groupRights)
    .innerJoin(rights, eq(rights.srno, groupRights.rightSrno))
    .where(eq(groupRights.groupSrno, srno))
    .orderBy(asc(rights.srno))
  return { srno: group.srno, group: group.name, detail }
}

/** Adds a right group (the group name is editable only when adding, spec section 4). Names are unique. */
export async function createGroup(db: Db, actor: ActorRef, name: string): Promise<number> {
  return db.transaction(async (tx) => {
    if (await caselessTaken(tx, rightGroups, rightGroups.name, name))
      throw new AppError('GROUP_NAME_TAKEN', { field: 'name' })
    const [row] = await tx.insert(rightGroups).values({ name }).returning({ srno: rightGroups.srno })
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'group-created',
      description: `Created right group "${name}" (serial ${row!.srno})`,
      ip: actor.ip,
    })
    return row!.srno
  })
}

/**
 * Sets a group's Query/Add/Edit flags for one right. Rights are read on every request, so the change takes effect
 * at the holders' next request. Rules that keep the rights from being raised or lost:
 * - nobody changes the rights of their own group (a holder of RIGHT edit could otherwise raise themselves);
 * - a flag can only be given or taken away by someone who holds it (otherwise a group made for a proxy account
 *   would do, and a RIGHT editor without CRM could strip CRM from Manager; ADR 0090);
 * - the Administrator group keeps every right, so the product always has a group that can do everything;
 * - the last group holding RIGHT edit keeps it, so rights can always still be changed.
 */
export async function setGroupRight(
  db: Db,
  actor: Actor,
  input: { srno: number; right: number } & RightFlags,
): Promise<void> {
  if (input.srno === actor.rightGroup) throw new AppError('GROUP_OWN')
  await db.transaction(async (tx) => {
    const [group] = await tx.select().from(rightGroups).where(eq(rightGroups.srno, input.srno))
    if (!group) throw new AppError('GROUP_NOT_FOUND', { status: 404 })
    const [right] = await tx.select().from(rights).where(eq(rights.srno, input.right))
    if (!right) throw new AppError('RIGHT_NOT_FOUND')
    if (input.srno === ADMINISTRATOR_GROUP && !rightFlags.every((flag) => input[flag])) {
      throw new AppError('GROUP_ADMINISTRATOR_FIXED')
    }
    // Locked with the row it is compared to, so the flags that change are the flags the actor was checked for.
    const [current] = await tx
      .select({ query: groupRights.canQuery, add: groupRights.canAdd, edit: groupRights.canEdit })
      .from(groupRights)
      .where(and(eq(groupRights.groupSrno, input.srno), eq(groupRights.rightSrno, input.right)))
      .for('update')
    const mine = actor.rights.get(right.key)
    const before = current ?? flagsAll(false)
    if (rightFlags.some((flag) => input[flag] !== before[flag] && !mine?.[flag])) {
      throw new AppError('GROUP_NOT_GRANTABLE')
    }
    if (right.key === 'RIGHT' && !input.edit) {
      // Locked, so two concurrent changes cannot each think another group still holds it.
      const holders = await tx
        .select({ group: groupRights.groupSrno })
        .from(groupRights)
        .where(and(eq(groupRights.rightSrno, right.srno), eq(groupRights.canEdit, true)))
        .for('update')
      if (holders.every((h) => h.group === input.srno)) throw new AppError('GROUP_LAST_RIGHT_EDITOR')
    }
    const values = { canQuery: input.query, canAdd: input.add, canEdit: input.edit }
    await tx
      .insert(groupRights)
      .values({ groupSrno: input.srno, rightSrno: input.right, ...values })
      .onConflictDoUpdate({ target: [groupRights.groupSrno, groupRights.rightSrno], set: values })
    const yn = (b: boolean) => (b ? 'Yes' : 'No')
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'group-right-changed',
      description: `Group "${group.name}": ${right.key} set to Query ${yn(input.query)}, Add ${yn(input.add)}, Edit ${yn(input.edit)}`,
      ip: actor.ip,
    })
  })
}

export async function groupExists(db: Db, srno: number): Promise<boolean> {
  const [row] = await db
    .select({ srno: rightGroups.srno })
    .from(rightGroups)
    .where(and(eq(rightGroups.srno, srno)))
  return Boolean(row)
}
