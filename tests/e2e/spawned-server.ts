import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { freePort, runServer, SERVER_START_LIMIT_MS, type ServerProcess, waitReady } from '../helpers/process.ts'

/**
 * Waits for a server a spec started itself (its own settings, its own database). Its first start migrates and seeds
 * that database, which on a busy machine takes minutes: the running test or hook gets the start's own limit on top
 * of its own, so a slow start is never read as a failing test (both are limits for a hang, not measures of speed).
 */
export async function waitServerReady(server: ServerProcess) {
  test.info().setTimeout(test.info().timeout + SERVER_START_LIMIT_MS)
  await waitReady(server)
}

/**
 * A server of a spec's own at `http://localhost:<free port>` (a passkey's relying party is a host name, never an IP
 * address, so SITE_URL says localhost), on an embedded database in a new folder named from `prefix`, with `settings`
 * on top; returned once it answers (stopped again if it never does).
 */
export async function startLocalhostServer(
  prefix: string,
  settings: Record<string, string | undefined>,
): Promise<{ server: ServerProcess; baseURL: string }> {
  const port = await freePort()
  const baseURL = `http://localhost:${port}`
  const server = runServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), prefix)),
    DATABASE_URL: undefined,
    SITE_URL: baseURL,
    ...settings,
  })
  try {
    await waitServerReady(server)
  } catch (error) {
    await server.stop()
    throw error
  }
  return { server, baseURL }
}
