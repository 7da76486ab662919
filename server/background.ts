import type { DbHandle } from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import type { Settings } from '#app/lib/settings.server.ts'

export interface BackgroundWork {
  stop(): Promise<void>
}

/** Work that runs beside the HTTP server (the mail outbox worker; demo content when asked for). */
export function startBackgroundWork(_deps: {
  database: DbHandle
  settings: Settings
  log: Logger
  demo: boolean
}): BackgroundWork {
  return { stop: async () => {} }
}
