import { loadDemoContent } from '#app/domain/demo/demo-content.server.ts'
import { createMailWorker } from '#app/domain/mail/worker.server.ts'
import type { DbHandle } from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import type { Settings } from '#app/lib/settings.server.ts'

export interface BackgroundWork {
  /** Stops the work; resolves once a mail being sent and demo content being loaded are finished. */
  stop(): Promise<void>
}

/** Work that runs beside the HTTP server: the mail outbox worker (D41), and demo content when asked for. */
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

  const demoLoaded = deps.demo
    ? loadDemoContent(database.db, { dataDir: settings.DATA_DIR }).then(
        ({ created }) => {
          log.info({ created }, 'demo content loaded')
          console.log(`Demo content loaded (${created} new blog posts).`)
        },
        (error: unknown) => log.error({ err: error }, 'demo content could not be loaded'),
      )
    : Promise.resolve()

  return {
    async stop() {
      await demoLoaded
      await worker?.stop()
    },
  }
}
