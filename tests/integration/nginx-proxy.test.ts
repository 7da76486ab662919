// @single-pass: the nginx example in front of the site (compression, client address, limits).
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_BODY_LIMIT } from '#server/requests.ts'
import { lastEnquiry, validQuote } from '../helpers/forms.ts'
import { freePort, type Nginx, startNginx } from '../helpers/process.ts'
import { useTestServer } from '../helpers/server.ts'

// docs/deploy/nginx.conf in front of a server, as the README tells people to run it: the same file with its TLS
// listener swapped for plain HTTP on a free port (and the redirect server left out), Debian's nginx.

const CONFIG = path.resolve('docs/deploy/nginx.conf')
const FORM_LIMIT = 3

const server = useTestServer({ TRUST_PROXY: '1', FORM_RATE_LIMIT: String(FORM_LIMIT) })
const handle = server.database
let nginx: Nginx | undefined
let nginxPort = 0

/** The documented configuration with a plain HTTP listener on `port`, proxying to `upstream`. */
function plainHttpVariant(config: string, port: number, upstream: string): string {
  const out = config
    .replace(/# BEGIN plain HTTP redirect[\s\S]*# END plain HTTP redirect\n?/, '')
    .replace(/^\s*listen \[::\]:443 ssl;\n/m, '')
    .replace(/^(\s*)listen 443 ssl;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^\s*http2 on;\n/m, '')
    .replace(/^\s*ssl_\w+\s+[^;]*;\n/gm, '')
    .replace(/^(\s*)server 127\.0\.0\.1:3000;/m, `$1server ${upstream};`)
  if (/ssl|:3000|return 301/.test(out)) throw new Error('docs/deploy/nginx.conf no longer has the expected shape')
  return out
}

beforeAll(async () => {
  nginxPort = await freePort()
  nginx = await startNginx({
    port: nginxPort,
    http: () => plainHttpVariant(readFileSync(CONFIG, 'utf8'), nginxPort, new URL(server.url).host),
    ready: async () => (await request('/healthz')).status === 200,
  })
})
afterAll(async () => {
  await nginx?.stop()
})

interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** A request to nginx from a chosen loopback address (127.0.0.0/8 is all loopback on Linux). */
function request(
  urlPath: string,
  options: { method?: string; from?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: nginxPort,
        path: urlPath,
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: {
          ...(options.body ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        )
      },
    )
    // nginx may answer 413 and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)))
    if (options.body) req.write(options.body)
    req.end()
  })
}

const quote = (from: string, headers: Record<string, string> = {}) =>
  request('/enquiry', {
    method: 'POST',
    from,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...headers },
    body: new URLSearchParams(validQuote).toString(),
  })

describe('behind nginx (docs/deploy/nginx.conf)', () => {
  it('serves pages and files through the proxy, compressed as the site made them', async () => {
    const page = await request('/about', { headers: { 'Accept-Encoding': 'br' } })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['content-security-policy']).toContain("'strict-dynamic'")
    const plain = await request('/about')
    expect(plain.body).toContain('<header')
    expect((await request('/blog-posts')).status).toBe(200)
    expect((await request('/favicon.svg')).status).toBe(200)
    // Over plain HTTP (X-Forwarded-Proto http) no HSTS; the site sends it itself when the proxy says https.
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('the client address reaches the site: stored with the enquiry, not one the client made up', async () => {
    const res = await quote('127.0.0.2', { 'X-Forwarded-For': '10.9.9.9' })
    expect(res.status).toBe(303)
    expect((await lastEnquiry(handle.db))?.ip).toBe('127.0.0.2')
  })

  it('the form rate limit counts per client address behind the proxy', async () => {
    for (let i = 0; i < FORM_LIMIT; i++) expect((await quote('127.0.0.3')).status).toBe(303)
    expect((await quote('127.0.0.3', { 'X-Forwarded-For': `10.0.0.${Math.floor(Math.random() * 200)}` })).status).toBe(
      429,
    )
    // Another client is not held back by the first one's requests.
    expect((await quote('127.0.0.4')).status).toBe(303)
  })

  it('refuses bodies over the upload limit at the proxy; the limit matches the site', async () => {
    expect(readFileSync(CONFIG, 'utf8')).toContain(`client_max_body_size ${UPLOAD_BODY_LIMIT / 1024}k;`)
    const huge = await request('/api/upload_a.php', {
      method: 'POST',
      from: '127.0.0.5',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(UPLOAD_BODY_LIMIT + 1024 * 1024),
    })
    expect(huge.status).toBe(413)
    // Under the proxy's limit but over the route's own: the site refuses it by its declared length, answers 413, and
    // reads the rest of the body only to throw it away, so nginx, still sending it, reads the 413 rather than a reset
    // connection (which it would answer 502). Nothing of it is stored.
    const before = (await lastEnquiry(handle.db))?.id
    const big = await request('/enquiry', {
      method: 'POST',
      from: '127.0.0.6',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `name=${'a'.repeat(8 * 1024 * 1024)}`,
    })
    expect(big.status).toBe(413)
    expect((await lastEnquiry(handle.db))?.id).toBe(before)
  })
})
