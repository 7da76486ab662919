// `npm run bench`: speed, memory and reliability figures of the built server (security.md "Reliability figures").
//   static       the home page, /about, a service page and a blog post with `Accept-Encoding: gzip`, served by the
//                product and by Debian's nginx (gzip_static on the same precompressed files, one worker like the
//                product's one process; for the blog post, the page the product keeps in memory written to a
//                scratch folder with its gzip form): wrk, 4 connections, in turns (median of BENCH_STATIC_ROUNDS
//                rounds, default 3, of BENCH_STATIC_SECONDS, default 10): req/s of both and their ratio per page
//                (target: the product at least 0.8x); beside them, what Node's own HTTP server costs
//                (bench/bare-node.mjs: a bare node:http server sending the same bytes; the product answers beneath it,
//                ADR 0248); BENCH_STATIC_PATHS (separated by commas) picks the pages
//   pages        GET throughput and latency of a prerendered page, a service page and the server-rendered blog list,
//                and the server's memory before and after
//   submissions  200 concurrent submitters on the quote endpoint for 60 s: no error, every acknowledged one stored
//   sigkill      write load, SIGKILL mid-way, restart: every acknowledged submission present
// Faults with several servers (ADR 0062), on a PostgreSQL cluster of the benchmark's own (initdb, a port from the
// OS; never the machine's shared one), or on BENCH_DATABASE_URL where no stop is needed:
//   pg-outage      two servers under write load, PostgreSQL stopped for 8 s and started again: 503 with
//                  Retry-After meanwhile, recovery by itself, every acknowledged submission present
//   sigkill-two    two servers under write load, one killed with SIGKILL: the other goes on, nothing acknowledged lost
//   smtp-down-two  two servers, the mail server down for 20 s under write load: each mail delivered once when back
// Settings: BENCH_STATIC_PORT (static: measure a server already running there), BENCH_SECONDS (submissions; default 60), BENCH_CONCURRENCY (default 200), BENCH_ONLY (one scenario, or
// several separated by commas), BENCH_DATABASE_URL (run on PostgreSQL instead of the embedded database). Needs
// `npm run build` first.

import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildDir, freePort, startNginx as startNginxProcess } from '../scripts/lib/harness.mjs'
import { canRunPrivatePostgres, privatePostgres } from '../scripts/lib/private-postgres.mjs'
import { smtpCounter } from './faults.mjs'
import {
  freshPostgres,
  acknowledged as isAcknowledged,
  load,
  quoteRequest,
  request,
  rssOf,
  sleep,
  startServer,
  storedTags,
  summary,
  tempDataDir,
} from './lib.mjs'

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200)
const baseDatabaseUrl = process.env.BENCH_DATABASE_URL
let failed = false

async function database() {
  if (!baseDatabaseUrl) {
    const dataDir = tempDataDir()
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, where: { dataDir }, drop: async () => {} }
  }
  const pg = await freshPostgres(baseDatabaseUrl)
  return { env: { DATABASE_URL: pg.url, DATA_DIR: tempDataDir() }, where: { databaseUrl: pg.url }, drop: pg.drop }
}

async function pages() {
  const db = await database()
  const server = await startServer(db.env)
  const { port } = server
  try {
    const rssStart = await rssOf(server.child.pid)
    for (const path of ['/', '/services/insurance', '/blog-posts']) {
      const results = await load({ concurrency: 50, seconds: 10, once: () => request(port, { path }) })
      const errors = results.filter((r) => r.status !== 200).length
      console.log(`pages ${path}: ${JSON.stringify({ ...summary(results, 10), errors })}`)
      if (errors) failed = true
    }
    console.log(
      `pages memory: RSS ${rssStart.toFixed(0)} MiB at start, ${(await rssOf(server.child.pid)).toFixed(0)} MiB after`,
    )
  } finally {
    await server.stop()
    await db.drop()
  }
}

const STATIC_PATHS = (
  process.env.BENCH_STATIC_PATHS ??
  process.env.BENCH_STATIC_PATH ??
  '/,/about,/services/insurance,/blog/earning-more-as-a-retail-partner-with-aeps'
)
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean)
const STATIC_SECONDS = Number(process.env.BENCH_STATIC_SECONDS ?? 10)
const STATIC_TARGET = 0.8

/** wrk's requests per second for one URL: 4 connections, one thread, gzip accepted. */
function wrk(url, seconds) {
  const out = execFileSync('wrk', ['-t1', '-c4', `-d${seconds}s`, '-H', 'Accept-Encoding: gzip', '--latency', url], {
    encoding: 'utf8',
  })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const p99 = /99%\s+(\S+)/.exec(out)?.[1]
  return { rps, non2xx, p99 }
}

