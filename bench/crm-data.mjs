// The CRM's benchmark data, generated inside PostgreSQL with generate_series (seconds, not hours): 200 staff in a
// five-level reporting tree (1 head, 4 regional, 15 area, 45 team leads, 135 field users), 1,000,000 leads owned
// by field users and team leads over the last year, a first visit for each lead and 3,000,000 follow-ups, and one
// lead with 50 visits for the detail page. Every visit points at one small stored selfie: the benchmark measures
// queries, not bytes. Status, type and nature come from independent hashes of the serial, so that filters combine
// as they would on real data (no two columns move together). Run on a migrated database (the server migrates it).
import { hash } from '@node-rs/argon2'

export const BENCH_PASSWORD = 'Bench1234x'

/** Sizes: BENCH_CRM_LEADS and BENCH_CRM_FOLLOW_UPS shrink the data for a quick try. */
export const crmSizes = {
  leads: Number(process.env.BENCH_CRM_LEADS ?? 1_000_000),
  followUps: Number(process.env.BENCH_CRM_FOLLOW_UPS ?? 3_000_000),
}

const levels = [1, 4, 15, 45, 135]

/**
 * Fills the CRM tables; returns the user ids of a field user, a mid-level (area) manager and the head of the tree,
 * and the lead with 50 visits.
 */
