import { randomUUID } from 'node:crypto'
import type { RequestListener } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { blogPagesVersion, onBlogPagesChanged } from '#app/domain/blog/page-versions.server.ts'
import { DatabaseRateLimitStore } from '#app/domain/limits/rate-limit-store.server.ts'
import type { DbHandle } from '#app/lib/db.server.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import { messages } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { type Settings, tileImageSource } from '#app/lib/settings.server.ts'
import { NONCE_PLACEHOLDER } from '../scripts/lib/static-page.mjs'
import { canonicalPaths } from './canonical.ts'
import { errorPage } from './error-page.ts'
import { hsts, nonce, securityHeaders } from './headers.ts'
import { type MemoryPathOptions, SiteServer } from './memory-connections.ts'
import { keptBlogPages } from './page-cache.ts'
import { normalisePaths } from './paths.ts'
import { PUBLIC_FORM_LIMIT, publicFormRateLimit } from './rate-limits.ts'
import { reactRouterHandler } from './react-router-adapter.ts'
import {
  allowedMethods,
  bodyLimitOf,
  bodyLimits,
  noStoreForBackOffice,
  routeFactsStep,
  sameOriginWrites,
} from './requests.ts'
import { type RouteFacts, routeFacts } from './route-table.ts'
import {
  answer,
  loadStaticPagesManifest,
  lookupPath,
  memorySite,
  precomputedSecurityHeaders,
  staticFiles,
} from './static.ts'

export interface AppDeps {
  /** The React Router server build, or (development) a function loading the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** The client build folder (`build/client`). */
  clientDir: string
  database: DbHandle
  settings: Settings
  log: Logger
  /** Whether the prerendered HTML may be served (false when the build's company facts differ from the settings). */
  servePrerendered: boolean
  /** Development only: Vite's middleware (modules, hot reload), placed before the static files. */
  devMiddleware?: express.RequestHandler
}

/**
 * The server's request listener (what `http.createServer` takes) and a `listen` that starts an HTTP server with it,
 * as Express's `app.listen` does: a listen error reaches the callback as its argument instead of being thrown.
 */
export interface SiteApp extends RequestListener {
  listen(port: number, host: string, done?: (error?: Error) => void): SiteServer
}

