// Helpers of the benchmarks: start the built server as its own process, load it from this process over loopback,
// and read the database afterwards. Every loop is bounded in count and time.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import {
  freePort,
  runServer,
  scratchDatabase,
  startServer as startBuiltServer,
  waitReady,
} from '../scripts/lib/harness.mjs'

/** The upload limit: a copy of app/domain/files/upload-rules.ts's (the spec's 10 MB), checked equal by server/requests.test.ts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** A real photo of just under the 10 MB upload limit (noise does not compress), made here. */
export async function tenMegabytePhoto() {
  const { default: sharp } = await import('sharp')
  for (let side = 2600; side < 4000; side += 100) {
    const raw = randomBytes(side * side * 3)
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer()
    if (jpeg.length > 9_500_000) {
      if (jpeg.length <= MAX_UPLOAD_BYTES) return jpeg
      break
    }
  }
  throw new Error('could not make a photo of 9.5-10 MB')
}

export function tempDataDir() {
  return mkdtempSync(path.join(tmpdir(), 'bench-data-'))
}

/** Starts the built server (scripts/lib/harness.mjs) with the benchmarks' administrator password, once it is ready. */
export function startServer(env) {
  return startBuiltServer({ ADMIN_PASSWORD: 'Bench1234x', ...env })
}

export function rssOf(pid) {
  return import('node:fs').then(({ readFileSync }) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })

/** One HTTP request; resolves with status, location and time taken. Never rejects. */
export function request(port, { method = 'GET', path: p, headers = {}, body }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: p,
        agent,
        headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            location: res.headers.location,
            retryAfter: res.headers['retry-after'],
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        )
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.on('error', (error) =>
      resolve({ status: 0, error: error.message, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
    )
    if (body) req.write(body)
    req.end()
  })
}

/** Runs `concurrency` loops calling `once()` until `seconds` pass; returns every result. */
export async function load({ concurrency, seconds, once }) {
  const results = []
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; Date.now() < until && i < 1_000_000; i++) results.push(await once(worker, i))
    }),
  )
  return results
}

export function percentile(values, p) {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export function summary(results, seconds) {
  const ms = results.map((r) => r.ms)
  return {
    requests: results.length,
    perSecond: Math.round(results.length / seconds),
    p50: percentile(ms, 50).toFixed(1),
    p95: percentile(ms, 95).toFixed(1),
    p99: percentile(ms, 99).toFixed(1),
  }
}

/** A valid quote submission, unique per call, from its own client address (the server trusts loopback's XFF). */
export function quoteBody(tag) {
  return new URLSearchParams({
    variant: 'home',
    name: `Bench Visitor ${tag}`,
    email: `bench${tag}@example.in`,
    phone: '9876543210',
    location: 'New Delhi',
    service: 'Fastag',
    message: `Benchmark submission ${tag}`,
  }).toString()
}

/** The quote form's post; with `json` as its script sends it (200 with JSON, or the error status itself). */
export function quoteRequest(tag, n, { json = false } = {}) {
  return {
    method: 'POST',
    path: '/enquiry',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(json ? { accept: 'application/json' } : {}),
      // Each submitter is its own visitor: the per-address limit (D46) is not what is measured here.
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: quoteBody(tag),
  }
}

/** Counts the stored enquiries whose message carries one of the benchmark tags. */
export async function storedTags({ databaseUrl, dataDir }) {
  const rows = databaseUrl ? await queryPostgres(databaseUrl) : await queryPglite(dataDir)
  return new Set(rows.map((r) => r.message.replace('Benchmark submission ', '')))
}

async function queryPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } })
  try {
    return (await db.query("select message from enquiries where message like 'Benchmark submission %'")).rows
  } finally {
    await db.close()
  }
}

async function queryPostgres(url) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query("select message from enquiries where message like 'Benchmark submission %'")).rows
  } finally {
    await client.end()
  }
}

