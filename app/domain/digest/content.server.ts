import { sql } from 'drizzle-orm'
import { inTeamOf, usersBelow } from '#app/domain/leads/visibility.server.ts'
import { farSql, noLocationSql, offlineSql, oldPhotoSql, suspectSql } from '#app/domain/reports/marks.server.ts'
import { addDays, startOfIndiaDay } from '#app/lib/dates.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'

/**
 * What one user's morning digest says (D52, ADR 0136):
 *
 * - a manager (anyone with people below them in the reporting lines) gets the overdue visits of their team, person
 *   by person: the person whose oldest overdue visit is oldest first, each person's leads most overdue first
 *   (a lead is overdue when its next visit is before today in India and it is not Closed, D39);
 * - a manager also gets the team's suspect visits of yesterday (India day): those the reports count as suspect
 *   (`reports/marks.ts`, one definition for both): far from the lead, without a location, with an old photo, or
 *   recorded offline (D36, D54);
 * - everyone gets their own leads due today (next visit today, not Closed).
 *
 * The team is the manager's reporting subtree without the manager (their own leads are in their "due today") and
 * without the built-in administrator, as in the team panel. Each list is capped (the mail stays readable for a
 * manager of hundreds: at most 10 rows a person and TEAM_ROWS_SHOWN a part); the counts are whole, and a link opens
 * the rest in the CRM.
 */

/** Leads shown per person in "overdue"; the rest are counted and linked. */
export const OVERDUE_PER_PERSON = 10
/** Suspect visits shown per person. */
export const SUSPECT_PER_PERSON = 10
/** Own leads due today shown. */
export const DUE_TODAY_SHOWN = 50
/**
 * Rows listed in all in each team part, so the mail of the head of a large tree stays readable (and small): people past
 * it are still named with their count and link, without rows.
 */
export const TEAM_ROWS_SHOWN = 200

export interface DigestLead {
  leadSrno: number
  businessName: string
  contactPerson: string
  mobile: string
  /** YYYY-MM-DD */
  nextVisit: string
}

export interface OverduePerson {
  userSrno: number
  name: string
  /** Every overdue lead of the person, counted whole. */
  total: number
  /** The most overdue first, at most OVERDUE_PER_PERSON. */
  leads: DigestLead[]
}

export interface SuspectVisit {
  visitSrno: number
  leadSrno: number
  businessName: string
  at: Date
  far: boolean
  distanceM: number | null
  noLocation: boolean
  oldPhoto: boolean
  /** D54: the phone's time of the visit (more than 10 minutes from `at`), when it was recorded offline. */
  offlineAt: Date | null
}

export interface SuspectPerson {
  userSrno: number
  name: string
  total: number
  visits: SuspectVisit[]
}

export interface DigestContent {
  /** The India day the digest is for (YYYY-MM-DD). */
  day: string
  overdue: OverduePerson[]
  suspect: SuspectPerson[]
  dueToday: { total: number; leads: DigestLead[] }
}

/** Whether a digest has anything to say: a user with nothing to report gets no mail. */
export function hasNews(content: DigestContent): boolean {
  return content.overdue.length > 0 || content.suspect.length > 0 || content.dueToday.total > 0
}

