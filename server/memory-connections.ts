import { randomUUID } from 'node:crypto'
import http, { type RequestListener } from 'node:http'
import type { Socket } from 'node:net'
import { MAX_HEAD_BYTES, type RequestHead, readRequestHead } from './request-head.ts'
import { type Entry, forwardedHttps, lookupTarget, type MemorySiteOptions } from './static.ts'
import { type ConnectionFacts, type WireAnswer, wireAnswer } from './wire-answers.ts'

/**
 * The memory path (ADR 0248): a connection's requests for the build's files, the prerendered pages and the kept blog
 * posts are answered from memory straight off the socket, before Node's HTTP server sees them. Node's server does
 * per request what such a file never needs (a request and a response object, their streams, their events, the
 * headers checked and joined again), and that was most of what a prerendered page cost: serving the same bytes
 * from a bare socket is about a quarter faster than from a bare `node:http` server.
 *
 * A connection starts on the memory path. Its requests are read by `readRequestHead` (a grammar narrower than Node's
 * own parser); each one for an entry in memory is answered with the very bytes Node's server would have written for
 * it (server/wire-answers.ts). At the first request that is anything else (not in memory, another method, a body, a header or
 * spelling this path does not read, a head split across reads, more than one write buffer of answers waiting), the
 * connection is handed to Node's server for the rest of its life, with that request's bytes put back unread
 * (`socket.unshift`, as a protocol sniffer does), so Node reads it from its first byte as it would have read it
 * from the start. Nothing a client sends is refused or answered here that Node's server would answer differently.
 *
 * The connection's life on the memory path follows Node's server: closed after `keepAliveTimeout` without traffic
 * (which also covers a connection that sends nothing), closed after the answers under way when the client ends its
 * side, and closed by `closeIdleConnections` / `closeAllConnections` (so `close()` and the shutdown work as before).
 */
export interface MemoryPathOptions extends Pick<MemorySiteOptions, 'trustProxy' | 'onServed'> {
  /** The entry of a path as `lookupPath` gives it, if memory holds one. */
  find: (urlPath: string) => Entry | undefined
}

/** The end of a request head: the empty line. */
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1')

/** The HTTP server of the site: Node's, with each connection read first by the memory path (when given). */
export class SiteServer extends http.Server {
  readonly #memory: MemoryPathOptions | null
  readonly #onMemoryPath = new Set<Socket>()
  readonly #nodeConnection: (socket: Socket) => void = () => {}
  #facts: ConnectionFacts & { until: number } = { until: 0, second: 0, keepAliveSeconds: null, date: Buffer.alloc(0) }

