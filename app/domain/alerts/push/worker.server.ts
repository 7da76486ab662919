import type { Agent } from 'node:https'
import { eq, inArray } from 'drizzle-orm'
import webpush from 'web-push'
import { pushOutbox, pushSubscriptions } from '#app/db/schema.ts'
import {
  claimDue,
  markRetry,
  markSent,
  type QueueTiming,
  queueTiming,
  retryDelayMs,
} from '#app/domain/mail/queue.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { createRounds } from '#app/lib/rounds.server.ts'
import type { VapidKeys } from './vapid.server.ts'

/**
 * The push worker (D61): sends the queued pushes to the devices' push services, signed with the VAPID keys and
 * encrypted for the device (RFC 8291, by `web-push`), with the mail outbox's retry rules (D41, ADR 0021): claimed
 * FOR UPDATE SKIP LOCKED so two servers never send the same push at once; a push service that fails or is down is
 * tried again later with the mail's growing delay (never given up); one that answers 404 or 410 (the subscription is
 * gone) has the subscription removed, and with it its waiting pushes.
 */

export interface PushWorkerOptions extends QueueTiming {
  db: Db
  keys: () => Promise<VapidKeys>
  log: Logger
  /** How long a push service keeps a push for a device that is off (seconds). */
  ttlSeconds?: number
  /** The HTTPS agent for the push services (a test's own local push service with its own certificate). */
  agent?: Agent
}

export interface PushWorker {
  start(): void
  stop(): Promise<void>
  runOnce(): Promise<{ sent: number; failed: number; gone: number }>
}

export function createPushWorker(options: PushWorkerOptions): PushWorker {
  const { db, log } = options
  const { pollMs, baseDelayMs, maxDelayMs, claimMs, batchSize } = queueTiming(options, { pollMs: 2_000, batchSize: 20 })

  async function claim() {
    const claimed = await claimDue(db, pushOutbox, { batchSize, claimMs })
    if (claimed.length === 0) return []
    const subs = await db
      .select()
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.id,
          claimed.map((c) => c.subscriptionId),
        ),
      )
    const byId = new Map(subs.map((s) => [s.id, s]))
    return claimed.flatMap((push) => {
      const sub = byId.get(push.subscriptionId)
      return sub ? [{ push, sub }] : []
    })
  }

  async function deliver(
    { push, sub }: Awaited<ReturnType<typeof claim>>[number],
    keys: VapidKeys,
  ): Promise<'sent' | 'failed' | 'gone'> {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        push.payload,
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: options.ttlSeconds ?? 24 * 60 * 60,
          contentEncoding: 'aes128gcm',
          timeout: 15_000,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      )
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      if (status === 404 || status === 410) {
        // The device's subscription is gone (uninstalled, unsubscribed, expired): it and its pushes are removed.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id))
        log.info({ subscriptionId: sub.id, status }, 'push subscription gone; removed')
        return 'gone'
      }
      const attempts = push.attempts + 1
      const delay = retryDelayMs(attempts, baseDelayMs, maxDelayMs)
      const reason = status ? `push service answered ${status}` : error instanceof Error ? error.message : String(error)
      await markRetry(db, pushOutbox, push, reason, delay)
      log.warn({ pushId: push.id, attempts, retryInMs: delay, reason: errorReason(error) }, 'push not sent; will retry')
      return 'failed'
    }
    await markSent(db, pushOutbox, push)
    return 'sent'
  }

  async function runOnce() {
    const round = { sent: 0, failed: 0, gone: 0 }
    const claimed = await claim()
    if (claimed.length === 0) return round
    const keys = await options.keys()
    for (const item of claimed) round[await deliver(item, keys)]++
    return round
  }

  const rounds = createRounds({
    round: runOnce,
    next: (round) => (round.sent + round.failed + round.gone >= batchSize ? 0 : pollMs),
    retryMs: pollMs,
    onError: (error) => log.warn({ reason: errorReason(error) }, 'push outbox round failed'),
  })
  return { ...rounds, runOnce }
}
