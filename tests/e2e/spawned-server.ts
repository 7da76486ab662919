import { test } from '@playwright/test'
import { SERVER_START_LIMIT_MS, type ServerProcess, waitReady } from '../helpers/process.ts'

/**
 * Waits for a server a spec started itself (its own settings, its own database). Its first start migrates and seeds
 * that database, which on a busy machine takes minutes: the running test or hook gets the start's own limit on top
 * of its own, so a slow start is never read as a failing test (both are limits for a hang, not measures of speed).
 */
export async function waitServerReady(server: ServerProcess) {
  test.info().setTimeout(test.info().timeout + SERVER_START_LIMIT_MS)
  await waitReady(server)
}
