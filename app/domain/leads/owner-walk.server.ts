import { type SQL, sql } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * Reading the leads of a viewer who sees part of them owner by owner (ADR 0041): each owner's leads from that owner's
 * index, never the one all-leads index walked until enough of theirs turn up.
 */

/** The orders a walk follows: by next visit (open leads), newest or oldest created first. */
export type Walk = 'nextVisit' | 'newest' | 'oldest'

function intArray(ids: number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`
}

/**
 * Leads of the given owners in one order, walked owner by owner on that owner's index ((owner, created) or, for open
 * leads by next visit, (owner, next visit)) at most as far as the page asked for, and the few candidates merged.
 * For a viewer who sees part of the leads, a search or the Today order would otherwise walk the one all-leads index
 * until twenty of theirs turn up, which for a word common elsewhere but absent from theirs reads the whole table
 * (ADR 0041). Answers the serials of rows offset+1 to offset+limit.
 */
export async function walkOwners(
  db: Db,
  ids: number[],
  where: SQL | undefined,
  walk: Walk,
  limit: number,
  offset: number,
): Promise<number[]> {
  if (ids.length === 0) return []
  const filter = where ? sql`and ${where}` : sql``
  const key = walk === 'nextVisit' ? leads.nextVisit : leads.createdAt
  const dir = walk === 'newest' ? sql`desc` : sql`asc`
  const found = (await db.execute(sql`
    select f.srno from unnest(${intArray(ids)}) o(id)
    cross join lateral (
      select ${leads.srno} as srno, ${key} as k from ${leads}
      where ${leads.ownerSrno} = o.id ${filter}
      order by ${key} ${dir}, ${leads.srno} ${dir} limit ${offset + limit}
    ) f
    order by f.k ${dir}, f.srno ${dir}
    limit ${limit} offset ${offset}`)) as unknown as { rows: { srno: number }[] }
  return found.rows.map((r) => Number(r.srno))
}

/** How many leads of the given owners match, owner by owner, counting no further than `cap` (ADR 0041). */
export async function walkCount(db: Db, ids: number[], where: SQL | undefined, cap: number): Promise<number> {
  if (ids.length === 0) return 0
  const filter = where ? sql`and ${where}` : sql``
  const counted = (await db.execute(sql`
    select count(*)::int as total from (
      select 1 from unnest(${intArray(ids)}) o(id)
      cross join lateral (select 1 from ${leads} where ${leads.ownerSrno} = o.id ${filter} limit ${cap}) f
      limit ${cap}
    ) c`)) as unknown as { rows: { total: number }[] }
  return Number(counted.rows[0]?.total ?? 0)
}
