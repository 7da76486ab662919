import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'
import express, { type Router } from 'express'
import { withPublicPageHeaders } from '#app/lib/public-page-headers.ts'
import { HSTS_VALUE } from './headers.ts'
import { normalisedPath } from './paths.ts'
import type { Wire } from './wire-answers.ts'

/**
 * The back office's service worker (ADR 0148): always checked with the server (`no-cache`), so a new build's worker
 * replaces the old one at the next visit instead of a day later.
 */
export const OFFICE_SERVICE_WORKER = '/office-sw.js'

/**
 * A module worker's script (app/components/office/crm/photo-worker.ts): Vite names its entry `<name>-<hash>.worker.js`
 * (vite.config.ts), so that it can be told from the scripts a page imports.
 */
export const WORKER_SCRIPT = /\.worker\.js$/

/** Types of the hashed build files that are resources of a page, never a page themselves (ADR 0237). */
const RESOURCE_TYPES = /^(text\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif|x-icon)$)/

/**
 * ADR 0237: a hashed, immutable file under `/assets/` that a page loads as a resource (a script it imports, a style
 * sheet, a font, a raster image) carries only the security headers that act on such a response:
 * `X-Content-Type-Options: nosniff` (the browser runs or applies it only as its declared type) and
 * `Cross-Origin-Resource-Policy` (no other site may load it); a style sheet also its `Referrer-Policy`, which the
 * requests made from it (its fonts and images) follow. The rest of the set (CSP, frame options, opener and
 * agent-cluster policies, the old IE and Adobe headers) acts only on a document or a worker: a script or style
 * is governed by the CSP of the page that loads it, never by its own. What can be a document or a worker keeps the
 * whole set: pages, SVG (it can be opened and run script), JSON and other files, and a module worker's own script,
 * whose CSP is the worker's policy. Null when the file keeps the whole set.
 */
export function resourceOnlyHeaders(urlPath: string, type: string | undefined): readonly string[] | null {
  if (!urlPath.startsWith('/assets/') || !type || !RESOURCE_TYPES.test(type) || WORKER_SCRIPT.test(urlPath)) return null
  return type.startsWith('text/css') ? STYLE_SHEET_HEADERS : RESOURCE_HEADERS
}

const RESOURCE_HEADERS: readonly string[] = ['x-content-type-options', 'cross-origin-resource-policy']
const STYLE_SHEET_HEADERS: readonly string[] = [...RESOURCE_HEADERS, 'referrer-policy']

/** The security headers `security` as a resource file `urlPath` of type `type` carries them (ADR 0237). */
export function securityHeadersOfFile(
  security: OutgoingHttpHeaders,
  urlPath: string,
  type: string | undefined,
): OutgoingHttpHeaders {
  const kept = resourceOnlyHeaders(urlPath, type)
  if (!kept) return security
  return Object.fromEntries(Object.entries(security).filter(([name]) => kept.includes(name.toLowerCase())))
}

/**
 * Static files of the build that are not kept in memory (large or of an unusual type), and everything in
 * development: hashed assets cached for a year, other public files for a day. `redirect: false` keeps `/about` from
 * becoming `/about/` just because a folder of that name exists. `securityHeaderNames`: the names of the headers the
 * security middleware has set by then; a resource file under `/assets/` drops those it does not need (ADR 0237).
 */
export function staticFiles(clientDir: string, securityHeaderNames: readonly string[] = []): Router {
  const router = express.Router()
  // A prerendered page is served at its own path only, never as `/index.html` or `/about/index.html`; the build's
  // compressed forms are chosen by content negotiation, never asked for by name.
  router.use((req, _res, next) => (/(^|\/)index\.html$|\.(br|gz)$/i.test(req.path) ? next('router') : next()))
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
      fallthrough: false,
      setHeaders(res, file) {
        const kept = resourceOnlyHeaders(`/assets/${path.basename(file)}`, TYPES[path.extname(file).toLowerCase()])
        if (!kept) return
        for (const name of securityHeaderNames) {
          if (!kept.includes(name.toLowerCase())) res.removeHeader(name)
        }
      },
    }),
  )
  router.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: '1d',
      setHeaders(res, file) {
        // Prerendered loader data must follow the HTML it belongs to, never a day-old copy.
        if (file.endsWith('.data') || file.endsWith(OFFICE_SERVICE_WORKER)) res.setHeader('Cache-Control', 'no-cache')
      },
    }),
  )
  return router
}

