import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm'
import { groupRights, rights } from '#app/db/schema.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { flagsAll, type RightFlag, type RightFlags, type RightKey, rightFlags } from './catalogue.ts'

export type { RightFlags }
export type RightsMap = ReadonlyMap<string, RightFlags>

const none: RightFlags = flagsAll(false)

/** A group's rights, read fresh on every request so a change takes effect at the holders' next request. */
export async function rightsOfGroup(db: Db | Tx, groupSrno: number): Promise<RightsMap> {
  const rows = await db
    .select({ key: rights.key, query: groupRights.canQuery, add: groupRights.canAdd, edit: groupRights.canEdit })
    .from(groupRights)
    .innerJoin(rights, eq(rights.srno, groupRights.rightSrno))
    .where(eq(groupRights.groupSrno, groupSrno))
  return new Map(rows.map((r) => [r.key, { query: r.query, add: r.add, edit: r.edit }]))
}

/**
 * The same rights as `rightsOfGroup`, as a subquery of another query (the session lookup reads its user's rights in
 * the same round trip): a JSON array of [key, query, add, edit]; `rightsFromJson` turns it into the map.
 */
export function groupRightsJson(groupSrno: AnyColumn): SQL<[string, boolean, boolean, boolean][]> {
  return sql<[string, boolean, boolean, boolean][]>`(
    select coalesce(json_agg(json_build_array(${rights.key}, ${groupRights.canQuery}, ${groupRights.canAdd}, ${groupRights.canEdit})), '[]'::json)
    from ${groupRights} inner join ${rights} on ${rights.srno} = ${groupRights.rightSrno}
    where ${groupRights.groupSrno} = ${groupSrno})`
}

export function rightsFromJson(rows: [string, boolean, boolean, boolean][]): RightsMap {
  return new Map(rows.map(([key, query, add, edit]) => [key, { query, add, edit }]))
}

export function flagsOf(map: RightsMap, key: RightKey): RightFlags {
  return map.get(key) ?? none
}

export function hasRight(map: RightsMap, key: RightKey, flag: RightFlag): boolean {
  return flagsOf(map, key)[flag]
}

/** Whether every flag a group holds is also held in `holder` (a user may not hand out or take over more than they have). */
export function isWithin(rights: RightsMap, holder: RightsMap): boolean {
  for (const [key, flags] of rights) {
    const mine = holder.get(key) ?? none
    if (rightFlags.some((flag) => flags[flag] && !mine[flag])) return false
  }
  return true
}