/** One GET over plain node:http: status, headers and the body exactly as sent (fetch would decompress it). */
function rawGet(port, urlPath, encoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: urlPath, agent: false, headers: { 'accept-encoding': encoding } },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
  })
}

/**
 * The pages the product renders and keeps (a blog post) are not build files: their kept form (identity and gzip, as
 * the product sends them once kept, CSP hashes instead of a nonce) is written to a scratch folder for nginx.
 */
async function keptPagesFolder(port, paths) {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-kept-'))
  for (const urlPath of paths) {
    let kept
    // The first request renders the page and keeps it; the kept one is known by its CSP (hashes, no nonce).
    for (let i = 0; i < 200 && !kept; i++) {
      const res = await rawGet(port, urlPath, 'identity')
      if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}`)
      if (!String(res.headers['content-security-policy']).includes("'nonce-")) kept = res
      else await sleep(50)
    }
    if (!kept) throw new Error(`${urlPath} is not kept by the product`)
    const gz = await rawGet(port, urlPath, 'gzip')
    mkdirSync(path.join(root, urlPath), { recursive: true, mode: 0o755 })
    writeFileSync(path.join(root, urlPath, 'index.html'), kept.body, { mode: 0o644 })
    writeFileSync(path.join(root, urlPath, 'index.html.gz'), gz.body, { mode: 0o644 })
  }
  // nginx's worker runs as another user: the scratch folder (made private) must be readable by it.
  chmodSync(root, 0o755)
  return root
}

/** Debian's nginx on a free port with a temporary configuration serving the build's client files, gzip_static on. */
function startNginx(keptRoot, keptPaths) {
  const root = path.resolve(buildDir(), 'client')
  const kept = keptPaths
    // The same lookup as every other page's (`try_files $uri $uri/index.html`): with `$uri/index.html` alone, nginx
    // skipped the first look and served a kept page about a tenth faster than a prerendered one of the same size.
    .map((p) => `    location = ${p} { root ${keptRoot}; try_files $uri $uri/index.html =404; }`)
    .join('\n')
  return startNginxProcess({
    workers: Number(process.env.BENCH_NGINX_WORKERS ?? 1),
    connections: 1024,
    http: ({ port }) => `  types { text/javascript js; }
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    etag on;
${kept}
    location / { try_files $uri $uri/index.html =404; }
  }`,
    ready: async (port) => (await request(port, { path: '/about' })).status === 200,
  })
}

/**
 * Node's own HTTP server (bench/bare-node.mjs): a bare node:http server answering each path with the bytes and
 * headers the product sent for it (gzip, as wrk asks), minus those that belong to one connection or request.
 */
async function startBareNode(port, paths) {
  const responses = {}
  for (const urlPath of paths) {
    const res = await rawGet(port, urlPath, 'gzip')
    const headers = []
    for (const [name, value] of Object.entries(res.headers)) {
      if (/^(date|connection|keep-alive|transfer-encoding|x-request-id)$/i.test(name)) continue
      for (const one of [value].flat()) headers.push(name, String(one))
    }
    responses[urlPath] = { headers, body: res.body.toString('base64') }
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-bare-'))
  const file = path.join(folder, 'responses.json')
  writeFileSync(file, JSON.stringify(responses))
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-node.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const bare = Number(
    await new Promise((resolve, reject) => {
      child.stdout.once('data', (chunk) => resolve(String(chunk).trim()))
      child.once('exit', (code) => reject(new Error(`bench/bare-node.mjs stopped (${code})`)))
    }),
  )
  return {
    port: bare,
    stop: async () => {
      child.kill()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

async function staticPages() {
  for (const tool of ['wrk', '/usr/sbin/nginx']) {
    try {
      execFileSync(tool, ['-v'], { stdio: 'ignore' })
    } catch (error) {
      if (error.code === 'ENOENT') {
        console.log(`static: ${tool} is missing: apt-get install nginx wrk`)
        failed = true
        return
      }
    }
  }
  // BENCH_STATIC_PORT: a built server already running on that loopback port (with the build's settings), for a
  // machine too busy for a fresh server to start within the harness's time.
  const given = Number(process.env.BENCH_STATIC_PORT ?? 0)
  const db = given ? { drop: async () => {} } : await database()
  const server = given ? { port: given, stop: async () => {} } : await startServer(db.env)
  const { port } = server
  const keptPaths = STATIC_PATHS.filter((p) => p.startsWith('/blog/') || p.startsWith('/hi/blog/'))
  const keptRoot = await keptPagesFolder(port, keptPaths)
  const nginx = await startNginx(keptRoot, keptPaths)
  const ratios = []
  let bare
  try {
    bare = await startBareNode(port, STATIC_PATHS)
    for (const staticPath of STATIC_PATHS) {
      const product = `http://127.0.0.1:${port}${staticPath}`
      const reference = `http://127.0.0.1:${nginx.port}${staticPath}`
      const bareNode = `http://127.0.0.1:${bare.port}${staticPath}`
      const sizes = []
      for (const p of [port, nginx.port]) {
        const res = await rawGet(p, staticPath, 'gzip')
        sizes.push(`${res.headers['content-encoding']} ${res.body.length} bytes`)
      }
      console.log(`static ${staticPath}: product sends ${sizes[0]}, nginx ${sizes[1]}`)
      // Warm both up, then measure them in turns on the same machine (other work on it shifts from one moment to
      // the next): the median of each side's rounds is what is compared.
      wrk(product, 2)
      wrk(reference, 2)
      wrk(bareNode, 2)
      const rounds = Number(process.env.BENCH_STATIC_ROUNDS ?? 3)
      const mine = []
      const nginxRuns = []
      const bareRuns = []
      for (let i = 0; i < rounds; i++) {
        mine.push(wrk(product, STATIC_SECONDS))
        nginxRuns.push(wrk(reference, STATIC_SECONDS))
        bareRuns.push(wrk(bareNode, STATIC_SECONDS))
      }
      const median = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]
      const ours = { ...median(mine), non2xx: mine.reduce((n, r) => n + r.non2xx, 0) }
      const theirs = { ...median(nginxRuns), non2xx: nginxRuns.reduce((n, r) => n + r.non2xx, 0) }
      const ratio = ours.rps / theirs.rps
      const bareRate = median(bareRuns).rps
      ratios.push(`${staticPath} ${ratio.toFixed(2)}x`)
      console.log(
        `static ${staticPath}: nginx gzip_static ${theirs.rps.toFixed(0)} req/s (p99 ${theirs.p99}), ` +
          `product ${ours.rps.toFixed(0)} req/s (p99 ${ours.p99}), ratio ${ratio.toFixed(2)}x (target >= ${STATIC_TARGET}x); ` +
          `medians of ${rounds} rounds of ${STATIC_SECONDS} s taken in turns ` +
          `(nginx ${nginxRuns.map((r) => r.rps.toFixed(0)).join(', ')}; product ${mine.map((r) => r.rps.toFixed(0)).join(', ')})`,
      )
      console.log(
        `static ${staticPath}: bare node:http with the same bytes ${bareRate.toFixed(0)} req/s ` +
          `(${(bareRate / theirs.rps).toFixed(2)}x of nginx); the product is ${(ours.rps / bareRate).toFixed(2)}x of it ` +
          `(${bareRuns.map((r) => r.rps.toFixed(0)).join(', ')})`,
      )
      if (ours.non2xx || theirs.non2xx || !(ratio >= STATIC_TARGET)) failed = true
    }
    const load = execFileSync('uptime', { encoding: 'utf8' }).trim()
    console.log(`static: ${ratios.join(', ')}; machine: ${load}`)
  } finally {
    await bare?.stop()
    await nginx.stop()
    await server.stop()
    await db.drop()
    rmSync(keptRoot, { recursive: true, force: true })
  }
}

