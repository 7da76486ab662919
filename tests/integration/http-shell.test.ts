// @single-pass: the site's routes, redirects, shell content and security headers.
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { messages } from '#app/lib/errors.ts'
import { KEEP_ALIVE_MS } from '#server/app.ts'
import { createTestDatabase } from '../helpers/db.ts'
import { startTestServer, useTestServer } from '../helpers/server.ts'

const server = useTestServer()

const get = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: 'manual', ...init })

const shellPages = [
  '/',
  '/about',
  '/services/insurance',
  '/services/digital-signature-certificate',
  '/services/domestic-money-transfer',
  '/services/utility-payment',
  '/services/cash-collection-point',
  '/services/buy-and-sell-gold',
  '/services/assisted-ecommerce',
  '/services/aadhar-linked-payments',
  '/services/instant-loan',
  '/fastag',
  '/human-atm',
  '/contact',
  '/offers',
  '/payment',
  '/blog-posts',
  '/termsconditions',
  '/thankyou/1',
  '/thankyou/7',
  '/privacy',
]

describe('routes of spec section 2', () => {
  it.each(shellPages)('%s answers 200 with the site shell', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    expect(html).toContain('href="/login"')
    expect(html).toContain('id="main"')
  })

  it('/login answers 200 in the compact staff shell: no marketing footer', async () => {
    const res = await get('/login')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<header')
    expect(html).toContain('Back office')
    expect(html).not.toContain('<footer')
    expect(html).toContain('id="main"')
  })

  it.each([
    ['/Human-ATM', '/human-atm'],
    ['/Services/Insurance', '/services/insurance'],
    ['/services/instant-Loan', '/services/instant-loan'],
    ['/ThankYou/1', '/thankyou/1'],
    ['/About?utm_source=x&b=%23', '/about?utm_source=x&b=%23'],
    ['/about/', '/about'],
  ])('%s answers 301 to %s (D2)', async (from, to) => {
    const res = await get(from)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(to)
  })

  it('keeps an idle connection longer than the proxy and clients do, so none is reset (ADR 0236)', async () => {
    const res = await fetch(`${server.url}/login`)
    await res.arrayBuffer()
    expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000) // nginx keeps idle upstream connections 60 s
  })

  it('never redirects to another host', async () => {
    for (const path of ['//Evil.example/', '/\\Evil.example']) {
      const res = await get(path)
      const location = res.headers.get('location') ?? ''
      expect(location.startsWith('//')).toBe(false)
      expect(new URL(location || '/', server.url).host).toBe(new URL(server.url).host)
    }
  })

  it('does not turn /about into /about/ although a folder of that name exists', async () => {
    const res = await get('/services/insurance')
    expect(res.status).toBe(200)
    expect(res.headers.get('location')).toBeNull()
  })

  it('answers an unknown path with the 404 page in the site look', async () => {
    const res = await get('/no-such-page')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Page not found')
    expect(html).toContain('<footer')
  })
})

describe('shell content', () => {
  it('shows the company facts of the settings, the Login button, the CRM link and copyright 2024', async () => {
    const html = await (await get('/about')).text()
    expect(html).toContain(server.settings.PHONE_DSC)
    expect(html).toContain(server.settings.PHONE_SUPPORT)
    expect(html).toContain(server.settings.INFO_EMAIL)
    expect(html).toContain('New Delhi')
    expect(html).toContain(`href="${server.settings.DASHBOARD_URL}"`)
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>CRM<\/a>/)
    expect(html).toContain('© <!-- -->2024')
    for (const path of ['/fastag', '/human-atm', '/services/aadhar-linked-payments', '/services/instant-loan']) {
      expect(html).toContain(`href="${path}"`)
    }
  })

  it('marks the active section in the header', async () => {
    expect(await (await get('/services/insurance')).text()).toContain('data-section="services"')
    expect(await (await get('/human-atm')).text()).toContain('data-section="human-ATM"')
    expect(await (await get('/offers')).text()).toContain('data-section="offerpage"')
    expect(await (await get('/')).text()).toContain('data-section="home"')
  })
})

