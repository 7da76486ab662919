import { afterAll, beforeAll } from 'vitest'
import { seedDatabase } from '#app/domain/setup/seed.server.ts'
import { type DbHandle, openMemoryDatabase, openPostgres } from '#app/lib/db.server.ts'
import { scratchDatabase } from '../../scripts/lib/harness.mjs'

export const TEST_ADMIN_PASSWORD = 'Admin1234'

/** A test database; `url` is set on PostgreSQL, so server processes can be started on the same database. */
export type TestDatabase = DbHandle & { url?: string }

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new PostgreSQL
 * database created for this file and dropped afterwards, so runs never see each other's data.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL
  let handle: TestDatabase
  if (!url) {
    handle = await openMemoryDatabase()
  } else {
    const scratch = await scratchDatabase(url, 't')
    const opened = await openPostgres(scratch.url)
    handle = {
      ...opened,
      url: scratch.url,
      close: async () => {
        await opened.close()
        await scratch.drop()
      },
    }
  }
  if (options.seed !== false) await seedDatabase(handle.db, { adminPassword: TEST_ADMIN_PASSWORD })
  return handle
}

/**
 * How long a test file's database and server may take to be ready: migrating and seeding a database takes a few
 * seconds alone, but half a minute and more on a machine busy with other suites, more than Vitest's hook timeout.
 */
export const SET_UP_TIMEOUT_MS = 180_000

/**
 * A value set by a `beforeAll` and read by the tests: stands for it from the start, so a test file can name it at
 * its top (`const handle = useTestDatabase()`), and says so if it is read before its `beforeAll` has run.
 */
export function lateBound<T extends object>(current: () => T | undefined, what: string): T {
  const target = () => {
    const value = current()
    if (value === undefined) throw new Error(`${what} is used before its beforeAll has run`)
    return value
  }
  return new Proxy({} as T, {
    get(_, key) {
      const value = Reflect.get(target(), key)
      return typeof value === 'function' ? value.bind(target()) : value
    },
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
  })
}

/**
 * The test file's database (`createTestDatabase`), opened before its tests and closed after them: registers its own
 * `beforeAll` and `afterAll`.
 */
export function useTestDatabase(options: { seed?: boolean } = {}): TestDatabase {
  let handle: TestDatabase | undefined
  beforeAll(async () => {
    handle = await createTestDatabase(options)
  }, SET_UP_TIMEOUT_MS)
  afterAll(async () => {
    await handle?.close()
  })
  return lateBound(() => handle, 'The test database')
}