/** What the build step (scripts/precompress.mjs) recorded for each prerendered page: its inline scripts' hashes. */
export type StaticPagesManifest = Record<string, { scripts: string[]; styles: string[] }>

type Encoding = 'br' | 'gzip' | 'identity'

/**
 * A response's headers as flat name, value lists ready for `writeHead`, over plain HTTP and over HTTPS (with HSTS),
 * each ending in the request id's pair. The id's value is written into the list just before `writeHead`, which reads
 * the list at once and keeps nothing of it: one list per form serves every request, none is copied per request.
 * The memory path (server/memory-connections.ts) sends the same status and headers itself: `wire` keeps, once made,
 * the bytes Node would write from each list (server/wire-answers.ts).
 */
export interface HeaderLists {
  status: 200 | 304
  plain: string[]
  secure: string[]
  wire: { plain?: Wire; secure?: Wire }
}

export interface Variant {
  body: Buffer
  etag: string
  /** The headers of a 200 answer. */
  lists: HeaderLists
  /** The headers of a 304 answer: the same without the body's type, length and coding. */
  notModified: HeaderLists
}

export interface Entry {
  identity: Variant
  br?: Variant
  gzip?: Variant
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json; charset=utf-8',
  // React Router's prerendered loader data (turbo-stream).
  '.data': 'text/x-script',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
}

/** Files above this size stay on disk (served by `staticFiles`); the site's own files are far smaller. */
const MAX_IN_MEMORY = 2 * 1024 * 1024

export interface MemorySiteOptions {
  clientDir: string
  /** The prerendered pages and their hashes, or null when the pages must be rendered per request. */
  pages: StaticPagesManifest | null
  /** The security headers of a response whose inline scripts and styles are those hashes (CSP included). */
  securityHeaders: (hashes: { scripts: string[]; styles: string[] }) => OutgoingHttpHeaders
  /** Express's compiled `trust proxy` test, to know whether a request came over HTTPS (for HSTS). */
  trustProxy: (address: string, hop: number) => boolean
  /** Called once per request served, when it has been sent. */
  onServed?: (entry: { method: string; path: string; status: number; ms: number; requestId: string }) => void
}

/**
 * The build's files and prerendered pages, held in memory with their brotli and gzip forms (made at build time) and
 * every header worked out once: a request for one of them is answered without any per-request middleware. Only a
 * path that is already normal is looked up (normalisePaths in paths.ts handles every other spelling, so a dot
 * segment or encoded slash never reaches a file by another name); other methods and unknown paths go on to the app.
 */
export function memorySite(options: MemorySiteOptions) {
  const entries = new Map<string, Entry>()
  const { clientDir } = options
  const fileHeaders = options.securityHeaders({ scripts: [], styles: [] })

  const add = (urlPath: string, file: string, cacheControl: string, security: OutgoingHttpHeaders) => {
    const type = TYPES[path.extname(file).toLowerCase()]
    if (!type) return
    entries.set(
      urlPath,
      memoryEntry({
        body: readFileSync(file),
        br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
        gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
        type,
        cacheControl,
        security,
      }),
    )
  }

  const walk = (dir: string, urlPath: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      if (item.name.startsWith('.')) continue
      const full = path.join(dir, item.name)
      if (item.isDirectory()) {
        walk(full, `${urlPath}/${item.name}`)
        continue
      }
      // Compressed forms belong to their file; pages are added below, at their own path only.
      if (/\.(br|gz)$/.test(item.name) || item.name === 'index.html') continue
      if (statSync(full).size > MAX_IN_MEMORY) continue
      const url = `${urlPath}/${item.name}`
      const cache = url.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : url.endsWith('.data') || url === OFFICE_SERVICE_WORKER
          ? 'no-cache'
          : 'public, max-age=86400'
      add(url, full, cache, securityHeadersOfFile(fileHeaders, url, TYPES[path.extname(full).toLowerCase()]))
    }
  }
  if (existsSync(clientDir)) walk(clientDir, '')

  for (const [urlPath, hashes] of Object.entries(options.pages ?? {})) {
    const file = path.join(clientDir, urlPath, 'index.html')
    if (!existsSync(file)) continue
    // Prerendered pages are public pages: they carry the public pages' headers (app/lib/public-page-headers.ts).
    add(urlPath, file, 'no-cache', withPublicPageHeaders(options.securityHeaders(hashes)))
  }

  return {
    /** The entry of a path as `lookupPath` gives it, if it is one of these files or pages. */
    find: (urlPath: string): Entry | undefined => entries.get(urlPath),
  }
}

