import { connect, type Socket } from 'node:net'

/**
 * Raw HTTP/1.1 over a socket of the test's own, for what a client library would not send (pipelined requests, broken
 * framing, a head split across writes) or would hide (the exact bytes of an answer).
 */

/** A connection to `port`, with everything the server sends gathered in `received()`. */
export async function rawConnection(port: number): Promise<{
  socket: Socket
  received: () => Buffer
  /** Resolves when the server has closed the connection (or reset it), with everything it sent. */
  closed: Promise<Buffer>
  /** Resolves once what the server has sent passes `test` (rejects if it closes the connection first). */
  until: (test: (received: Buffer) => boolean) => Promise<Buffer>
}> {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  const chunks: Buffer[] = []
  const waiters: { test: (received: Buffer) => boolean; resolve: (b: Buffer) => void }[] = []
  const received = () => Buffer.concat(chunks)
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk)
    const all = received()
    for (const waiter of [...waiters]) {
      if (waiter.test(all)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(all)
      }
    }
  })
  // A server that refuses a request may reset the connection rather than close it: what it sent before still counts.
  socket.on('error', () => {})
  const closed = new Promise<Buffer>((resolve) => socket.once('close', () => resolve(received())))
  const until = (test: (received: Buffer) => boolean) =>
    new Promise<Buffer>((resolve, reject) => {
      if (test(received())) return resolve(received())
      waiters.push({ test, resolve })
      socket.once('close', () => (test(received()) ? resolve(received()) : reject(new Error('closed first'))))
    })
  return { socket, received, closed, until }
}

/** Sends `bytes` on a new connection and resolves with everything the server sent until it closed the connection. */
export async function exchange(port: number, bytes: Buffer | string): Promise<Buffer> {
  const connection = await rawConnection(port)
  connection.socket.write(bytes)
  return connection.closed
}

/** The answers in a stream of bytes, split by their heads and Content-Length (HEAD answers and 304s have no body). */
export function splitAnswers(stream: Buffer, methods: string[]): { head: string; body: Buffer }[] {
  const answers: { head: string; body: Buffer }[] = []
  let at = 0
  while (at < stream.length) {
    const end = stream.indexOf('\r\n\r\n', at, 'latin1')
    if (end === -1) throw new Error(`an answer's head is cut off: ${stream.toString('latin1', at, at + 200)}`)
    const head = stream.toString('latin1', at, end)
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0)
    const bodyless = methods[answers.length] === 'HEAD' || /^HTTP\/1\.1 (304|1\d\d)/.test(head)
    const size = bodyless ? 0 : length
    answers.push({ head, body: stream.subarray(end + 4, end + 4 + size) })
    at = end + 4 + size
  }
  return answers
}

/**
 * An answer stream with what differs from one answer to the next (each request id, date and CSP nonce, and the weak
 * ETag Express makes of a body that carries a nonce) replaced by a placeholder, so that two servers' streams can be
 * compared.
 */
export function withoutIdsAndDates(stream: Buffer): string {
  return stream
    .toString('latin1')
    .replace(/\r\nX-Request-Id: [0-9a-f-]{36}/gi, '\r\nX-Request-Id: <id>')
    .replace(/\r\nDate: [^\r]+/g, '\r\nDate: <date>')
    .replace(/nonce-[\w-]+/g, 'nonce-<nonce>')
    .replace(/nonce="[\w-]+"/g, 'nonce="<nonce>"')
    .replace(/\r\nETag: W\/"[^"]*"/gi, '\r\nETag: W/"<etag>"')
}

/** A request head as a client sends it (CR LF line ends, the empty line), with a Host. */
export function request(target: string, headers: Record<string, string> = {}, method = 'GET'): string {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n`
}
