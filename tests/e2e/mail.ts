import { existsSync, readFileSync } from 'node:fs'
import { e2e } from '../../playwright.config.ts'
import { capturedMailFile } from './global-setup.ts'

/** One mail the e2e SMTP capture received (see global-setup.ts). */
export interface CapturedMail {
  to: string
  subject: string
  text: string
}

function mailFile(): string {
  if (!process.env.E2E_DATA_DIR)
    throw new Error('E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts.')
  return capturedMailFile(e2e.workerIndex)
}

/** Every mail this worker's server sent so far in this run, oldest first. */
export function readCapturedMail(): CapturedMail[] {
  const file = mailFile()
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CapturedMail)
}

/**
 * Waits for a captured mail matching `predicate` (the outbox worker polls every second and retries with backoff,
 * so allow some seconds), and returns it.
 */
export async function waitForMail(
  predicate: (mail: CapturedMail) => boolean,
  timeoutMs = 20_000,
): Promise<CapturedMail> {
  const started = Date.now()
  for (;;) {
    const found = readCapturedMail().find(predicate)
    if (found) return found
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `No matching mail within ${timeoutMs} ms; captured: ${JSON.stringify(readCapturedMail().map((m) => m.subject))}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
