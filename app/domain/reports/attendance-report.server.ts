import { and, asc, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import { dayEvents, leadVisits, users } from '#app/db/schema.ts'
import { contactCounts, personDayKey } from '#app/domain/attendance/contacts.server.ts'
import {
  type DayPoint,
  type DayState,
  dayDistanceMetres,
  dayState,
  hoursWorked,
  kilometres,
  startFarMetres,
} from '#app/domain/attendance/day.ts'
import { dayEventsOf, type EventFacts, recordedBetween, visitRecordedAt } from '#app/domain/attendance/today.server.ts'
import { addDays, BUSINESS_TIME_ZONE } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { reports } from '#app/messages/en/reports.ts'
import { type Column, dayColumn, personColumn, visitsColumn } from './columns.ts'
import { rowsInSteps } from './paged-rows.server.ts'
import { type Chart, defineReport, type PageQuery, REPORT_ROWS_PER_PAGE, type RowsQuery } from './report.ts'
import { type DateRange, daysOf } from './request.ts'
import { boundsOf, inScope, isEmptyScope, type ReportScope } from './scope.server.ts'

/**
 * Attendance Report (D58): per person and India day, when and where the working day started and ended, the hours
 * between, the visits and contacts of the day, the day's straight-line kilometres (start, visits, end in time
 * order: never a road distance, and its heading says so) and the day's marks: start far from the first visit, no
 * location (at the start or the end), old photo, not ended (a day closed at midnight India time without an end),
 * not started (visits on a day that was never started). A row is any day a person started, or made a visit on.
 * Days in order, people by name within a day, as the Visit Report.
 */

export interface AttendanceRow {
  day: string
  userSrno: number
  user: string
  startAt: Date | null
  startPlace: string
  endAt: Date | null
  endPlace: string
  state: DayState
  hours: number | null
  visits: number
  contacts: number
  km: number
  /** The day's marks in English, '; ' between them ('' when none); the screen says them in its language. */
  marks: string
}

/** The kilometres' heading: the files and the screen both say they are straight-line, not road, distances. */
export const KM_HEADER = 'Km (straight line)'

export const attendanceColumns: Column<AttendanceRow>[] = [
  dayColumn(),
  personColumn('user', 'User'),
  { key: 'start', header: 'Start', type: 'datetime', value: (r) => r.startAt, width: 17 },
  { key: 'startPlace', header: 'Start Place', type: 'text', value: (r) => r.startPlace, width: 22 },
  { key: 'end', header: 'End', type: 'datetime', value: (r) => r.endAt, width: 17 },
  { key: 'endPlace', header: 'End Place', type: 'text', value: (r) => r.endPlace, width: 22 },
  { key: 'hours', header: 'Hours', type: 'number', value: (r) => r.hours, width: 8 },
  visitsColumn(),
  { key: 'contacts', header: 'Contacts', type: 'number', value: (r) => r.contacts, width: 9 },
  { key: 'km', header: KM_HEADER, type: 'number', value: (r) => r.km, width: 18 },
  { key: 'dayMarks', header: 'Marks', type: 'text', value: (r) => r.marks, width: 44 },
]

/** The marks' English words, as the files carry them: the English catalogue's (the screen translates each, report-labels.ts). */
export const DAY_MARKS = reports.dayMarks

const indiaDay = sql`(${visitRecordedAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`
const dayText = sql<string>`to_char(${indiaDay}, 'YYYY-MM-DD')`

/** A (person, day) of the range with its visits counted, before its start, end and distance are read. */
interface Cell {
  day: string
  userSrno: number
  user: string
  visits: number
}

/** Every (person, day) of the range that has a start or a visit, in the report's order. */
async function cellsOf(db: Db, scope: ReportScope, range: DateRange): Promise<Cell[]> {
  const { start, end } = boundsOf(range)
  const [started, visited] = await Promise.all([
    db
      .selectDistinct({ day: dayEvents.day, userSrno: dayEvents.userSrno })
      .from(dayEvents)
      .where(
        and(
          gte(dayEvents.day, range.from),
          lt(dayEvents.day, addDays(range.to, 1)),
          inScope(dayEvents.userSrno, scope),
        ),
      ),
    db
      .select({ day: dayText, userSrno: leadVisits.userSrno, visits: sql<number>`count(*)::int` })
      .from(leadVisits)
      .where(and(recordedBetween(start, end), inScope(leadVisits.userSrno, scope)))
      .groupBy(indiaDay, leadVisits.userSrno),
  ])
  const cells = new Map<string, Omit<Cell, 'user'>>()
  for (const s of started) cells.set(personDayKey(s), { day: s.day, userSrno: s.userSrno, visits: 0 })
  for (const v of visited) cells.set(personDayKey(v), { day: v.day, userSrno: v.userSrno, visits: v.visits })
  const ids = [...new Set([...cells.values()].map((c) => c.userSrno))]
  if (ids.length === 0) return []
  const names = new Map(
    (
      await db
        .select({ srno: users.srno, name: users.userName })
        .from(users)
        .where(inArray(users.srno, ids))
        .orderBy(asc(users.srno))
    ).map((u) => [u.srno, u.name]),
  )
  // Code-point order of names, as the other reports sort them (collation "C").
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...cells.values()]
    .map((c) => ({ ...c, user: names.get(c.userSrno) ?? '' }))
    .sort((a, b) => byCode(a.day, b.day) || byCode(a.user, b.user) || a.userSrno - b.userSrno)
}

