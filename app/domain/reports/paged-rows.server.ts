import { setImmediate as nextTurn } from 'node:timers/promises'
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { DOWNLOAD_PAGE_ROWS } from './report.ts'

/**
 * Lets the event loop take its turn: requests that arrived, timers, a shutdown signal. A database query on the
 * embedded database (PGlite) runs on this thread and resolves without ever leaving the microtask queue, so a loop of
 * queries that never waits for anything else holds every other request, `/healthz` and SIGTERM included, until it
 * ends. Long work calls this between its steps; on PGlite, the requests let in queue their queries ahead of the
 * next step's.
 */
export function yieldToOthers(): Promise<void> {
  return nextTurn()
}

/**
 * Rows of a large query, read a page at a time by key (keyset paging), so a download of millions of rows holds one
 * page in memory on either database driver and each query's work is bounded. Between pages it lets other requests
 * in (`yieldToOthers`) and checks the signal: a client that goes away, or a server shutting down, stops the reading,
 * and no query runs after that.
 */
export async function* pagedRows<Row, Key>(
  fetchPage: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  options: { pageSize?: number; signal?: AbortSignal } = {},
): AsyncGenerator<Row> {
  const pageSize = options.pageSize ?? 2000
  let after: Key | null = null
  for (;;) {
    if (options.signal?.aborted) return
    const page = await fetchPage(after, pageSize)
    for (const row of page) yield row
    if (page.length < pageSize) return
    after = keyOf(page[page.length - 1] as Row)
    await yieldToOthers()
  }
}

/**
 * A report's rows for a download, ordered by (time, serial): each page after the last row's key, the time as the
 * database writes it (`key`, which keeps the microseconds a Date drops) and its serial.
 */
export function rowsAfterTimeKey<Row extends { key: string; srno: number }>(
  time: AnyPgColumn,
  serial: AnyPgColumn,
  fetchPage: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  signal?: AbortSignal,
): AsyncGenerator<Row> {
  return pagedRows<Row, { key: string; srno: number }>(
    (after, limit) =>
      fetchPage(after ? sql`(${time}, ${serial}) > (${after.key}::timestamptz, ${after.srno})` : undefined, limit),
    (row) => ({ key: row.key, srno: row.srno }),
    { signal, pageSize: DOWNLOAD_PAGE_ROWS },
  )
}

/**
 * A report's rows for a download when what they are made from is read whole first (the (day, person) cells of the
 * range): `rowsOf` makes the rows of DOWNLOAD_PAGE_ROWS of them at a time, letting other requests in between
 * (`yieldToOthers`) and stopping when the client has gone.
 */
export async function* rowsInSteps<Item, Row>(
  items: Item[],
  rowsOf: (step: Item[]) => Promise<Row[]>,
  signal?: AbortSignal,
): AsyncGenerator<Row> {
  for (let at = 0; at < items.length; at += DOWNLOAD_PAGE_ROWS) {
    await yieldToOthers()
    if (signal?.aborted) return
    yield* await rowsOf(items.slice(at, at + DOWNLOAD_PAGE_ROWS))
  }
}
