import { describe, expect, it } from 'vitest'
import { memoryEntry } from './static.ts'
import { type ConnectionFacts, type PlainRequest, wireAnswer } from './wire-answers.ts'

// ADR 0248: the memory path keeps each answer as ready bytes and writes only the request id and the date into them;
// bytes still being sent are never written into.

const entry = (size = 2_000) =>
  memoryEntry({
    body: Buffer.alloc(size, 'a'),
    gzip: Buffer.alloc(Math.floor(size / 4), 'g'),
    type: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    security: { 'X-Frame-Options': 'DENY' },
  })
const get: PlainRequest = { method: 'GET', acceptEncoding: 'gzip', ifNoneMatch: undefined, secure: false }
const facts = (second: number): ConnectionFacts => ({
  keepAliveSeconds: 65,
  second,
  date: Buffer.from(new Date(second * 1000).toUTCString(), 'latin1'),
})
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const text = (bytes: Buffer) => bytes.toString('latin1')

describe('an answer’s bytes', () => {
  it('are those Node writes: the headers, the id, the date, the keep-alive lines, then the body', () => {
    const answer = wireAnswer(entry(), get, id(1), facts(1_800_000_000))
    const [head, body] = text(answer.bytes).split('\r\n\r\n')
    expect(head!.split('\r\n')).toEqual([
      'HTTP/1.1 200 OK',
      'X-Frame-Options: DENY',
      'Content-Type: text/html; charset=utf-8',
      'Content-Length: 500',
      'Cache-Control: no-cache',
      expect.stringMatching(/^ETag: "[\w-]{27}-gzip"$/),
      'Content-Encoding: gzip',
      'Vary: Accept-Encoding',
      `X-Request-Id: ${id(1)}`,
      'Date: Fri, 15 Jan 2027 08:00:00 GMT',
      'Connection: keep-alive',
      'Keep-Alive: timeout=65',
    ])
    expect(body).toBe('g'.repeat(500))
    expect(answer.body).toBeNull()
  })

  it('are never written into while a send of them is under way: the next answer meanwhile gets a copy', () => {
    const kept = entry()
    const first = wireAnswer(kept, get, id(1), facts(1))
    const second = wireAnswer(kept, get, id(2), facts(2))
    expect(second.bytes).not.toBe(first.bytes)
    expect(second.sent).toBeUndefined()
    expect(text(first.bytes)).toContain(`X-Request-Id: ${id(1)}`)
    expect(text(first.bytes)).toContain(`Date: ${new Date(1000).toUTCString()}`)
    expect(text(second.bytes)).toContain(`X-Request-Id: ${id(2)}`)
    expect(text(second.bytes)).toContain(`Date: ${new Date(2000).toUTCString()}`)
    // Once the first is sent, its bytes serve the next answer, with that answer's id and date.
    first.sent!()
    const third = wireAnswer(kept, get, id(3), facts(3))
    expect(third.bytes).toBe(first.bytes)
    expect(text(third.bytes)).toContain(`X-Request-Id: ${id(3)}`)
    expect(text(third.bytes)).toContain(`Date: ${new Date(3000).toUTCString()}`)
  })

  it('of a HEAD or a 304 are the head alone', () => {
    const kept = entry()
    const head = wireAnswer(kept, { ...get, method: 'HEAD' }, id(1), facts(1))
    expect(text(head.bytes)).toMatch(/Content-Length: 500\r\n[\s\S]*\r\n\r\n$/)
    head.sent!()
    const etag = /ETag: ("[^"]+")/.exec(text(head.bytes))![1]
    const notModified = wireAnswer(kept, { ...get, ifNoneMatch: etag }, id(2), facts(1))
    expect(notModified.status).toBe(304)
    expect(text(notModified.bytes)).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/)
    expect(text(notModified.bytes)).not.toContain('Content-Length')
    expect(text(notModified.bytes)).toMatch(/\r\n\r\n$/)
  })

  it('over HTTPS carry HSTS; without a keep-alive timeout, no Keep-Alive line', () => {
    const kept = entry()
    expect(text(wireAnswer(kept, { ...get, secure: true }, id(1), facts(1)).bytes)).toContain(
      'Strict-Transport-Security: max-age=31536000; includeSubDomains\r\nX-Request-Id: ',
    )
    const plain = wireAnswer(kept, get, id(2), { ...facts(1), keepAliveSeconds: null })
    expect(text(plain.bytes)).toContain('Connection: keep-alive\r\n\r\n')
    expect(text(plain.bytes)).not.toContain('Strict-Transport-Security')
  })

  it('of a large body are its head, the body sent after it as it is', () => {
    const kept = entry(1_000_000)
    const answer = wireAnswer(kept, { ...get, acceptEncoding: undefined }, id(1), facts(1))
    expect(text(answer.bytes)).toMatch(/Content-Length: 1000000\r\n[\s\S]*\r\n\r\n$/)
    expect(answer.body).toBe(kept.identity.body)
  })
})
