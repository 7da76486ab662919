import { createAlertJob } from '#app/domain/alerts/job.server.ts'
import { vapidKeys } from '#app/domain/alerts/push/vapid.server.ts'
import { createPushWorker } from '#app/domain/alerts/push/worker.server.ts'
import { createDigestJob } from '#app/domain/digest/job.server.ts'
import { objectStore } from '#app/domain/files/object-store.server.ts'
import { sweepOrphanObjects, sweepStagedFiles } from '#app/domain/files/sweep-orphans.server.ts'
import { pruneLeadRemovals } from '#app/domain/leads/book.server.ts'
import { createMailWorker } from '#app/domain/mail/worker.server.ts'
import type { DbHandle } from '#app/lib/db.server.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { createRounds } from '#app/lib/rounds.server.ts'
import type { Settings } from '#app/lib/settings.server.ts'
import { loadDemoContent } from '#server/demo-content.ts'

export interface BackgroundWork {
  /** Stops the work; resolves once a mail being sent and demo content being loaded are finished. */
  stop(): Promise<void>
}

/** Every so often, objects in the bucket that no stored file refers to are deleted (ADR 0060). */
const ORPHAN_SWEEP_EVERY_MS = 6 * 60 * 60_000
/** How often the removals no phone can still need are forgotten (ADR 0208). */
const REMOVALS_PRUNE_EVERY_MS = 6 * 60 * 60_000

/**
 * Work that runs beside the HTTP server: the mail outbox worker (D41), the morning digest (D52, unless DIGEST_MAIL is
 * off), the morning alerts and the push worker (D61), the bucket's orphan sweep when a bucket is configured, the
 * pruning of the book's old removals (ADR 0208), and demo content when asked for.
 */
export function startBackgroundWork(deps: {
  database: DbHandle
  settings: Settings
  log: Logger
  demo: boolean
}): BackgroundWork {
  const { database, settings, log } = deps

  // Without SMTP_URL mails wait in the outbox; they go out once a server with SMTP_URL runs (README).
  const worker = settings.SMTP_URL
    ? createMailWorker({
        db: database.db,
        smtpUrl: settings.SMTP_URL,
        from: settings.MAIL_FROM,
        log: log.child({ component: 'mail' }),
      })
    : undefined
  if (worker) worker.start()
  else log.info('SMTP_URL is not set: mails stay queued in the outbox')

  // Every server runs the digest job: the day's marks make each digest go out once, whichever server gets there first.
  const digest =
    settings.DIGEST_MAIL === 'on'
      ? createDigestJob({
          db: database.db,
          hour: settings.DIGEST_HOUR,
          siteUrl: settings.SITE_URL,
          companyShortName: settings.COMPANY_SHORT_NAME,
          log: log.child({ component: 'digest' }),
        })
      : undefined
  digest?.start()

  // D61: the morning alerts (once across servers by their keys) at the digest hour, on every server that runs the
  // morning's work (DIGEST_MAIL off, for test servers, turns off both, ADR 0185); the push worker on every server.
  const alertJob =
    settings.DIGEST_MAIL === 'on'
      ? createAlertJob({ db: database.db, hour: settings.DIGEST_HOUR, log: log.child({ component: 'alerts' }) })
      : undefined
  alertJob?.start()
  const pushWorker = createPushWorker({
    db: database.db,
    keys: () => vapidKeys(database.db, settings),
    log: log.child({ component: 'push' }),
  })
  pushWorker.start()

  // Every server sweeps (deleting a deleted object is no error); the first sweep waits a while after start, so a
  // fleet started together does not list the bucket at once.
  let sweeping: Promise<unknown> = Promise.resolve()
  const sweep = () => {
    sweeping = objectStore()
      .then((store) => (store ? sweepOrphanObjects(database.db, store) : { deleted: 0 }))
      .then(
        ({ deleted }) => {
          if (deleted) log.info({ deleted }, 'orphan objects removed from the bucket')
        },
        (error: unknown) => log.warn({ reason: errorReason(error) }, 'bucket orphan sweep failed; will retry'),
      )
  }
  const firstSweep = settings.S3_URL ? setTimeout(sweep, 10 * 60_000 + Math.random() * 5 * 60_000) : undefined
  const sweeps = settings.S3_URL ? setInterval(sweep, ORPHAN_SWEEP_EVERY_MS) : undefined
  firstSweep?.unref()
  sweeps?.unref()
  // Staged evidence whose visit was never recorded (a server stopped between the two, ADR 0102), on every server.
  let sweepingStaged: Promise<unknown> = Promise.resolve()
  const sweepStaged = () => {
    sweepingStaged = sweepStagedFiles(database.db).then(
      ({ deleted }) => {
        if (deleted) log.info({ deleted }, 'staged files never recorded removed')
      },
      (error: unknown) => log.warn({ reason: errorReason(error) }, 'staged file sweep failed; will retry'),
    )
  }
  const firstStagedSweep = setTimeout(sweepStaged, 10 * 60_000 + Math.random() * 5 * 60_000)
  const stagedSweeps = setInterval(sweepStaged, ORPHAN_SWEEP_EVERY_MS)
  firstStagedSweep.unref()
  stagedSweeps.unref()

  // The book's removals older than any cursor a phone may continue from (ADR 0208), on every server (deleting what
  // another server deleted is no error); the first round waits a while, so a fleet started together does not run it at once.
  const removalsLog = log.child({ component: 'book' })
  const pruneRemovals = createRounds({
    round: () => pruneLeadRemovals(database.db),
    next: (deleted) => {
      if (deleted) removalsLog.info({ deleted }, 'old lead removals pruned')
      return REMOVALS_PRUNE_EVERY_MS
    },
    retryMs: 10 * 60_000,
    onError: (error) => removalsLog.warn({ reason: errorReason(error) }, 'pruning lead removals failed; will retry'),
    firstMs: () => 10 * 60_000 + Math.random() * 5 * 60_000,
  })
  pruneRemovals.start()

  const demoLoaded = deps.demo
    ? loadDemoContent(database.db).then(
        ({ created }) => {
          log.info({ created }, 'demo content loaded')
          console.log(`Demo content loaded (${created} new blog posts).`)
        },
        (error: unknown) => log.error({ reason: errorReason(error) }, 'demo content could not be loaded'),
      )
    : Promise.resolve()

  return {
    async stop() {
      clearTimeout(firstSweep)
      clearInterval(sweeps)
      clearTimeout(firstStagedSweep)
      clearInterval(stagedSweeps)
      await sweepingStaged
      await pruneRemovals.stop()
      await demoLoaded
      await sweeping
      await digest?.stop()
      await alertJob?.stop()
      await pushWorker.stop()
      await worker?.stop()
    },
  }
}
