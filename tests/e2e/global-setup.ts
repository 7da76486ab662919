import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { startSmtpCapture } from '../helpers/smtp.ts'

/**
 * The e2e mail capture (contract others rely on): a real SMTP server on E2E_SMTP_PORT (the web server's SMTP_URL
 * points at it) that appends every message it accepts as one JSON line `{to, subject, text}` to
 * `$E2E_DATA_DIR/mail.jsonl`; tests read it with `readCapturedMail()` from ./mail.ts. The returned function is
 * Playwright's teardown: it closes the server.
 */
export default async function globalSetup() {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it before the run.')
  const file = path.join(dataDir, 'mail.jsonl')
  const capture = await startSmtpCapture({
    port: Number(process.env.E2E_SMTP_PORT ?? 2599),
    onMessage(mail) {
      appendFileSync(
        file,
        `${JSON.stringify({ to: mail.envelopeTo.join(', '), subject: mail.subject, text: mail.text })}\n`,
      )
    },
  })
  return async () => {
    await capture.close()
  }
}
