import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { blogSlug } from '#app/domain/blog/slug.ts'
import { locales, localesKit } from '#app/lib/i18n/locale.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { withPublicPageHeaders } from '#app/lib/public-page-headers.ts'
import { staticPage } from '../scripts/lib/static-page.mjs'
import { type Entry, memoryEntry } from './static.ts'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** A blog post's page in any language: `/blog/<id>`, or under a language's prefix (`/hi/blog/<id>`). */
const BLOG_PAGE = new RegExp(`^(?:${locales.map(localesKit.prefixOf).filter(Boolean).join('|')})?/blog/([^/]+)$`)

export interface KeptPagesOptions {
  /** Renders a page through the React Router handler with the nonce placeholder (scripts/lib/static-page.mjs). */
  render: (urlPath: string) => Promise<Response>
  /** The security headers of a page whose inline scripts and styles are those hashes (as for prerendered pages). */
  securityHeaders: (hashes: { scripts: string[]; styles: string[] }) => OutgoingHttpHeaders
  /** The blog pages' version in the database (app/domain/blog/page-versions.server.ts). */
  version: () => Promise<number>
  /** Subscribes to this process's own changes to the blog; returns the unsubscribe. */
  onChanged: (listener: () => void) => () => void
  log: Logger
  /** How often the version is read, in ms (default 1000). */
  pollMs?: number
  /** How many pages are kept at most; the least recently added goes first (default 200). */
  maxPages?: number
}

/**
 * Blog posts' pages rendered once and then served like prerendered pages (ADR 0217): the HTML made static (CSP hashes
 * instead of a nonce, as the build does for prerendered pages), its brotli and gzip forms, and every header worked out
 * once, answered from memory before Express. The headers are those the page had when rendered per request (the
 * security headers, the public pages' headers, Vary; no Cache-Control and no ETag, as before), with the request's id
 * and HSTS added per request.
 *
 * A page is kept after its first request (which is rendered as before, the copy made beside it), and only when it
 * answered 200 at the post's own slug: old slugs (301), other spellings of the id, unknown posts (404) and database
 * outages (503) keep going through the router each time. Every kept page is dropped when the blog's version in the
 * database moves (triggers move it with any change to the posts, whichever server or tool made it), read every
 * `pollMs`; a change made by this process drops them at once. When the version cannot be read, nothing is kept or
 * served from here, so a database outage looks exactly as it did.
 */
export function keptBlogPages(options: KeptPagesOptions) {
  const pages = new Map<string, Entry>()
  const filling = new Set<string>()
  const maxPages = options.maxPages ?? 200
  /** The version the kept pages belong to; null while unknown (nothing is kept then). */
  let known: number | null = null
  /** Moves at every drop: a page rendered before a drop is not kept after it. */
  let generation = 0
  let polls = 0
  let applied = 0
  let stopped = false

  const drop = () => {
    pages.clear()
    generation++
  }

  const poll = async () => {
    const seq = ++polls
    let version: number | null
    try {
      version = await options.version()
    } catch {
      version = null
    }
    // An answer older than one already applied says nothing new.
    if (seq < applied || stopped) return
    applied = seq
    if (version !== known) {
      drop()
      known = version
    }
  }

  const timer = setInterval(() => void poll(), options.pollMs ?? 1000)
  timer.unref()
  void poll()
  const unsubscribe = options.onChanged(() => {
    drop()
    known = null
    void poll()
  })

  const fill = async (urlPath: string) => {
    const at = generation
    filling.add(urlPath)
    try {
      const response = await options.render(urlPath)
      const type = response.headers.get('content-type') ?? ''
      if (response.status !== 200 || response.headers.has('set-cookie') || !type.startsWith('text/html')) {
        await response.body?.cancel()
        return
      }
      const { body, scripts, styles } = staticPage(await response.text())
      const raw = Buffer.from(body, 'utf8')
      const security = withPublicPageHeaders(options.securityHeaders({ scripts, styles }))
      const keep = (br: Buffer | undefined, gz: Buffer) => {
        if (at !== generation || known === null || stopped) return false
        if (!pages.has(urlPath) && pages.size >= maxPages) pages.delete(pages.keys().next().value as string)
        pages.set(
          urlPath,
          memoryEntry({
            body: raw,
            br: br && br.length < raw.length ? br : undefined,
            gzip: gz.length < raw.length ? gz : undefined,
            type,
            cacheControl: null,
            security,
          }),
        )
        return true
      }
      // Kept as soon as its gzip form is made (a few milliseconds); the brotli form, at the build's quality (ten
      // times slower, made once), is added when ready. Both run off the main thread.
      const gz = await gzipped(raw, { level: 9 })
      if (!keep(undefined, gz)) return
      const br = await brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
      keep(br, gz)
    } catch (error) {
      options.log.warn({ path: urlPath, reason: (error as Error)?.message }, 'blog page not kept')
    } finally {
      filling.delete(urlPath)
    }
  }

  /**
   * A page not kept (yet) that a request asks for: the post's own page starts being kept. `urlPath` as `lookupPath`
   * gives it; only the post's own slug is kept, any other spelling of it renders (and redirects) as before.
   */
  function requested(urlPath: string): void {
    if (known === null || filling.has(urlPath)) return
    const match = BLOG_PAGE.exec(urlPath)
    if (match && blogSlug(match[1]!) === match[1]) void fill(urlPath)
  }

  return {
    /** The kept page of a path as `lookupPath` gives it (only blog posts' pages are ever kept). */
    find: (urlPath: string): Entry | undefined => pages.get(urlPath),
    requested,
    stop() {
      stopped = true
      clearInterval(timer)
      unsubscribe()
      drop()
    },
  }
}