const thankedFor = (r) => r.status === 303 && r.location?.endsWith('/thankyou/1')

/**
 * Plain quote form posts, tagged `<prefix><n>`, under load, taking the servers on `ports` in turns; the tags the
 * server acknowledged (by default, with its thank-you page).
 */
async function quoteLoad(ports, prefix, { concurrency, seconds, isAck = thankedFor }) {
  const acknowledged = []
  let counter = 0
  const results = await load({
    concurrency,
    seconds,
    once: async () => {
      const n = ++counter
      const tag = `${prefix}${n}`
      const r = await request(ports[n % ports.length], quoteRequest(tag, n))
      if (isAck(r)) acknowledged.push(tag)
      return r
    },
  })
  return { results, acknowledged }
}

/** Which acknowledged tags the database lacks. */
async function missingOf(acknowledged, where) {
  const stored = await storedTags(where)
  return acknowledged.filter((t) => !stored.has(t))
}

async function submissions() {
  const db = await database()
  const server = await startServer({ ...db.env, TRUST_PROXY: 'loopback' })
  let acknowledged = []
  try {
    const run = await quoteLoad([server.port], 's', { concurrency, seconds })
    acknowledged = run.acknowledged
    const errors = run.results.filter((r) => !thankedFor(r))
    console.log(
      `submissions (${concurrency} concurrent, ${seconds} s): ${JSON.stringify({ ...summary(run.results, seconds), errors: errors.length })}`,
    )
    if (errors.length) {
      failed = true
      console.log(`  first errors: ${JSON.stringify(errors.slice(0, 3))}`)
    }
  } finally {
    await server.stop()
  }
  const missing = await missingOf(acknowledged, db.where)
  console.log(`submissions stored: ${acknowledged.length} acknowledged, ${missing.length} missing`)
  if (missing.length) failed = true
  await db.drop()
}

