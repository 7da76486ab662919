import type { Logger } from 'pino'
import type { Db } from '#app/lib/db.server.ts'
import type { Settings } from '#app/lib/settings.server.ts'

/**
 * What the server hands every loader and action. Empty while pages are prerendered at build time, so public page
 * loaders must not depend on it.
 */
export interface ServerContext {
  db: Db
  log: Logger
  cspNonce: string
  requestId: string
  /** The client's address as Express resolved it (TRUST_PROXY aware). */
  ip: string
  settings: Settings
}

declare module 'react-router' {
  interface AppLoadContext extends Partial<ServerContext> {}
}

/** The server context of a request, for loaders and actions that only ever run on the live server. */
export function serverContext(context: Partial<ServerContext> | undefined): ServerContext {
  if (!context?.db || !context.log) throw new Error('This loader needs the live server (no database at build time).')
  return context as ServerContext
}
