import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from '#app/db/schema.ts'
import { acquireDataDirLock } from '#app/lib/data-dir-lock.server.ts'
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
}

export function migrationsFolder(): string {
  return path.join(projectRoot(), 'app', 'db', 'migrations')
}

// Any number: the same for every process of this product, so concurrent starts migrate one at a time.
const MIGRATION_LOCK_KEY = 741_852_963

/** Opens PostgreSQL at `url` and brings its schema up to date. */
export async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 })
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', (error) => onPoolError?.(error))
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: migrationsFolder() })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}

async function openPgliteAt(dir: string | undefined): Promise<{ client: PGlite; db: Db }> {
  const client = new PGlite(dir)
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() })
  return { client, db }
}

/** An in-memory embedded database with the schema applied (tests). */
export async function openMemoryDatabase(): Promise<DbHandle> {
  const { client, db } = await openPgliteAt(undefined)
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
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
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1')
      },
      close: async () => {
        try {
          await client.close()
        } finally {
          release()
        }
      },
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

export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
