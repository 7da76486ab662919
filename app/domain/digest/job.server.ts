import type { Db } from '#app/lib/db.server.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { createLookingJob } from '#app/lib/rounds.server.ts'
import { digestDayAt, runDigestRound } from './send.server.ts'

/**
 * The morning digest job (D52), run inside every server beside the mail worker: once a minute it looks whether a
 * day's digest is due (the set hour, India time, and the hours after it, `digestDayAt`) and, if so, runs a round for
 * the users still without a mark for that day. The marks make it once a day across servers (`runDigestRound`);
 * after the first full round a round finds nobody and costs one small query.
 */

export interface DigestJobOptions {
  db: Db
  /** DIGEST_HOUR: India hour from which the digest goes out. */
  hour: number
  siteUrl: string
  companyShortName: string
  log: Logger
  /** How often to look; a minute by default. */
  everyMs?: number
  /** The first look, a few seconds after start (spread, so a fleet started together does not look at once). */
  firstMs?: number
  now?: () => Date
}

export interface DigestJob {
  start(): void
  /** Stops looking; resolves once the round in progress has stopped (between two users). */
  stop(): Promise<void>
  /** One look: a round when a digest is due. */
  runOnce(): Promise<void>
}

export function createDigestJob(options: DigestJobOptions): DigestJob {
  const { db, log } = options
  const now = options.now ?? (() => new Date())

  return createLookingJob({
    everyMs: options.everyMs,
    firstMs: options.firstMs,
    async look(signal) {
      const day = digestDayAt(now(), options.hour)
      if (!day) return
      const started = performance.now()
      const round = await runDigestRound(db, {
        day,
        siteUrl: options.siteUrl,
        companyShortName: options.companyShortName,
        signal,
      })
      if (round.queued || round.empty) {
        log.info({ day, ...round, ms: Math.round(performance.now() - started) }, 'daily digest round')
      }
    },
    // The database may be briefly away: the next look tries again, the marks say who is done.
    onError: (error) => log.warn({ reason: errorReason(error) }, 'daily digest round failed; will retry'),
  })
}
