/**
 * Rows of a large query, read a page at a time by key (keyset paging), so a download of millions of rows holds one
 * page in memory on either database driver. Between pages it checks the signal: a client that goes away stops the
 * reading, and no query runs after that.
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
  }
}
