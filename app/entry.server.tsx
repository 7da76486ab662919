import { PassThrough, Transform } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import css from '#app/app.css?inline'
import { errorReason, isDatabaseUnavailable } from '#app/lib/db-errors.server.ts'
import { NonceContext } from '#app/lib/nonce.ts'

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
  // matters most for prerendered pages, whose HTML is written once and served to everyone).
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
          const body = import.meta.env.DEV ? new PassThrough() : inlineStyles(nonce)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
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
 * Writes the site's stylesheet into the document head (and lowers the priority of the module preloads), so the first paint needs no second request (the CSS is
 * small: one file for the whole site). React 19 tolerates extra elements in <head> when hydrating.
 */
function inlineStyles(nonce: string): Transform {
  let done = false
  let pending = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk)
      pending += chunk.toString('utf8')
      const at = pending.indexOf('</head>')
      if (at === -1 && pending.length < 64 * 1024) return callback()
      done = true
      const style = `<style nonce="${nonce}">${css}</style>`
      // Content first: the page works before its scripts load, so the hydration modules must not compete with what
      // the first paint needs (documents, the hero, the logo).
      const head = pending
        .slice(0, at === -1 ? pending.length : at)
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
      const out = at === -1 ? head : head + style + pending.slice(at)
      pending = ''
      callback(null, out)
    },
    flush(callback) {
      callback(null, done ? undefined : pending)
    },
  })
}
