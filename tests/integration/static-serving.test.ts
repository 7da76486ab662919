// @single-pass: the static bodies, content negotiation, caching headers and logs of files served from memory.
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import { negotiate } from '#server/static.ts'
import { postForm, validQuote } from '../helpers/forms.ts'
import { startTestServer, useTestServer } from '../helpers/server.ts'

// Prerendered pages and build files served from memory: static bodies with CSP hashes, brotli/gzip made at build
// time, ETag and 304, immutable hashed assets, and nothing of that bypassing path normalisation or the forms.

const server = useTestServer()
const handle = server.database
const proxied = useTestServer({ TRUST_PROXY: 'loopback', LOG_LEVEL: 'debug' }, { database: handle })

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request over plain node:http: the body exactly as sent (fetch would decompress it). */
function raw(base: string, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // `path` as given: a URL string would be normalised (dot segments) before it is sent.
    const { hostname, port } = new URL(base)
    const req = http.request({ hostname, port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A file of the build's `/assets/` whose name matches. */
const assetNamed = (pattern: RegExp) => {
  const name = readdirSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'client/assets')).find((f) => pattern.test(f))
  if (!name) throw new Error(`no asset matching ${pattern} in the build`)
  return `/assets/${name}`
}
const asset = () => assetNamed(/^entry\.client-.+\.js$/)

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((d) => d.trim().startsWith(`${name} `))
  return found ? found.trim().split(/\s+/).slice(1) : []
}

describe('prerendered pages have a static body', () => {
  it.each([...prerenderPaths])('%s: every inline script and style is allowed by its hash, no nonce', async (p) => {
    const a = await raw(server.url, p)
    const b = await raw(server.url, p)
    expect(a.status).toBe(200)
    expect(a.body.equals(b.body)).toBe(true)
    const csp = String(a.headers['content-security-policy'])
    expect(csp).toBe(String(b.headers['content-security-policy']))
    expect(csp).not.toContain("'nonce-")
    const scriptSrc = directive(csp, 'script-src')
    expect(scriptSrc).toContain("'strict-dynamic'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    const html = a.body.toString('utf8')
    expect(html).not.toMatch(/\bnonce=/)
    expect(html).not.toContain('__CSP_NONCE__')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/src=/.test(attrs!),
    )
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, , body] of scripts) expect(scriptSrc).toContain(sha256(body!))
    // Public pages are not hydrated: their one script is the loader that inserts the islands module (so that it may
    // load under 'strict-dynamic'), allowed by its own hash (ADR 0016).
    const executable = scripts.filter(([, attrs]) => !/type=/.test(attrs!))
    expect(executable).toHaveLength(1)
    const loaded = [...executable[0]![2]!.matchAll(/s\.src=("[^"]*")/g)].map(([, json]) => JSON.parse(json!) as string)
    expect(loaded).toHaveLength(1)
    expect(loaded[0]).toMatch(/^\/assets\/site-islands-[\w-]+\.js$/)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('window.__reactRouterContext')
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    for (const [, body] of styles) expect(directive(csp, 'style-src')).toContain(sha256(body!))
  })

  it('pages rendered per request (stale company facts) keep their per-response nonce', async () => {
    const stale = await startTestServer(handle, {}, { servePrerendered: false })
    try {
      const res = await raw(stale.url, '/about')
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
      expect(nonce).toBeTruthy()
      expect(res.body.toString()).toContain(`nonce="${nonce}"`)
    } finally {
      await stale.close()
    }
  })
})

describe('content negotiation', () => {
  it.each(['/about', '/', '/favicon.svg'])('%s: brotli, gzip or the file itself, the same content, Vary', async (p) => {
    const identity = await raw(server.url, p)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(Number(identity.headers['content-length'])).toBe(identity.body.length)
    const br = await raw(server.url, p, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true)
    const gz = await raw(server.url, p, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(identity.body)).toBe(true)
    expect(gz.body.length).toBeLessThan(identity.body.length)
    const refused = await raw(server.url, p, { 'accept-encoding': 'br;q=0, gzip;q=0.5' })
    expect(refused.headers['content-encoding']).toBe('gzip')
    for (const res of [identity, br, gz]) expect(res.headers.vary).toBe('Accept-Encoding')
    // Each form has its own validator.
    expect(new Set([identity, br, gz].map((r) => r.headers.etag)).size).toBe(3)
  })

  it('reads q-values and wildcards', () => {
    const both = { br: 1, gzip: 1 }
    expect(negotiate(undefined, both)).toBe('identity')
    expect(negotiate('*', both)).toBe('br')
    expect(negotiate('*, br;q=0', both)).toBe('gzip')
    expect(negotiate('gzip;q=0, br;q=0', both)).toBe('identity')
    expect(negotiate('br', { gzip: 1 })).toBe('identity')
    expect(negotiate('x-gzip', both)).toBe('gzip')
  })
})

