import { type Column, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './db.server.ts'

/** `column` holds `value` whatever the letter case of either (user ids and group names are unique so). */
export function caselessEquals(column: Column, value: string) {
  return sql`lower(${column}) = ${value.toLowerCase()}`
}

/** Whether a row of `table` already holds `value` in `column`, whatever the letter case: a name someone has taken. */
export async function caselessTaken(db: Db | Tx, table: PgTable, column: Column, value: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(table).where(caselessEquals(column, value)).limit(1)
  return row !== undefined
}
