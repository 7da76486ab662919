import { and, count, gte, inArray, lt, sql } from 'drizzle-orm'
import { leadContacts } from '#app/db/schema.ts'
import { addDays, BUSINESS_TIME_ZONE, startOfIndiaDay } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'

/** One person's India day. */
export interface PersonDay {
  userSrno: number
  day: string
}

/** The key of a person's day in the maps below. */
export const personDayKey = (c: PersonDay) => `${c.day} ${c.userSrno}`

/** When a contact happened: the phone's time when it sent one (a contact logged offline arrives later), else receipt. */
const contactTime = sql<Date>`coalesce(${leadContacts.deviceAt}, ${leadContacts.at})`
const contactDay = sql<string>`to_char((${contactTime} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date, 'YYYY-MM-DD')`

/**
 * How many contacts (calls and WhatsApp messages logged on leads, D60) each person made on each India day, by
 * `personDayKey`. The one place the Attendance report and the team view read contacts from: contacts are counted
 * apart from visits, on the day the phone recorded them. A person's day missing from the map is 0.
 */
export async function contactCounts(db: Db, days: readonly PersonDay[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (days.length === 0) return counts
  const people = [...new Set(days.map((d) => d.userSrno))]
  const sorted = days.map((d) => d.day).sort()
  const from = startOfIndiaDay(sorted[0]!)
  const to = startOfIndiaDay(addDays(sorted[sorted.length - 1]!, 1))
  const rows = await db
    .select({ userSrno: leadContacts.userSrno, day: contactDay, n: count() })
    .from(leadContacts)
    .where(and(inArray(leadContacts.userSrno, people), gte(contactTime, from), lt(contactTime, to)))
    .groupBy(leadContacts.userSrno, contactDay)
  const wanted = new Set(days.map(personDayKey))
  for (const row of rows) {
    const key = personDayKey({ userSrno: row.userSrno, day: row.day })
    if (wanted.has(key)) counts.set(key, Number(row.n))
  }
  return counts
}