describe('caching', () => {
  it('pages: no-cache with an ETag, and 304 when it matches', async () => {
    const first = await raw(server.url, '/about', { 'accept-encoding': 'br' })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await raw(server.url, '/about', { 'accept-encoding': 'br', 'if-none-match': `"other", ${etag}` })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe('no-cache')
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    // Another form of the page does not match that validator.
    expect((await raw(server.url, '/about', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200)
    expect((await raw(server.url, '/about', { 'if-none-match': '"stale"' })).status).toBe(200)
  })

  it('hashed assets are immutable for a year, other public files a day', async () => {
    const js = await raw(server.url, asset(), { 'accept-encoding': 'br' })
    expect(js.status).toBe(200)
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(js.headers['content-encoding']).toBe('br')
    const again = await raw(server.url, asset(), { 'accept-encoding': 'br', 'if-none-match': String(js.headers.etag) })
    expect(again.status).toBe(304)
    const icon = await raw(server.url, '/favicon.svg')
    expect(icon.headers['cache-control']).toBe('public, max-age=86400')
    expect(icon.headers['content-type']).toBe('image/svg+xml')
    expect((await raw(server.url, '/assets/no-such-file.js')).status).toBe(404)
  })

  it('documents, SVG, other files and the worker script carry the whole security set, a request id and (over HTTPS) HSTS', async () => {
    // ADR 0237: whatever can be a document or a worker's global keeps every header, the CSP first of all.
    for (const p of ['/about', '/', '/favicon.svg', '/office.webmanifest', assetNamed(/\.worker\.js$/)]) {
      for (const encoding of ['identity', 'br']) {
        const res = await raw(server.url, p, { 'accept-encoding': encoding })
        expect(res.status, p).toBe(200)
        expect(res.headers['x-content-type-options'], p).toBe('nosniff')
        expect(res.headers['x-frame-options'], p).toBe('DENY')
        expect(res.headers['referrer-policy'], p).toBe('strict-origin-when-cross-origin')
        expect(String(res.headers['content-security-policy']), p).toContain("frame-ancestors 'none'")
        expect(String(res.headers['content-security-policy']), p).toContain("object-src 'none'")
        expect(res.headers['cross-origin-resource-policy'], p).toBe('same-origin')
        expect(res.headers['cross-origin-opener-policy'], p).toBeDefined()
        expect(res.headers['origin-agent-cluster'], p).toBe('?1')
        expect(res.headers['x-request-id'], p).toMatch(/^[0-9a-f-]{36}$/)
        expect(res.headers['x-powered-by'], p).toBeUndefined()
        expect(res.headers['strict-transport-security'], p).toBeUndefined()
      }
    }
    // Prerendered pages are public pages: no opener isolation (app/lib/public-page-headers.ts), and only that differs.
    const page = await raw(server.url, '/about')
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none')
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin')
    // Only a trusted proxy can say the request came over HTTPS.
    const spoofed = await raw(server.url, '/about', { 'x-forwarded-proto': 'https' })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
    const viaProxy = await raw(proxied.url, '/about', { 'x-forwarded-proto': 'https' })
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    // One header list per form serves every request (server/static.ts): each answer still has an id of its own, and
    // a plain request after an HTTPS one carries no HSTS.
    const ids = new Set<unknown>()
    for (const [url, headers] of [
      [server.url, {}],
      [proxied.url, { 'x-forwarded-proto': 'https' }],
      [server.url, { 'if-none-match': String(page.headers.etag) }],
      [server.url, {}],
    ] as const) {
      const res = await raw(url, '/about', headers)
      expect(res.headers['strict-transport-security'] !== undefined).toBe(url === proxied.url)
      ids.add(res.headers['x-request-id'])
    }
    expect(ids.size).toBe(4)
  })

  /** The headers of a response other than those of the transfer (type, length, caching, encoding, connection). */
  const securityNames = (headers: http.IncomingHttpHeaders) =>
    Object.keys(headers)
      .filter(
        (name) =>
          ![
            'content-type',
            'content-length',
            'content-encoding',
            'cache-control',
            'etag',
            'vary',
            'date',
            'connection',
            'keep-alive',
          ].includes(name),
      )
      .sort()

  it("a page's scripts and style sheets under /assets/ carry only the headers a resource needs (ADR 0237)", async () => {
    const encodings: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }]
    const scripts = [asset(), assetNamed(/^manifest-.+\.js$/), assetNamed(/^site-islands-.+\.js$/)]
    for (const p of scripts) {
      for (const headers of encodings) {
        const res = await raw(server.url, p, headers)
        expect(res.status, p).toBe(200)
        expect(res.headers['content-type'], p).toBe('text/javascript; charset=utf-8')
        expect(res.headers['cache-control'], p).toBe('public, max-age=31536000, immutable')
        expect(securityNames(res.headers), p).toEqual([
          'cross-origin-resource-policy',
          'x-content-type-options',
          'x-request-id',
        ])
        expect(res.headers['x-content-type-options'], p).toBe('nosniff')
        expect(res.headers['cross-origin-resource-policy'], p).toBe('same-origin')
      }
      // A 304 carries no more than the 200.
      const first = await raw(server.url, p, { 'accept-encoding': 'br' })
      const again = await raw(server.url, p, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
      expect(again.status).toBe(304)
      expect(again.headers['content-security-policy']).toBeUndefined()
      expect(again.headers['x-frame-options']).toBeUndefined()
    }
    // A style sheet keeps its referrer policy too: the requests made from it (fonts, images) follow it.
    const css = await raw(server.url, assetNamed(/^app-.+\.css$/), { 'accept-encoding': 'br' })
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(securityNames(css.headers)).toEqual([
      'cross-origin-resource-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-request-id',
    ])
    // Over HTTPS (a trusted proxy saying so) they get HSTS as every response does.
    const viaProxy = await raw(proxied.url, asset(), { 'x-forwarded-proto': 'https' })
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(viaProxy.headers['content-security-policy']).toBeUndefined()
  })
})

describe('logs', () => {
  it('a file or page served from memory is logged at debug level, by path only, with its request id', async () => {
    const res = await raw(proxied.url, '/about?token=secret-token-value')
    const line = proxied.logs.find((l) => l.msg === 'request' && l.reqId === res.headers['x-request-id'])
    expect(line).toMatchObject({ level: 'debug', method: 'GET', path: '/about', status: 200 })
    expect(JSON.stringify(proxied.logs)).not.toContain('secret-token-value')
    // At the usual level they are not logged at all (a line would cost more than serving the file).
    const quiet = await raw(server.url, '/about')
    expect(server.logs.find((l) => l.reqId === quiet.headers['x-request-id'])).toBeUndefined()
  })
})

describe('HEAD and other methods', () => {
  it('HEAD answers the same headers without a body', async () => {
    const get = await raw(server.url, '/about', { 'accept-encoding': 'gzip' })
    const head = await raw(server.url, '/about', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.headers.etag).toBe(get.headers.etag)
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy'])
  })

  it('a POST to a page is not answered from memory', async () => {
    const res = await raw(server.url, '/about', {}, 'POST')
    expect(res.status).toBe(405)
  })

  it('the forms still post: /enquiry answers a plain form post with the thank-you page', async () => {
    const res = await postForm(server.url, '/enquiry', { ...validQuote })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/thankyou/1')
  })
})

describe('path normalisation runs first', () => {
  it.each([
    ['/./about', '/about'],
    ['/assets/../about', '/about'],
    ['/%2e/about', '/about'],
    ['//about', '/about'],
    ['/about/./', '/about'],
  ])('%s is redirected to %s, not served', async (from, to) => {
    const res = await raw(server.url, from)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(to)
  })

  it('other spellings go through the canonical redirects; raw build files are not pages', async () => {
    expect((await raw(server.url, '/About')).headers.location).toBe('/about')
    expect((await raw(server.url, '/about/')).headers.location).toBe('/about')
    for (const p of ['/index.html', '/about/index.html', '/about/index.html.br', '/about/index.html.gz']) {
      expect((await raw(server.url, p)).status, p).toBe(404)
    }
    expect((await raw(server.url, '/%E0%A4%A')).status).toBe(400)
  })
})