/** The HTTP application: headers, limits, static files, prerendered pages and the React Router handler. */
export function createApp(deps: AppDeps): SiteApp {
  const { settings, log, database } = deps
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', settings.TRUST_PROXY)
  // Keep Express 5's simple query parser: no nested objects from `?a[b]=c` (prototype pollution).
  app.set('query parser', 'simple')

  app.use((req, res, next) => {
    const id = randomUUID()
    res.locals.requestId = id
    res.setHeader('X-Request-Id', id)
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      // Path only: query strings can carry reset tokens or personal data.
      log.info({ reqId: id, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, 'request')
    })
    next()
  })

  // First of all: one spelling of the path, so every step after keys on the path the router will match.
  app.use(normalisePaths)
  app.use(nonce)
  const security = securityHeaders({
    https: settings.SITE_URL.startsWith('https://'),
    development: Boolean(deps.devMiddleware),
    tileSource: tileImageSource(settings.MAP_TILE_URL),
  })
  app.use(security)
  // The same headers worked out once, for responses that skip the middleware (the build's files, kept pages).
  const staticSecurity = precomputedSecurityHeaders(security as never)
  app.use(hsts)
  app.use(compression())

  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      await database.ping()
      res.json({ status: 'ok', database: database.kind })
    } catch {
      res.status(503).json({ status: 'unavailable', database: database.kind })
    }
  })

  if (deps.devMiddleware) app.use(deps.devMiddleware)
  app.use(staticFiles(deps.clientDir, Object.keys(staticSecurity({ scripts: [], styles: [] }))))
  app.use(canonicalPaths)

  app.use(routeFactsStep(factsFinder(deps.build)))
  app.use(noStoreForBackOffice)
  app.use(allowedMethods)
  app.use(bodyLimits)
  app.use(sameOriginWrites(settings.SITE_URL, log))
  app.use(
    publicFormRateLimit({
      windowMs: PUBLIC_FORM_LIMIT.windowMs,
      limit: settings.FORM_RATE_LIMIT,
      store: new DatabaseRateLimitStore(database.db, 'form:'),
    }),
  )

  app.all(
    '/{*splat}',
    reactRouterHandler({
      build: deps.build,
      mode: settings.NODE_ENV === 'development' ? 'development' : 'production',
      bodyLimitOf,
      getLoadContext: (req, res) => ({
        db: database.db,
        log: log.child({ reqId: res.locals.requestId }),
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        ip: req.ip ?? '',
        settings,
      }),
    }),
  )

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? 500
    if (status >= 500)
      log.error({ reason: errorReason(error), reqId: res.locals.requestId, path: req.path }, 'request failed')
    if (res.headersSent) return res.end()
    res.status(status >= 400 && status < 600 ? status : 500)
    res.setHeader('Cache-Control', 'no-store')
    const text = status === 413 ? messages.PAYLOAD_TOO_LARGE : status >= 500 ? messages.ERR0000 : messages.BAD_REQUEST
    res.type('html').send(errorPage(text, res.locals.cspNonce as string))
  })

  let listener: RequestListener = app
  let memoryPath: MemoryPathOptions | null = null
  let stop = () => {}
  if (!deps.devMiddleware && typeof deps.build !== 'function') {
    // The build's files and prerendered pages are answered from memory before Express sees the request: they need
    // none of its per-request steps (their headers, CSP hashes included, are worked out once), and skipping them is
    // most of their speed. Anything else, including every path that is not already in its one normal spelling, goes
    // through the whole chain above, starting with normalisePaths.
    const trustProxy = app.get('trust proxy fn')
    // Hits on the build's files are logged at debug level only: a line per file costs more than serving it, and
    // they carry nothing to investigate (a proxy in front keeps its own access log). Each still has its request id.
    const onServed = log.isLevelEnabled('debug')
      ? ({ requestId, ...entry }: { method: string; path: string; status: number; ms: number; requestId: string }) =>
          log.debug({ reqId: requestId, ...entry, ms: Math.round(entry.ms) }, 'request')
      : undefined
    const site = memorySite({
      clientDir: deps.clientDir,
      pages: deps.servePrerendered ? loadStaticPagesManifest(path.dirname(deps.clientDir)) : null,
      securityHeaders: staticSecurity,
      trustProxy,
      onServed,
    })
    // Blog posts' pages, rendered once and kept until the blog changes (ADR 0217): rendered by the same handler as
    // any request, with the nonce placeholder that the build uses for prerendered pages.
    const render = createRequestHandler(deps.build, 'production')
    const blog = keptBlogPages({
      render: (urlPath) =>
        render(new globalThis.Request(new URL(urlPath, settings.SITE_URL)), {
          db: database.db,
          log: log.child({ page: urlPath }),
          cspNonce: NONCE_PLACEHOLDER,
          requestId: randomUUID(),
          ip: '',
          settings,
        }),
      securityHeaders: staticSecurity,
      version: () => blogPagesVersion(database.db),
      onChanged: onBlogPagesChanged,
      log,
    })
    stop = () => blog.stop()
    // The server's request listener asks memory first and hands Express only what memory does not answer, so the
    // lookup comes before Express's own per-request set-up as well: one lookup of the path for the build's files,
    // the prerendered pages and the kept blog posts alike.
    const served = { trustProxy, onServed }
    const find = (urlPath: string) => site.find(urlPath) ?? blog.find(urlPath)
    listener = (req, res) => {
      const urlPath = lookupPath(req)
      if (urlPath !== null) {
        const entry = find(urlPath)
        if (entry) return answer(req, res, entry, urlPath, served)
        blog.requested(urlPath)
      }
      app(req, res)
    }
    // The same entries, answered straight off a connection until it asks for anything else (ADR 0248).
    memoryPath = { find, trustProxy, onServed }
  }

  return Object.assign(listener, {
    listen(port: number, host: string, done?: (error?: Error) => void): SiteServer {
      const server = new SiteServer(listener, memoryPath)
      // An idle kept-alive connection is closed by the client or the proxy, never first by the server (ADR 0236): a
      // server closing it as a request arrives on it resets that request (nginx answers 502, a client sees
      // ECONNRESET). nginx keeps idle upstream connections 60 s, browsers and Node's fetch less.
      server.keepAliveTimeout = KEEP_ALIVE_MS
      server.headersTimeout = KEEP_ALIVE_MS + 1_000
      server.once('close', stop)
      if (!done) return server.listen(port, host)
      let told = false
      const tell = (error?: Error) => {
        if (told) return
        told = true
        done(error)
      }
      server.once('error', tell)
      return server.listen(port, host, () => tell())
    },
  })
}

/** How long the server keeps an idle connection open: longer than any proxy or client in front of it (ADR 0236). */
export const KEEP_ALIVE_MS = 65_000

/** The route facts of the build; in development the build changes with each edit, so they follow it. */
function factsFinder(build: AppDeps['build']): (path: string) => RouteFacts | Promise<RouteFacts> {
  if (typeof build !== 'function') return routeFacts(build)
  let current: { build: ServerBuild; facts: (path: string) => RouteFacts } | undefined
  return async (path) => {
    const latest = await build()
    if (current?.build !== latest) current = { build: latest, facts: routeFacts(latest) }
    return current.facts(path)
  }
}
