import type { Db } from '#app/lib/db.server.ts'

/** One person's India day. */
export interface PersonDay {
  userSrno: number
  day: string
}

/** The key of a person's day in the maps below. */
export const personDayKey = (c: PersonDay) => `${c.day} ${c.userSrno}`

/**
 * How many contacts (calls and WhatsApp messages logged on leads) each person made on each day, by
 * `personDayKey`. The one place the Attendance report and the team view read contacts from: contacts are counted
 * apart from visits. Until contacts are recorded in this version of the product there are none, so every day
 * counts 0 (a person's day missing from the map is 0).
 */
export async function contactCounts(_db: Db, _days: readonly PersonDay[]): Promise<Map<string, number>> {
  return new Map()
}
