// `npm run bench:crm`: the CRM and its reports at scale, on PostgreSQL (needs `npm run build` first).
//   1. A database of its own (crm_bench, dropped and made again; BENCH_DATABASE_URL names the cluster, default the
//      local one), migrated by the built server, then filled inside PostgreSQL (bench/crm-data.mjs): 200 staff in a
//      five-level reporting tree, 1,000,000 leads over a year, their first visits and 3,000,000 follow-ups.
//   The CRM itself (bench/crm-list.mjs): 10 concurrent 10 MB selfie uploads (RSS growth at most 64 MB), the list's
//      first page with and without filters for a field user, a mid-level manager and an administrator, and a lead's
//      detail with 50 visits (p95 at most 30 ms each).
//   2. EXPLAIN ANALYZE of the Follow Up Report's view queries for a mid-level manager (the plan and its indexes).
//   3. p95 of 50 view requests of each report, one month, as that manager, through the real HTTP server.
//   4. A CSV of all 3,000,000 follow-ups as an administrator: time to the first byte, total time, the server's RSS
//      growth (VmRSS sampled every 50 ms).
//   5. An XLSX of the CRM Report over a range of about 100,000 leads: total time and rows.
//   6. A client that goes away halfway through the CSV: pg_stat_activity shows no report query shortly after.
// Every figure is printed; the run fails when a target is missed.
// BENCH_KEEP=1 keeps the crm_bench database afterwards; BENCH_REUSE=1 then measures it again without generating it
// anew (five minutes saved); BENCH_CRM_ONLY=list stops after the CRM's own measures (uploads, list, detail), BENCH_CRM_ONLY=uploads after the uploads;
// BENCH_CRM_ONLY=reports measures the reports alone (steps 2 to 6).
//   0. First, on the embedded database (bench/crm-uploads-pglite.mjs): /crm p50 / p95 / max while four 10 MB
//      follow-up photos are uploaded at once (target: p95 at most 2 s); BENCH_CRM_ONLY=pglite-uploads runs only that.

import http from 'node:http'
import pg from 'pg'
import { adminQuery, databaseUrl } from '../scripts/lib/harness.mjs'
import { BENCH_PASSWORD, crmSizes, generateCrmData } from './crm-data.mjs'
import { measureCrmList, signIn } from './crm-list.mjs'
import { measureUploadsOnPglite } from './crm-uploads-pglite.mjs'
import { percentile, rssOf, sleep, startServer, tempDataDir } from './lib.mjs'

const cluster = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// BENCH_CRM_DB names the database (default crm_bench), so that two runs on one cluster do not drop each other's.
const NAME = process.env.BENCH_CRM_DB ?? 'crm_bench'
let failed = false

