/**
 * D53: what the phone declares of a visit's photo, read from the original's EXIF before the phone made it small
 * (the small copy carries no metadata): its capture time and GPS place. They are the phone's word, kept beside the
 * evidence, never the evidence itself: the received file is still checked from its bytes.
 *
 * A declared value that cannot be true is ignored rather than refused (ADR 0146), since a photo's marks never block
 * a save (D36) and a camera with a wrong clock is the user's misfortune, not a fault in the visit: a time that is not
 * an ISO instant, is before `DECLARED_EARLIEST`, or is more than `DECLARED_AHEAD_MS` after the server received the
 * visit (a phone clock a little ahead is allowed); a place that is not two numbers within ±90 / ±180, or one of the
 * pair missing, or exactly 0,0 (a camera without a fix writes zeros).
 */

export const DECLARED_AHEAD_MS = 5 * 60_000
/** Before this no phone wrote EXIF capture times: an earlier one is a camera's unset clock. */
export const DECLARED_EARLIEST = Date.UTC(2000, 0, 1)

export interface DeclaredInput {
  photoTakenAt?: string
  photoLatitude?: string
  photoLongitude?: string
}

export interface Declared {
  takenAt: Date | null
  latitude: number | null
  longitude: number | null
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/
const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/

export function declaredTime(value: string | undefined, receivedAt: Date): Date | null {
  if (!value || !ISO_INSTANT.test(value)) return null
  const at = Date.parse(value)
  if (!Number.isFinite(at) || at < DECLARED_EARLIEST || at > receivedAt.getTime() + DECLARED_AHEAD_MS) return null
  return new Date(at)
}

export function declaredPlace(
  latitude: string | undefined,
  longitude: string | undefined,
): { latitude: number; longitude: number } | null {
  if (!latitude || !longitude || !NUMBER.test(latitude) || !NUMBER.test(longitude)) return null
  const lat = Number(latitude)
  const lng = Number(longitude)
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null
  return { latitude: lat, longitude: lng }
}

export function declaredPhoto(input: DeclaredInput, receivedAt: Date): Declared {
  const place = declaredPlace(input.photoLatitude, input.photoLongitude)
  return {
    takenAt: declaredTime(input.photoTakenAt, receivedAt),
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  }
}

/**
 * The capture time the "old photo" mark (D36) judges: the received file's own EXIF time when it has one (a photo
 * sent as it is), else the time the phone read from the original before making it small.
 */
export function captureTimeForMarks(fileTakenAt: Date | null, declaredTakenAt: Date | null): Date | null {
  return fileTakenAt ?? declaredTakenAt
}