export async function generateCrmData(client, sizes = crmSizes) {
  const passwordHash = await hash(BENCH_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 })
  const started = Date.now()
  await client.query('begin')
  // The seeded administrator signs in with the server's ADMIN_PASSWORD, without the first-logon change.
  await client.query('update users set chg_pw_on_logon = 0 where um_srno = 1')
  const group = await client.query(
    `insert into right_groups (group_name) values ('Bench Field Staff') returning group_srno as id`,
  )
  const groupId = group.rows[0].id
  await client.query(
    `insert into group_rights (group_srno, right_srno, right_query, right_add, right_edit)
     select $1, right_srno, true, true, true from rights
     where right_key in ('CRM', 'REPCRM', 'REPCRMFOLLOWUP', 'REPCRMVISIT')`,
    [groupId],
  )
  // Users level by level; each reports to a user of the level above, round robin.
  const byLevel = []
  let n = 0
  for (const [level, count] of levels.entries()) {
    const ids = []
    for (let i = 0; i < count; i++) {
      n++
      const r = await client.query(
        `insert into users (um_id, um_username, um_mob, um_eml, um_right_group, um_password_hash, chg_pw_on_logon)
         values ($1, $2, $3, $4, $5, $6, 0) returning um_srno as id`,
        [
          `BENCH${n}`,
          `Bench User ${n}`,
          `9${String(n).padStart(9, '0')}`,
          `bench${n}@example.in`,
          groupId,
          passwordHash,
        ],
      )
      ids.push(r.rows[0].id)
      if (level > 0) {
        const above = byLevel[level - 1]
        await client.query('insert into reporting_lines (merl_empcode, merl_reportingto) values ($1, $2)', [
          r.rows[0].id,
          above[i % above.length],
        ])
      }
    }
    byLevel.push(ids)
  }
  const owners = [...byLevel[3], ...byLevel[4]]
  await client.query('create temporary table bench_owners (k int primary key, srno int) on commit drop')
  await client.query(
    'insert into bench_owners select ordinality - 1, srno from unnest($1::int[]) with ordinality srno',
    [owners],
  )
  const file = await client.query(
    `insert into stored_files (sha256, size, content_type, original_name, uploaded_by)
     values (repeat('0', 64), 4, 'image/jpeg', 'bench.jpg', 1) returning id`,
  )
  const fileId = file.rows[0].id
  await client.query(`insert into stored_file_chunks (file_id, seq, data) values ($1, 0, '\\xffd8ffd9')`, [fileId])

  // Leads: nine in ten owned by field users, one in ten by team leads; created over the last 365 days.
  await client.query(
    `insert into leads (um_srno, mtc_srno, tl_leadtype, tl_name, tl_person, tl_mobile, tl_email, tl_address,
       tl_remark, tl_volume, ts_srno, tl_nextvisit, tl_timestamp, updated_at, client_key, latitude, longitude)
     select o.srno, 1 + abs(hashint4(g * 7 + 1)) % 3, case when abs(hashint4(g * 13 + 5)) % 4 = 0 then 'H' else 'C' end,
       'Business ' || g || ' ' || (array['Telecom','Kirana','Medical','Traders','Mobile Point'])[1 + abs(hashint4(g * 31 + 7)) % 5],
       'Person ' || g, lpad((6000000000 + g)::text, 10, '0'), 'lead' || g || '@example.in',
       'Shop ' || g || ', Market Road', 'Generated lead', (g % 50) * 10000,
       s.status,
       case when s.status = 2 then null else current_date + ((g % 61) - 30) end,
       now() - make_interval(secs => ((g::bigint * 31536000 / $1) % 31536000)::double precision),
       now(), 'bench-' || g, 28.5 + (g % 1000) / 10000.0, 77.1 + (g % 1000) / 10000.0
     from generate_series(1, $1) g
     join bench_owners o on o.k = case when g % 10 = 0 then g % 45 else 45 + g % 135 end
     cross join lateral (select 1 + abs(hashint4(g)) % 4 as status) s`,
    [sizes.leads],
  )
  const range = await client.query('select min(tl_srno) as lo, max(tl_srno) as hi from leads')
  const lo = Number(range.rows[0].lo)
  // The first visit of each lead, then the follow-ups spread over the leads, each a day or more after creation.
  await client.query(
    `insert into lead_visits (tl_srno, um_srno, fu_kind, fu_timestamp, fu_remark, fu_leadtype, ts_srno, fu_nextvisit,
       file_id, latitude, longitude, accuracy_m, distance_m, far, old_photo, client_key)
     select tl_srno, um_srno, 'first', tl_timestamp, tl_remark, tl_leadtype, ts_srno, tl_nextvisit, $1,
       latitude, longitude, 20, null, false, false, 'bench-first-' || tl_srno
     from leads`,
    [fileId],
  )
  await client.query(
    `insert into lead_visits (tl_srno, um_srno, fu_kind, fu_timestamp, fu_remark, fu_leadtype, ts_srno, fu_nextvisit,
       file_id, latitude, longitude, accuracy_m, distance_m, far, old_photo, client_key)
     select l.tl_srno, l.um_srno, 'follow-up', least(now(), l.tl_timestamp + make_interval(days => 1 + g / $3)),
       'Follow-up ' || g, l.tl_leadtype, 1 + g % 4, current_date + (g % 30), $1,
       l.latitude, l.longitude, 25, (g % 900)::float, g % 900 > 500, g % 97 = 0, 'bench-fu-' || g
     from generate_series(1, $2) g
     join leads l on l.tl_srno = $4 + (g % $3)`,
    [fileId, sizes.followUps, sizes.leads, lo],
  )
  // One lead with 50 visits, owned by the first field user, for the detail page.
  const field = byLevel[4][0]
  const detail = await client.query(
    `insert into leads (um_srno, mtc_srno, tl_leadtype, tl_name, tl_person, tl_mobile, tl_address, ts_srno,
       tl_nextvisit, client_key, tl_timestamp)
     values ($1, 1, 'H', 'Fifty Visits Telecom', 'Ravi', '9812345670', 'Shop 50', 3, current_date + 3, 'bench-fifty',
       now() - interval '200 days') returning tl_srno as id`,
    [field],
  )
  const detailId = detail.rows[0].id
  await client.query(
    `insert into lead_visits (tl_srno, um_srno, fu_kind, fu_timestamp, fu_remark, fu_leadtype, ts_srno, fu_nextvisit,
       file_id, thumbnail_id, latitude, longitude, accuracy_m, distance_m, far, client_key)
     select $1, $2, case when g = 1 then 'first' else 'follow-up' end, now() - make_interval(days => 200 - g * 4),
       'Visit ' || g, 'H', 3, current_date + 3, $3, $3, 28.5 + g * 0.00009, 77.1, 20, g * 10, g * 10 > 500,
       'bench-fifty-' || g
     from generate_series(1, 50) g`,
    [detailId, field, fileId],
  )
  await client.query(
    `update leads l set visit_count = v.n, last_visit_at = v.last
     from (select tl_srno, count(*)::int as n, max(fu_timestamp) as last from lead_visits group by tl_srno) v
     where v.tl_srno = l.tl_srno`,
  )
  await client.query('commit')
  await client.query('vacuum analyze leads')
  await client.query('vacuum analyze lead_visits')
  // The trigger's counters took a million updates in the one transaction of the bulk load. Spread over a year of
  // real use, autovacuum would have reclaimed them as they went and the table would hold its 9,000 rows in a few
  // hundred kilobytes; a plain vacuum after one bulk transaction leaves it at 38 MB (and a team panel reading it at
  // 30 ms), so it is rewritten compactly here, as it would stand in use.
  await client.query('vacuum full analyze lead_due_counts')
  await client.query('analyze reporting_lines')
  await client.query('analyze users')
  return {
    seconds: (Date.now() - started) / 1000,
    field: `BENCH${1 + 1 + 4 + 15 + 45}`,
    manager: `BENCH${1 + 1 + 4}`,
    head: 'BENCH1',
    detailLeadId: detailId,
    fieldSrno: field,
  }
}
