import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.server.ts'

describe('data folder lock', () => {
  it('creates missing folders, names its holder and releases', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lock-')), 'a', 'b')
    const release = acquireDataDirLock(dir)
    const holder = JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8'))
    expect(holder.pid).toBe(process.pid)
    release()
    acquireDataDirLock(dir)()
  })

  it('refuses a folder held by a live process, naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'))
    // The parent of this process is alive for the whole test.
    writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: 'x' }),
    )
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir)).toThrow(`process ${process.ppid}`)
  })

  it('takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'))
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim()
    writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: Number(dead), host: hostname(), startedAt: 'x' }),
    )
    const release = acquireDataDirLock(dir)
    expect(JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid)
    release()
  })
})
