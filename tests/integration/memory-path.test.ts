// @single-pass: the memory path's answers on a connection (against Node's own server, byte for byte) and its connections' life.
import { readdirSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { exchange, rawConnection, request, splitAnswers, withoutIdsAndDates } from '../helpers/raw-socket.ts'
import { startTestServer, type UsedTestServer, useTestServer } from '../helpers/server.ts'

// ADR 0248: a connection's requests for what memory holds are answered straight off the socket until one is anything
// else; from that request on, Node's server has the connection. Whatever a client sends, it gets the answers a plain
// node:http server running the same application gives, in the same order, with the same bytes.

const server = useTestServer()
const proxied = useTestServer({ TRUST_PROXY: 'loopback' }, { database: server.database })
/** The server of the tests that count its connections: only the tests' own raw connections reach it. */
const counted = useTestServer({}, { database: server.database })

const portOf = (s: { url: string }) => Number(new URL(s.url).port)

/** The same application on a plain node:http server with the same timeouts: what the memory path must equal. */
function plainServer(of: UsedTestServer) {
  let plain: http.Server | undefined
  beforeAll(async () => {
    plain = http.createServer(of.listener)
    plain.keepAliveTimeout = of.http.keepAliveTimeout
    plain.headersTimeout = of.http.headersTimeout
    await new Promise<void>((resolve) => plain!.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    plain?.closeAllConnections()
    await new Promise((resolve) => plain?.close(resolve))
  })
  return () => (plain!.address() as AddressInfo).port
}
const plainPort = plainServer(server)
const proxiedPlainPort = plainServer(proxied)

const asset = () => {
  const dir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client/assets')
  return `/assets/${readdirSync(dir).find((f) => /^entry\.client-.+\.js$/.test(f))}`
}

/** Ends every case: Node answers it and closes the connection (or has closed it already, after a request it refused). */
const lastRequest = request('/favicon.svg', { Connection: 'close' })

let etag = ''
beforeAll(async () => {
  etag = (await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag') ?? ''
  expect(etag).not.toBe('')
})

describe('whatever a client sends, the answers are those of Node’s own server', () => {
  const cases: [string, () => string][] = [
    ['a page', () => request('/about')],
    [
      'each coding',
      () =>
        request('/about', { 'Accept-Encoding': 'gzip' }) +
        request('/', { 'Accept-Encoding': 'gzip, deflate, br' }) +
        request('/services/insurance', { 'Accept-Encoding': 'identity' }) +
        request('/about', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' }),
    ],
    ['a build file and a public file', () => request(asset(), { 'Accept-Encoding': 'br' }) + request('/favicon.svg')],
    ['HEAD', () => request('/about', { 'Accept-Encoding': 'gzip' }, 'HEAD') + request(asset(), {}, 'HEAD')],
    [
      'a matching ETag (304), and a stale one',
      () =>
        request('/about', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag }) +
        request('/about', { 'If-None-Match': '"old"' }),
    ],
    ['a query string and a percent-encoded path', () => request('/about?utm_source=x') + request('/%61bout')],
    [
      'a path memory does not hold, between two it does',
      () => request('/about') + request('/healthz') + request('/about'),
    ],
    ['an unknown file and a page rendered per request', () => request('/assets/none.js') + request('/blog-posts')],
    [
      'dot segments and doubled slashes',
      () => request('/./about') + request('/services//insurance') + request('/%2e%2e/about'),
    ],
    ['another method', () => request('/about', {}, 'POST') + request('/about', {}, 'OPTIONS')],
    ['a GET with a body (Content-Length)', () => 'GET /about HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nGET /'],
    [
      'a chunked GET',
      () => 'GET /about HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nGET /\r\n0\r\n\r\n',
    ],
    [
      'both lengths',
      () => 'GET /about HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['Expect', () => request('/about', { Expect: '100-continue' })],
    ['bare LF line ends', () => 'GET /about HTTP/1.1\nHost: a\n\n'],
    ['a bare CR', () => 'GET /about HTTP/1.1\r\nHost: a\rX-A: b\r\n\r\n'],
    ['a folded header', () => 'GET /about HTTP/1.1\r\nHost: a\r\nAccept-Encoding: gzip,\r\n br\r\n\r\n'],
    ['no Host', () => 'GET /about HTTP/1.1\r\n\r\n'],
    ['two Hosts', () => 'GET /about HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'],
    ['two Accept-Encodings', () => request('/about', { 'Accept-Encoding': 'identity', 'accept-encoding': 'gzip' })],
    ['HTTP/1.0', () => 'GET /about HTTP/1.0\r\n\r\n'],
    ['an absolute target', () => 'GET http://127.0.0.1/about HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a lower-case method', () => 'get /about HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['white space before a colon', () => 'GET /about HTTP/1.1\r\nHost : a\r\n\r\n'],
    ['NUL in a value', () => 'GET /about HTTP/1.1\r\nHost: a\r\nX-A: a\0b\r\n\r\n'],
    ['a byte above ASCII in a value', () => 'GET /about HTTP/1.1\r\nHost: a\r\nX-A: caf\xe9\r\n\r\n'],
    [
      'NUL and a space in the target',
      () => 'GET /ab\0out HTTP/1.1\r\nHost: a\r\n\r\nGET /a bout HTTP/1.1\r\nHost: a\r\n\r\n',
    ],
    ['an empty line first', () => `\r\n${request('/about')}`],
    [
      'Connection: keep-alive, in any case',
      () => request('/about', { Connection: 'keep-alive' }) + request('/about', { Connection: 'KEEP-ALIVE' }),
    ],
    ['Connection: close', () => request('/about', { Connection: 'close' })],
    ['a head over 8 KB', () => request('/about', { 'X-Long': 'a'.repeat(9000) })],
    ["a head over Node's limit", () => request('/about', { 'X-Long': 'a'.repeat(17_000) })],
    ['an untrusted peer that says HTTPS', () => request('/about', { 'X-Forwarded-Proto': 'https' })],
  ]

  it.each(cases)('%s', async (_name, bytes) => {
    const sent = Buffer.from(bytes() + lastRequest, 'latin1')
    const [mine, nodes] = await Promise.all([exchange(portOf(server), sent), exchange(plainPort(), sent)])
    expect(nodes.length).toBeGreaterThan(0)
    expect(withoutIdsAndDates(mine)).toBe(withoutIdsAndDates(nodes))
  })

  it('an upgrade (answered as a plain request, after which Node reads nothing more on the connection)', async () => {
    const sent = request('/about', { Connection: 'Upgrade', Upgrade: 'websocket' }) + lastRequest
    const [mine, nodes] = await Promise.all(
      [portOf(server), plainPort()].map(async (port) => {
        const connection = await rawConnection(port)
        connection.socket.write(sent)
        const received = await connection.until((r) => splitAnswers(r, []).length === 1)
        connection.socket.destroy()
        return received
      }),
    )
    expect(withoutIdsAndDates(mine!)).toBe(withoutIdsAndDates(nodes!))
  })

  it('a trusted proxy that says HTTPS (HSTS), and one that says HTTP', async () => {
    const sent = Buffer.from(
      request('/about', { 'X-Forwarded-Proto': 'https' }) +
        request('/about', { 'X-Forwarded-Proto': 'http' }) +
        request('/favicon.svg', { 'X-Forwarded-Proto': 'https, http' }) +
        lastRequest,
      'latin1',
    )
    const [mine, nodes] = await Promise.all([exchange(portOf(proxied), sent), exchange(proxiedPlainPort(), sent)])
    expect(withoutIdsAndDates(mine)).toContain('Strict-Transport-Security: max-age=31536000; includeSubDomains')
    expect(withoutIdsAndDates(mine)).toBe(withoutIdsAndDates(nodes))
  })

  it('each answer has an id of its own', async () => {
    const answers = splitAnswers(await exchange(portOf(server), request('/about').repeat(3) + lastRequest), [])
    const ids = answers.map((a) => /X-Request-Id: ([0-9a-f-]{36})/.exec(a.head)?.[1])
    expect(ids).toHaveLength(4)
    expect(new Set(ids).size).toBe(4)
  })
})

describe('a connection on the memory path', () => {
  const onMemoryPath = (n: number) => vi.waitFor(() => expect(counted.http.memoryConnections).toBe(n))
  // Each test starts with none: what it counts is its own.
  beforeEach(() => onMemoryPath(0))

  it('stays on it while it asks for what memory holds, and is Node’s from the first request that is not', async () => {
    const connection = await rawConnection(portOf(counted))
    await onMemoryPath(1)
    connection.socket.write(request('/about') + request(asset()))
    await connection.until((r) => splitAnswers(r, []).length === 2)
    await onMemoryPath(1)
    connection.socket.write(request('/healthz'))
    await connection.until((r) => splitAnswers(r, []).length === 3)
    await onMemoryPath(0)
    // Node's server answers the memory's pages on it from then on, as before.
    connection.socket.write(request('/about'))
    const answers = splitAnswers(await connection.until((r) => splitAnswers(r, []).length === 4), [])
    expect(answers.map((a) => a.head.split('\r\n')[0])).toEqual(Array(4).fill('HTTP/1.1 200 OK'))
    connection.socket.destroy()
  })

  it('gives Node’s server a head that arrives in parts, which it answers whole', async () => {
    const connection = await rawConnection(portOf(counted))
    await onMemoryPath(1)
    const whole = request('/about')
    connection.socket.write(whole.slice(0, 12))
    await onMemoryPath(0)
    connection.socket.write(whole.slice(12))
    const [answer] = splitAnswers(await connection.until((r) => splitAnswers(r, []).length === 1), [])
    expect(answer!.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(answer!.body.toString('utf8')).toContain('<html')
    connection.socket.destroy()
  })

  it('gives Node’s server what a client asks while it does not read, and every answer arrives in order', async () => {
    const connection = await rawConnection(portOf(counted))
    await onMemoryPath(1)
    connection.socket.pause()
    const count = 1000
    connection.socket.write(request('/', { 'Accept-Encoding': 'gzip' }).repeat(count) + lastRequest)
    // The answers back up beyond one write buffer long before all of them are written: Node's server, which waits for
    // a slow reader request by request, takes the connection with the rest.
    await onMemoryPath(0)
    connection.socket.resume()
    const answers = splitAnswers(await connection.closed, []).slice(0, count)
    expect(answers).toHaveLength(count)
    const body = answers[0]!.body
    expect(body.length).toBeGreaterThan(1000)
    for (const answer of answers) {
      expect(answer.head.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
      expect(answer.body.equals(body)).toBe(true)
    }
  })

  it('is closed after the keep-alive timeout without traffic, whether or not it asked anything', async () => {
    const kept = counted.http.keepAliveTimeout
    counted.http.keepAliveTimeout = 300
    try {
      const silent = await rawConnection(portOf(counted))
      const asked = await rawConnection(portOf(counted))
      asked.socket.write(request('/about'))
      await asked.until((r) => splitAnswers(r, []).length === 1)
      await Promise.all([silent.closed, asked.closed])
      await onMemoryPath(0)
    } finally {
      counted.http.keepAliveTimeout = kept
    }
  })

  it('outlives a client that resets it in the middle of its answers', async () => {
    const connection = await rawConnection(portOf(counted))
    connection.socket.pause()
    connection.socket.write(request('/', { 'Accept-Encoding': 'gzip' }).repeat(300))
    await onMemoryPath(0)
    connection.socket.resetAndDestroy()
    await connection.closed
    const res = await fetch(`${server.url}/about`)
    expect(res.status).toBe(200)
  })

  it('is ended by close(), so that a server stops with such connections open', async () => {
    const other = await startTestServer(server.database)
    const connection = await rawConnection(portOf(other))
    connection.socket.write(request('/about'))
    await connection.until((r) => splitAnswers(r, []).length === 1)
    expect(other.http.memoryConnections).toBe(1)
    await new Promise<void>((resolve) => other.http.close(() => resolve()))
    await connection.closed
    expect(other.http.memoryConnections).toBe(0)
    expect(other.logs.filter((line) => (line.level as number) >= 50)).toEqual([])
  })
})
