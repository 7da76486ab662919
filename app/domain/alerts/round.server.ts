import { sql } from 'drizzle-orm'
import { usersBelow } from '#app/domain/leads/visibility.server.ts'
import { addDays } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { addAlerts, type NewAlert } from './make.server.ts'

/**
 * The morning's alerts (D61), made at the digest hour (DIGEST_HOUR, India time) by every server's alert job: each
 * alert's `once_key` names its day and people, so whichever server gets there first makes it and the others' inserts
 * make nothing (as the digest's once-a-day marks, ADR 0136).
 *
 * - Your visits due this morning: a user with open leads whose next visit is today gets one alert with their count.
 * - For a manager, a team member with visits overdue three days or more (next visit three or more days before today,
 *   not Closed): one alert per person and day. The team is the manager's reporting subtree without the manager and
 *   without the built-in administrator, as in the digest (D24: nobody hears of leads they may not see).
 *
 * Only users who may open the CRM (CRM query), active and not blocked, are alerted. Alerts older than 30 days are
 * deleted by the same round.
 */

/** Days past its next visit from which a team member's lead is named to their manager. */
export const OVERDUE_ALERT_DAYS = 3
/** How long an alert is kept. */
export const ALERTS_KEPT_DAYS = 30

type Rows<T> = { rows: T[] }

/** Active, unblocked users with CRM query: who may be alerted of CRM work. */
async function crmUsers(db: Db): Promise<number[]> {
  const result = (await db.execute(sql`
    select u.um_srno as srno from users u
    where u.um_active = 1 and u.um_enable = 1 and exists (
      select 1 from group_rights g join rights r on r.right_srno = g.right_srno
      where g.group_srno = u.um_right_group and r.right_key = 'CRM' and g.right_query
    )
    order by u.um_srno`)) as unknown as Rows<{ srno: number }>
  return result.rows.map((r) => Number(r.srno))
}

export interface AlertRound {
  /** Alerts this round made (another server's are not counted). */
  made: number
  /** Old alerts deleted. */
  deleted: number
}

export async function runAlertRound(db: Db, options: { day: string; signal?: AbortSignal }): Promise<AlertRound> {
  const { day } = options
  const people = await crmUsers(db)
  const list = people.length
    ? ((await db.execute(sql`
        select um_srno, sum(open_leads)::int as n from lead_due_counts
        where next_visit = ${day}::date and open_leads > 0
          and um_srno = any(array[${sql.join(
            people.map((p) => sql`${p}`),
            sql`, `,
          )}]::integer[])
        group by um_srno`)) as unknown as Rows<{ um_srno: number; n: number }>)
    : { rows: [] }
  const due: NewAlert[] = list.rows.map((r) => ({
    userSrno: Number(r.um_srno),
    facts: { kind: 'due-today', count: Number(r.n) },
    link: '/crm?due=1&sort=nextVisit',
    onceKey: `due:${day}:${Number(r.um_srno)}`,
  }))

  const overdue: NewAlert[] = []
  const before = addDays(day, -(OVERDUE_ALERT_DAYS - 1))
  for (const manager of people) {
    if (options.signal?.aborted) break
    const team = (await usersBelow(db, manager)).filter((id) => id !== manager && id !== 1)
    if (team.length === 0) continue
    const late = (await db.execute(sql`
      select d.um_srno, u.um_username as name, sum(d.open_leads)::int as n
      from lead_due_counts d join users u on u.um_srno = d.um_srno
      where d.next_visit < ${before}::date and d.open_leads > 0
        and d.um_srno = any(array[${sql.join(
          team.map((p) => sql`${p}`),
          sql`, `,
        )}]::integer[])
      group by d.um_srno, u.um_username
      order by d.um_srno`)) as unknown as Rows<{ um_srno: number; name: string; n: number }>
    for (const r of late.rows) {
      const person = Number(r.um_srno)
      overdue.push({
        userSrno: manager,
        facts: { kind: 'team-overdue', count: Number(r.n), person: r.name },
        link: `/crm?owner=${person}&due=1&sort=nextVisit`,
        onceKey: `overdue:${day}:${manager}:${person}`,
      })
    }
  }

  let made = 0
  // A few hundred at a time, each batch one short transaction.
  const all = [...due, ...overdue]
  for (let i = 0; i < all.length; i += 200) {
    const batch = all.slice(i, i + 200)
    made += (await db.transaction((tx) => addAlerts(tx, batch))).length
  }
  const deleted = (await db.execute(sql`
    delete from alerts where created_at < now() - ${`${ALERTS_KEPT_DAYS} days`}::interval returning id`)) as unknown as Rows<{
    id: number
  }>
  return { made, deleted: deleted.rows.length }
}
