/**
 * The browser storage the offline modules read, stubbed on `globalThis` for a unit test in Node: `window`, a
 * `document` whose cookie carries the session's key of the offline copy (ADR 0170), and localStorage in memory;
 * `more` adds further globals (Cache Storage). IndexedDB comes from fake-indexeddb, imported by the test itself.
 */
export function stubBrowserStorage(more: Record<string, unknown> = {}) {
  const local = new Map<string, string>()
  const phone = { cookie: 'staff=1; office-copy=session-one' }
  Object.assign(globalThis, {
    window: globalThis,
    document: phone,
    localStorage: {
      getItem: (k: string) => local.get(k) ?? null,
      setItem: (k: string, v: string) => void local.set(k, v),
      removeItem: (k: string) => void local.delete(k),
    },
    ...more,
  })
  return { local, phone }
}

/** The names of the IndexedDB databases there are now (fake-indexeddb's), to see which the offline code kept. */
export async function databaseNames() {
  return (await indexedDB.databases()).map((d) => d.name)
}