const placeText = (p: EventFacts | null) =>
  p && p.lat !== null && p.lng !== null ? `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}` : ''

/**
 * Each cell's whole row: its start and end, the located visits of the day in time order (for the distance and the
 * start-far mark), its contacts; read for the given cells only (a page of the view, or a step of a download).
 */
async function rowsOf(db: Db, cells: Cell[], now: Date): Promise<AttendanceRow[]> {
  if (cells.length === 0) return []
  const ids = [...new Set(cells.map((c) => c.userSrno))]
  const from = cells.reduce((m, c) => (c.day < m ? c.day : m), cells[0]!.day)
  const to = cells.reduce((m, c) => (c.day > m ? c.day : m), cells[0]!.day)
  const { start, end } = boundsOf({ from, to })
  const [events, points, contacts] = await Promise.all([
    dayEventsOf(db, ids, from, to),
    db
      .select({
        day: dayText,
        userSrno: leadVisits.userSrno,
        lat: leadVisits.latitude,
        lng: leadVisits.longitude,
      })
      .from(leadVisits)
      .where(
        and(
          recordedBetween(start, end),
          inArray(leadVisits.userSrno, ids),
          isNotNull(leadVisits.latitude),
          isNotNull(leadVisits.longitude),
        ),
      )
      .orderBy(visitRecordedAt, leadVisits.srno),
    contactCounts(db, cells),
  ])
  const visitsOf = new Map<string, DayPoint[]>()
  for (const p of points) {
    const key = personDayKey(p)
    visitsOf.set(key, [...(visitsOf.get(key) ?? []), { lat: p.lat, lng: p.lng }])
  }
  return cells.map((c) => {
    const key = personDayKey(c)
    const event = events.get(key)
    const startFacts = event?.start ?? null
    const endFacts = event?.end ?? null
    const visits = visitsOf.get(key) ?? []
    const state = dayState({ day: c.day, startAt: startFacts?.at ?? null, endAt: endFacts?.at ?? null }, now)
    const chain: DayPoint[] = [...(startFacts ? [startFacts] : []), ...visits, ...(endFacts ? [endFacts] : [])]
    const far = startFarMetres(startFacts, visits[0] ?? null)
    const marks = [
      far !== null && `${DAY_MARKS.startFar} (${kilometres(far)} km)`,
      startFacts && startFacts.lat === null && DAY_MARKS.noLocationStart,
      endFacts && endFacts.lat === null && DAY_MARKS.noLocationEnd,
      (startFacts?.oldPhoto || endFacts?.oldPhoto) && DAY_MARKS.oldPhoto,
      state === 'not-ended' && DAY_MARKS.notEnded,
      state === 'not-started' && DAY_MARKS.notStarted,
    ].filter((m): m is string => typeof m === 'string')
    return {
      day: c.day,
      userSrno: c.userSrno,
      user: c.user,
      startAt: startFacts?.at ?? null,
      startPlace: placeText(startFacts),
      endAt: endFacts?.at ?? null,
      endPlace: placeText(endFacts),
      state,
      hours: hoursWorked(startFacts?.at ?? null, endFacts?.at ?? null),
      visits: c.visits,
      contacts: contacts.get(key) ?? 0,
      km: kilometres(dayDistanceMetres(chain)),
      marks: marks.join('; '),
    }
  })
}

