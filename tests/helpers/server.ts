import type { RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type pino from 'pino'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll } from 'vitest'
import type { Db, DbHandle } from '#app/lib/db.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { parseSettings, replaceSettings, type Settings } from '#app/lib/settings.server.ts'
import { createApp } from '#server/app.ts'
import type { SiteServer } from '#server/memory-connections.ts'
import { lateBound, SET_UP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, type TestDatabase, useTestDatabase } from './db.ts'
import { formPoster, sessionCookieFor } from './staff.ts'

/**
 * What no log line may ever carry (ASVS 16.2.5): a password hash, a password the tests use, an e-mail address or a
 * mobile number. Every test server checks its whole log when it closes, so a leak anywhere fails the test file.
 */
const forbiddenInLogs: [RegExp, string][] = [
  [/\$argon2/, 'a password hash'],
  [/Admin1234|Field2Work|Start1234x/, 'a password'],
  [/[\w.+-]+@[\w-]+\.[\w.-]+/, 'an e-mail address'],
  [/(?<![\w.])\d{10}(?![\w.])/, 'a mobile number'],
  [/sid=[^;\s"]/, 'a session cookie'],
]

export function assertCleanLogs(logs: Record<string, unknown>[]): void {
  for (const line of logs) {
    const text = JSON.stringify(line)
    for (const [pattern, what] of forbiddenInLogs) {
      if (pattern.test(text)) throw new Error(`A log line carries ${what}: ${text.slice(0, 300)}`)
    }
  }
}

export interface TestServer {
  url: string
  /** The listening server (server/memory-connections.ts), and the application's request listener it serves. */
  http: SiteServer
  listener: RequestListener
  settings: Settings
  /** Every log line the server wrote, as parsed JSON. */
  logs: Record<string, unknown>[]
  close(): Promise<void>
}

/** The production build the tests run (BUILD_DIR, or ./build). */
function builtDir(): string {
  return path.resolve(process.env.BUILD_DIR ?? 'build')
}

/** The React Router server build of the production build. */
export async function loadBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(builtDir(), 'server/index.js')).href)) as ServerBuild
}

/** Starts the real HTTP application (production build) on a free port, on the given database. */
export async function startTestServer(
  database: DbHandle,
  env: Record<string, string> = {},
  options: { servePrerendered?: boolean } = {},
): Promise<TestServer> {
  const built = builtDir()
  const build = await loadBuild()
  const settings = replaceSettings(
    // The second-factor policy (D56, on in production) is off on test servers, so tests may sign in as the seeded
    // administrator with a password alone; the second-factor tests pass SECOND_FACTOR_REQUIRED: 'on'.
    parseSettings({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      SECOND_FACTOR_REQUIRED: 'off',
      ...env,
    }),
  )
  const logs: Record<string, unknown>[] = []
  const log = createLogger(settings.LOG_LEVEL, {
    write(line: string) {
      logs.push(JSON.parse(line) as Record<string, unknown>)
    },
  } as pino.DestinationStream)
  const app = createApp({
    build,
    clientDir: path.join(built, 'client'),
    database,
    settings,
    log,
    servePrerendered: options.servePrerendered ?? true,
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    http: server,
    listener: app,
    settings,
    logs,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      assertCleanLogs(logs)
    },
  }
}

/** What `useTestServer` gives a test file: the running server's address, settings and logs, and its database. */
export interface UsedTestServer {
  readonly url: string
  readonly http: SiteServer
  readonly listener: RequestListener
  readonly settings: Settings
  readonly logs: Record<string, unknown>[]
  readonly db: Db
  /** The server's database, for helpers that take a handle (and for a second server on the same data). */
  readonly database: TestDatabase
}

/**
 * The test file's server: a fresh database (`createTestDatabase`), or `options.database` (another such server's),
 * and the real application on it (`startTestServer(database, env, options)`), started before the file's tests and closed after them (its logs
 * checked). Registers its own `beforeAll` and `afterAll`; the file's own hooks, registered after it, run after the
 * server has started and before it closes.
 */
export function useTestServer(
  env: Record<string, string> = {},
  options: { servePrerendered?: boolean; seed?: boolean; database?: TestDatabase } = {},
): UsedTestServer {
  const database = options.database ?? useTestDatabase({ seed: options.seed })
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer(database, env, options)
  }, SET_UP_TIMEOUT_MS)
  afterAll(async () => {
    await server?.close()
  })
  const running = lateBound(() => server, 'The test server')
  return {
    get url() {
      return running.url
    },
    get settings() {
      return running.settings
    },
    get logs() {
      return running.logs
    },
    get http() {
      return running.http
    },
    get listener() {
      return running.listener
    },
    get db() {
      return database.db
    },
    database,
  }
}

/**
 * The test server of a file that works as the administrator (serial 1): `admin()` is their session cookie, made
 * once the server has started (`signInAdmin()` makes a new one, after a test ended their sessions); `db()` is the
 * server's database.
 */
export function useAdminServer(env: Record<string, string> = {}) {
  const server = useTestServer(env)
  let cookie: string | undefined
  const signInAdmin = async () => {
    cookie = await sessionCookieFor(server.database.db, 1)
  }
  beforeAll(signInAdmin)
  const admin = () => {
    if (cookie === undefined) throw new Error("The administrator's session is used before its beforeAll has run")
    return cookie
  }
  return { server, handle: server.database, db: () => server.database.db, admin, signInAdmin }
}

/**
 * The test server of a file whose requests each come from a client address of the test's choosing: it trusts one
 * proxy hop, and `post(path, body, { cookie, ip })` sends the address (`defaultIp` unless the test names one), so one
 * test's per-address throttles do not touch another's. `db()` is the server's database.
 */
export function useProxiedServer(env: Record<string, string> = {}, defaultIp = '10.0.0.1') {
  const server = useTestServer({ TRUST_PROXY: '1', ...env })
  return { server, db: () => server.database.db, post: formPoster(server, defaultIp) }
}
