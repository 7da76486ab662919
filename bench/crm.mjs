// `npm run bench:crm`: the CRM reports at scale, on PostgreSQL (needs `npm run build` first).
//   1. A database of its own (crm_bench, dropped and made again; BENCH_DATABASE_URL names the cluster, default the
//      local one), migrated by the built server, then filled inside PostgreSQL with generate_series: a reporting
//      tree of 301 users, 1,000,000 leads over a year, their 1,000,000 first visits and 3,000,000 follow-ups.
//   2. EXPLAIN ANALYZE of the Follow Up Report's view queries for a mid-level manager (the plan and its indexes).
//   3. p95 of 50 view requests of each report, one month, as that manager, through the real HTTP server.
//   4. A CSV of all 3,000,000 follow-ups as an administrator: time to the first byte, total time, the server's RSS
//      growth (VmRSS sampled every 50 ms).
//   5. An XLSX of the CRM Report over a range of about 100,000 leads: total time and rows.
//   6. A client that goes away halfway through the CSV: pg_stat_activity shows no report query shortly after.
// Every figure is printed; the run fails when a target is missed.

import http from 'node:http'
import pg from 'pg'
import { freePort } from '../scripts/lib/free-port.mjs'
import { percentile, rssOf, sleep, startServer, tempDataDir } from './lib.mjs'

const cluster = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000)
const NAME = 'crm_bench'
const PASSWORD = 'Bench1234x'
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

async function admin(sql) {
  const c = new pg.Client({ connectionString: cluster })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}

const benchUrl = (() => {
  const u = new URL(cluster)
  u.pathname = `/${NAME}`
  return u.toString()
})()

/** The reporting tree and the data, generated inside PostgreSQL. */
async function generate(db) {
  const started = Date.now()
  await db.query('set synchronous_commit = off')
  // The administrator signs in with the bench's password, without the first sign-in's forced change.
  await db.query('update users set chg_pw_on_logon = 0 where um_srno = 1')
  const hash = (await db.query('select um_password_hash from users where um_srno = 1')).rows[0].um_password_hash
  const user = async (id, name, group) =>
    (
      await db.query(
        `insert into users (um_id, um_username, um_mob, um_eml, um_right_group, um_password_hash, chg_pw_on_logon)
         values ($1::text, $2, '9800000000', $1::text || '@bench.in', $3, $4, 0) returning um_srno`,
        [id, name, group, hash],
      )
    ).rows[0].um_srno
  const line = (u, boss) =>
    db.query('insert into reporting_lines (merl_empcode, merl_reportingto) values ($1, $2)', [u, boss])
  const chief = await user('bchief', 'Bench Chief', 2)
  const regions = []
  const field = []
  for (let r = 1; r <= 10; r++) {
    const region = await user(`breg${r}`, `Regional ${r}`, 2)
    regions.push(region)
    await line(region, chief)
    for (let m = 1; m <= 3; m++) {
      const mid = await user(`bmid${r}_${m}`, `Area ${r}.${m}`, 2)
      await line(mid, region)
      field.push(mid)
      const size = m === 3 ? 8 : 9
      for (let f = 1; f <= size; f++) {
        const person = await user(`bfld${r}_${m}_${f}`, `Field ${r}.${m}.${f}`, 3)
        await line(person, mid)
        field.push(person)
      }
    }
  }
  const file = (
    await db.query(
      `insert into stored_files (sha256, size, content_type, original_name) values (repeat('0', 64), 0, 'image/jpeg', 'bench.jpg') returning id`,
    )
  ).rows[0].id
  // Leads over the year before a week ago, in creation order; each owned by a field user or area manager.
  await db.query(
    `insert into leads (um_srno, mtc_srno, tl_leadtype, tl_name, tl_person, tl_mobile, tl_volume, ts_srno, tl_nextvisit,
                        tl_timestamp, updated_at, client_key, visit_count, last_visit_at)
     select o.owner, 1 + i % 3, case when i % 2 = 0 then 'H' else 'C' end, 'Business ' || i, 'Person ' || i,
            (9000000000 + i)::text, (i % 50) * 10000, 1 + i % 4,
            case when 1 + i % 4 = 2 then null else (t + interval '14 days')::date end,
            t, t, 'k' || i, 4, t + interval '6 days' + make_interval(mins => (i * 7 + 3) % 600)
     from generate_series(1, $1::int) i
     cross join lateral (select now() - interval '365 days' + (i * (358.0 / $1::int)) * interval '1 day' as t) c
     cross join lateral (select ($2::int[])[1 + ((i::bigint * 7919) % cardinality($2::int[]))::int] as owner) o`,
    [LEADS, field],
  )
  log('generated leads', { rows: LEADS, seconds: (Date.now() - started) / 1000 })
  await db.query(
    `insert into lead_visits (tl_srno, um_srno, fu_kind, fu_timestamp, fu_remark, fu_leadtype, ts_srno, file_id, client_key)
     select tl_srno, um_srno, 'first', tl_timestamp, 'First visit', tl_leadtype, 1, $1, client_key from leads`,
    [file],
  )
  await db.query(
    `insert into lead_visits (tl_srno, um_srno, fu_kind, fu_timestamp, fu_remark, fu_leadtype, ts_srno, fu_nextvisit,
                              file_id, client_key, far, old_photo)
     select l.tl_srno, l.um_srno, 'follow-up', l.tl_timestamp + make_interval(days => 2 * k, mins => (l.tl_srno * 7 + k) % 600),
            'Follow-up ' || k, l.tl_leadtype, case when k = 3 then l.ts_srno else 3 end,
            case when k = 3 and l.ts_srno = 2 then null else (l.tl_timestamp + interval '14 days')::date end,
            $1, 'f' || k, (l.tl_srno + k) % 17 = 0, (l.tl_srno + k) % 23 = 0
     from leads l cross join generate_series(1, 3) k`,
    [file],
  )
  await db.query('vacuum analyze leads')
  await db.query('vacuum analyze lead_visits')
  const counts = (
    await db.query(
      `select (select count(*) from leads)::int as leads, (select count(*) from lead_visits where fu_kind = 'follow-up')::int as follow_ups`,
    )
  ).rows[0]
  log('generated', { users: 1 + regions.length + field.length, ...counts, seconds: (Date.now() - started) / 1000 })
  return { regions, chief }
}

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

