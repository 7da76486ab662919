import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { seedDatabase } from '#app/db/seed.server.ts'
import { type DbHandle, openMemoryDatabase, openPostgres } from '#app/lib/db.server.ts'

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
    const name = `t_${randomBytes(8).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const target = new URL(url)
    target.pathname = `/${name}`
    const opened = await openPostgres(target.toString())
    handle = {
      ...opened,
      url: target.toString(),
      close: async () => {
        await opened.close()
        const dropper = new pg.Client({ connectionString: url })
        await dropper.connect()
        await dropper.query(`drop database if exists ${name} with (force)`)
        await dropper.end()
      },
    }
  }
  if (options.seed !== false) await seedDatabase(handle.db, { adminPassword: TEST_ADMIN_PASSWORD })
  return handle
}
