import http from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_HEAD_BYTES, readRequestHead } from './request-head.ts'

// ADR 0248: the memory path reads only heads whose meaning Node's own parser gives them too; anything else goes to
// Node's server. The head text is what the memory path passes: from the request line up to the empty line.

const head = (...lines: string[]) => lines.join('\r\n')

describe('what is read', () => {
  it('the heads browsers and tools send', () => {
    const chrome = head(
      'GET /about HTTP/1.1',
      'Host: example.in',
      'Connection: keep-alive',
      'sec-ch-ua: "Chromium";v="156", "Not.A/Brand";v="99"',
      'sec-ch-ua-mobile: ?1',
      'Upgrade-Insecure-Requests: 1',
      'User-Agent: Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile',
      'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'Sec-Fetch-Site: none',
      'Accept-Encoding: gzip, deflate, br, zstd',
      'Accept-Language: hi-IN,hi;q=0.9,en;q=0.8',
      'Cookie: sid=abc; lang=hi',
      'If-None-Match: "vcBIRu_zqspew5bb0Ldh-qasnYP-br"',
    )
    expect(readRequestHead(chrome)).toEqual({
      method: 'GET',
      target: '/about',
      acceptEncoding: 'gzip, deflate, br, zstd',
      ifNoneMatch: '"vcBIRu_zqspew5bb0Ldh-qasnYP-br"',
      forwardedProto: undefined,
    })
    expect(
      readRequestHead(head('HEAD /favicon.svg?v=2 HTTP/1.1', 'Host: 127.0.0.1:3000', 'User-Agent: curl/8.0')),
    ).toMatchObject({
      method: 'HEAD',
      target: '/favicon.svg?v=2',
    })
    // nginx in front: its proxy headers, in any case; white space around a value is not part of it.
    expect(
      readRequestHead(head('GET /hi HTTP/1.1', 'host: a', 'X-Forwarded-For: 10.0.0.1', 'x-forwarded-proto:\thttps  ')),
    ).toMatchObject({ forwardedProto: 'https' })
  })

  it.each([
    ['another method', head('POST /about HTTP/1.1', 'Host: a')],
    ['a method in lower case', head('get /about HTTP/1.1', 'Host: a')],
    ['HTTP/1.0', head('GET /about HTTP/1.0', 'Host: a')],
    ['HTTP/2 spelled out', head('GET /about HTTP/2.0', 'Host: a')],
    ['an absolute target', head('GET http://a/about HTTP/1.1', 'Host: a')],
    ['an asterisk target', head('OPTIONS * HTTP/1.1', 'Host: a')],
    ['two spaces', head('GET  /about HTTP/1.1', 'Host: a')],
    ['a byte above ASCII in the target', head('GET /caf\xe9 HTTP/1.1', 'Host: a')],
    ['a body by length', head('GET /about HTTP/1.1', 'Host: a', 'Content-Length: 0')],
    ['a body by chunks', head('GET /about HTTP/1.1', 'Host: a', 'transfer-encoding: chunked')],
    ['Expect', head('GET /about HTTP/1.1', 'Host: a', 'Expect: 100-continue')],
    ['Upgrade', head('GET /about HTTP/1.1', 'Host: a', 'Connection: Upgrade', 'Upgrade: h2c')],
    ['Connection: close', head('GET /about HTTP/1.1', 'Host: a', 'Connection: close')],
    [
      'two Connection headers',
      head('GET /about HTTP/1.1', 'Host: a', 'Connection: keep-alive', 'Connection: keep-alive'),
    ],
    ['no Host', head('GET /about HTTP/1.1', 'Accept: */*')],
    ['two Hosts', head('GET /about HTTP/1.1', 'Host: a', 'Host: b')],
    ['two Accept-Encodings', head('GET /about HTTP/1.1', 'Host: a', 'Accept-Encoding: br', 'accept-encoding: gzip')],
    ['two If-None-Matches', head('GET /about HTTP/1.1', 'Host: a', 'If-None-Match: "a"', 'If-None-Match: "b"')],
    [
      'two X-Forwarded-Protos',
      head('GET /about HTTP/1.1', 'Host: a', 'X-Forwarded-Proto: http', 'X-Forwarded-Proto: https'),
    ],
    ['a bare LF', 'GET /about HTTP/1.1\nHost: a'],
    ['a bare CR', 'GET /about HTTP/1.1\r\nHost: a\rX: b'],
    ['a folded line', head('GET /about HTTP/1.1', 'Host: a', 'X-A: b', ' c')],
    ['white space before the colon', head('GET /about HTTP/1.1', 'Host : a')],
    ['no colon', head('GET /about HTTP/1.1', 'Host: a', 'X-A')],
    ['an empty name', head('GET /about HTTP/1.1', 'Host: a', ': b')],
    ['NUL in a value', head('GET /about HTTP/1.1', 'Host: a', 'X-A: b\0c')],
    ['DEL in a value', head('GET /about HTTP/1.1', 'Host: a', 'X-A: b\x7fc')],
    ['a byte above ASCII in a value', head('GET /about HTTP/1.1', 'Host: a', 'X-A: caf\xe9')],
    ['an empty line first', `\r\n${head('GET /about HTTP/1.1', 'Host: a')}`],
  ])('not %s: Node’s server reads it', (_what, text) => {
    expect(readRequestHead(text)).toBeNull()
  })

  it('a head no longer than the memory path reads', () => {
    expect(MAX_HEAD_BYTES).toBeLessThan(http.maxHeaderSize)
  })
})

