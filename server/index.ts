import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { DataDirLockedError } from '#app/lib/data-dir-lock.server.ts'
import { DatabaseTooNewError, type DbHandle, openDatabase } from '#app/lib/db.server.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { buildDir } from '#app/lib/project-root.server.ts'
import { settings as loadSettings, SettingsError, toPublicSettings } from '#app/lib/settings.server.ts'
import { createApp } from './app.ts'
import { startBackgroundWork } from './background.ts'
import { seedAtStart } from './seed.ts'

/** Stops start-up with one clear line (no stack trace) and a non-zero exit code. */
function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main() {
  let settings: ReturnType<typeof loadSettings>
  try {
    settings = loadSettings()
  } catch (error) {
    if (error instanceof SettingsError) fail(error.message)
    throw error
  }
  const log = createLogger(settings.LOG_LEVEL)
  const built = buildDir()
  const serverBuildFile = path.join(built, 'server', 'index.js')
  if (!existsSync(serverBuildFile)) fail('The application is not built yet: run `npm run build` first.')

  let database: DbHandle
  try {
    database = await openDatabase({
      databaseUrl: settings.DATABASE_URL,
      dataDir: settings.DATA_DIR,
      onPoolError: (error) => log.warn({ reason: errorReason(error) }, 'database connection lost'),
    })
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseTooNewError) fail(error.message)
    fail(`Could not open the database: ${(error as Error).message}`)
  }

  await seedAtStart(database, settings)

  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild
  const clientDir = path.join(built, 'client')
  const servePrerendered = prerenderMatchesSettings(built, JSON.stringify(toPublicSettings(settings)))
  if (!servePrerendered) {
    log.warn('company settings differ from those the pages were prerendered with: rendering them per request')
  }

  const app = createApp({ build, clientDir, database, settings, log, servePrerendered })
  const background = startBackgroundWork({ database, settings, log, demo: process.argv.includes('--demo') })

  const server: Server = app.listen(settings.PORT, settings.HOST, (error?: Error) => {
    // Express 5 hands listen errors to this callback instead of throwing.
    if (error) {
      const code = (error as NodeJS.ErrnoException).code
      const why = code === 'EADDRINUSE' ? 'the port is already in use' : error.message
      void database.close().finally(() => fail(`Cannot listen on ${settings.HOST}:${settings.PORT}: ${why}.`))
      return
    }
    const shownHost = settings.HOST === '0.0.0.0' ? 'localhost' : settings.HOST
    log.info({ port: settings.PORT, database: database.kind }, 'server started')
    // React picked its build from NODE_ENV when it was loaded; the development build renders several times slower,
    // so the ready line says which one this server runs (the launcher sets production unless told otherwise).
    const react = process.env.NODE_ENV === 'production' ? 'production' : 'development'
    console.log(`Site ready at http://${shownHost}:${settings.PORT} (database: ${database.kind}, React ${react} build)`)
  })

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    // No new connections; idle ones close now. A request under way gets SHUTDOWN_GRACE_MS to finish; a download
    // still streaming after that is abandoned (the client sees a cut-off file, not a whole one): closing its
    // connection aborts its request's signal, which stops the download's queries before the database closes.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const abandon = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
    await closed
    clearTimeout(abandon)
    await background.stop()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

/** How long requests under way at shutdown may take to finish before their connections are closed. */
const SHUTDOWN_GRACE_MS = 2000

/** The prerendered HTML carries the company facts of build time; serve it only if they are still the settings. */
function prerenderMatchesSettings(built: string, current: string): boolean {
  const file = path.join(built, 'prerender-settings.json')
  if (!existsSync(file)) return false
  return readFileSync(file, 'utf8').trim() === current
}

main().catch((error) => {
  console.error(`Start-up failed: ${(error as Error).message}`)
  process.exit(1)
})
