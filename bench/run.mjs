// `npm run bench`: speed, memory and reliability figures of the built server (security.md "Reliability figures").
//   pages        GET throughput and latency of a prerendered page, a service page and the server-rendered blog list,
//                and the server's memory before and after
//   submissions  200 concurrent submitters on the quote endpoint for 60 s: no error, every acknowledged one stored
//   sigkill      write load, SIGKILL mid-way, restart: every acknowledged submission present
// Settings: BENCH_SECONDS (submissions; default 60), BENCH_CONCURRENCY (default 200), BENCH_ONLY (one scenario),
// BENCH_DATABASE_URL (run on PostgreSQL instead of the embedded database). Needs `npm run build` first.

import { freePort } from '../scripts/lib/free-port.mjs'
import {
  freshPostgres,
  load,
  quoteRequest,
  request,
  rssOf,
  startServer,
  storedTags,
  summary,
  tempDataDir,
} from './lib.mjs'

const only = process.env.BENCH_ONLY
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
  const port = await freePort()
  const server = await startServer({ ...db.env, PORT: String(port) })
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
    server.child.kill('SIGTERM')
    await server.exited
    await db.drop()
  }
}

async function submissions() {
  const db = await database()
  const port = await freePort()
  const server = await startServer({ ...db.env, PORT: String(port), TRUST_PROXY: 'loopback' })
  const acknowledged = []
  let counter = 0
  try {
    const results = await load({
      concurrency,
      seconds,
      once: async () => {
        const n = ++counter
        const tag = `s${n}`
        const r = await request(port, quoteRequest(tag, n))
        if (r.status === 303 && r.location?.endsWith('/thankyou/1')) acknowledged.push(tag)
        return r
      },
    })
    const errors = results.filter((r) => !(r.status === 303 && r.location?.endsWith('/thankyou/1')))
    console.log(
      `submissions (${concurrency} concurrent, ${seconds} s): ${JSON.stringify({ ...summary(results, seconds), errors: errors.length })}`,
    )
    if (errors.length) {
      failed = true
      console.log(`  first errors: ${JSON.stringify(errors.slice(0, 3))}`)
    }
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
  const stored = await storedTags(db.where)
  const missing = acknowledged.filter((t) => !stored.has(t))
  console.log(`submissions stored: ${acknowledged.length} acknowledged, ${missing.length} missing`)
  if (missing.length) failed = true
  await db.drop()
}

async function sigkill() {
  const db = await database()
  const port = await freePort()
  let server = await startServer({ ...db.env, PORT: String(port), TRUST_PROXY: 'loopback' })
  const acknowledged = []
  let counter = 0
  const killAt = Date.now() + 3000
  const killer = new Promise((resolve) =>
    setTimeout(() => {
      server.child.kill('SIGKILL')
      resolve()
    }, killAt - Date.now()),
  )
  await load({
    concurrency: 50,
    seconds: 5,
    once: async () => {
      const n = ++counter
      const tag = `k${n}`
      const r = await request(port, quoteRequest(tag, n))
      if (r.status === 303 && r.location?.endsWith('/thankyou/1')) acknowledged.push(tag)
      return r
    },
  })
  await killer
  await server.exited
  // The restart must come up on the same data (the embedded lock of a killed process is taken over).
  server = await startServer({ ...db.env, PORT: String(port) })
  server.child.kill('SIGTERM')
  await server.exited
  const stored = await storedTags(db.where)
  const missing = acknowledged.filter((t) => !stored.has(t))
  console.log(
    `sigkill under write load: ${acknowledged.length} acknowledged before the kill, ${missing.length} missing after restart`,
  )
  if (missing.length) failed = true
  await db.drop()
}

const scenarios = { pages, submissions, sigkill }
for (const [name, run] of Object.entries(scenarios)) {
  if (only && only !== name) continue
  await run()
}
console.log(failed ? 'bench: FAILED' : 'bench: all figures within targets')
process.exit(failed ? 1 : 0)
