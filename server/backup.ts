import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { acquireDataDirLock } from '#app/lib/data-dir-lock.server.ts'
import { openEmbedded, openPostgres, pgliteExtensions } from '#app/lib/db.server.ts'

/**
 * `npm run backup` and `npm run restore` (ADR 0063). PostgreSQL: pg_dump's custom format and pg_restore, with the
 * client tools of the server's major version. Embedded: PGlite's own copy of its data folder, taken by the one
 * process that holds the folder. Stored files are rows, so either backup holds every file too (files kept in a
 * bucket are the bucket's to back up).
 */

export type BackupKind = 'postgres' | 'embedded'

/** What a backup file is, from its first bytes: pg_dump's custom format starts PGDMP, the embedded copy is gzip. */
export function backupKindOf(file: string): BackupKind | null {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(5)
    readSync(fd, head, 0, 5, 0)
    if (head.toString('latin1') === 'PGDMP') return 'postgres'
    if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded'
    return null
  } finally {
    closeSync(fd)
  }
}

export function defaultBackupName(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `backup-${stamp}.${kind === 'postgres' ? 'pgdump' : 'tar.gz'}`
}

/** The URL without its password, which goes to the tools in PGPASSWORD instead (a command line is visible to `ps`). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num')
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000)
  } finally {
    await client.end()
  }
}

/**
 * The pg_dump or pg_restore to use with a server of major version `major`: Debian's copy for that version, else
 * the one on PATH when it is at least that version (they read older servers and dumps, never newer ones).
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', major: number): string {
  const debian = `/usr/lib/postgresql/${major}/bin/${name}`
  if (existsSync(debian)) return debian
  const probe = spawnSync(name, ['--version'], { encoding: 'utf8' })
  const found = Number(/(\d+)(?:\.\d+)?/.exec(probe.stdout ?? '')?.[1] ?? 0)
  if (probe.status === 0 && found >= major) return name
  throw new Error(
    `${name} for PostgreSQL ${major} or newer is not installed${found ? ` (found ${found})` : ''}. ` +
      `On Debian: apt-get install postgresql-client-${major}.`,
  )
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (d) => {
      errors += d
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${path.basename(command)} failed: ${errors.trim().split('\n').slice(-3).join(' ')}`))
    })
  })
}

export interface BackupResult {
  file: string
  bytes: number
}

/** Dumps the PostgreSQL database at `url` to `file` (written beside it first, renamed when complete). */
export async function backupPostgres(url: string, file: string): Promise<BackupResult> {
  const { dbname, env } = connection(url)
  const major = await serverMajor(url)
  const partial = `${file}.partial`
  try {
    await run(
      pgTool('pg_dump', major),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    )
    // A dump pg_restore cannot list is no backup.
    await run(pgTool('pg_restore', major), ['--list', partial], env)
    renameSync(partial, file)
  } finally {
    rmSync(partial, { force: true })
  }
  return { file, bytes: statSync(file).size }
}

/** Copies the embedded database of `dataDir` to `file`. Needs the folder's lock: the server must be stopped. */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${path.resolve(dataDir)} (DATA_DIR).`)
  }
  const handle = await openEmbedded(dataDir)
  try {
    const blob = await handle.dumpDataDir!()
    const partial = `${file}.partial`
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()))
    renameSync(partial, file)
  } finally {
    await handle.close()
  }
  return { file, bytes: statSync(file).size }
}

async function hasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    )
    return rows[0]!.n > 0
  } finally {
    await client.end()
  }
}

/**
 * Restores a pg_dump backup into the database at `url`: an empty database, or with `replace` one whose objects are
 * dropped and recreated from the backup. One transaction: a failed restore changes nothing. Then the database is
 * opened as a server would (refusing a backup from a newer version, migrating one from an older version).
 */
export async function restorePostgres(url: string, file: string, options: { replace: boolean }): Promise<void> {
  if (!options.replace && (await hasTables(url))) {
    throw new Error(
      'The database is not empty. Restore into a new, empty database (createdb), or pass --replace to replace ' +
        'what is there. Stop every server first either way.',
    )
  }
  const { dbname, env } = connection(url)
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`]
  if (options.replace) args.push('--clean', '--if-exists')
  await run(pgTool('pg_restore', await serverMajor(url)), [...args, file], env)
  await (await openPostgres(url)).close()
}

/**
 * Restores an embedded backup into `dataDir`, holding the folder's lock (no server may run on it). The copy is
 * unpacked into a temporary folder first; only then is a database already there moved aside (to
 * `pgdata.before-restore-<time>`, never deleted) and the copy renamed into place.
 */
export async function restoreEmbedded(dataDir: string, file: string, options: { replace: boolean }): Promise<void> {
  const absolute = path.resolve(dataDir)
  mkdirSync(absolute, { recursive: true })
  const release = acquireDataDirLock(absolute)
  const pgdata = path.join(absolute, 'pgdata')
  // Named like a first initialisation, so a restore killed half-way is cleaned up at the next start.
  const temporary = path.join(absolute, `pgdata.init-restore-${process.pid}`)
  try {
    if (existsSync(pgdata) && !options.replace) {
      throw new Error(
        `${pgdata} already holds a database. Restore into a new DATA_DIR, or pass --replace (the database there is ` +
          'moved aside, not deleted). Stop the server first either way.',
      )
    }
    rmSync(temporary, { recursive: true, force: true })
    const { openAsBlob } = await import('node:fs')
    const restored = new PGlite(temporary, { loadDataDir: await openAsBlob(file), extensions: pgliteExtensions })
    await restored.waitReady
    await restored.query('select 1')
    await restored.close()
    if (existsSync(pgdata)) {
      const stamp = new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)
      renameSync(pgdata, path.join(absolute, `pgdata.before-restore-${stamp}`))
    }
    renameSync(temporary, pgdata)
  } finally {
    rmSync(temporary, { recursive: true, force: true })
    release()
  }
  await (await openEmbedded(absolute)).close()
}
