import { distanceMetres } from '#app/domain/leads/geo.ts'
import { todayInIndia } from '#app/lib/dates.ts'

/**
 * The rules of a field user's working day (D58) that need no database, tested on their own: the day's
 * straight-line distance, whether a day is still open or was closed at midnight without an end, its hours, and the
 * "start far from the first visit" mark.
 */

/** A place the day passed through: its start, a visit, its end; without a location when none was given. */
export interface DayPoint {
  lat: number | null
  lng: number | null
}

/**
 * The day's distance in metres: the sum of the straight-line (great-circle) distances between its located points
 * taken in time order (start, the visits, end). Points without a location are skipped, not counted as zero: the
 * line goes from the last located point to the next one. It is not a road distance, and every screen and file
 * that shows it says "straight line".
 */
export function dayDistanceMetres(points: readonly DayPoint[]): number {
  let total = 0
  let last: { lat: number; lng: number } | null = null
  for (const p of points) {
    if (p.lat === null || p.lng === null) continue
    const here = { lat: p.lat, lng: p.lng }
    if (last) total += distanceMetres(last, here)
    last = here
  }
  return total
}

/** Kilometres to one decimal, as the reports show them. */
export function kilometres(metres: number): number {
  return Math.round(metres / 100) / 10
}

/**
 * How far the start of the day may be from the day's first located visit before it is marked "start far from the
 * first visit" (ADR 0222): 5 km. A field user starts at home or at the first market of their beat; a start farther
 * than a town's market area from where the work began tells a manager the start was made somewhere else.
 */
export const START_FAR_METRES = 5_000

/**
 * Where a person's day stands at `now`:
 * - `not-started`: no start that day;
 * - `open`: started, not ended, and it is still that day in India;
 * - `ended`: started and ended;
 * - `not-ended`: started and never ended; a day is closed at midnight India time, so once its India date is over it
 *   can no longer be ended and is marked "not ended". This is worked out whenever the day is read, so no round has
 *   to run at midnight for it to hold.
 */
export type DayState = 'not-started' | 'open' | 'ended' | 'not-ended'

/** One person's working day as the CRM list shows it (its times as ISO strings). */
export interface MyDay {
  day: string
  state: DayState
  startAt: string | null
  endAt: string | null
}

export function dayState(
  day: { day: string; startAt: Date | null; endAt: Date | null },
  now: Date = new Date(),
): DayState {
  if (!day.startAt) return 'not-started'
  if (day.endAt) return 'ended'
  return day.day < todayInIndia(now) ? 'not-ended' : 'open'
}

/**
 * Hours worked, to two decimals: from the start to the end. A day not ended has no hours (null): counting it to
 * midnight would pay a day's hours for forgetting to end it (ADR 0222).
 */
export function hoursWorked(startAt: Date | null, endAt: Date | null): number | null {
  if (!startAt || !endAt) return null
  return Math.round(Math.max(0, endAt.getTime() - startAt.getTime()) / 36_000) / 100
}

/** Whether the start lies farther than START_FAR_METRES from the first located visit (null: nothing to compare). */
export function startFarMetres(start: DayPoint | null, firstVisit: DayPoint | null): number | null {
  if (!start || !firstVisit || start.lat === null || start.lng === null) return null
  if (firstVisit.lat === null || firstVisit.lng === null) return null
  const metres = distanceMetres({ lat: start.lat, lng: start.lng }, { lat: firstVisit.lat, lng: firstVisit.lng })
  return metres > START_FAR_METRES ? metres : null
}