function log(label, value) {
  console.log(`${label}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
}

function check(ok, what) {
  if (!ok) {
    failed = true
    console.log(`  MISSED: ${what}`)
  }
}

const admin = (sql) => adminQuery(cluster, sql)
const benchUrl = databaseUrl(cluster, NAME)

function get(port, path, cookie, onChunk) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    let firstByte = null
    let bytes = 0
    const req = http.get({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
      res.on('data', (chunk) => {
        if (firstByte === null) firstByte = Number(process.hrtime.bigint() - started) / 1e6
        bytes += chunk.length
        onChunk?.(chunk, bytes, req)
      })
      res.on('end', () =>
        resolve({ status: res.statusCode, firstByte, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      )
      res.on('close', () =>
        resolve({ status: res.statusCode, firstByte, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      )
    })
    req.on('error', () => resolve({ status: 0, firstByte, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
  })
}

function indiaDate(d) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d)
}

/** The users and the lead that generateCrmData returned, read back from a kept crm_bench database. */
async function existingData(db) {
  const detail = await db.query(`select tl_srno, um_srno from leads where client_key = 'bench-fifty'`)
  if (detail.rows.length === 0) return null
  const field = `BENCH${1 + 1 + 4 + 15 + 45}`
  return { seconds: 0, field, manager: `BENCH${1 + 1 + 4}`, head: 'BENCH1', detailLeadId: detail.rows[0].tl_srno }
}

async function reusable() {
  if (!process.env.BENCH_REUSE) return false
  return (await adminQuery(cluster, 'select 1 from pg_database where datname = $1', [NAME])).length === 1
}

async function main() {
  // First, on a server of its own on the embedded database: the office's /crm while four 10 MB uploads arrive.
  if (!process.env.BENCH_CRM_ONLY || process.env.BENCH_CRM_ONLY === 'pglite-uploads') {
    if (!(await measureUploadsOnPglite())) failed = true
    if (process.env.BENCH_CRM_ONLY) {
      if (failed) process.exitCode = 1
      return
    }
  }
  const reuse = await reusable()
  if (!reuse) {
    await admin(`drop database if exists ${NAME} with (force)`)
    await admin(`create database ${NAME}`)
  }
  const start = async () => {
    const server = await startServer({
      DATABASE_URL: benchUrl,
      DATA_DIR: tempDataDir(),
      ADMIN_PASSWORD: BENCH_PASSWORD,
    })
    return { port: server.port, server }
  }
  let { port, server } = await start()
  // A fresh server for the next measures (the uploads' memory is their own; the list's timings start clean).
  const restart = async () => {
    await server.stop()
    ;({ port, server } = await start())
    return { port, server }
  }
  const db = new pg.Client({ connectionString: benchUrl })
  await db.connect()
  try {
    let data = reuse ? await existingData(db) : null
    if (data) console.log('measuring the kept crm_bench database again (BENCH_REUSE)')
    else {
      console.log(
        `generating ${crmSizes.leads.toLocaleString('en-IN')} leads and ${crmSizes.followUps.toLocaleString('en-IN')} follow-ups...`,
      )
      data = await generateCrmData(db)
    }
    const counts = (
      await db.query(
        `select (select count(*) from leads)::int as leads, (select count(*) from lead_visits)::int as visits,
                (select count(*) from users)::int as users`,
      )
    ).rows[0]
    log('generated', { ...counts, seconds: Math.round(data.seconds) })
    const only = process.env.BENCH_CRM_ONLY
    if (only !== 'reports') {
      if (!(await measureCrmList({ port, server, data, db, restart }))) failed = true
      if (only) return
    }

    // The reports, as the mid-level manager of the list's measures.
    const manager = (await db.query('select um_srno from users where um_id = $1', [data.manager])).rows[0].um_srno
    const managerCookie = await signIn(port, data.manager)
    const adminCookie = await signIn(port, 'ADMIN')

    // The last whole month.
    const now = new Date()
    const today = indiaDate(now)
    const [y, m] = today.split('-').map(Number)
    const firstOfMonth = new Date(Date.UTC(y, m - 2, 1))
    const from = firstOfMonth.toISOString().slice(0, 10)
    const to = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10)

    // 2. The plan of the Follow Up Report's view for the manager (their subtree, as the report computes it).
    const ids = (
      await db.query(
        `with recursive below(srno) as (select $1::int union select r.merl_empcode from reporting_lines r join below b on r.merl_reportingto = b.srno) select array_agg(srno) as ids from below`,
        [manager],
      )
    ).rows[0].ids
    const bounds = [
      `${from}T00:00:00+05:30`,
      new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000).toISOString(),
    ]
    log('manager subtree', { users: ids.length, from, to })
    for (const [label, sql] of [
      [
        'plan follow-up page',
        `explain (analyze, buffers) select v.fu_srno, v.fu_timestamp, u.um_username, l.tl_name, l.tl_person, l.tl_mobile, t.mtc_name, v.fu_leadtype, s.ts_status, v.fu_remark, v.fu_nextvisit, v.far, v.old_photo
         from lead_visits v join leads l on l.tl_srno = v.tl_srno join users u on u.um_srno = v.um_srno join lead_types t on t.mtc_srno = l.mtc_srno join lead_statuses s on s.ts_srno = v.ts_srno
         where v.fu_kind = 'follow-up' and v.fu_timestamp >= $1 and v.fu_timestamp < $2 and v.um_srno = any($3::int[])
         order by v.fu_timestamp, v.fu_srno limit 50 offset 0`,
      ],
      [
        'plan follow-up per day',
        `explain (analyze, buffers) select to_char(fu_timestamp at time zone 'Asia/Kolkata', 'YYYY-MM-DD') d, count(*), count(*) filter (where far),
           count(*) filter (where latitude is null), count(*) filter (where old_photo),
           count(*) filter (where device_at not between fu_timestamp - interval '10 minutes' and fu_timestamp + interval '10 minutes')
         from lead_visits where fu_kind = 'follow-up' and fu_timestamp >= $1 and fu_timestamp < $2 and um_srno = any($3::int[]) group by 1`,
      ],
      [
        // The Visit Report's counts per person and day, suspect visits only: still an index-only read (migration 0012).
        'plan visit counts (suspect only)',
        `explain (analyze, buffers) select (fu_timestamp at time zone 'Asia/Kolkata')::date d, um_srno, count(*), count(distinct tl_srno),
           count(*) filter (where latitude is null), count(*) filter (where old_photo)
         from lead_visits where fu_timestamp >= $1 and fu_timestamp < $2 and um_srno = any($3::int[])
           and (far or latitude is null or old_photo or device_at not between fu_timestamp - interval '10 minutes' and fu_timestamp + interval '10 minutes')
         group by 1, 2`,
      ],
      [
        // The CRM Report's totals with each lead's first visit (a lateral lookup on the (lead, time) index).
        'plan crm totals with first-visit marks',
        `explain (analyze, buffers) select l.ts_srno, count(*), count(*) filter (where fv.no_location), count(*) filter (where fv.old_photo)
         from leads l left join lateral (select latitude is null as no_location, old_photo from lead_visits v
           where v.tl_srno = l.tl_srno and v.fu_kind = 'first' order by v.fu_timestamp, v.fu_srno limit 1) fv on true
         where l.tl_timestamp >= $1 and l.tl_timestamp < $2 and l.um_srno = any($3::int[]) group by 1`,
      ],
    ]) {
      const plan = (await db.query(sql, [...bounds, ids])).rows.map((r) => r['QUERY PLAN'])
      console.log(`${label}:\n  ${plan.join('\n  ')}`)
    }

    // 3. p95 of the views: the whole page (server rendering included) and its data request (what a click in the
    // browser asks for). The CRM list, measured the same way, shows what any back-office page costs on this machine.
    const timed = async (label, path, target) => {
      for (let i = 0; i < 5; i++) await get(port, path, managerCookie)
      const times = []
      for (let i = 0; i < 50; i++) {
        const r = await get(port, path, managerCookie)
        if (r.status !== 200) throw new Error(`${path}: ${r.status}`)
        times.push(r.ms)
      }
      const p95 = percentile(times, 95)
      log(label, {
        requests: 50,
        p50: Math.round(percentile(times, 50)),
        p95: Math.round(p95),
        max: Math.round(Math.max(...times)),
      })
      if (target) check(p95 <= target, `${label}: p95 ${p95.toFixed(0)} ms > ${target} ms`)
    }
    await timed('baseline: CRM list page (manager)', '/crm')
    for (const report of ['follow-up', 'crm', 'visit']) {
      await timed(`view ${report} page (manager, one month)`, `/crm/reports/${report}?from=${from}&to=${to}`, 100)
      await timed(`view ${report} data (manager, one month)`, `/crm/reports/${report}.data?from=${from}&to=${to}`)
    }

    // 4. A CSV of every follow-up, as the administrator.
    const everything = `from=2000-01-01&to=${today}`
    const pid = server.child.pid
    const rssBefore = await rssOf(pid)
    let rssMax = rssBefore
    const sampler = setInterval(async () => {
      rssMax = Math.max(rssMax, await rssOf(pid))
    }, 50)
    let lines = 0
    const csv = await get(port, `/crm/reports/follow-up/file?format=csv&${everything}`, adminCookie, (chunk) => {
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++
    })
    clearInterval(sampler)
    const growth = rssMax - rssBefore
    log('csv all follow-ups (admin)', {
      status: csv.status,
      rows: lines - 1,
      megabytes: Math.round(csv.bytes / 1e6),
      firstByteMs: Math.round(csv.firstByte),
      seconds: Math.round(csv.ms / 100) / 10,
      rssBeforeMb: Math.round(rssBefore),
      rssGrowthMb: Math.round(growth),
    })
    check(csv.firstByte <= 1000, `CSV first byte ${csv.firstByte} ms > 1 s`)
    check(growth <= 64, `RSS grew ${growth.toFixed(0)} MB > 64 MB`)

    // 5. An XLSX of about 100,000 leads (the CRM Report over consecutive days of the generated year).
    const start = (await db.query(`select min(tl_timestamp) as t from leads`)).rows[0].t
    const xFrom = indiaDate(new Date(start.getTime() + 30 * 86_400_000))
    const perDay = crmSizes.leads / 365
    const xTo = indiaDate(new Date(start.getTime() + (30 + Math.round(100_000 / perDay) - 1) * 86_400_000))
    let xlsxBytes = 0
    const xlsx = await get(port, `/crm/reports/crm/file?format=xlsx&from=${xFrom}&to=${xTo}`, adminCookie, (c) => {
      xlsxBytes += c.length
    })
    const xRows = (
      await db.query(`select count(*)::int as n from leads where tl_timestamp >= $1 and tl_timestamp < $2`, [
        `${xFrom}T00:00:00+05:30`,
        new Date(new Date(`${xTo}T00:00:00+05:30`).getTime() + 86_400_000).toISOString(),
      ])
    ).rows[0].n
    log('xlsx crm report', {
      status: xlsx.status,
      rows: xRows,
      from: xFrom,
      to: xTo,
      megabytes: Math.round(xlsxBytes / 1e5) / 10,
      seconds: Math.round(xlsx.ms / 100) / 10,
    })
    check(xlsx.ms <= 10_000, `XLSX of ${xRows} rows took ${xlsx.ms} ms > 10 s`)

    // 6. A client that goes away halfway.
    const halfway = csv.bytes / 2
    const cut = await get(
      port,
      `/crm/reports/follow-up/file?format=csv&${everything}`,
      adminCookie,
      (_c, bytes, req) => {
        if (bytes >= halfway) req.destroy()
      },
    )
    const activeQueries = async () =>
      (
        await db.query(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid() and query ilike '%lead_visits%'`,
          [NAME],
        )
      ).rows[0].n
    const seen = []
    for (let i = 0; i < 10; i++) {
      await sleep(200)
      seen.push(await activeQueries())
    }
    // Nothing may be running a second after the client went away, and nothing afterwards.
    log('client gone halfway', { megabytesRead: Math.round(cut.bytes / 1e6), activeReportQueriesEvery200ms: seen })
    check(
      seen.slice(5).every((n) => n === 0),
      'a report query still ran after the client went away',
    )
  } finally {
    await db.end()
    await server.stop()
    if (!process.env.BENCH_KEEP) await admin(`drop database if exists ${NAME} with (force)`)
    if (failed) process.exitCode = 1
  }
}

await main()
