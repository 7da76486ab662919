import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { dayEvents, leads, leadVisits, users } from '#app/db/schema.ts'
import { isTeamMember, type Viewer, visibleOwners } from '#app/domain/leads/visibility.server.ts'
import { addDays, startOfIndiaDay, todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { contactCounts, personDayKey } from './contacts.server.ts'
import { dayState, type MyDay } from './day.ts'

/** When a visit happened: the time it was recorded on the phone (an offline visit arrives later, D54), else its receipt. */
export const visitRecordedAt = sql<Date>`coalesce(${leadVisits.deviceAt}, ${leadVisits.at})`

/**
 * Visits recorded in [start, end). The (person, time of receipt) index is used: a visit reaches the server at most
 * DEVICE_TIME_MAX_AGE_MS (30 days) after it was recorded on the phone, so its receipt lies in [start, end + 30 days).
 */
export function recordedBetween(start: Date, end: Date): SQL {
  const latest = new Date(end.getTime() + 31 * 86_400_000)
  return sql`${leadVisits.at} >= ${start.toISOString()}::timestamptz and ${leadVisits.at} < ${latest.toISOString()}::timestamptz
    and ${visitRecordedAt} >= ${start.toISOString()}::timestamptz and ${visitRecordedAt} < ${end.toISOString()}::timestamptz`
}

/** The starts and ends of some people on some India days, by `personDayKey`. */
export async function dayEventsOf(db: Db, userSrnos: readonly number[], from: string, to: string) {
  const byDay = new Map<
    string,
    {
      startAt: Date | null
      endAt: Date | null
      start: EventFacts | null
      end: EventFacts | null
    }
  >()
  if (userSrnos.length === 0) return byDay
  const rows = await db
    .select({
      userSrno: dayEvents.userSrno,
      day: dayEvents.day,
      kind: dayEvents.kind,
      at: dayEvents.at,
      deviceAt: dayEvents.deviceAt,
      lat: dayEvents.latitude,
      lng: dayEvents.longitude,
      oldPhoto: dayEvents.oldPhoto,
    })
    .from(dayEvents)
    .where(
      and(inArray(dayEvents.userSrno, [...userSrnos]), gte(dayEvents.day, from), lt(dayEvents.day, addDays(to, 1))),
    )
  for (const r of rows) {
    const key = personDayKey(r)
    const entry = byDay.get(key) ?? { startAt: null, endAt: null, start: null, end: null }
    const facts = { at: r.deviceAt ?? r.at, lat: r.lat, lng: r.lng, oldPhoto: r.oldPhoto }
    if (r.kind === 'start') {
      entry.start = facts
      entry.startAt = facts.at
    } else {
      entry.end = facts
      entry.endAt = facts.at
    }
    byDay.set(key, entry)
  }
  return byDay
}

export interface EventFacts {
  at: Date
  lat: number | null
  lng: number | null
  oldPhoto: boolean
}

/** The signed-in user's day today (D58): what the CRM list says ("Day started 09:42", "Start the day"). */
export async function myDay(db: Db, viewer: Viewer, now: Date = new Date()): Promise<MyDay> {
  const day = todayInIndia(now)
  const entry = (await dayEventsOf(db, [viewer.userSrno], day, day)).get(`${day} ${viewer.userSrno}`)
  const startAt = entry?.startAt ?? null
  const endAt = entry?.endAt ?? null
  return {
    day,
    state: dayState({ day, startAt, endAt }, now),
    startAt: startAt?.toISOString() ?? null,
    endAt: endAt?.toISOString() ?? null,
  }
}

/** A located visit of today, for the team view's map (`TeamMapSlot`). */
export interface LocatedVisit {
  userSrno: number
  leadSrno: number
  business: string
  at: string
  lat: number
  lng: number
}

/**
 * The manager's team view of today (D24, D58): each person below the viewer in the reporting lines (never anyone
 * else), with when they started and ended the day (or not started), their visits and contacts so far today, and
 * their located visits for the map. People who have not started come first, then by name.
 */
export async function teamToday(db: Db, viewer: Viewer, now: Date = new Date()) {
  const day = todayInIndia(now)
  const owners = await visibleOwners(db, viewer)
  const people = await db
    .select({ srno: users.srno, userId: users.userId, name: users.userName })
    .from(users)
    .where(and(isTeamMember(owners, viewer), eq(users.active, 1)))
    .orderBy(asc(users.userName), asc(users.srno))
  const ids = people.map((p) => p.srno)
  if (ids.length === 0) return { day, people: [], located: [] as LocatedVisit[] }
  const start = startOfIndiaDay(day)
  const end = startOfIndiaDay(addDays(day, 1))
  const [events, visits, contacts] = await Promise.all([
    dayEventsOf(db, ids, day, day),
    db
      .select({
        userSrno: leadVisits.userSrno,
        leadSrno: leadVisits.leadSrno,
        business: leads.businessName,
        at: visitRecordedAt,
        lat: leadVisits.latitude,
        lng: leadVisits.longitude,
      })
      .from(leadVisits)
      .innerJoin(leads, eq(leads.srno, leadVisits.leadSrno))
      .where(and(inArray(leadVisits.userSrno, ids), recordedBetween(start, end)))
      .orderBy(visitRecordedAt),
    contactCounts(
      db,
      ids.map((userSrno) => ({ userSrno, day })),
    ),
  ])
  const visitCount = new Map<number, number>()
  for (const v of visits) visitCount.set(v.userSrno, (visitCount.get(v.userSrno) ?? 0) + 1)
  const rows = people.map((p) => {
    const entry = events.get(`${day} ${p.srno}`)
    const startAt = entry?.startAt ?? null
    const endAt = entry?.endAt ?? null
    return {
      ...p,
      state: dayState({ day, startAt, endAt }, now),
      startAt: startAt?.toISOString() ?? null,
      endAt: endAt?.toISOString() ?? null,
      visits: visitCount.get(p.srno) ?? 0,
      contacts: contacts.get(personDayKey({ userSrno: p.srno, day })) ?? 0,
    }
  })
  rows.sort((a, b) => Number(a.state !== 'not-started') - Number(b.state !== 'not-started'))
  const located: LocatedVisit[] = visits
    .filter((v) => v.lat !== null && v.lng !== null)
    .map((v) => ({
      userSrno: v.userSrno,
      leadSrno: v.leadSrno,
      business: v.business,
      at: new Date(v.at).toISOString(),
      lat: v.lat!,
      lng: v.lng!,
    }))
  return { day, people: rows, located }
}

export type TeamToday = Awaited<ReturnType<typeof teamToday>>
