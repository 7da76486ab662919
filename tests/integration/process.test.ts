import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, runServer, startServer, waitReady } from '../helpers/process.ts'

// These start the production server as its own process on the embedded database (DATA_DIR), as a new user would.
const embedded = { DATABASE_URL: undefined, ADMIN_PASSWORD: 'Admin1234' }
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'site-data-'))

// Each test starts one or two real server processes, each creating a new embedded database (10-20 s on a busy
// 2-core machine). Its servers run on embedded databases of their own (DATABASE_URL unset) in either pass, so the PostgreSQL pass
// would repeat it unchanged: it runs in the embedded pass only.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the server process', () => {
  it('serves on PORT with DATA_DIR, refuses a second server on the same folder, and stops cleanly', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data')
    const port = await freePort()
    // NODE_ENV unset, as `npm start` runs it: the launcher makes React load its production build.
    const first = runServer({ ...embedded, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: undefined })
    try {
      await waitReady(first)
      expect(first.output()).toContain('React production build')
      const res = await fetch(`http://127.0.0.1:${port}/about`)
      expect(res.status).toBe(200)
      expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true)

      const second = runServer({ ...embedded, PORT: String(await freePort()), DATA_DIR: dataDir })
      expect(await second.exited).not.toBe(0)
      expect(second.output()).toContain(`in use by process ${first.child.pid}`)
      expect(second.output()).not.toMatch(/\n\s+at /)
    } finally {
      first.child.kill('SIGTERM')
    }
    expect(await first.exited).toBe(0)
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
  })

  it('exits with one line naming PORT when PORT=abc', async () => {
    const bad = runServer({ ...embedded, PORT: 'abc', DATA_DIR: tempDir() })
    expect(await bad.exited).not.toBe(0)
    expect(bad.output().trim()).toBe('Invalid setting PORT: expected a whole number from 1 to 65535 (got "abc")')
  })

  it('exits naming ADMIN_PASSWORD when it breaks the password policy (D16)', async () => {
    const bad = runServer({ ...embedded, ADMIN_PASSWORD: 'weak', DATA_DIR: tempDir() })
    expect(await bad.exited).not.toBe(0)
    expect(bad.output()).toContain('Invalid setting ADMIN_PASSWORD')
    expect(bad.output()).not.toContain('"weak"')
  })

  it('says so clearly when the port is taken', async () => {
    const first = await startServer({ ...embedded, DATA_DIR: tempDir() })
    try {
      const second = runServer({ ...embedded, PORT: String(first.port), DATA_DIR: tempDir() })
      expect(await second.exited).not.toBe(0)
      expect(second.output()).toContain('the port is already in use')
    } finally {
      await first.stop()
    }
  })

  it('starts normally after being killed with SIGKILL during its first initialisation', async () => {
    const dataDir = tempDir()
    const victim = runServer({ ...embedded, PORT: String(await freePort()), DATA_DIR: dataDir })
    // Kill as soon as the temporary database folder appears, i.e. in the middle of initialisation.
    const started = Date.now()
    while (!readdirSync(dataDir).some((f) => f.startsWith('pgdata.init-')) && Date.now() - started < 30_000) {
      await new Promise((r) => setTimeout(r, 5))
    }
    victim.child.kill('SIGKILL')
    await victim.exited
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false)

    const again = await startServer({ ...embedded, DATA_DIR: dataDir })
    try {
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200)
      expect(readdirSync(dataDir).filter((f) => f.startsWith('pgdata.init-'))).toEqual([])
    } finally {
      await again.stop()
    }
  })

  it('prints a generated administrator password once when ADMIN_PASSWORD is not set (D16)', async () => {
    const withoutPassword = { DATABASE_URL: undefined, ADMIN_PASSWORD: undefined, DATA_DIR: tempDir() }
    const first = await startServer(withoutPassword)
    await first.stop()
    expect(first.output()).toMatch(/First administrator created: user id "admin", password "[A-Za-z0-9]{20}"/)
    const second = await startServer(withoutPassword)
    await second.stop()
    expect(second.output()).not.toContain('First administrator created')
  })
})
