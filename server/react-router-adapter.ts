import type { Socket } from 'node:net'
import type { NextFunction, Request, Response } from 'express'
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router'
import { messages } from '#app/lib/errors.ts'

/**
 * Hands Express requests to React Router (what `@react-router/express` does), with one difference that matters:
 * the request body reaches the router through a stream that counts bytes as they arrive and stops at the route's
 * limit. A body without Content-Length (chunked) is therefore capped like any other, and a body over the limit is
 * answered 413 at once, without reading the rest into memory.
 */

export class BodyTooLargeError extends Error {
  constructor() {
    super('request body over the limit')
    this.name = 'BodyTooLargeError'
  }
}

function headersOf(req: Request): Headers {
  const headers = new Headers()
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue
    if (Array.isArray(values)) for (const value of values) headers.append(key, value)
    else headers.set(key, values)
  }
  return headers
}

/** How long a refused connection keeps reading (and dropping) what its client still sends, at most. */
const LINGER_MS = 2_000

/**
 * After a refusal with `Connection: close`, Node ends the connection and closes it as soon as the answer is out; a
 * body still on its way then makes the close a reset, which can reach the client before it has read the answer.
 * Here the connection is half-closed after the answer (the client reads it to its end) and closed when the client
 * stops sending, or after LINGER_MS, whichever comes first: what nginx calls a lingering close.
 */
function lingerBeforeClosing(socket: Socket): void {
  ;(socket as Socket & { destroySoon: () => void }).destroySoon = function destroySoon(this: Socket) {
    this.end()
    const timer = setTimeout(() => this.destroy(), LINGER_MS)
    timer.unref()
    this.once('end', () => this.destroy())
    this.once('close', () => clearTimeout(timer))
    this.resume()
  }
}

/** The body as a web stream that errors, and answers 413, once more than `limit` bytes have arrived. */
function limitedBody(req: Request, res: Response, limit: number): ReadableStream<Uint8Array> {
  let received = 0
  // Once the router has cancelled its reader (it read what it needed, or gave up), chunks still arriving are dropped:
  // enqueueing into a cancelled stream throws, and that throw would end the process.
  let cancelled = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (cancelled) return
        received += chunk.length
        if (received > limit) {
          // The rest is read and thrown away (no listener holds it) while the answer goes, and the connection
          // lingers a moment after it (lingerBeforeClosing): closing with the body still arriving would reset the
          // connection, and a client still sending (a browser's upload, a proxy) would lose the 413 in the reset.
          req.removeAllListeners('data')
          req.resume()
          if (!res.headersSent) {
            lingerBeforeClosing(req.socket)
            res.setHeader('Connection', 'close')
            res.status(413).type('text').send(messages.PAYLOAD_TOO_LARGE)
          }
          controller.error(new BodyTooLargeError())
          return
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length))
        // Back-pressure: stop reading from the socket until the router asks for more.
        if ((controller.desiredSize ?? 1) <= 0) req.pause()
      })
      req.once('end', () => {
        if (!cancelled && received <= limit) controller.close()
      })
      req.once('error', (error) => {
        if (!cancelled) controller.error(error)
      })
    },
    pull() {
      req.resume()
    },
    cancel() {
      cancelled = true
      req.resume()
    },
  })
}

/** The origin the client addressed: its Host header, cut at anything that could not be part of a host name. */
function urlOf(req: Request): URL {
  const host = (req.get('host') ?? '').split(/[\\/?#@\s]/)[0] || 'localhost'
  try {
    return new URL(`${req.protocol}://${host}${req.originalUrl}`)
  } catch {
    return new URL(`${req.protocol}://localhost${req.originalUrl}`)
  }
}

function toRequest(req: Request, res: Response, limit: number): globalThis.Request {
  const url = urlOf(req)
  let controller: AbortController | null = new AbortController()
  res.on('finish', () => {
    controller = null
  })
  res.on('close', () => controller?.abort())
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers: headersOf(req),
    signal: controller.signal,
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = limitedBody(req, res, limit)
    init.duplex = 'half'
  }
  return new globalThis.Request(url.href, init)
}

/**
 * Writes a response body to the client as the client takes it: a chunk is read only once the previous one is written
 * (waiting for `drain` when the socket is behind), and a client that goes away cancels the body, which stops its
 * source (a report's query, a file's reads). The library's writer is not used: it races every read against one
 * promise that lasts the whole response, and each race keeps its chunk alive until the end, so a download of
 * hundreds of megabytes was held in memory whole.
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: Response) {
  const reader = body.getReader()
  let gone = false
  let wake: (() => void) | null = null
  const onClose = () => {
    if (res.writableFinished) return
    gone = true
    wake?.()
    reader.cancel().catch(() => undefined)
  }
  // One drain listener for the whole response: the compression step hands `drain` listeners to its zlib stream but
  // not their removal, so a `once` per wait stayed on that stream for good (thousands on a large download, each
  // called on every later drain).
  const onDrain = () => wake?.()
  res.once('close', onClose)
  res.on('drain', onDrain)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done || gone) break
      const more = res.write(value)
      // Through the compression step, a chunk goes out now rather than when the compressor's buffer fills.
      ;(res as Response & { flush?: () => void }).flush?.()
      if (!more && !gone) {
        await new Promise<void>((resolve) => {
          wake = resolve
        })
        wake = null
      }
    }
    if (!gone) res.end()
  } catch (error) {
    reader.cancel(error).catch(() => undefined)
    throw error
  } finally {
    res.off('close', onClose)
  }
}

async function send(res: Response, response: globalThis.Response) {
  // The 413 above, or a client that went away: nothing more to write.
  if (res.headersSent || res.destroyed || res.writableEnded) {
    await response.body?.cancel().catch(() => undefined)
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  // A header the route sets replaces the server-wide one (a file's own sandboxing CSP, say); only Set-Cookie repeats.
  for (const [key, value] of response.headers.entries()) {
    if (key === 'set-cookie') res.append(key, value)
    else res.setHeader(key, value)
  }
  if (!response.body) {
    res.end()
    return
  }
  try {
    await writeBody(response.body, res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}

export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'development' | 'production'
  getLoadContext: (req: Request, res: Response) => AppLoadContext
  /** The largest body a request may carry (set per route by the body-limit step). */
  bodyLimitOf: (res: Response) => number
}) {
  const handle = createRequestHandler(options.build, options.mode)
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = toRequest(req, res, options.bodyLimitOf(res))
      const response = await handle(request, options.getLoadContext(req, res))
      await send(res, response)
    } catch (error) {
      next(error)
    }
  }
}
