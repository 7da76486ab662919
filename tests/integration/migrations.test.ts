import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DatabaseTooNewError, type DbHandle, knownMigrations, openEmbedded, openPostgres } from '#app/lib/db.server.ts'
import { messageFor } from '#app/lib/errors.ts'
import { createTestDatabase } from '../helpers/db.ts'
import { freePort, runServer } from '../helpers/process.ts'

// Migrations run once when several servers start together (an advisory lock on PostgreSQL), and a server refuses a
// database that a newer version has migrated further than it knows.

const onPostgres = Boolean(process.env.DATABASE_URL)
const tooNew = messageFor('DATABASE_TOO_NEW', {
  applied: String(knownMigrations().count + 1),
  known: String(knownMigrations().count),
})

/** What a newer version leaves behind: one more applied migration, newer than any this build has. */
async function migrateAsANewerVersion(db: DbHandle['db']) {
  const newer = knownMigrations().newest + 86_400_000
  await db.execute(
    sql.raw(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${newer})`),
  )
}

async function appliedCount(db: DbHandle['db']) {
  const r = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[]
  }
  return r.rows[0]!.n
}

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('several servers opening one new database together migrate it once', async () => {
    const fresh = await createTestDatabase({ seed: false })
    try {
      const opened = await Promise.all(Array.from({ length: 4 }, () => openPostgres(fresh.url!)))
      await Promise.all(opened.map((h) => h.close()))
      expect(await appliedCount(fresh.db)).toBe(knownMigrations().count)
    } finally {
      await fresh.close()
    }
  })

  it('refuses to start, with one clear line, on a database a newer version has migrated further', async () => {
    const db = await createTestDatabase({ seed: false })
    try {
      await migrateAsANewerVersion(db.db)
      await expect(openPostgres(db.url!)).rejects.toThrow(DatabaseTooNewError)
      const server = runServer({ DATABASE_URL: db.url, PORT: String(await freePort()), ADMIN_PASSWORD: 'Admin1234' })
      expect(await server.exited).toBe(1)
      expect(server.output().trim()).toBe(tooNew)
    } finally {
      await db.close()
    }
  })
})

describe.runIf(!onPostgres)('on the embedded database', () => {
  it('refuses to start, with one clear line, on a data folder a newer version has migrated further', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'migrations-'))
    const embedded = await openEmbedded(dataDir)
    await migrateAsANewerVersion(embedded.db)
    await embedded.close()
    await expect(openEmbedded(dataDir)).rejects.toThrow(tooNew)
    const server = runServer({
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ADMIN_PASSWORD: 'Admin1234',
    })
    expect(await server.exited).toBe(1)
    expect(server.output().trim()).toBe(tooNew)
  })
})