async function sigkill() {
  const db = await database()
  const server = await startServer({ ...db.env, TRUST_PROXY: 'loopback' })
  const killer = sleep(3000).then(() => server.stop('SIGKILL'))
  const { acknowledged } = await quoteLoad([server.port], 'k', { concurrency: 50, seconds: 5 })
  await killer
  // The restart must come up on the same data (the embedded lock of a killed process is taken over).
  await (await startServer({ ...db.env, PORT: String(server.port) })).stop()
  const missing = await missingOf(acknowledged, db.where)
  console.log(
    `sigkill under write load: ${acknowledged.length} acknowledged before the kill, ${missing.length} missing after restart`,
  )
  if (missing.length) failed = true
  await db.drop()
}

/**
 * Two servers on one PostgreSQL database: BENCH_DATABASE_URL's server, or a private cluster (which `stoppable`
 * scenarios need, since they stop it). `env` is added to both servers' settings.
 */
async function twoServers(name, env, { stoppable = false } = {}) {
  let cluster
  let base = stoppable ? undefined : baseDatabaseUrl
  if (!base) {
    if (!canRunPrivatePostgres()) return null
    cluster = await privatePostgres()
    base = cluster.url
  }
  const pg = await freshPostgres(base)
  const servers = []
  try {
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startServer({
          DATABASE_URL: pg.url,
          DATA_DIR: tempDataDir(),
          TRUST_PROXY: 'loopback',
          LOG_LEVEL: 'error',
          ...env,
        }),
      )
    }
  } catch (error) {
    for (const server of servers) await server.stop()
    cluster?.destroy()
    throw error
  }
  console.log(`${name}: two servers on ${cluster ? 'a private PostgreSQL cluster' : 'BENCH_DATABASE_URL'}`)
  return {
    ports: servers.map((s) => s.port),
    servers,
    cluster,
    url: pg.url,
    async close() {
      for (const server of servers) await server.stop()
      await pg.drop().catch(() => undefined)
      cluster?.destroy()
    },
  }
}

function skipped(name) {
  console.log(`${name}: skipped (no PostgreSQL server binaries here for a private cluster)`)
}

async function pgOutage() {
  const setup = await twoServers('pg-outage', {}, { stoppable: true })
  if (!setup) return skipped('pg-outage')
  const { ports, cluster } = setup
  const acked = []
  const counts = { before: new Map(), outage: new Map(), after: new Map() }
  let phase = 'before'
  let noRetryAfter = 0
  let stoppedAt = 0
  let startedAt = 0
  const firstAckAfter = new Map()
  let n = 0
  try {
    const timeline = (async () => {
      await sleep(3000)
      cluster.stop()
      stoppedAt = Date.now()
      phase = 'outage'
      await sleep(8000)
      cluster.start()
      startedAt = Date.now()
      phase = 'after'
    })()
    await load({
      concurrency: 20,
      seconds: 18,
      once: async () => {
        const i = ++n
        const tag = `o${i}`
        const port = ports[i % 2]
        const seenIn = phase
        const r = await request(port, quoteRequest(tag, i, { json: true }))
        const bucket = counts[seenIn]
        bucket.set(r.status, (bucket.get(r.status) ?? 0) + 1)
        if (r.status === 200) {
          acked.push(tag)
          if (phase === 'after' && !firstAckAfter.has(port)) firstAckAfter.set(port, Date.now())
        } else {
          if (r.status === 503 && r.retryAfter === undefined) noRetryAfter++
          // A client told to retry later does not hammer the server meanwhile.
          await sleep(100)
        }
        return r
      },
    })
    await timeline
  } finally {
    await Promise.all(setup.servers.map((s) => s.stop()))
  }
  const missing = await missingOf(acked, { databaseUrl: setup.url })
  const show = (m) => JSON.stringify(Object.fromEntries([...m].sort((a, b) => a[0] - b[0])))
  const recovery = ports.map((p) => (firstAckAfter.has(p) ? `${firstAckAfter.get(p) - startedAt} ms` : 'never'))
  console.log(`pg-outage: answers before the stop ${show(counts.before)}`)
  console.log(
    `pg-outage: answers during the ${((startedAt - stoppedAt) / 1000).toFixed(1)} s outage ${show(counts.outage)}`,
  )
  console.log(`pg-outage: answers after the start ${show(counts.after)}`)
  console.log(
    `pg-outage: first acknowledged submission after PostgreSQL was back: ${recovery.join(' and ')} (two servers); ` +
      `503 without Retry-After: ${noRetryAfter}`,
  )
  console.log(
    `pg-outage: ${acked.length} acknowledged, ${acked.length - missing.length} stored, ${missing.length} missing`,
  )
  const outageOther = [...counts.outage.keys()].filter((status) => status !== 503 && status !== 200)
  if (missing.length || noRetryAfter || recovery.includes('never') || !counts.outage.get(503) || outageOther.length) {
    failed = true
  }
  await setup.close()
}