async function signIn(port, userId) {
  const body = new URLSearchParams({ intent: 'signin', userId, password: PASSWORD }).toString()
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          origin: `http://127.0.0.1:${port}`,
        },
      },
      (res) => {
        res.resume()
        const sid = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='))
        if (!sid) reject(new Error(`sign-in of ${userId} failed: ${res.statusCode}`))
        else resolve(sid)
      },
    )
    req.end(body)
  })
}

function indiaDate(d) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d)
}

async function main() {
  await admin(`drop database if exists ${NAME} with (force)`)
  await admin(`create database ${NAME}`)
  const port = await freePort()
  const server = await startServer({
    DATABASE_URL: benchUrl,
    DATA_DIR: tempDataDir(),
    PORT: String(port),
    ADMIN_PASSWORD: PASSWORD,
  })
  const db = new pg.Client({ connectionString: benchUrl })
  await db.connect()
  try {
    const { regions } = await generate(db)
    const manager = regions[0]
    const managerCookie = await signIn(port, 'breg1')
    const adminCookie = await signIn(port, 'admin')

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
        `explain (analyze, buffers) select to_char(fu_timestamp at time zone 'Asia/Kolkata', 'YYYY-MM-DD') d, count(*), count(*) filter (where far), count(*) filter (where old_photo)
         from lead_visits where fu_kind = 'follow-up' and fu_timestamp >= $1 and fu_timestamp < $2 and um_srno = any($3::int[]) group by 1`,
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
    const perDay = LEADS / 358
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
    server.child.kill('SIGTERM')
    await server.exited
    if (!process.env.BENCH_KEEP) await admin(`drop database if exists ${NAME} with (force)`)
  }
  if (failed) process.exitCode = 1
}

await main()
