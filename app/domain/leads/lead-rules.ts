import { MAX_UPLOAD_BYTES } from '#app/domain/files/upload-rules.ts'

/**
 * The CRM's limits and fixed values, without the forms' checks: the screens read them at first paint (a lead's
 * status, a field's length), while the zod schemas that use them (./schemas.ts) load only when a form is first used.
 */

/** D31: status 2 (Closed) ends the follow-up cycle; it needs no next visit. */
export const CLOSED_STATUS = 2
export const LEAD_NATURES = { H: 'Hot', C: 'Cold' } as const
/**
 * How many people a manager's team panel lists until "Show all" is asked for, those most behind first: an
 * administrator's team is every member of staff, and 200 rows above the leads would push them a screen away on a
 * phone (ADR 0041).
 */
export const TEAM_SHOWN = 10
export type LeadNature = keyof typeof LEAD_NATURES

/** A visit's evidence file: at most the upload limit (spec section 9, 10 MB). */
export const MAX_EVIDENCE_BYTES = MAX_UPLOAD_BYTES
/** Expected volume: rupees, digits only (the spec's digit-only helper); up to a thousand crore. */
export const MAX_VOLUME_DIGITS = 12

export const leadLimits = {
  businessName: 80,
  contactPerson: 80,
  mobile: 10,
  email: 100,
  address: 200,
  remark: 220,
} as const

/**
 * D54: a visit's time as recorded on the phone (ISO 8601 with its offset), sent beside the server's own time of
 * receipt; '' when the form did not send one (a plain form post). A phone clock may not be ahead of the server's by
 * more than `DEVICE_TIME_AHEAD_MS`, and a visit kept on a phone may not be older than `DEVICE_TIME_MAX_AGE_MS`
 * when it arrives (ADR 0142): anything else is refused with DEVICE_TIME_INVALID.
 */
export const DEVICE_TIME_AHEAD_MS = 5 * 60_000
export const DEVICE_TIME_MAX_AGE_MS = 30 * 24 * 3_600_000
/** D54: the timeline and reports show the phone's time beside the server's when they differ by more than this. */
export const DEVICE_TIME_SHOWN_APART_MS = 10 * 60_000
export function deviceTimeApart(at: string | Date, deviceAt: string | Date | null | undefined): boolean {
  if (!deviceAt) return false
  return Math.abs(new Date(at).getTime() - new Date(deviceAt).getTime()) > DEVICE_TIME_SHOWN_APART_MS
}
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/
export function deviceTimeAllowed(value: string, now = Date.now()): boolean {
  if (!ISO_INSTANT.test(value)) return false
  const at = Date.parse(value)
  return Number.isFinite(at) && at <= now + DEVICE_TIME_AHEAD_MS && at >= now - DEVICE_TIME_MAX_AGE_MS
}
