// `node bench/digest.mjs` (after `npm run build`): the morning digest (D52) at scale, on PostgreSQL. Target: the
// digest of 200 managers over 1,000,000 leads in under 60 seconds.
//   1. A database of its own (digest_bench; BENCH_DATABASE_URL names the cluster, default the local one), migrated by
//      the built server and filled by the CRM benchmark's generator (bench/crm-data.mjs: 200 staff in a five-level
//      tree, 1,000,000 leads, 4,000,000 visits). That tree has 65 managers (people with someone below them); 135 more
//      managers are added, each over one of the four regional managers (a quarter of the tree each: around 50 people
//      and 250,000 leads), so 200 managers in all, most of them with large teams.
//   2. The built server started with the digest on at the present India hour: its job's first round composes and
//      queues every digest (mails stay in the outbox: no SMTP_URL). The round's own time is read from its log line.
// BENCH_KEEP=1 keeps the database; BENCH_REUSE=1 then measures it again without generating it (the day's marks and
// mails are cleared first). BENCH_CRM_LEADS / BENCH_CRM_FOLLOW_UPS shrink the data for a quick try.
import pg from 'pg'
import { adminQuery, databaseUrl } from '../scripts/lib/harness.mjs'
import { crmSizes, generateCrmData } from './crm-data.mjs'
import { startServer, tempDataDir } from './lib.mjs'

const cluster = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const NAME = process.env.BENCH_DIGEST_DB ?? 'digest_bench'
const url = databaseUrl(cluster, NAME)
const TARGET_MS = 60_000
const EXTRA_MANAGERS = 135

const indiaHour = () =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  )
const indiaDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

async function main() {
  const reuse =
    Boolean(process.env.BENCH_REUSE) &&
    (await adminQuery(cluster, 'select 1 from pg_database where datname = $1', [NAME])).length === 1
  if (!reuse) {
    await adminQuery(cluster, `drop database if exists ${NAME} with (force)`)
    await adminQuery(cluster, `create database ${NAME}`)
    // The server migrates the new database.
    const migrating = await startServer({ DATABASE_URL: url, DATA_DIR: tempDataDir() })
    await migrating.stop()
  }
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    if (!reuse) {
      console.log(`generating ${crmSizes.leads.toLocaleString('en-IN')} leads...`)
      const data = await generateCrmData(db)
      console.log(`generated in ${Math.round(data.seconds)} s`)
      // 135 more managers, each over a regional manager (level 1 of the generated tree: BENCH2..BENCH5).
      const group = (
        await db.query(`select um_right_group as g, um_password_hash as h from users where um_id = 'BENCH1'`)
      ).rows[0]
      await db.query(
        `insert into users (um_id, um_username, um_mob, um_eml, um_right_group, um_password_hash, chg_pw_on_logon)
         select 'BENCHM' || g, 'Bench Manager ' || g, '8' || lpad(g::text, 9, '0'), 'benchm' || g || '@example.in', $1, $2, 0
         from generate_series(1, $3) g`,
        [group.g, group.h, EXTRA_MANAGERS],
      )
      await db.query(
        `insert into reporting_lines (merl_empcode, merl_reportingto)
         select r.um_srno, m.um_srno from users m
         join users r on r.um_id = 'BENCH' || (2 + (substring(m.um_id from 7)::int % 4))
         where m.um_id like 'BENCHM%'`,
      )
      await db.query('analyze users')
      await db.query('analyze reporting_lines')
    }
    const day = indiaDay()
    await db.query('delete from digest_marks where day = $1', [day])
    await db.query('delete from mail_outbox')
    const counts = (
      await db.query(
        `select (select count(*) from leads)::int as leads,
                (select count(distinct merl_reportingto) from reporting_lines)::int as managers,
                (select count(*) from users)::int as users`,
      )
    ).rows[0]
    console.log(`data: ${JSON.stringify(counts)}`)

    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: tempDataDir(),
      DIGEST_MAIL: 'on',
      DIGEST_HOUR: String(indiaHour()),
      LOG_LEVEL: 'info',
    })
    let line
    const started = Date.now()
    try {
      while (!line) {
        line = server
          .output()
          .split('\n')
          .find((l) => l.includes('"daily digest round"'))
        if (Date.now() - started > 10 * 60_000) throw new Error(`no digest round in 10 minutes:\n${server.output()}`)
        if (!line) await new Promise((r) => setTimeout(r, 200))
      }
    } finally {
      await server.stop()
    }
    const round = JSON.parse(line)
    const mails = (
      await db.query(
        `select count(*)::int as n, coalesce(max(length(body)), 0)::int as longest_text,
                coalesce(max(length(html_body)), 0)::int as longest_html from mail_outbox`,
      )
    ).rows[0]
    const managersMailed = (
      await db.query(
        `select count(*)::int as n from digest_marks m where m.day = $1 and m.mail_id is not null
           and exists (select 1 from reporting_lines r where r.merl_reportingto = m.um_srno)`,
        [day],
      )
    ).rows[0].n
    console.log(
      `digest round: ${JSON.stringify({ ms: round.ms, queued: round.queued, empty: round.empty, managersMailed, ...mails })}`,
    )
    if (round.ms > TARGET_MS) {
      console.log(`  MISSED: the digest took ${round.ms} ms > ${TARGET_MS} ms`)
      process.exitCode = 1
    }
    if (counts.managers < 200) {
      console.log(`  MISSED: only ${counts.managers} managers`)
      process.exitCode = 1
    }
  } finally {
    await db.end()
    if (!process.env.BENCH_KEEP) await adminQuery(cluster, `drop database if exists ${NAME} with (force)`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
