import { displayIndiaDateTime } from '#app/lib/dates.ts'

/**
 * The evidence marks of a visit, as the reports show them (D36, D53, D54; ADR 0133). Every visit carries them, a
 * lead's first visit as much as a follow-up:
 *
 * - far from the lead: stored at the save (`far`), with its distance in metres;
 * - no location: the browser gave none (latitude null), which says nothing of where the visit happened, so it is a
 *   mark of its own and never reads as "near";
 * - old photo: stored at the save (`oldPhoto`), with the photo's age at its receipt, from its own capture time or,
 *   when the received file has none, the capture time the phone declared;
 * - recorded offline: the phone's time of the save (`deviceAt`) more than 10 minutes from the server's receipt (`at`),
 *   either way (a phone whose clock is wrong is as worth a look as a visit sent hours later).
 *
 * A visit with any of them is a "suspect visit"; the reports' filter "suspect visits only" keeps just those.
 */

/** D54: the phone's and the server's times of a visit differ by more than this: "recorded offline". */
export const OFFLINE_GAP_MS = 10 * 60_000

const DAY_MS = 24 * 60 * 60_000

/** What a visit's marks are read from (a row of `lead_visits`). */
export interface VisitEvidence {
  at: Date
  far: boolean
  distanceM: number | null
  latitude: number | null
  oldPhoto: boolean
  photoTakenAt: Date | null
  declaredTakenAt: Date | null
  deviceAt: Date | null
}

export function isRecordedOffline(at: Date, deviceAt: Date | null): boolean {
  return deviceAt !== null && Math.abs(at.getTime() - deviceAt.getTime()) > OFFLINE_GAP_MS
}

/** Whether a visit carries any mark. */
export function isSuspect(v: VisitEvidence): boolean {
  return v.far || v.latitude === null || v.oldPhoto || isRecordedOffline(v.at, v.deviceAt)
}

/** A distance for people: metres below a kilometre, then kilometres with one decimal. */
function distanceText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`
}

/** A photo's age at its receipt, in whole days ("3 days"), or in hours below two days ("30 hours"). */
function ageText(takenAt: Date, at: Date): string {
  const ms = at.getTime() - takenAt.getTime()
  if (ms < 2 * DAY_MS) return `${Math.max(1, Math.floor(ms / 3_600_000))} hours`
  return `${Math.floor(ms / DAY_MS)} days`
}

/**
 * A visit's marks as the text of its report cells (English in the files too, D55): empty when the visit does not
 * carry the mark, "Yes" and what backs it otherwise.
 */
export function markTexts(v: VisitEvidence): { far: string; noLocation: string; oldPhoto: string; offline: string } {
  const takenAt = v.photoTakenAt ?? v.declaredTakenAt
  return {
    far: v.far ? (v.distanceM === null ? 'Yes' : `Yes, ${distanceText(v.distanceM)}`) : '',
    noLocation: v.latitude === null ? 'Yes' : '',
    oldPhoto: v.oldPhoto ? (takenAt ? `Yes, ${ageText(takenAt, v.at)} old` : 'Yes') : '',
    offline:
      v.deviceAt && isRecordedOffline(v.at, v.deviceAt) ? `Yes, phone time ${displayIndiaDateTime(v.deviceAt)}` : '',
  }
}

/** How many visits in all, how many with any mark, and with each mark. */
export interface MarkCounts {
  count: number
  suspect: number
  far: number
  noLocation: number
  oldPhoto: number
  offline: number
}

export const NO_COUNTS: MarkCounts = { count: 0, suspect: 0, far: 0, noLocation: 0, oldPhoto: 0, offline: 0 }

type MarkGroup = Omit<MarkCounts, 'count' | 'far'> & { far?: number }

/** The mark counts of several groups (days, people, statuses) added up; a group that has no `far` counts none. */
export function sumMarks(groups: readonly MarkGroup[]): Omit<MarkCounts, 'count'> {
  const sum = (pick: (g: MarkGroup) => number | undefined) => groups.reduce((s, g) => s + Number(pick(g) ?? 0), 0)
  return {
    suspect: sum((g) => g.suspect),
    far: sum((g) => g.far),
    noLocation: sum((g) => g.noLocation),
    oldPhoto: sum((g) => g.oldPhoto),
    offline: sum((g) => g.offline),
  }
}

/** The totals of marked visits every report shows under its table, in the order of its columns. */
export function markTotals(c: Omit<MarkCounts, 'count'>, options: { far?: boolean } = {}) {
  return [
    { label: 'Suspect visits', value: c.suspect },
    ...(options.far === false ? [] : [{ label: 'Far from lead', value: c.far }]),
    { label: 'No location', value: c.noLocation },
    { label: 'Old photo', value: c.oldPhoto },
    { label: 'Recorded offline', value: c.offline },
  ]
}