describe('Node’s parser reads every head read here the same way, and ends it at the same byte', () => {
  const seen: { method?: string; url?: string; version: string; headers: http.IncomingHttpHeaders }[] = []
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, version: req.httpVersion, headers: req.headers })
    res.end('ok')
  })
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  /** What Node's server saw of `bytes` sent on a connection of their own (until it closed the connection). */
  async function nodeReads(bytes: Buffer): Promise<typeof seen> {
    seen.length = 0
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1')
    socket.on('error', () => {})
    socket.resume()
    socket.end(bytes)
    await new Promise((resolve) => socket.once('close', resolve))
    return [...seen]
  }

  const pick = <T>(...values: T[]) => fc.constantFrom(...values)
  const text = (chars: string, max = 12) => fc.string({ unit: fc.constantFrom(...chars), maxLength: max })
  const line = fc.oneof(
    { weight: 14, arbitrary: pick('\r\n') },
    { weight: 1, arbitrary: pick('\n', '\r', '\r\n ', '\r\n\t') },
  )
  const name = fc.oneof(
    {
      weight: 3,
      arbitrary: pick('Host', 'host', 'Accept-Encoding', 'accept-encoding', 'If-None-Match', 'X-Forwarded-Proto'),
    },
    { weight: 1, arbitrary: pick('Connection', 'Content-Length', 'Transfer-Encoding', 'Expect', 'Upgrade') },
    { weight: 6, arbitrary: pick('Cookie', 'X-A', 'Accept', 'User-Agent', 'Accept-Language', 'Referer') },
    { weight: 3, arbitrary: text("abcxyzXYZ-_.!#$%&'*+^`|~0123456789", 8).filter((n) => n.length > 0) },
    { weight: 1, arbitrary: text('ab -:@\0()', 4) },
  )
  const separator = fc.oneof(
    { weight: 16, arbitrary: pick(': ', ':') },
    { weight: 2, arbitrary: pick(':\t', ' :', ':  ', '') },
  )
  const value = fc.oneof(
    { weight: 12, arbitrary: text('abcgzipbrkeep-alive,;=*/"0123456789 \t', 20) },
    { weight: 1, arbitrary: text('ab \t\0\x7f\x80\xe9\r\n', 6) },
  )
  const field = fc.tuple(name, separator, value, line).map(([n, s, v, l]) => `${l}${n}${s}${v}`)
  const requestLine = fc
    .tuple(
      fc.oneof(
        { weight: 6, arbitrary: pick('GET', 'HEAD') },
        { weight: 1, arbitrary: pick('POST', 'get', 'PUT', 'GET ') },
      ),
      fc.oneof(
        { weight: 6, arbitrary: text('abcz/.-_~%2e?=&', 14).map((t) => `/${t}`) },
        { weight: 1, arbitrary: text('/a \0#\x80\\*:', 6) },
      ),
      fc.oneof(
        { weight: 8, arbitrary: pick('HTTP/1.1') },
        { weight: 1, arbitrary: pick('HTTP/1.0', 'http/1.1', 'HTTP/1.1 ') },
      ),
    )
    .map(([m, t, v]) => `${m} ${t} ${v}`)
  const heads = fc
    .tuple(requestLine, fc.array(field, { maxLength: 6 }), fc.boolean())
    // Most requests carry a Host: the reader requires exactly one.
    .map(([first, fields, withHost]) => first + (withHost ? '\r\nHost: 127.0.0.1' : '') + fields.join(''))
    .filter((h) => !h.includes('\r\n\r\n'))

  it('for generated heads of every shape', async () => {
    let read = 0
    await fc.assert(
      fc.asyncProperty(heads, async (text) => {
        const mine = readRequestHead(text)
        if (!mine) return
        read++
        const nodes = await nodeReads(
          Buffer.from(`${text}\r\n\r\nGET /next HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`, 'latin1'),
        )
        expect(nodes.map((r) => r.url)).toEqual([mine.target, '/next'])
        const [first] = nodes
        expect(first!.method).toBe(mine.method)
        expect(first!.version).toBe('1.1')
        expect(first!.headers['accept-encoding']?.trim()).toBe(mine.acceptEncoding)
        expect(first!.headers['if-none-match']?.trim()).toBe(mine.ifNoneMatch)
        // Typed as possibly repeated; the reader declines heads that carry it twice, so here it is one string.
        const proto = first!.headers['x-forwarded-proto']
        expect(typeof proto === 'string' ? proto.trim() : proto).toBe(mine.forwardedProto)
        expect(first!.headers.host).toBeDefined()
      }),
      { numRuns: 1500 },
    )
    // The generator reaches the heads that are read, not only those handed on.
    expect(read).toBeGreaterThan(200)
  })
})