/** A fresh PostgreSQL database for one benchmark run on the server `baseUrl` names. */
export function freshPostgres(baseUrl) {
  return scratchDatabase(baseUrl, 'bench')
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether an answer is an acknowledged quote submission (the JSON reply, or the plain form's thank-you page). */
export function acknowledged(r) {
  return r.status === 200 || (r.status === 303 && r.location?.endsWith('/thankyou/1'))
}

/** The administrator's password of the servers the CRM benchmarks start on a new database (ADMIN_PASSWORD). */
export const BENCH_ADMIN_PASSWORD = 'Bench1234x'

/** Signs a user in on a server at `port` (127.0.0.1) with a password and gives the session cookie. */
export async function signIn(port, userId, password = BENCH_ADMIN_PASSWORD) {
  const res = await fetch(`http://127.0.0.1:${port}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${port}` },
    body: new URLSearchParams({ intent: 'signin', userId, password }).toString(),
  })
  const cookie = res.headers
    .getSetCookie()
    .find((c) => /^(__Host-)?sid=[^;]/.test(c))
    ?.split(';')[0]
  if (res.status !== 302 || !cookie) throw new Error(`sign-in of ${userId} failed: ${res.status}`)
  return cookie
}

/** Signs the administrator in on a server at `port` (127.0.0.1) and gives the session cookie. */
export function signInAdmin(port, password = BENCH_ADMIN_PASSWORD) {
  return signIn(port, 'admin', password)
}

/** A small grey JPEG (64 by 64), the photo of a visit whose picture is not what is timed. */
export function smallPhoto() {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer()
}

/**
 * The fields of a new lead as the office's form sends them with its first visit: a hot Retailer at status 3, its next
 * visit today, with no location; the key, the names and the mobile make it the bench's own.
 */
export function newLeadFields({ clientKey, businessName, contactPerson, mobile }) {
  return {
    intent: 'lead',
    clientKey,
    type: '1',
    nature: 'H',
    businessName,
    contactPerson,
    mobile,
    status: '3',
    nextVisit: todayInIndia(),
    latitude: '',
    longitude: '',
    accuracy: '',
  }
}

/**
 * Sends a new lead or a visit with its selfie as the office's form does (POST /crm/visits, multipart, answered in
 * JSON) and gives the answer unread.
 */
export function postVisit(port, cookie, fields, photo, fileName = 'selfie.jpg') {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append('selfie', new Blob([photo], { type: 'image/jpeg' }), fileName)
  return fetch(`http://127.0.0.1:${port}/crm/visits`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: `http://127.0.0.1:${port}`, accept: 'application/json', cookie },
    body: form,
  })
}

/**
 * The built server at `port` (127.0.0.1) on a new embedded database of its own, migrated and seeded at start, with
 * the benchmarks' administrator password (signing in with a password alone: D56's second factor is not what is
 * timed). Not yet ready: wait with waitReady.
 */
export function runPgliteServer(port) {
  return runServer({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: tempDataDir(),
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    DATABASE_URL: undefined,
    SECOND_FACTOR_REQUIRED: 'off',
    LOG_LEVEL: 'warn',
  })
}

/**
 * The frame of a benchmark on a phone: the built server on a fresh embedded database at a free port
 * (`runPgliteServer`), headless Chromium, and the administrator signed in (`cookie`). `measure` is given them and its
 * answer returned; the browser and the server are stopped afterwards, whatever happened.
 */
export async function withServerAndBrowser(measure) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = runPgliteServer(port)
  const browser = await launchChromium()
  try {
    await waitReady(server, 600_000)
    const cookie = await signInAdmin(port)
    return await measure({ port, origin, browser, cookie })
  } finally {
    await browser.close()
    await server.stop()
  }
}

/**
 * The cheap phone the phone benchmarks emulate (`emulatePhone`): 4x CPU slow-down, 1.6 Mbps down, 750 kbps up,
 * 150 ms latency.
 */
export const CHEAP_PHONE = {
  cpuRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
}

/** Headless Chromium: Debian's (as the end-to-end tests use, tests/e2e/browser.ts), else Playwright's own. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test')
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
}

/** Today's date in India (YYYY-MM-DD), the CRM's day (D39). */
export const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)

/**
 * Puts a page under a cheap phone's emulation (Chrome DevTools: Network.emulateNetworkConditions and
 * Emulation.setCPUThrottlingRate) and gives the DevTools session, so the caller can follow its requests.
 */
export async function emulatePhone(page, phone) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', phone.network)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuRate })
  return cdp
}

/**
 * A benchmark file run by itself (`node bench/<file>.mjs`, its `import.meta.url` given as `url`): runs `measure`
 * and exits 0 when it says every target was met, 1 otherwise. Imported by another file, it does nothing.
 */
export async function runWhenMain(url, measure) {
  if (url !== pathToFileURL(process.argv[1] ?? '').href) return
  process.exit((await measure()) ? 0 : 1)
}
