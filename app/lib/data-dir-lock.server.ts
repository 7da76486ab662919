import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * A lock file in the data folder, so a second process never opens the same embedded database (PGlite corrupts a
 * directory opened twice). The file names the holder; a lock left by a dead process is taken over.
 */

export interface LockHolder {
  pid: number
  host: string
  startedAt: string
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} (started ${holder.startedAt}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>
    if (typeof parsed.pid === 'number') {
      return { pid: parsed.pid, host: String(parsed.host ?? 'unknown'), startedAt: String(parsed.startedAt ?? '?') }
    }
  } catch {
    // Unreadable or half-written: treated as stale.
  }
  return null
}

/** Takes the lock on `dataDir` (creating the folder) and returns a function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.lock')
  const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeFileSync(fd, JSON.stringify(me))
      closeSync(fd)
      return () => release(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = readHolder(file)
    // A lock from another host cannot be checked for liveness: respect it.
    if (holder && (holder.host !== me.host || isAlive(holder.pid)) && holder.pid !== process.pid) {
      throw new DataDirLockedError(dataDir, holder)
    }
    // Stale lock from a process that died: move it aside atomically and try again.
    try {
      renameSync(file, `${file}.stale-${process.pid}`)
      rmSync(`${file}.stale-${process.pid}`, { force: true })
    } catch {
      // Another starting process took it over first; the next attempt sees its lock.
    }
  }
  const holder = readHolder(file) ?? { pid: -1, host: 'unknown', startedAt: '?' }
  throw new DataDirLockedError(dataDir, holder)
}

function release(file: string) {
  const holder = readHolder(file)
  if (holder?.pid === process.pid && holder.host === hostname()) rmSync(file, { force: true })
}
