import type { ReactElement } from 'react'
// React DOM's server renderer in its edge build, not its Node build: see handleRequest.
import { renderToReadableStream } from 'react-dom/server.edge'
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
  // is gathered into one buffer and answered in one piece: passing each of React's small pieces through the
  // response's stream layers and the compressor cost more than rendering the page.
  //
  // The edge build renders the same HTML as the Node build, but without an AsyncLocalStorage (Node has no global
  // one, which is what the edge build looks for). The Node build runs every render inside one; once that has happened,
  // Node 20 keeps an async hook on for the rest of the process, and every promise and every `process.nextTick` of
  // every request pays for it, a prerendered page included (ADR 0247). The store only serves React's resource hints
  // called outside a render, which no page makes.
  return renderDocument(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    nonce,
    (error, afterShell) => {
      responseStatusCode = 500
      // An error in the shell rejects the render, and React Router's own handling reports it (handleError below).
      if (afterShell) loadContext?.log?.error({ reason: errorReason(error) }, 'render failed')
    },
  ).then((rendered) => {
    let html = rendered
    // Public pages carry the stylesheet inline (the back office links it: root.tsx, Stylesheet) and the public
    // pages' headers (app/lib/public-page-headers.ts).
    if (isIslandsDocument(routerContext)) {
      if (!import.meta.env.DEV) html = Buffer.from(withInlineStyles(html.toString('utf8'), nonce))
      for (const [name, value] of Object.entries(publicPageHeaders)) responseHeaders.set(name, value)
    }
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    responseHeaders.set('Content-Length', String(html.length))
    return new Response(html, { headers: responseHeaders, status: responseStatusCode })
  })
}

/**
 * Renders the whole document and gathers it into one buffer. Every error is reported to `onError`; one in the shell
 * also rejects (React Router then answers its error page), one inside a Suspense boundary after the shell sends the
 * boundary's fallback. A render still running after the stream timeout is aborted.
 */
async function renderDocument(
  element: ReactElement,
  nonce: string,
  onError: (error: unknown, afterShell: boolean) => void,
): Promise<Buffer<ArrayBuffer>> {
  let shellRendered = false
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000)
  try {
    const stream = await renderToReadableStream(element, {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        onError(error, shellRendered)
      },
    })
    shellRendered = true
    await stream.allReady
    const chunks: Uint8Array[] = []
    let length = 0
    const reader = stream.getReader()
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value)
      length += part.value.length
    }
    return Buffer.concat(chunks, length)
  } finally {
    clearTimeout(timer)
  }
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
