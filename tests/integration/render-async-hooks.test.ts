// @single-pass: what a server render leaves turned on in the process (no async hook), not the database.
import { executionAsyncResource } from 'node:async_hooks'
import { expect, it } from 'vitest'
import { useTestServer } from '../helpers/server.ts'

// A server render must not turn on an AsyncLocalStorage: on Node 20 that turns on an async hook for the rest of the
// process, and every later request pays for it in each promise and tick, the prerendered pages included (ADR 0247).

const server = useTestServer()

/**
 * Whether an AsyncLocalStorage is on in this process: Node then copies each store onto every new async resource
 * (here the timer's), as an own property keyed by the store's symbol.
 */
async function storesOnNewResources(): Promise<number> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const resource = executionAsyncResource()
      resolve(Object.getOwnPropertySymbols(resource).filter((s) => s.description === 'kResourceStore').length)
    }, 0),
  )
}

it('rendering pages (sign-in, the 404 page in both languages) turns on no AsyncLocalStorage', async () => {
  expect(await storesOnNewResources()).toBe(0)
  for (const [page, status] of [
    ['/login', 200],
    ['/hi/no-such-page', 404],
    ['/no-such-page', 404],
  ] as const) {
    const response = await fetch(`${server.url}${page}`)
    expect(response.status, page).toBe(status)
    expect(await response.text(), page).toContain('</html>')
  }
  expect(await storesOnNewResources()).toBe(0)
})

it('the check sees a store once one has run (so the test above can fail)', async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks')
  const before = await storesOnNewResources()
  const store = new AsyncLocalStorage<number>()
  store.run(1, () => {})
  expect(await storesOnNewResources()).toBe(before + 1)
  store.disable()
})