function intArray(ids: number[]) {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`
}

type Rows<T> = { rows: T[] }

async function overdueOf(db: Db | Tx, team: number[], day: string): Promise<OverduePerson[]> {
  const result = (await db.execute(sql`
    select o.id as user_srno, u.um_username as name, c.total, l.tl_srno, l.tl_name, l.tl_person, l.tl_mobile,
      l.tl_nextvisit::text as next_visit, c.oldest::text as oldest
    from unnest(${intArray(team)}) o(id)
    join users u on u.um_srno = o.id
    cross join lateral (
      select sum(d.open_leads)::int as total, min(d.next_visit) as oldest
      from lead_due_counts d where d.um_srno = o.id and d.next_visit < ${day}::date and d.open_leads > 0
    ) c
    cross join lateral (
      select tl_srno, tl_name, tl_person, tl_mobile, tl_nextvisit from leads
      where um_srno = o.id and ts_srno <> 2 and tl_nextvisit < ${day}::date
      order by tl_nextvisit, tl_srno limit ${OVERDUE_PER_PERSON}
    ) l
    order by c.oldest, u.um_username, o.id, l.tl_nextvisit, l.tl_srno`)) as unknown as Rows<{
    user_srno: number
    name: string
    total: number
    tl_srno: number
    tl_name: string
    tl_person: string
    tl_mobile: string
    next_visit: string
  }>
  return byPerson(result.rows, (r) => ({
    leadSrno: Number(r.tl_srno),
    businessName: r.tl_name,
    contactPerson: r.tl_person,
    mobile: r.tl_mobile,
    nextVisit: r.next_visit,
  })).map(({ items, ...person }) => ({ ...person, leads: items }))
}

async function suspectOf(db: Db | Tx, team: number[], day: string): Promise<SuspectPerson[]> {
  const yesterday = addDays(day, -1)
  const from = startOfIndiaDay(yesterday).toISOString()
  const to = startOfIndiaDay(day).toISOString()
  // The reports' marks, read over lead_visits by its own name (their SQL names its columns so).
  const result = (await db.execute(sql`
    select o.id as user_srno, u.um_username as name, c.total, s.fu_srno, s.tl_srno, l.tl_name, s.fu_timestamp,
      s.far, s.distance_m, s.no_location, s.old_photo, s.offline, s.device_at
    from unnest(${intArray(team)}) o(id)
    join users u on u.um_srno = o.id
    cross join lateral (
      select count(*)::int as total from lead_visits
      where lead_visits.um_srno = o.id and lead_visits.fu_timestamp >= ${from}::timestamptz
        and lead_visits.fu_timestamp < ${to}::timestamptz and ${suspectSql}
    ) c
    cross join lateral (
      select lead_visits.fu_srno, lead_visits.tl_srno, lead_visits.fu_timestamp, ${farSql} as far,
        lead_visits.distance_m, ${noLocationSql} as no_location, ${oldPhotoSql} as old_photo,
        coalesce(${offlineSql}, false) as offline, lead_visits.device_at
      from lead_visits
      where lead_visits.um_srno = o.id and lead_visits.fu_timestamp >= ${from}::timestamptz
        and lead_visits.fu_timestamp < ${to}::timestamptz and ${suspectSql}
      order by lead_visits.fu_timestamp, lead_visits.fu_srno limit ${SUSPECT_PER_PERSON}
    ) s
    join leads l on l.tl_srno = s.tl_srno
    order by c.total desc, u.um_username, o.id, s.fu_timestamp, s.fu_srno`)) as unknown as Rows<{
    user_srno: number
    name: string
    total: number
    fu_srno: number
    tl_srno: number
    tl_name: string
    fu_timestamp: string | Date
    far: boolean
    distance_m: number | null
    no_location: boolean
    old_photo: boolean
    offline: boolean
    device_at: string | Date | null
  }>
  return byPerson(result.rows, (r) => ({
    visitSrno: Number(r.fu_srno),
    leadSrno: Number(r.tl_srno),
    businessName: r.tl_name,
    at: new Date(r.fu_timestamp),
    far: Boolean(r.far),
    distanceM: r.distance_m === null ? null : Number(r.distance_m),
    noLocation: Boolean(r.no_location),
    oldPhoto: Boolean(r.old_photo),
    offlineAt: r.offline && r.device_at ? new Date(r.device_at) : null,
  })).map(({ items, ...person }) => ({ ...person, visits: items }))
}

/**
 * A team query's rows (one a listed item, a person's rows together, in the order shown) as one entry a person with
 * their items. The whole team shows at most TEAM_ROWS_SHOWN items, the first people first. A person's count is kept
 * apart from what is listed (the overdue counts by a trigger); should it ever lag, it is never below what is listed.
 */
function byPerson<R extends { user_srno: number; name: string; total: number }, T>(rows: R[], item: (row: R) => T) {
  const people = new Map<number, { userSrno: number; name: string; total: number; items: T[] }>()
  for (const r of rows) {
    const id = Number(r.user_srno)
    let person = people.get(id)
    if (!person) {
      person = { userSrno: id, name: r.name, total: Number(r.total), items: [] }
      people.set(id, person)
    }
    person.items.push(item(r))
  }
  let budget = TEAM_ROWS_SHOWN
  for (const p of people.values()) {
    p.total = Math.max(p.total, p.items.length)
    p.items = p.items.slice(0, Math.max(0, budget))
    budget -= p.items.length
  }
  return [...people.values()]
}

async function dueTodayOf(db: Db | Tx, userSrno: number, day: string): Promise<DigestContent['dueToday']> {
  const [listed, counted] = (await Promise.all([
    db.execute(sql`
      select tl_srno, tl_name, tl_person, tl_mobile, tl_nextvisit::text as next_visit from leads
      where um_srno = ${userSrno} and ts_srno <> 2 and tl_nextvisit = ${day}::date
      order by tl_srno limit ${DUE_TODAY_SHOWN}`),
    db.execute(sql`
      select count(*)::int as total from leads
      where um_srno = ${userSrno} and ts_srno <> 2 and tl_nextvisit = ${day}::date`),
  ])) as unknown as [
    Rows<{ tl_srno: number; tl_name: string; tl_person: string; tl_mobile: string; next_visit: string }>,
    Rows<{ total: number }>,
  ]
  const leads = listed.rows.map((r) => ({
    leadSrno: Number(r.tl_srno),
    businessName: r.tl_name,
    contactPerson: r.tl_person,
    mobile: r.tl_mobile,
    nextVisit: r.next_visit,
  }))
  return { total: Math.max(Number(counted.rows[0]?.total ?? 0), leads.length), leads }
}

/** The digest of one user for the India day `day` (YYYY-MM-DD). */
export async function digestContent(db: Db | Tx, userSrno: number, day: string): Promise<DigestContent> {
  const team = (await usersBelow(db, userSrno)).filter((id) => inTeamOf(userSrno, id))
  const [overdue, suspect, dueToday] = await Promise.all([
    team.length ? overdueOf(db, team, day) : [],
    team.length ? suspectOf(db, team, day) : [],
    dueTodayOf(db, userSrno, day),
  ])
  return { day, overdue, suspect, dueToday }
}