/**
 * The path a GET or HEAD request asks for, decoded, when it is already in its one normal spelling (normalisePaths in
 * paths.ts handles every other spelling, so a dot segment or encoded slash never reaches a file by another name);
 * null for any other method or spelling, which goes on to the app.
 */
export function lookupPath(req: IncomingMessage): string | null {
  return lookupTarget(req.method, req.url ?? '/')
}

/** `lookupPath` of a request's method and target as sent. */
export function lookupTarget(method: string | undefined, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  const q = url.indexOf('?')
  const urlPath = q === -1 ? url : url.slice(0, q)
  if (urlPath.includes('#') || normalisedPath(urlPath) !== null) return null
  if (!urlPath.includes('%')) return urlPath
  try {
    return decodeURIComponent(urlPath)
  } catch {
    return null
  }
}

/**
 * A body and its compressed forms with every header worked out once. `cacheControl` null sends neither
 * Cache-Control nor ETag (the headers of a page rendered per request, which a kept blog page keeps).
 */
export function memoryEntry(input: {
  body: Buffer
  br?: Buffer
  gzip?: Buffer
  type: string
  cacheControl: string | null
  security: OutgoingHttpHeaders
}): Entry {
  const { type, cacheControl, security } = input
  const tag = createHash('sha256').update(input.body).digest('base64url').slice(0, 27)
  const compressedForms = Boolean(input.br || input.gzip)
  const variant = (body: Buffer, encoding: Encoding): Variant => {
    const etag = `"${tag}${encoding === 'identity' ? '' : `-${encoding}`}"`
    const headers: OutgoingHttpHeaders = {
      ...security,
      'Content-Type': type,
      'Content-Length': String(body.length),
      ...(cacheControl === null ? {} : { 'Cache-Control': cacheControl, ETag: etag }),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      ...(compressedForms ? { Vary: 'Accept-Encoding' } : {}),
    }
    const { 'Content-Type': _t, 'Content-Length': _l, 'Content-Encoding': _e, ...notModified } = headers
    return {
      body,
      etag: cacheControl === null ? '' : etag,
      lists: headerLists(200, headers),
      notModified: headerLists(304, notModified),
    }
  }
  const entry: Entry = { identity: variant(input.body, 'identity') }
  if (input.br) entry.br = variant(input.br, 'br')
  if (input.gzip) entry.gzip = variant(input.gzip, 'gzip')
  return entry
}

/** The form of an entry a request gets: the best the client accepts, and whether its ETag matches (a 304). */
export function chosenForm(
  entry: Entry,
  acceptEncoding: string | string[] | undefined,
  ifNoneMatch: string | undefined,
): { form: Variant; lists: HeaderLists } {
  const form = entry[negotiate(acceptEncoding, entry)] ?? entry.identity
  const notModified = form.etag !== '' && fresh(ifNoneMatch, form.etag)
  return { form, lists: notModified ? form.notModified : form.lists }
}

/** Sends an entry: the best form the client accepts, 304 when its ETag matches, the request's id and HSTS added. */
export function answer(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Entry,
  urlPath: string,
  options: Pick<MemorySiteOptions, 'trustProxy' | 'onServed'>,
): void {
  const method = req.method ?? 'GET'
  const started = options.onServed ? process.hrtime.bigint() : 0n
  const { form, lists } = chosenForm(entry, req.headers['accept-encoding'], req.headers['if-none-match'])
  const requestId = randomUUID()
  const secure = isSecure(req, options.trustProxy)
  res.writeHead(lists.status, withRequest(lists, requestId, secure))
  res.end(method === 'HEAD' || lists.status === 304 ? undefined : form.body)
  if (options.onServed) {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    options.onServed({ method, path: urlPath, status: lists.status, ms, requestId })
  }
}

function headerLists(status: 200 | 304, headers: OutgoingHttpHeaders): HeaderLists {
  const flat: string[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    // The memory path writes these lists without Node's checks of each header: they are checked once, here.
    validateHeaderName(name)
    validateHeaderValue(name, String(value))
    flat.push(name, String(value))
  }
  return {
    status,
    plain: [...flat, 'X-Request-Id', ''],
    secure: [...flat, 'Strict-Transport-Security', HSTS_VALUE, 'X-Request-Id', ''],
    wire: {},
  }
}