/** The clock the report reads "now" from: a test drives it to see a day closed at midnight. */
export const attendanceClock = { now: () => new Date() }

/**
 * A page of the view, with the totals and chart of the whole range. The totals need every row's kilometres, so the
 * range's rows are read whole (at most 366 days times the people in view, each a few points).
 */
export const attendancePage: PageQuery<AttendanceRow> = async (db, scope, range, page = 1, filter = {}) => {
  const days = daysOf(range)
  if (isEmptyScope(scope)) return { rows: [], count: 0, totals: totalsOf([]), chart: chartOf(days, []) }
  const all = await rowsOf(db, await cellsOf(db, scope, range), attendanceClock.now())
  const rows = filter.suspectOnly ? all.filter((r) => r.marks !== '') : all
  return {
    rows: rows.slice((page - 1) * REPORT_ROWS_PER_PAGE, page * REPORT_ROWS_PER_PAGE),
    count: rows.length,
    totals: totalsOf(rows),
    chart: chartOf(days, rows),
  }
}

function totalsOf(rows: AttendanceRow[]) {
  const started = rows.filter((r) => r.startAt !== null)
  return [
    { label: 'Days started', value: started.length },
    { label: 'Visits', value: rows.reduce((s, r) => s + r.visits, 0) },
    { label: 'Contacts', value: rows.reduce((s, r) => s + r.contacts, 0) },
    { label: KM_HEADER, value: Math.round(rows.reduce((s, r) => s + r.km, 0)) },
    { label: 'Not ended', value: rows.filter((r) => r.state === 'not-ended').length },
  ]
}

/** People who started their day, per day of the range. */
function chartOf(days: string[], rows: AttendanceRow[]): Chart {
  const perDay = new Map<string, number>()
  for (const r of rows) if (r.startAt) perDay.set(r.day, (perDay.get(r.day) ?? 0) + 1)
  return {
    kind: 'bars',
    title: 'People who started the day, per day',
    unit: 'workdays',
    bars: days.map((d) => ({ label: d, value: perDay.get(d) ?? 0 })),
  }
}

/** Every row of the range for a download, DOWNLOAD_PAGE_ROWS at a time, stopping when the client has gone. */
export const attendanceRows: RowsQuery<AttendanceRow> = async function* (db, scope, range, signal, filter = {}) {
  if (isEmptyScope(scope) || signal?.aborted) return
  const now = attendanceClock.now()
  const cells = await cellsOf(db, scope, range)
  for await (const row of rowsInSteps(cells, (step) => rowsOf(db, step, now), signal)) {
    if (!filter.suspectOnly || row.marks !== '') yield row
  }
}

/** The Attendance Report: its catalogue entry, columns and queries. */
export const attendanceReport = defineReport('attendance', {
  columns: attendanceColumns,
  page: attendancePage,
  rows: attendanceRows,
})
