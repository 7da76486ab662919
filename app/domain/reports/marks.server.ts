import { type SQL, sql } from 'drizzle-orm'
import { leadVisits } from '#app/db/schema.ts'

/**
 * The marks of `marks.ts` as SQL over `lead_visits`, for the reports' counts and their filter "suspect visits only".
 * Each reads only columns the (person, time) index carries (migration 0012), so a count per person and day stays an
 * index-only read. A condition is null when a value is missing (no device time), which a WHERE or a FILTER reads as
 * "no".
 */
export const farSql: SQL = sql`${leadVisits.far}`
export const noLocationSql: SQL = sql`(${leadVisits.latitude} is null)`
export const oldPhotoSql: SQL = sql`${leadVisits.oldPhoto}`
/** D54: the phone's time more than 10 minutes (OFFLINE_GAP_MS) from the server's, either way. */
export const offlineSql: SQL = sql`(${leadVisits.deviceAt} not between ${leadVisits.at} - interval '10 minutes' and ${leadVisits.at} + interval '10 minutes')`
/** A visit with any mark. */
export const suspectSql: SQL = sql`(${farSql} or ${noLocationSql} or ${oldPhotoSql} or ${offlineSql})`

/**
 * How many of a group's visits carry each mark, as fields of a grouped select (named, so a subquery's can be read
 * from outside it).
 */
export function markCountFields() {
  const countWhere = (when: SQL, name: string) => sql<number>`count(*) filter (where ${when})::int`.as(name)
  return {
    far: countWhere(farSql, 'far'),
    noLocation: countWhere(noLocationSql, 'no_location'),
    oldPhoto: countWhere(oldPhotoSql, 'old_photo'),
    offline: countWhere(offlineSql, 'offline'),
    suspect: countWhere(suspectSql, 'suspect'),
  }
}

/** The columns a visit's marks are read from (`VisitEvidence`), for a report's row query. */
export const evidenceColumns = {
  far: leadVisits.far,
  distanceM: leadVisits.distanceM,
  latitude: leadVisits.latitude,
  oldPhoto: leadVisits.oldPhoto,
  photoTakenAt: leadVisits.photoTakenAt,
  declaredTakenAt: leadVisits.declaredTakenAt,
  deviceAt: leadVisits.deviceAt,
}