/** The list for this request, its id written in (see HeaderLists). */
function withRequest(lists: HeaderLists, requestId: string, secure: boolean): string[] {
  const list = secure ? lists.secure : lists.plain
  list[list.length - 1] = requestId
  return list
}

/** HTTPS directly, or through a trusted proxy that says so (as Express's `req.secure`). */
function isSecure(req: IncomingMessage, trust: (address: string, hop: number) => boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true
  const forwarded = req.headers['x-forwarded-proto']
  return forwardedHttps(Array.isArray(forwarded) ? forwarded[0] : forwarded, req.socket.remoteAddress, trust)
}

/** Whether a proxy trusted by `trust` said (X-Forwarded-Proto, its first value) that the request came over HTTPS. */
export function forwardedHttps(
  forwarded: string | undefined,
  remoteAddress: string | undefined,
  trust: (address: string, hop: number) => boolean,
): boolean {
  if (!forwarded || !trust(remoteAddress ?? '', 0)) return false
  return forwarded.split(',')[0]?.trim() === 'https'
}

/** If-None-Match (weak comparison, as RFC 9110 asks for this header). */
function fresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim().replace(/^W\//, '')
    if (tag === etag) return true
  }
  return false
}

/** What each Accept-Encoding value allows, worked out once per distinct value (browsers send only a few). */
const acceptedCache = new Map<string, { br: boolean; gzip: boolean }>()

/** The best form the client accepts: brotli, then gzip, then the file itself (q=0 refuses a coding). */
export function negotiate(header: string | string[] | undefined, entry: { br?: unknown; gzip?: unknown }): Encoding {
  if (!header) return 'identity'
  const text = Array.isArray(header) ? header.join(',') : header
  let allowed = acceptedCache.get(text)
  if (!allowed) {
    allowed = acceptedCodings(text)
    if (acceptedCache.size >= 256) acceptedCache.clear()
    acceptedCache.set(text, allowed)
  }
  if (entry.br && allowed.br) return 'br'
  if (entry.gzip && allowed.gzip) return 'gzip'
  return 'identity'
}

function acceptedCodings(text: string): { br: boolean; gzip: boolean } {
  const accepted = new Map<string, number>()
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key === 'q') q = Number(value)
    }
    accepted.set(name, Number.isFinite(q) ? q : 0)
  }
  const wants = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0
  return { br: wants('br'), gzip: wants('gzip') || wants('x-gzip') }
}

/** The prerendered pages' hashes written by the build, or null when that step has not run. */
export function loadStaticPagesManifest(buildDir: string): StaticPagesManifest | null {
  const file = path.join(buildDir, 'static-pages.json')
  if (!existsSync(file)) return null
  return JSON.parse(readFileSync(file, 'utf8')) as StaticPagesManifest
}

type Middleware = (req: unknown, res: unknown, next: (error?: unknown) => void) => void

/**
 * The headers a security middleware (helmet, see headers.ts) sets, worked out once for a static response: its CSP
 * nonce is replaced by the hashes of the page's own inline scripts and styles (none for a file).
 */
export function precomputedSecurityHeaders(
  middleware: Middleware,
): (hashes: { scripts: string[]; styles: string[] }) => OutgoingHttpHeaders {
  const marker = 'static-nonce'
  const headers: Record<string, string> = {}
  const res = {
    locals: { cspNonce: marker },
    setHeader: (name: string, value: string) => {
      headers[name] = value
    },
    removeHeader: (name: string) => {
      delete headers[name]
    },
    getHeader: (name: string) => headers[name],
  }
  middleware({ headers: {}, method: 'GET', url: '/' }, res, (error) => {
    if (error) throw error
  })
  return (hashes) => {
    const out: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers)) {
      if (name.toLowerCase() !== 'content-security-policy') {
        out[name] = value
        continue
      }
      out[name] = value
        .split(';')
        .map((directive) => {
          const [key] = directive.trim().split(/\s+/)
          const allowed = key === 'script-src' ? hashes.scripts : key === 'style-src' ? hashes.styles : []
          return directive.replace(` 'nonce-${marker}'`, allowed.length ? ` ${allowed.join(' ')}` : '')
        })
        .join(';')
    }
    return out
  }
}
