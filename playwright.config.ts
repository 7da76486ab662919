import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, defineConfig } from '@playwright/test'
import { chromiumArgs, resolveChromium } from './tests/e2e/browser.ts'

// One fresh data folder per run, shared by the main process and its workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'))
const port = Number(process.env.E2E_PORT ?? 3199)
export const e2e = {
  baseURL: `http://127.0.0.1:${port}`,
  adminPassword: 'Admin1234',
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2599),
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: e2e.baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: resolveChromium(() => chromium.executablePath()), args: chromiumArgs },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `node ${process.env.BUILD_DIR ?? 'build'}/server-entry/index.js`,
    url: `${e2e.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      ADMIN_PASSWORD: e2e.adminPassword,
      SMTP_URL: `smtp://127.0.0.1:${e2e.smtpPort}`,
      SESSION_IDLE_SECONDS: process.env.E2E_IDLE_SECONDS ?? '1800',
      LOG_LEVEL: 'warn',
      // All e2e visitors share one address; the per-address limit itself is covered by the integration suite.
      FORM_RATE_LIMIT: '10000',
      // The second-factor policy (D56, on in production) is off here, so the specs sign in as the administrator with a
      // password; second-factor.spec.ts starts its own server with the policy on.
      SECOND_FACTOR_REQUIRED: 'off',
      // The morning digest (D52) would mail the specs' users at its hour; digest.spec.ts starts its own server with it.
      DIGEST_MAIL: 'off',
    },
  },
})