  constructor(listener: RequestListener, memory: MemoryPathOptions | null) {
    super(listener)
    this.#memory = memory
    if (!memory) return
    // Node's server takes each connection through the one 'connection' listener its constructor adds; it is called
    // here instead, when (and only if) a connection leaves the memory path.
    const listeners = this.listeners('connection') as ((socket: Socket) => void)[]
    if (listeners.length !== 1) throw new Error('node:http.Server no longer takes connections through one listener')
    const [nodeConnection] = listeners as [(socket: Socket) => void]
    this.removeListener('connection', nodeConnection)
    this.#nodeConnection = nodeConnection
    this.on('connection', (socket: Socket) => this.#start(socket))
  }

  /** How many connections are on the memory path now (the rest are Node's server's). */
  get memoryConnections(): number {
    return this.#onMemoryPath.size
  }

  override closeIdleConnections(): void {
    super.closeIdleConnections()
    // A connection on the memory path is idle between answers; one still sending an answer ends when it is sent.
    for (const socket of this.#onMemoryPath) {
      if (socket.writableLength === 0) socket.destroy()
      else socket.end()
    }
  }

  override closeAllConnections(): void {
    super.closeAllConnections()
    for (const socket of this.#onMemoryPath) socket.destroy()
  }

  #start(socket: Socket): void {
    // A limit of requests per connection is Node's to count: such a server has no memory path.
    if ((this.maxRequestsPerSocket ?? 0) > 0) {
      this.#nodeConnection.call(this, socket)
      return
    }
    const connections = this.#onMemoryPath
    connections.add(socket)

    const onData = (chunk: Buffer) => {
      // Ended by closeIdleConnections while the client was still sending: nothing more is answered.
      if (socket.writableEnded) return
      let start = 0
      while (start < chunk.length) {
        const end = chunk.indexOf(HEAD_END, start)
        if (end === -1 || end - start > MAX_HEAD_BYTES) return toNode(chunk.subarray(start))
        const head = readRequestHead(chunk.toString('latin1', start, end))
        const answer = head && this.#answer(head, socket)
        if (!answer) return toNode(chunk.subarray(start))
        start = end + HEAD_END.length
        if (answer.body) {
          socket.cork()
          socket.write(answer.bytes, answer.sent)
          socket.write(answer.body)
          socket.uncork()
        } else {
          socket.write(answer.bytes, answer.sent)
        }
        if (socket.writableLength >= socket.writableHighWaterMark) {
          // The client reads slower than it asks: Node's server, which waits for a slow reader request by request,
          // takes whatever else it has sent; with nothing more sent yet, reading waits until the answers are out.
          if (start < chunk.length) return toNode(chunk.subarray(start))
          socket.pause()
          socket.once('drain', onDrain)
          return
        }
      }
    }
    const onDrain = () => socket.resume()
    // The client has sent all it will: the answers under way are sent, then the connection is closed.
    const onEnd = () => socket.end()
    const onTimeout = () => socket.destroy()
    // A reset or a broken pipe ends the connection; there is nobody to answer.
    const onError = () => socket.destroy()
    const onClose = () => connections.delete(socket)

    const toNode = (unread: Buffer) => {
      connections.delete(socket)
      socket.removeListener('data', onData)
      socket.removeListener('drain', onDrain)
      socket.removeListener('end', onEnd)
      socket.removeListener('timeout', onTimeout)
      socket.removeListener('error', onError)
      socket.removeListener('close', onClose)
      socket.setTimeout(0)
      // Read no further until Node's server listens; the request's bytes go back in front of whatever is unread.
      socket.pause()
      socket.unshift(unread)
      this.#nodeConnection.call(this, socket)
      socket.resume()
    }

    socket.on('data', onData)
    socket.on('end', onEnd)
    socket.on('timeout', onTimeout)
    socket.on('error', onError)
    socket.on('close', onClose)
    if (this.keepAliveTimeout > 0) socket.setTimeout(this.keepAliveTimeout)
  }

  /** The bytes of the answer to a request memory holds, or null when Node's server is to answer it. */
  #answer(head: RequestHead, socket: Socket): WireAnswer | null {
    const memory = this.#memory!
    const urlPath = lookupTarget(head.method, head.target)
    const entry = urlPath === null ? undefined : memory.find(urlPath)
    if (!entry || urlPath === null) return null
    const started = memory.onServed ? process.hrtime.bigint() : 0n
    // The peer's address is asked for only when a proxy's word is to be weighed.
    const secure =
      head.forwardedProto !== undefined && forwardedHttps(head.forwardedProto, socket.remoteAddress, memory.trustProxy)
    const requestId = randomUUID()
    const request = { method: head.method, acceptEncoding: head.acceptEncoding, ifNoneMatch: head.ifNoneMatch, secure }
    const answer = wireAnswer(entry, request, requestId, this.#connectionFacts())
    if (memory.onServed) {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      memory.onServed({ method: head.method, path: urlPath, status: answer.status, ms, requestId })
    }
    return answer
  }

  /**
   * What Node's server adds to the head of an answer on a kept-alive connection: the date (made once a second, as
   * Node does) and the keep-alive timeout in seconds.
   */
  #connectionFacts(): ConnectionFacts {
    const now = Date.now()
    if (now >= this.#facts.until) {
      const second = Math.floor(now / 1000)
      this.#facts = {
        until: (second + 1) * 1000,
        second,
        keepAliveSeconds: this.keepAliveTimeout ? Math.floor(this.keepAliveTimeout / 1000) : null,
        date: Buffer.from(new Date(now).toUTCString(), 'latin1'),
      }
    }
    return this.#facts
  }
}