describe('headers', () => {
  // Pages rendered per request; prerendered pages carry hashes instead (static-serving.test.ts).
  it('sends an enforced CSP with a fresh nonce that matches the page scripts', async () => {
    const a = await get('/blog-posts')
    const b = await get('/blog-posts')
    const csp = a.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(a.headers.get('content-security-policy-report-only')).toBeNull()
    expect(b.headers.get('content-security-policy')).not.toContain(nonce)
    const html = await a.text()
    expect(html).toContain(`nonce="${nonce}"`)
    expect(html).not.toContain('__CSP_NONCE__')
    // Every script element carries the nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('sends the other security headers and no X-Powered-By', async () => {
    for (const path of ['/', '/blog-posts', '/no-such-page', '/healthz']) {
      const res = await get(path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-powered-by')).toBeNull()
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('lets public pages be opened from other sites (no opener isolation) and isolates the back office', async () => {
    // Public pages: COOP unsafe-none, so arriving from another site's window starts no browsing context group of
    // its own (app/lib/public-page-headers.ts); the back office keeps same-origin.
    for (const path of ['/', '/about', '/blog-posts', '/services/insurance']) {
      expect((await get(path)).headers.get('cross-origin-opener-policy'), path).toBe('unsafe-none')
    }
    for (const path of ['/login', '/changepassword', '/crm']) {
      expect((await get(path)).headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
    }
  })

  it('sends HSTS only over HTTPS (behind a proxy that says so)', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull()
  })

  it('caches hashed assets as immutable and compresses text', async () => {
    const html = await (await get('/blog-posts')).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
    expect(asset).toBeTruthy()
    const res = await get(asset!, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('cache-control')).toContain('max-age=31536000')
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })

  it('ignores the React Router SPA-mode and prerender-data headers (GHSA-f46r-rw29-r322, GHSA-cpj6-fhp6-mr6j)', async () => {
    const normal = await (await get('/blog-posts')).text()
    const spoofed = await (
      await get('/blog-posts', {
        headers: { 'X-React-Router-SPA-Mode': 'yes', 'X-React-Router-Prerender-Data': '[{"x":1}]' },
      })
    ).text()
    expect(spoofed.replace(/nonce="[^"]+"/g, '')).toBe(normal.replace(/nonce="[^"]+"/g, ''))
  })
})

describe('requests', () => {
  it('reports health with the database reachable', async () => {
    const res = await get('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok' })
  })

  it('refuses a body over the limit before reading it', async () => {
    const res = await get('/enquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a='.padEnd(300 * 1024, 'x'),
    })
    expect(res.status).toBe(413)
  })

  it('refuses a cross-site POST (CSRF)', async () => {
    const res = await get('/enquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'name=x',
    })
    expect(res.status).toBe(403)
    const fetchSite = await get('/enquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'name=x',
    })
    expect(fetchSite.status).toBe(403)
  })

  it('keeps the prototype clean with a __proto__ query string', async () => {
    const res = await get('/about?__proto__[x]=1&constructor[prototype][y]=2')
    expect(res.status).toBe(200)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(({} as Record<string, unknown>).y).toBeUndefined()
  })

  // Pages rendered per request; files and prerendered pages are logged at debug level (static-serving.test.ts).
  it('logs each request by path only, with its id', async () => {
    await get('/blog-posts?token=secret-token-value')
    const line = server.logs.find((l) => l.msg === 'request' && l.path === '/blog-posts')
    expect(line).toMatchObject({ method: 'GET', status: 200 })
    expect(JSON.stringify(server.logs)).not.toContain('secret-token-value')
  })
})

describe('prerendered pages stay correct when company settings change', () => {
  it('renders per request, with the new facts, when the build carries other settings', async () => {
    const db = await createTestDatabase()
    const other = await startTestServer(db, {}, { servePrerendered: false })
    try {
      const res = await fetch(`${other.url}/about`)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<footer')
    } finally {
      await other.close()
      await db.close()
    }
  })
})

describe('database outage', () => {
  it('answers 503 with Retry-After on pages and /healthz while the database is unreachable', async () => {
    const db = await createTestDatabase()
    const local = await startTestServer(db)
    const { sessionCookieFor } = await import('../helpers/staff.ts')
    const cookie = await sessionCookieFor(db.db, 1)
    try {
      expect((await fetch(`${local.url}/crm`, { headers: { cookie } })).status).toBe(200)
      await db.close()
      const page = await fetch(`${local.url}/crm`, { headers: { cookie }, redirect: 'manual' })
      expect(page.status).toBe(503)
      expect(page.headers.get('retry-after')).toBe('30')
      expect(await page.text()).not.toMatch(/\n\s+at /)
      expect((await fetch(`${local.url}/healthz`)).status).toBe(503)
      // A form submission can be neither counted (the per-address limit lives in the database) nor saved.
      const form = await fetch(`${local.url}/enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ variant: 'home', name: 'Ravi', phone: '9876543210', service: 'Fastag' }),
      })
      expect(form.status).toBe(503)
      expect(form.headers.get('retry-after')).toBe('30')
      expect(await form.json()).toEqual({ err: messages.SERVICE_UNAVAILABLE, msg: messages.SERVICE_UNAVAILABLE })
    } finally {
      await local.close()
    }
  })
})

describe('a write whose Origin is the site but not the Host it reached (issue 28 item 5)', () => {
  // A proxy that rewrites Host (or sends HTTPS without a trusted X-Forwarded-Proto): the browser's Origin is SITE_URL,
  // the server sees another address. fetch() cannot set Host, so the request is written by hand.
  function post(path: string, body: string) {
    const { hostname, port } = new URL(server.url)
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: hostname,
          port,
          path,
          method: 'POST',
          headers: {
            host: 'app.internal:8080',
            origin: new URL(server.settings.SITE_URL).origin,
            'content-type': 'application/x-www-form-urlencoded',
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            text += chunk
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }

  it('a `.data` form post and a document form post are refused 403 in words of their own', async () => {
    for (const path of ['/login.data', '/login']) {
      const res = await post(path, 'intent=signin&userId=someone&password=Wrong1234')
      expect(res.status, path).toBe(403)
      expect(res.text, path).toBe(messages.DATA_REQUEST_REFUSED)
      expect(res.text).not.toMatch(/Internal Server Error|Unexpected Server Error|Bad Request/)
    }
  })

  it('is logged as a warning at most once a minute, never as an error', async () => {
    const from = server.logs.length
    for (let i = 0; i < 3; i++) await post('/login.data', 'intent=signin&userId=someone&password=Wrong1234')
    const lines = server.logs.slice(from)
    expect(lines.filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([])
    // The test before this one already wrote this minute's warning: none more.
    expect(lines.filter((l) => String(l.msg).startsWith('write refused'))).toEqual([])
    const all = server.logs.filter((l) => String(l.msg).startsWith('write refused'))
    expect(all).toHaveLength(1)
    expect(all[0]!.level).toBe('warn')
    expect(server.logs.filter((l) => l.msg === 'unhandled error')).toEqual([])
  })
})
