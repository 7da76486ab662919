// `npm run dev`: the same Express application with Vite in middleware mode, so route modules reload on save.
// Embedded database in DATA_DIR (or DATABASE_URL), like `npm start`.
import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { openDatabase } from '#app/lib/db.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { projectRoot } from '#app/lib/project-root.server.ts'
import { parseSettings, replaceSettings } from '#app/lib/settings.server.ts'
import { createApp } from './app.ts'
import { startBackgroundWork } from './background.ts'
import { seedAtStart } from './seed.ts'

const settings = replaceSettings(parseSettings({ ...process.env, NODE_ENV: 'development' }))
const log = createLogger(settings.LOG_LEVEL)
const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR })
await seedAtStart(database, settings)
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
const app = createApp({
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  clientDir: path.join(projectRoot(), 'public'),
  database,
  settings,
  log,
  servePrerendered: false,
  devMiddleware: vite.middlewares,
})
const background = startBackgroundWork({ database, settings, log, demo: process.argv.includes('--demo') })
const server = app.listen(settings.PORT, settings.HOST, () => {
  console.log(`Development server at http://localhost:${settings.PORT}`)
})
const stop = async () => {
  server.close()
  await vite.close()
  await background.stop()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
