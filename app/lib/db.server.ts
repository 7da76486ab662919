import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from '#app/db/schema.ts'
import { acquireDataDirLock } from '#app/lib/data-dir-lock.server.ts'
import { messageFor } from '#app/lib/errors.ts'
import { projectRoot } from '#app/lib/project-root.server.ts'

export type Schema = typeof schema
/** The database as every domain function sees it, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle; domain functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs a trivial query; rejects when the database is unreachable. */
  ping(): Promise<void>
  close(): Promise<void>
  /**
   * The embedded database only: a consistent copy of its whole folder as a tarball, taken by the one process that
   * holds it (gzipped for a data folder, `npm run backup`; plain for an in-memory database, the tests' template).
   */
  dumpDataDir?(): Promise<Blob>
}

export function migrationsFolder(): string {
  return path.join(projectRoot(), 'app', 'db', 'migrations')
}

// Any number: the same for every process of this product, so concurrent starts migrate one at a time.
const MIGRATION_LOCK_KEY = 741_852_963

/** The migrations this build carries: how many, and the time stamp of the newest (drizzle-kit's journal). */
export function knownMigrations(): { count: number; newest: number } {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return { count: journal.entries.length, newest: Math.max(0, ...journal.entries.map((e) => e.when)) }
}

/** A database migrated further than this build knows: starting would run old code on a newer schema. */
export class DatabaseTooNewError extends Error {
  constructor(applied: number, known: number) {
    super(messageFor('DATABASE_TOO_NEW', { applied: String(applied), known: String(known) }))
    this.name = 'DatabaseTooNewError'
  }
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>

/**
 * Refuses a database on which a newer version of the product has applied migrations this build does not have
 * (drizzle records each applied migration with its journal time stamp). Run before migrating, under the same lock.
 */
async function refuseNewerDatabase(query: Query): Promise<void> {
  const [table] = (await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)).rows
  if (!table?.present) return
  const known = knownMigrations()
  const [applied] = (
    await query(
      `select count(*)::int as applied, count(*) filter (where created_at > ${known.newest})::int as newer
       from drizzle.__drizzle_migrations`,
    )
  ).rows
  if (Number(applied?.newer ?? 0) > 0) throw new DatabaseTooNewError(Number(applied?.applied), known.count)
}

/** Opens PostgreSQL at `url` and brings its schema up to date. */
export async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 })
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', (error) => onPoolError?.(error))
  // Nor may a client in use at that moment (between the statements of a transaction): node-postgres emits 'error'
  // on it, which without a listener ends the process. The statement using it fails instead (answered 503), and the
  // pool drops the client when it comes back. (Logged once, by the pool's handler above, when idle.)
  pool.on('connect', (client) => {
    client.on('error', () => undefined)
  })
  let client: pg.PoolClient
  let failed: unknown
  try {
    client = await pool.connect()
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await refuseNewerDatabase((text) => client.query(text))
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: migrationsFolder() })
  } catch (error) {
    failed = error
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
  if (failed) {
    await pool.end().catch(() => undefined)
    throw failed
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db
  return handleOf(db, 'postgres', pool, () => pool.end())
}

/** A database handle whose `ping` runs a trivial query on the client or pool. */
function handleOf(
  db: Db,
  kind: DbHandle['kind'],
  client: { query(text: string): Promise<unknown> },
  close: () => Promise<void>,
): DbHandle {
  return {
    db,
    kind,
    ping: async () => {
      await client.query('select 1')
    },
    close,
  }
}

/**
 * The extensions every embedded database is opened with. pg_trgm serves the CRM's business-name search; a migration
 * creates it, and an embedded database that has it must be opened with it.
 */
export const pgliteExtensions = { pg_trgm }

async function openPgliteAt(dir: string | undefined, loadDataDir?: Blob): Promise<{ client: PGlite; db: Db }> {
  // `new PGlite(undefined, options)` drops the options: an in-memory database takes them as its only argument.
  const client = dir
    ? new PGlite(dir, { extensions: pgliteExtensions })
    : new PGlite({ extensions: pgliteExtensions, ...(loadDataDir ? { loadDataDir } : {}) })
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Db
  try {
    await refuseNewerDatabase((text) => client.query<Record<string, unknown>>(text))
    await migratePglite(db as never, { migrationsFolder: migrationsFolder() })
  } catch (error) {
    await client.close().catch(() => undefined)
    throw error
  }
  return { client, db }
}

/**
 * An in-memory embedded database with the schema applied (tests). With `from`, it starts as a copy of another
 * database's folder (a `dumpDataDir` tarball, not compressed), and only migrations newer than that copy run: the
 * integration suite migrates and seeds one template per run and starts each test file from a copy of it.
 */
export async function openMemoryDatabase(from?: Blob): Promise<DbHandle> {
  const { client, db } = await openPgliteAt(undefined, from)
  return {
    ...handleOf(db, 'pglite', client, () => client.close()),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  }
}

/**
 * Opens the embedded database in `dataDir/pgdata`, safely (design.md): a lock so only one process opens it, and a
 * first initialisation done in a temporary folder renamed into place, so a process killed half-way leaves nothing
 * broken behind.
 */
export async function openEmbedded(dataDir: string): Promise<DbHandle> {
  const absolute = path.resolve(dataDir)
  const release = acquireDataDirLock(absolute)
  try {
    const pgdata = path.join(absolute, 'pgdata')
    for (const entry of readdirSync(absolute)) {
      if (entry.startsWith('pgdata.init-')) rmSync(path.join(absolute, entry), { recursive: true, force: true })
    }
    if (!existsSync(pgdata)) {
      const temporary = path.join(absolute, `pgdata.init-${process.pid}`)
      const first = await openPgliteAt(temporary)
      await first.client.close()
      renameSync(temporary, pgdata)
    } else if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
      throw new Error(
        `The folder ${pgdata} exists but is not a database. Move it away (it is never deleted automatically).`,
      )
    }
    const { client, db } = await openPgliteAt(pgdata)
    return {
      ...handleOf(db, 'pglite', client, async () => {
        try {
          await client.close()
        } finally {
          release()
        }
      }),
      dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
    }
  } catch (error) {
    release()
    throw error
  }
}

/** Opens the database the settings name: PostgreSQL when `databaseUrl` is set, embedded PGlite otherwise. */
export function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  onPoolError?: (error: Error) => void
}): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onPoolError) : openEmbedded(options.dataDir)
}

/**
 * Runs a query with PostgreSQL's parallel workers turned off for it alone (SET LOCAL inside its own transaction): for
 * a short query that the planner would spread over workers, whose start-up costs more than it saves.
 */
export function withoutParallelWorkers<T>(db: Db, query: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
    return query(tx)
  })
}

export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
