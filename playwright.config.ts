import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, defineConfig } from '@playwright/test'
import { SERVER_START_LIMIT_MS } from './scripts/lib/harness.mjs'
import { chromiumArgs, resolveChromium } from './tests/e2e/browser.ts'

/**
 * Spec files run in parallel, one per worker (E2E_WORKERS, default 2: this machine has two cores). Each worker has
 * its own server on its own embedded database and its own mail capture, so no spec sees another's leads, enquiries
 * or mail; a worker finds its server by its parallel index (Playwright sets TEST_PARALLEL_INDEX in each worker's
 * environment before this file is read there). Tests within a file run in order.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2)
// One fresh data folder per run, shared by the main process and its workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'))
const basePort = Number(process.env.E2E_PORT ?? 3199)
const baseSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 2599)
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/**
 * The server (and mail capture) of worker `index`: ports a hundred apart, so runs side by side with neighbouring
 * E2E_PORT values (3291, 3292...) do not take each other's.
 */
export function e2eServer(index: number) {
  return {
    baseURL: `http://127.0.0.1:${basePort + 100 * index}`,
    port: basePort + 100 * index,
    smtpPort: baseSmtpPort + 100 * index,
    dataDir: path.join(process.env.E2E_DATA_DIR!, `server-${index}`),
  }
}

/** What a spec needs of the run: its worker's server, the administrator's password and its mail capture's port. */
export const e2e = {
  baseURL: e2eServer(workerIndex).baseURL,
  adminPassword: 'Admin1234',
  smtpPort: e2eServer(workerIndex).smtpPort,
  workers,
  workerIndex,
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  // Limits for a hang, not measures of speed (the slowest tests are printed after each run): a test on a machine busy
  // with other work waits for its conditions as long as it must, and an axe scan of a long page takes seconds there.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: e2e.baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: resolveChromium(() => chromium.executablePath()), args: chromiumArgs },
  },
  projects: [{ name: 'chromium' }],
  webServer: Array.from({ length: workers }, (_, index) => {
    const server = e2eServer(index)
    mkdirSync(server.dataDir, { recursive: true })
    return {
      command: `node ${process.env.BUILD_DIR ?? 'build'}/server-entry/index.js`,
      url: `${server.baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: SERVER_START_LIMIT_MS,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: e2e.adminPassword,
        SMTP_URL: `smtp://127.0.0.1:${server.smtpPort}`,
        SESSION_IDLE_SECONDS: process.env.E2E_IDLE_SECONDS ?? '1800',
        LOG_LEVEL: 'warn',
        // All e2e visitors share one address; the per-address limit itself is covered by the integration suite.
        FORM_RATE_LIMIT: '10000',
        // The second-factor policy (D56, on in production) is off here, so the specs sign in as the administrator
        // with a password; second-factor.spec.ts starts its own server with the policy on.
        SECOND_FACTOR_REQUIRED: 'off',
        // The morning digest (D52) would mail the specs' users at its hour; digest.spec.ts starts its own server with it.
        DIGEST_MAIL: 'off',
        // No map tiles from the web in tests (D57): the route's map shows its markers on a plain ground.
        MAP_TILE_URL: '',
      },
    }
  }),
})
