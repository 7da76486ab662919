import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm'
import { groupRights, rights } from '#app/db/schema.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import type { RightFlag, RightKey } from './catalogue.ts'

export type RightFlags = Record<RightFlag, boolean>
export type RightsMap = ReadonlyMap<string, RightFlags>

const none: RightFlags = { query: false, add: false, edit: false }

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

/** The spec's page rights (section 3): query, add, edit as '1' or '0'. */
export function pageRights(map: RightsMap, key: RightKey): { query: '1' | '0'; add: '1' | '0'; edit: '1' | '0' } {
  const f = flagsOf(map, key)
  return { query: f.query ? '1' : '0', add: f.add ? '1' : '0', edit: f.edit ? '1' : '0' }
}

/**
 * The rights reply of a session's user: while a password change is forced (D13) the session is live but opens
 * nothing, so every right answers '0'.
 */
export function rightsReplyOf(user: { chgPwOnLogon: number } | null, map: RightsMap | null) {
  if (!user || !map) return headerRightsReply(null)
  return headerRightsReply(user.chgPwOnLogon === 1 ? new Map() : map)
}

/**
 * The reply of `/api/rights`, which the header's Admin menu reads: the spec's reply plus ENQUIRY and BLOG, the
 * back-office screens that came after the spec (the web-enquiries inbox, blog authoring). The older client's
 * `right_a.php` keeps the spec's keys only. While a password change is forced, every flag is '0' here too.
 */
export function menuRightsReply(user: { chgPwOnLogon: number } | null, map: RightsMap | null) {
  const open = user && map && user.chgPwOnLogon !== 1 ? map : null
  const q = (key: RightKey) => (open && hasRight(open, key, 'query') ? '1' : '0')
  return { ...rightsReplyOf(user, map), ENQUIRY: q('ENQUIRY'), BLOG: q('BLOG') }
}

/** The spec's rights reply for the header (section 3): ADMIN, USER, CRM, RIGHT as '1'/'0', and LOGOUT (D21). */
export function headerRightsReply(map: RightsMap | null) {
  const q = (key: RightKey) => (map && hasRight(map, key, 'query') ? '1' : '0')
  return { ADMIN: q('ADMIN'), USER: q('USER'), CRM: q('CRM'), RIGHT: q('RIGHT'), LOGOUT: map ? '1' : '0' } as const
}

/** Whether every flag a group holds is also held in `holder` (a user may not hand out or take over more than they have). */
export function isWithin(rights: RightsMap, holder: RightsMap): boolean {
  for (const [key, flags] of rights) {
    const mine = holder.get(key) ?? none
    if ((flags.query && !mine.query) || (flags.add && !mine.add) || (flags.edit && !mine.edit)) return false
  }
  return true
}
