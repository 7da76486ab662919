import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import css from '#app/app.css?inline'
// Both languages' messages, for every page and action the server renders (D55).
import '#app/lib/i18n/catalogues.server.ts'
import { errorReason, isDatabaseUnavailable } from '#app/lib/db-errors.server.ts'
import { NonceContext } from '#app/lib/nonce.ts'
import { publicPageHeaders } from '#app/lib/public-page-headers.ts'

export const streamTimeout = 5_000

/**
 * Written into prerendered HTML at build time; the build's next step (scripts/precompress.mjs) removes it and allows
 * those pages' inline scripts by their hashes instead (ADR 0014).
 */
const NONCE_PLACEHOLDER = '__CSP_NONCE__'

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? NONCE_PLACEHOLDER
  // A database outage is a 503 (retry later), not a fault of the page (see handleError below).
  if (loadContext && unavailable.has(loadContext)) {
    responseStatusCode = 503
    responseHeaders.set('Retry-After', '30')
  }
  // No page defers data, so the whole document is rendered before it is sent: otherwise React streams content
  // inside Suspense boundaries revealed by a script at the end, and nothing paints until that script runs (this
  // matters most for prerendered pages, whose HTML is written once and served to everyone). The finished document
  // is gathered into one buffer and answered in one piece: React writes it in pieces of 2 KB, and passing each piece
  // through the response's stream layers and the compressor cost more than rendering the page.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true
          const chunks: Uint8Array[] = []
          pipe(
            new Writable({
              write(chunk: Uint8Array, _encoding, callback) {
                chunks.push(chunk)
                callback()
              },
              final(callback) {
                let html = Buffer.concat(chunks)
                // Public pages carry the stylesheet inline (the back office links it: root.tsx, Stylesheet) and the
                // public pages' headers (app/lib/public-page-headers.ts).
                if (isIslandsDocument(routerContext)) {
                  if (!import.meta.env.DEV) html = Buffer.from(withInlineStyles(html.toString('utf8'), nonce))
                  for (const [name, value] of Object.entries(publicPageHeaders)) responseHeaders.set(name, value)
                }
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
                responseHeaders.set('Content-Length', String(html.length))
                resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
                callback()
              },
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) loadContext?.log?.error({ reason: errorReason(error) }, 'render failed')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/** Whether the page rendered is a public page of static HTML with islands (app/lib/islands.tsx). */
function isIslandsDocument(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some(
    (m) => (context.routeModules[m.route.id]?.handle as { islands?: unknown } | undefined)?.islands === true,
  )
}

/** Requests whose loaders or actions failed because the database was unreachable. */
const unavailable = new WeakSet<object>()

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (context && isDatabaseUnavailable(error)) {
    unavailable.add(context)
    context.log?.warn({ path: new URL(request.url).pathname }, 'database unavailable')
    return
  }
  context?.log?.error({ reason: errorReason(error), path: new URL(request.url).pathname }, 'unhandled error')
}

/**
 * Writes the site's stylesheet into the head of a public page, so that its first paint needs no second request (the
 * CSS is small: one file for the whole site), and lowers the priority of any module preloads: content comes first.
 */
function withInlineStyles(html: string, nonce: string): string {
  const at = html.indexOf('</head>')
  if (at === -1) return html
  const head = html
    .slice(0, at)
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
  return `${head}<style nonce="${nonce}">${css}</style>${html.slice(at)}`
}
