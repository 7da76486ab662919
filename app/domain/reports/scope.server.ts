import { type Column as DrizzleColumn, inArray, type SQL } from 'drizzle-orm'
import { teamOf, type Viewer, visibleOwners } from '#app/domain/leads/visibility.server.ts'
import { addDays, startOfIndiaDay } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { DateRange } from './request.ts'

/**
 * Whose work a report covers: the people the viewer may see (the lead visibility rule: themself and everyone below
 * them in the reporting lines; every user for an ADMIN holder), narrowed to one person when the viewer asks. A person
 * outside what the viewer may see narrows it to nobody, which reads exactly like a person with no work in the range,
 * so the filter tells nothing about other branches of the tree.
 */
export type ReportScope = { all: true } | { all: false; ids: number[] }

export async function reportScope(db: Db, viewer: Viewer, person?: number): Promise<ReportScope> {
  const owners = await visibleOwners(db, viewer)
  if (person === undefined) return owners
  if (owners.all || owners.ids.includes(person)) return { all: false, ids: [person] }
  return { all: false, ids: [] }
}

/** Nobody: the report is empty without asking the database. */
export function isEmptyScope(scope: ReportScope): boolean {
  return !scope.all && scope.ids.length === 0
}

/** The condition "this user column is one the scope covers", for a WHERE inside the report's query. */
export function inScope(column: DrizzleColumn, scope: ReportScope): SQL | undefined {
  return scope.all ? undefined : inArray(column, scope.ids)
}

/** The UTC bounds of an inclusive range of India days: [start of the first day, start of the day after the last). */
export function boundsOf(range: DateRange): { start: Date; end: Date } {
  return { start: startOfIndiaDay(range.from), end: startOfIndiaDay(addDays(range.to, 1)) }
}

/** The people a viewer may pick in a report's person filter: themself first, then their team by name. */
export async function peopleFor(db: Db, viewer: Viewer): Promise<{ srno: number; name: string }[]> {
  const team = await teamOf(db, viewer)
  return [
    { srno: viewer.userSrno, name: 'Myself' },
    ...team.map((t) => ({ srno: t.srno, name: `${t.name} (${t.userId})` })),
  ]
}
