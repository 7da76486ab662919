import type { LocatedVisit } from '#app/domain/attendance/today.server.ts'

/**
 * THE SLOT FOR THE TEAM MAP (the manager's day, item 5): where the map of today's located visits goes, one marker
 * per visit, a colour per person with the person's name beside it (never colour alone). The map component of the
 * route of the day is to be placed here; the loader already sends the located visits (`visits`, each with
 * its person, lead, business, time and place) and the people (`people`, for the legend). Until that component
 * exists this shows nothing, so no map library is loaded by the team view.
 */
export function TeamMapSlot(_props: { visits: LocatedVisit[]; people: { srno: number; name: string }[] }) {
  return null
}
