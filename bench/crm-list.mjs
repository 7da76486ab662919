// The CRM's list, lead detail and uploads at scale (part of `npm run bench:crm`, bench/crm.mjs):
//   list     the first page of /crm, with and without filters, for a field user, a mid-level manager and an
//            administrator: p95 at most 30 ms each (the document, as a browser asks for it, and its data request)
//   detail   the follow-up detail of a lead with 50 visits: p95 at most 30 ms
//   uploads  10 concurrent 10 MB selfies: the server's RSS grows by at most 64 MB
// On the generated 1,000,000 leads and 3,000,000 follow-ups (bench/crm-data.mjs), through the built server.
import { randomBytes } from 'node:crypto'
import { BENCH_PASSWORD } from './crm-data.mjs'
import {
  percentile,
  postVisit,
  request,
  rssOf,
  signIn as signInAs,
  sleep,
  smallPhoto,
  tenMegabytePhoto,
} from './lib.mjs'

const samples = Number(process.env.BENCH_CRM_SAMPLES ?? 100)
const targets = { list: 30, detail: 30, uploadRssMb: 64 }
let failed = false

function check(label, value, limit, unit) {
  const ok = value <= limit
  if (!ok) failed = true
  console.log(`${ok ? 'ok  ' : 'MISSED'} ${label}: ${value.toFixed(1)} ${unit} (target at most ${limit})`)
}

/** Signs a user of the generated data in (their password: BENCH_PASSWORD). */
export const signIn = (port, userId) => signInAs(port, userId, BENCH_PASSWORD)

/**
 * p95 of `samples` sequential GETs after a warm-up; every answer must be 200. The warm-up (20 requests) lets the
 * JavaScript engine compile the path's code, as it has been on a server that has run for a while.
 */
async function timed(port, path, cookie) {
  const run = () => request(port, { path, headers: { cookie } })
  for (let i = 0; i < 20; i++) await run()
  const ms = []
  for (let i = 0; i < samples; i++) {
    const r = await run()
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`)
    ms.push(r.ms)
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) }
}

function uploadLead(port, cookie, photo, n) {
  const fields = {
    intent: 'lead',
    clientKey: randomBytes(18).toString('base64url'),
    type: '1',
    nature: 'H',
    businessName: `Upload Bench ${n}`,
    contactPerson: 'Ravi',
    mobile: '',
    email: '',
    address: '',
    remark: '',
    volume: '',
    status: '3',
    nextVisit: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10),
    latitude: '',
    longitude: '',
    accuracy: '',
  }
  return postVisit(port, cookie, fields, photo, `selfie${n}.jpg`)
}

/**
 * Measures the uploads, the list and the detail on a server whose database holds the generated data; returns whether
 * every target was met. The uploads run first on the freshly started server, so that their memory growth is their
 * own; the list and the detail are then measured on a server started afresh (`restart`), so that what the uploads
 * left behind (100 MB of request garbage, the files' checkpoint) does not land in their timings.
 */
export async function measureCrmList({ port: uploadPort, server, data, db, restart }) {
  let port = uploadPort
  const signInAll = async () => ({
    'field user': await signIn(port, data.field),
    'mid-level manager': await signIn(port, data.manager),
    administrator: await signIn(port, 'ADMIN'),
  })
  let people = await signInAll()
  const photo = await tenMegabytePhoto()
  // First, on the freshly started server: settle, then measure the growth of the resident set while ten photos arrive at once.
  for (let i = 0; i < 3; i++) await uploadLead(port, people['field user'], await smallPhoto(), `warm${i}`)
  await sleep(1000)
  const before = await rssOf(server.child.pid)
  let peak = before
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(server.child.pid))
      await sleep(20)
    }
  })()
  const started = Date.now()
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => uploadLead(port, people['field user'], photo, i)),
  )
  const seconds = (Date.now() - started) / 1000
  sampling = false
  await sampler
  const statuses = answers.map((r) => r.status)
  if (statuses.some((s) => s !== 200)) {
    failed = true
    console.log(`FAIL uploads answered ${statuses.join(', ')}`)
  }
  console.log(
    `\n10 concurrent uploads of ${(photo.length / 1048576).toFixed(1)} MB: ${seconds.toFixed(1)} s, RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
  )
  check('RSS growth during 10 concurrent 10 MB uploads', peak - before, targets.uploadRssMb, 'MB')
  if (process.env.BENCH_CRM_ONLY === 'uploads') return !failed
  // The uploads wrote about 100 MB of files into the database: let PostgreSQL write them out now, so that the
  // checkpoint they cause does not land in the middle of the list's timings, and tidy the tables they touched as
  // autovacuum would (it may be off on a benchmark machine).
  await db.query('vacuum analyze stored_files, stored_file_chunks, leads, lead_visits, lead_due_counts, sessions')
  await db.query('checkpoint')
  ;({ port } = await restart())
  people = await signInAll()
  await sleep(1000)
  const filters = {
    'no filter': '',
    'status + type + nature': '?status=3&type=1&nature=H',
    'business name': '?q=Kirana',
    'due or overdue': '?due=1',
    'date range': `?from=${new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10)}`,
  }
  // A server that has run for a while has compiled its code paths; a fresh one is markedly slower for its first few
  // hundred requests. Every scenario is therefore run ten times over before any is timed.
  for (let round = 0; round < 10; round++)
    for (const cookie of Object.values(people))
      for (const query of Object.values(filters))
        for (const path of [`/crm${query}`, `/crm.data${query}`, `/crm/leads/${data.detailLeadId}`])
          await request(port, { path, headers: { cookie } })
  console.log('\nlist, first page (p50 / p95 ms; document and data request):')
  for (const [who, cookie] of Object.entries(people)) {
    for (const [name, query] of Object.entries(filters)) {
      const doc = await timed(port, `/crm${query}`, cookie)
      const data_ = await timed(port, `/crm.data${query}`, cookie)
      console.log(
        `  ${who.padEnd(18)} ${name.padEnd(24)} document ${doc.p50.toFixed(1)} / ${doc.p95.toFixed(1)}   data ${data_.p50.toFixed(1)} / ${data_.p95.toFixed(1)}`,
      )
      check(`list p95, ${who}, ${name}`, doc.p95, targets.list, 'ms')
    }
  }

  const detail = await timed(port, `/crm/leads/${data.detailLeadId}`, people['field user'])
  console.log(`\nlead detail with 50 visits: p50 ${detail.p50.toFixed(1)} ms, p95 ${detail.p95.toFixed(1)} ms`)
  check('detail p95', detail.p95, targets.detail, 'ms')

  return !failed
}
