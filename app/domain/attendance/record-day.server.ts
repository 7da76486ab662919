import { and, eq } from 'drizzle-orm'
import { dayEvents } from '#app/db/schema.ts'
import type { Evidence } from '#app/domain/files/check-evidence.server.ts'
import { captureTimeForMarks, declaredPhoto } from '#app/domain/leads/declared-photo.ts'
import { isOldPhoto } from '#app/domain/leads/geo.ts'
import { stageEvidence, storeThumbnail } from '#app/domain/leads/record-visit.server.ts'
import type { Viewer } from '#app/domain/leads/visibility.server.ts'
import { indiaDate } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { isUniqueViolation } from '#app/lib/db-errors.server.ts'
import { AppError, messageFor } from '#app/lib/errors.ts'
import type { DayEventInput, DayEventKind } from './schemas.ts'

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** A time of day in India, 09:42. */
export function indiaClock(at: Date): string {
  return clock.format(at)
}

async function eventOf(db: Db, userSrno: number, day: string, kind: DayEventKind) {
  const [row] = await db
    .select({ at: dayEvents.at, deviceAt: dayEvents.deviceAt })
    .from(dayEvents)
    .where(and(eq(dayEvents.userSrno, userSrno), eq(dayEvents.day, day), eq(dayEvents.kind, kind)))
  return row ? (row.deviceAt ?? row.at) : null
}

async function repeatOf(db: Db, userSrno: number, key: string) {
  const [row] = await db
    .select({ srno: dayEvents.srno, kind: dayEvents.kind, day: dayEvents.day })
    .from(dayEvents)
    .where(and(eq(dayEvents.userSrno, userSrno), eq(dayEvents.clientKey, key)))
  return row ?? null
}

/** The refusal of a second start or end of the same day, with the time of the first. */
function alreadyDone(kind: DayEventKind, at: Date): AppError {
  const code = kind === 'start' ? 'DAY_ALREADY_STARTED' : 'DAY_ALREADY_ENDED'
  return new AppError(code, { message: messageFor(code, { time: indiaClock(at) }) })
}

/**
 * Records the start or the end of the viewer's working day (D58) with its selfie and place, under the visit
 * evidence rules: the received file is checked from its bytes and kept (with a thumbnail), the phone's declared
 * capture time and place are kept beside it, an old photo and a missing location are marks that never block (D36,
 * D53). The day is the India date of the time it was recorded on the phone (an offline start sent later still
 * belongs to the day it was made, D54). One start and one end per person and day: a second is refused with the
 * time of the first, an end needs its day's start. The form's one-time key, the user's own, makes a repeated send
 * (the outbox's, after a lost answer) save it once and answer as saved.
 */
export async function recordDayEvent(
  db: Db,
  viewer: Viewer,
  kind: DayEventKind,
  input: DayEventInput,
  evidence: Evidence,
): Promise<{ srno: number; day: string; repeated: boolean; at: Date; oldPhoto: boolean }> {
  const receivedAt = new Date()
  const recordedAt = input.deviceAt ? new Date(input.deviceAt) : receivedAt
  const day = indiaDate(recordedAt)
  const earlier = await repeatOf(db, viewer.userSrno, input.clientKey)
  if (earlier) return { srno: earlier.srno, day: earlier.day, repeated: true, at: recordedAt, oldPhoto: false }
  const done = await eventOf(db, viewer.userSrno, day, kind)
  if (done) throw alreadyDone(kind, done)
  if (kind === 'end' && !(await eventOf(db, viewer.userSrno, day, 'start'))) throw new AppError('DAY_NOT_STARTED')

  const staged = await stageEvidence(db, evidence, viewer.userSrno)
  const declared = declaredPhoto(input, receivedAt)
  const oldPhoto = isOldPhoto(captureTimeForMarks(evidence.takenAt, declared.takenAt), recordedAt)
  const located = input.latitude !== '' && input.longitude !== ''
  try {
    const srno = await db.transaction(async (tx) => {
      const file = await staged.commit(tx)
      const thumbnail = await storeThumbnail(tx, evidence, viewer.userSrno)
      const [row] = await tx
        .insert(dayEvents)
        .values({
          userSrno: viewer.userSrno,
          day,
          kind,
          at: receivedAt,
          deviceAt: input.deviceAt ? recordedAt : null,
          fileId: file.id,
          thumbnailId: thumbnail?.id ?? null,
          latitude: located ? Number(input.latitude) : null,
          longitude: located ? Number(input.longitude) : null,
          accuracyM: located && input.accuracy !== '' ? Number(input.accuracy) : null,
          photoTakenAt: evidence.takenAt,
          oldPhoto,
          declaredTakenAt: declared.takenAt,
          declaredLatitude: declared.latitude,
          declaredLongitude: declared.longitude,
          clientKey: input.clientKey,
        })
        .returning({ srno: dayEvents.srno })
      return row!.srno
    })
    return { srno, day, repeated: false, at: recordedAt, oldPhoto }
  } catch (error) {
    await staged.discard()
    // Two sends of the same start at once: the second finds the first's row.
    if (isUniqueViolation(error, 'day_events_user_client_key_idx')) {
      const winner = await repeatOf(db, viewer.userSrno, input.clientKey)
      if (winner) return { srno: winner.srno, day: winner.day, repeated: true, at: recordedAt, oldPhoto: false }
    }
    if (isUniqueViolation(error, 'day_events_user_day_kind_idx')) {
      const first = await eventOf(db, viewer.userSrno, day, kind)
      if (first) throw alreadyDone(kind, first)
    }
    throw error
  }
}
