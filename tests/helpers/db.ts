import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, inject } from 'vitest'
import { seedDatabase } from '#app/domain/setup/seed.server.ts'
import { type DbHandle, openMemoryDatabase, openPostgres } from '#app/lib/db.server.ts'
import { scratchDatabase } from '../../scripts/lib/harness.mjs'

export const TEST_ADMIN_PASSWORD = 'Admin1234'

/** A test database; `url` is set on PostgreSQL, so server processes can be started on the same database. */
export type TestDatabase = DbHandle & { url?: string }

/**
 * The databases the integration suite's global set-up migrated (`bare`) and also seeded (`seeded`) once for the run:
 * tarballs of a PGlite folder, or PostgreSQL databases to copy with `CREATE DATABASE ... TEMPLATE`.
 */
export interface TemplateDatabases {
  kind: DbHandle['kind']
  bare: string
  seeded: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: TemplateDatabases
  }
}

/** The run's templates for the database in use, or undefined outside the integration project (which provides them). */
function templateFor(kind: DbHandle['kind']): TemplateDatabases | undefined {
  try {
    const provided = inject('databaseTemplates')
    return provided?.kind === kind ? provided : undefined
  } catch {
    return undefined
  }
}

// A worker runs many files: each template's tarball is read from disk once per worker.
const tarballs = new Map<string, Blob>()
function tarball(file: string): Blob {
  let blob = tarballs.get(file)
  if (!blob) {
    blob = new Blob([readFileSync(file)])
    tarballs.set(file, blob)
  }
  return blob
}

/**
 * A fresh, migrated (and by default seeded) database for one test file: an in-memory PGlite, or, when DATABASE_URL
 * is set, a new PostgreSQL database created for this file and dropped afterwards, so runs never see each other's
 * data. Both start as a copy of the run's template (migrated and seeded once by the global set-up), so a file pays
 * for neither; without a template (a file run outside the integration project) the database is migrated here.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL
  const template = templateFor(url ? 'postgres' : 'pglite')
  const copied = template?.[options.seed === false ? 'bare' : 'seeded']
  let handle: TestDatabase
  if (!url) {
    handle = await openMemoryDatabase(copied ? tarball(copied) : undefined)
  } else {
    const scratch = await scratchDatabase(url, 't', copied)
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
  if (options.seed !== false && !template) await seedDatabase(handle.db, { adminPassword: TEST_ADMIN_PASSWORD })
  return handle
}

/**
 * How long a test file's database and server may take to be ready: copying the template takes a second or two alone,
 * but much longer on a machine busy with other suites, more than Vitest's hook timeout.
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
