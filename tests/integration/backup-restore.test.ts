import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { asc, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { storedFiles } from '#app/db/schema.ts'
import { submitQuote } from '#app/domain/enquiries/enquiries.server.ts'
import { sha256Of } from '#app/domain/files/chunks.server.ts'
import { openFile } from '#app/domain/files/open-file.server.ts'
import { storeFile } from '#app/domain/files/store-file.server.ts'
import { seedDatabase } from '#app/domain/setup/seed.server.ts'
import { type Db, type DbHandle, openEmbedded, openPostgres } from '#app/lib/db.server.ts'
import { parseSettings, replaceSettings } from '#app/lib/settings.server.ts'
import { createTestDatabase, TEST_ADMIN_PASSWORD } from '../helpers/db.ts'

// `npm run backup` and `npm run restore` (ADR 0063), run as the built commands: a round trip must give back every
// row of every table and every stored file with its checksum.

const onPostgres = Boolean(process.env.DATABASE_URL)
const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix))

/** Runs a built command (`build/server-entry/<name>.js`) with the given settings. */
function command(name: string, args: string[], env: Record<string, string | undefined>) {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env }
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete fullEnv[k]
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server-entry/${name}.js`, ...args], {
    env: fullEnv,
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  )
}

/** What a backup must give back: the row count of every table, and every stored file's checksum as read. */
async function contents(db: Db) {
  const tables = (await db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] }
  const counts: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const r = (await db.execute(sql.raw(`select count(*)::int as n from ${name}`))) as unknown as {
      rows: { n: number }[]
    }
    counts[name] = r.rows[0]!.n
  }
  const files = []
  for (const row of await db.select().from(storedFiles).orderBy(asc(storedFiles.id))) {
    const read = await sha256Of((await openFile(db, row.id))!.stream)
    expect(read, `file ${row.id} reads back as recorded`).toEqual({ sha256: row.sha256, size: row.size })
    files.push({ id: row.id, sha256: read.sha256, size: read.size })
  }
  return { counts, files }
}

/** Some of everything: users and rights (seed), submissions with their mails, and files of several sizes. */
async function fill(db: Db) {
  replaceSettings(parseSettings({ LOG_LEVEL: 'silent' }))
  await seedDatabase(db, { adminPassword: TEST_ADMIN_PASSWORD })
  for (let i = 0; i < 5; i++) {
    await submitQuote(
      db,
      {
        name: `Backup ${i}`,
        email: 'b@example.in',
        phone: '9876543210',
        location: 'Pune',
        service: 'Fastag',
        message: '',
      },
      'quote',
      { ip: '10.0.0.1', sourcePath: '/', notify: 'info@example.in' },
    )
  }
  for (const size of [0, 1000, 300 * 1024, 1024 * 1024 + 7]) {
    await storeFile(db, Readable.from([randomBytes(size)]), {
      originalName: `f${size}`,
      contentType: 'image/jpeg',
      uploadedBy: 1,
    })
  }
}

describe.runIf(onPostgres)('on PostgreSQL (pg_dump / pg_restore)', () => {
  it('a backup restored into a new database gives back every row and file; a non-empty target is refused', async () => {
    const source = await createTestDatabase({ seed: false })
    let target: DbHandle | undefined
    const targetName = `t_restore_${randomBytes(6).toString('hex')}`
    const targetUrl = new URL(process.env.DATABASE_URL!)
    targetUrl.pathname = `/${targetName}`
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      await fill(source.db)
      const before = await contents(source.db)
      const file = path.join(tempDir('backup-'), 'site.pgdump')
      const backup = await command('backup', [file], { DATABASE_URL: source.url })
      expect(backup.output).toContain(`Backup written: ${file}`)
      expect(backup.code).toBe(0)

      await admin.query(`create database ${targetName}`)
      const restore = await command('restore', [file], { DATABASE_URL: targetUrl.toString() })
      expect(restore.output).toContain('Restored')
      expect(restore.code).toBe(0)
      target = await openPostgres(targetUrl.toString())
      expect(await contents(target.db)).toEqual(before)

      // Restoring over a database with data needs --replace; with it, the database becomes the backup again.
      await storeFile(target.db, Readable.from([Buffer.from('after the backup')]), {
        originalName: 'late',
        contentType: 'text/plain',
        uploadedBy: null,
      })
      const refused = await command('restore', [file], { DATABASE_URL: targetUrl.toString() })
      expect(refused.code).toBe(1)
      expect(refused.output.trim()).toMatch(/^The database is not empty\./)
      await target.close()
      target = undefined
      const replaced = await command('restore', [file, '--replace'], { DATABASE_URL: targetUrl.toString() })
      expect(replaced.code).toBe(0)
      target = await openPostgres(targetUrl.toString())
      expect(await contents(target.db)).toEqual(before)
    } finally {
      await target?.close()
      await admin.query(`drop database if exists ${targetName} with (force)`)
      await admin.end()
      await source.close()
    }
  })
})

describe.runIf(!onPostgres)('on the embedded database', () => {
  it('a backup restored into a new data folder gives back every row and file', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('backup-src-')
    const source = await openEmbedded(dataDir)
    await fill(source.db)
    const before = await contents(source.db)
    // The backup needs the folder: refused (naming the holder) while a process has it open.
    const file = path.join(tempDir('backup-'), 'site.tar.gz')
    const busy = await command('backup', [file], { DATABASE_URL: undefined, DATA_DIR: dataDir })
    expect(busy.code).toBe(1)
    expect(busy.output).toContain(`in use by process ${process.pid}`)
    await source.close()

    const backup = await command('backup', [file], { DATABASE_URL: undefined, DATA_DIR: dataDir })
    expect(backup.output).toContain(`Backup written: ${file}`)
    expect(backup.code).toBe(0)

    const restoredDir = tempDir('backup-dst-')
    const restore = await command('restore', [file], { DATABASE_URL: undefined, DATA_DIR: restoredDir })
    expect(restore.output).toContain('Restored')
    expect(restore.code).toBe(0)
    const target = await openEmbedded(restoredDir)
    try {
      expect(await contents(target.db)).toEqual(before)
    } finally {
      await target.close()
    }

    // A folder that holds a database is only replaced when asked, and the old one is moved aside, not deleted.
    const refused = await command('restore', [file], { DATABASE_URL: undefined, DATA_DIR: restoredDir })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('already holds a database')
    const replaced = await command('restore', [file, '--replace'], { DATABASE_URL: undefined, DATA_DIR: restoredDir })
    expect(replaced.code).toBe(0)
    expect(readdirSync(restoredDir).some((n) => n.startsWith('pgdata.before-restore-'))).toBe(true)
    expect(existsSync(path.join(restoredDir, 'server.lock'))).toBe(false)
  })
})
