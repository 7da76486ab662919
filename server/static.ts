import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { NONCE_PLACEHOLDER } from './headers.ts'

/**
 * Static files of the build: hashed assets cached for a year, other public files for a day, and prerendered pages
 * served from memory with the request's CSP nonce written in. `redirect: false` keeps `/about` from becoming
 * `/about/` just because a folder of that name exists.
 */
export function staticFiles(clientDir: string): Router {
  const router = express.Router()
  // A prerendered page is served at its own path only: its file (`/index.html`, `/about/index.html`) is the raw
  // build output, with the nonce placeholder still in it.
  router.use((req, _res, next) => (/(^|\/)index\.html$/i.test(req.path) ? next('router') : next()))
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  )
  router.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: '1d',
      setHeaders(res, file) {
        // Prerendered loader data must follow the HTML it belongs to, never a day-old copy.
        if (file.endsWith('.data')) res.setHeader('Cache-Control', 'no-cache')
      },
    }),
  )
  return router
}

/** Finds every prerendered page (`index.html` files) under the client build, keyed by URL path. */
export function loadPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  if (!existsSync(clientDir)) return pages
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`)
      } else if (entry.name === 'index.html') {
        pages.set(urlPath || '/', readFileSync(path.join(dir, entry.name), 'utf8'))
      }
    }
  }
  walk(clientDir, '')
  return pages
}

/** Serves prerendered pages for GET and HEAD, with this response's nonce in place of the build's placeholder. */
export function prerenderedPages(pages: Map<string, string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const html = pages.get(req.path)
    if (html === undefined) return next()
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.send(html.replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce as string))
  }
}
