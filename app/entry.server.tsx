import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import { isDatabaseUnavailable } from '#app/lib/db-errors.server.ts'
import { NonceContext } from '#app/lib/nonce.ts'

export const streamTimeout = 5_000

/** Written into prerendered HTML at build time; the server swaps in each response's nonce (ADR 0004). */
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
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
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
          if (shellRendered) loadContext?.log?.error({ err: error }, 'render failed')
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
  context?.log?.error({ err: error, path: new URL(request.url).pathname }, 'unhandled error')
}