async function sigkillTwo() {
  const setup = await twoServers('sigkill-two', {})
  if (!setup) return skipped('sigkill-two')
  const [a, b] = setup.servers
  const live = new Set(setup.ports)
  const acked = []
  let cutOff = 0
  let refused = 0
  let killedAt = 0
  let n = 0
  const killer = sleep(2000).then(() => {
    killedAt = Date.now()
    a.child.kill('SIGKILL')
  })
  const results = await load({
    concurrency: 50,
    seconds: 6,
    once: async () => {
      const i = ++n
      const tag = `t${i}`
      const port = [...live][i % live.size]
      const r = await request(port, quoteRequest(tag, i))
      if (isAcknowledged(r)) acked.push({ tag, at: Date.now() })
      else if (r.status === 0) {
        // What a proxy's health check does: the dead server gets no more requests.
        live.delete(port)
        cutOff++
      } else refused++
      return r
    },
  })
  await killer
  await a.exited
  const healthy = (await request(setup.ports[1], { path: '/healthz' })).status
  const stored = await storedTags({ databaseUrl: setup.url })
  const missing = acked.filter((t) => !stored.has(t.tag))
  const after = acked.filter((t) => t.at > killedAt).length
  console.log(
    `sigkill-two: ${results.length} requests, ${acked.length} acknowledged (${after} after the kill, by the other ` +
      `server), ${cutOff} cut off by the kill, ${refused} refused; ${missing.length} acknowledged missing; ` +
      `the other server's /healthz: ${healthy}`,
  )
  if (missing.length || refused || !after || healthy !== 200) failed = true
  void b
  await setup.close()
}

async function smtpDownTwo() {
  const smtpPort = await freePort()
  const setup = await twoServers('smtp-down-two', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
  if (!setup) return skipped('smtp-down-two')
  const downFor = 20_000
  const started = Date.now()
  const { acknowledged: acked } = await quoteLoad(setup.ports, 'm', {
    concurrency: 20,
    seconds: 5,
    isAck: isAcknowledged,
  })
  await sleep(Math.max(0, started + downFor - Date.now()))
  const smtp = await smtpCounter(smtpPort)
  const back = Date.now()
  let deliveredAt = 0
  while (Date.now() - back < 180_000) {
    if (acked.every((t) => smtp.seen.has(t))) {
      deliveredAt = Date.now()
      break
    }
    await sleep(200)
  }
  // A duplicate would come now.
  await sleep(3000)
  const missing = acked.filter((t) => !smtp.seen.has(t))
  const duplicates = [...smtp.seen.values()].filter((count) => count > 1).length
  console.log(
    `smtp-down-two: mail server down ${downFor / 1000} s under write load; ${acked.length} acknowledged ` +
      `submissions, ${acked.length - missing.length} mails delivered (${missing.length} missing, ${duplicates} ` +
      `twice); all delivered ${deliveredAt ? `${((deliveredAt - back) / 1000).toFixed(1)} s` : 'never'} after the mail server came back`,
  )
  if (missing.length || duplicates || !deliveredAt) failed = true
  await smtp.close()
  await setup.close()
}

const scenarios = {
  static: staticPages,
  pages,
  submissions,
  sigkill,
  'pg-outage': pgOutage,
  'sigkill-two': sigkillTwo,
  'smtp-down-two': smtpDownTwo,
}
for (const [name, run] of Object.entries(scenarios)) {
  if (only && !only.includes(name)) continue
  await run()
}
console.log(failed ? 'bench: FAILED' : 'bench: all figures within targets')
process.exit(failed ? 1 : 0)
