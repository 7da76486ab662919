import { appendFileSync } from 'node:fs'
import { e2e, e2eServer } from '../../playwright.config.ts'
import { startSmtpCapture } from '../helpers/smtp.ts'

/**
 * The e2e mail captures (contract others rely on): one real SMTP server per worker's web server, on that server's
 * SMTP port (its SMTP_URL points at it), appending every message it accepts as one JSON line `{to, subject, text}`
 * to `mail-<worker>.jsonl` in E2E_DATA_DIR; tests read their worker's with `readCapturedMail()` from ./mail.ts. The
 * returned function is Playwright's teardown: it closes them.
 */
export default async function globalSetup() {
  if (!process.env.E2E_DATA_DIR)
    throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it before the run.')
  const captures = await Promise.all(
    Array.from({ length: e2e.workers }, (_, index) =>
      startSmtpCapture({
        port: e2eServer(index).smtpPort,
        onMessage(mail) {
          appendFileSync(
            capturedMailFile(index),
            `${JSON.stringify({ to: mail.envelopeTo.join(', '), subject: mail.subject, text: mail.text })}\n`,
          )
        },
      }),
    ),
  )
  return async () => {
    await Promise.all(captures.map((capture) => capture.close()))
  }
}

/** The file the mail capture of worker `index` appends to. */
export function capturedMailFile(index: number): string {
  return `${process.env.E2E_DATA_DIR}/mail-${index}.jsonl`
}
