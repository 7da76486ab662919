import { digestDayAt } from '#app/domain/digest/send.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { createLookingJob } from '#app/lib/rounds.server.ts'
import { runAlertRound } from './round.server.ts'

/**
 * The morning alerts' job (D61), run inside every server: once a minute it looks whether the day's alerts are due
 * (from DIGEST_HOUR, India time, in the digest's window, `digestDayAt`) and, if so, runs a round; each alert's once key
 * makes it once across servers and rounds, so a later round of the same day makes nothing new.
 */
export interface AlertJob {
  start(): void
  stop(): Promise<void>
  runOnce(): Promise<void>
}

export function createAlertJob(options: {
  db: Db
  hour: number
  log: Logger
  everyMs?: number
  now?: () => Date
}): AlertJob {
  const { db, log } = options
  const now = options.now ?? (() => new Date())
  let doneDay: string | null = null

  return createLookingJob({
    everyMs: options.everyMs,
    async look(signal) {
      const day = digestDayAt(now(), options.hour)
      // One round a day per server is enough: the alerts of a day are made by the first round that reaches them.
      if (!day || day === doneDay) return
      const round = await runAlertRound(db, { day, signal })
      doneDay = day
      if (round.made || round.deleted) log.info({ day, ...round }, 'morning alerts round')
    },
    onError: (error) => log.warn({ reason: errorReason(error) }, 'morning alerts round failed; will retry'),
  })
}
