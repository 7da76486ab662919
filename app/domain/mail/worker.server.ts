import { sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { z } from 'zod'
import { mailOutbox } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { createRounds } from '#app/lib/rounds.server.ts'
import { claimDue, markRetry, markSent, type QueueTiming, queueTiming, retryDelayMs } from './queue.server.ts'

/**
 * The outbox worker (D41): sends the queued mails over SMTP and retries with a growing delay while the mail server
 * refuses, so a submission's mail is never lost. Delivery is at least once: a process that dies after the server
 * accepted a mail but before it was marked sent sends it again when its claim runs out (ADR 0021).
 */

export interface MailWorkerOptions extends QueueTiming {
  db: Db
  /** `smtp://user:pass@host:587` or `smtps://...` (the SMTP_URL setting). */
  smtpUrl: string
  /** The MAIL_FROM setting. */
  from: string
  log: Logger
}

export interface MailWorker {
  /** Starts polling. */
  start(): void
  /** Stops polling; resolves once a send in progress has finished and been recorded. */
  stop(): Promise<void>
  /** One round: claim the due mails and try each once. */
  runOnce(): Promise<{ sent: number; failed: number }>
}

/** One bare address (no display name, no list): what a mail of this product is ever sent to. */
function isPlainAddress(to: string): boolean {
  return z.email().safeParse(to).success
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options
  const { pollMs, baseDelayMs, maxDelayMs, claimMs, batchSize } = queueTiming(options, { pollMs: 1_000, batchSize: 10 })
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // One connection kept open and reused for the mails of a round (a fresh connection per mail costs a
    // handshake each); still one mail at a time.
    pool: true,
    maxConnections: 1,
    // Timeouts well inside the claim, so a hung server can never let a claim lapse while a send is still going.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })

  /** The due mails, claimed for this worker (queue.server.ts). */
  const claim = () => claimDue(db, mailOutbox, { batchSize, claimMs })

  async function deliver(mail: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    if (!isPlainAddress(mail.toAddress)) {
      // A list, a display name or anything header-like is never handed to the mailer; retrying cannot fix it.
      await db
        .update(mailOutbox)
        .set({
          attempts: mail.attempts + 1,
          lastError: 'Invalid recipient address: one plain e-mail address is required.',
          nextAttemptAt: sql`now() + interval '100 years'`,
          lockedUntil: null,
        })
        .where(sql`${mailOutbox.id} = ${mail.id}`)
      log.error({ mailId: mail.id }, 'mail has an invalid recipient address; parked')
      return false
    }
    try {
      // With an HTML part the mail is multipart/alternative: the plain text first, the HTML as the preferred part.
      await transport.sendMail({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.body,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
      })
    } catch (error) {
      const attempts = mail.attempts + 1
      const delay = retryDelayMs(attempts, baseDelayMs, maxDelayMs)
      await markRetry(db, mailOutbox, mail, error instanceof Error ? error.message : String(error), delay)
      log.warn({ mailId: mail.id, attempts, retryInMs: delay, reason: errorReason(error) }, 'mail not sent; will retry')
      return false
    }
    await markSent(db, mailOutbox, mail)
    log.info({ mailId: mail.id }, 'mail sent')
    return true
  }

  async function runOnce() {
    let sent = 0
    let failed = 0
    for (const mail of await claim()) {
      if ((await deliver(mail)) === true) sent++
      else failed++
    }
    return { sent, failed }
  }

  const rounds = createRounds({
    round: runOnce,
    next: (round) => (round.sent + round.failed >= batchSize ? 0 : pollMs),
    retryMs: pollMs,
    // The database may be briefly away (a restart): keep polling, the mails wait in the outbox.
    onError: (error) => log.warn({ reason: errorReason(error) }, 'mail outbox round failed'),
    keepAlive: true,
  })

  return {
    start: rounds.start,
    async stop() {
      await rounds.stop()
      transport.close()
    },
    runOnce,
  }
}
