import { dotsIn } from '#app/domain/files/upload-rules.ts'
import { isIsoDate, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { EMAIL_PATTERN, hasForbiddenCharacters, oneOf, serial, text, wholeNumber } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'
import { CLOSED_STATUS, deviceTimeAllowed, leadLimits, MAX_EVIDENCE_BYTES, MAX_VOLUME_DIGITS } from './lead-rules.ts'
import { productShape } from './product-schema.ts'
import { isProductKey } from './products.ts'

/**
 * The CRM's forms (spec sections 3-5, D30-D33), shared by the browser (messages under the fields, before sending)
 * and the server (the check that counts). Field names are the product's own; the old API's names (custType,
 * corpname, randomString...) appear only at the compatibility endpoint.
 */

export {
  CLOSED_STATUS,
  DEVICE_TIME_AHEAD_MS,
  DEVICE_TIME_MAX_AGE_MS,
  DEVICE_TIME_SHOWN_APART_MS,
  deviceTimeAllowed,
  deviceTimeApart,
  LEAD_NATURES,
  type LeadNature,
  leadLimits,
  MAX_EVIDENCE_BYTES,
  MAX_VOLUME_DIGITS,
  TEAM_SHOWN,
} from './lead-rules.ts'

/** An optional text: '' when absent. */
function optional(max: number, tooLong: string = messages.TOO_LONG) {
  return text(max, tooLong).optional().default('')
}

/** A field the spec marks mandatory in the lead and follow-up forms: missing gives 'Please Fill Mendatory Fields.' */
function mandatory(max: number) {
  return z
    .string({ error: messages.LEAD_MANDATORY })
    .refine((v) => !hasForbiddenCharacters(v), messages.FORBIDDEN_CHARACTERS)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, messages.LEAD_MANDATORY).max(max, messages.TOO_LONG))
}

const nature = oneOf(['H', 'C'], messages.LEAD_MANDATORY)
const leadType = serial({ message: messages.LEAD_MANDATORY })
const status = serial({ message: messages.LEAD_STATUS_REQUIRED })

/** Mobile: empty, or exactly 10 digits (spec: numeric, 10). */
const mobile = optional(leadLimits.mobile, messages.INVALID_PHONE).refine(
  (v) => v === '' || /^\d{10}$/.test(v),
  messages.INVALID_PHONE,
)
/** E-mail: empty, or an address; an invalid one is refused with a message and kept as typed (D44). */
const email = optional(leadLimits.email, messages.INVALID_EMAIL).refine(
  (v) => v === '' || EMAIL_PATTERN.test(v),
  messages.INVALID_EMAIL,
)
/** Expected volume: empty, or digits only (spec section 5's digit-only helper). */
const volume = optional(MAX_VOLUME_DIGITS, messages.VOLUME_DIGITS).refine(
  (v) => /^\d*$/.test(v),
  messages.VOLUME_DIGITS,
)
/** The next visit as YYYY-MM-DD; '' when none. */
const nextVisit = optional(10).refine((v) => v === '' || isIsoDate(v), messages.NEXT_VISIT_INVALID)

/** Where the browser says it is (D36): latitude, longitude and accuracy, all empty when refused. */
const coordinate = (limit: number) =>
  optional(24).refine((v) => v === '' || (/^-?\d{1,3}(\.\d{1,12})?$/.test(v) && Math.abs(Number(v)) <= limit))
export const locationFields = {
  latitude: coordinate(90),
  longitude: coordinate(180),
  accuracy: optional(24).refine((v) => v === '' || (/^\d{1,7}(\.\d{1,6})?$/.test(v) && Number(v) >= 0)),
}

export const deviceAt = optional(40).refine((v) => v === '' || deviceTimeAllowed(v), messages.DEVICE_TIME_INVALID)

/**
 * D53: the photo's capture time and place as the phone read them from the original's EXIF (photoTakenAt ISO,
 * photoLatitude, photoLongitude); '' when not sent. Never refused: anything malformed is read as not sent, and
 * impossible values are ignored when the visit is recorded (declared-photo.ts, ADR 0146).
 */
export const declaredPhotoFields = {
  photoTakenAt: optional(40).catch(''),
  photoLatitude: optional(24).catch(''),
  photoLongitude: optional(24).catch(''),
}

/** The form's one-time key (the spec's randomString): a repeated submit carries the same one (D32). */
export const clientKey = z.string({ error: messages.BAD_REQUEST }).regex(/^[A-Za-z0-9_-]{16,64}$/, messages.BAD_REQUEST)

/**
 * D31: for every status but Closed the next visit is required and may not be before today (India); with Closed
 * there is none. `today` is the server's India date when it checks, the browser's when the browser does.
 */
function nextVisitRule(value: { status: number; nextVisit: string }, ctx: z.RefinementCtx, today = todayInIndia()) {
  if (value.status === CLOSED_STATUS) return
  if (value.nextVisit === '') {
    ctx.addIssue({ code: 'custom', path: ['nextVisit'], message: messages.NEXT_VISIT_REQUIRED })
  } else if (value.nextVisit < today) {
    ctx.addIssue({ code: 'custom', path: ['nextVisit'], message: messages.NEXT_VISIT_PAST })
  }
}

/** D31: a Closed lead has no next visit, whatever was sent. */
function noNextVisitWhenClosed<T extends { status: number; nextVisit: string }>(value: T): T {
  return value.status === CLOSED_STATUS ? { ...value, nextVisit: '' } : value
}

/**
 * A visit's whole input (a new lead's first visit, a follow-up): its next visit checked per D31 (`nextVisitRule`),
 * and none kept when the status is Closed.
 */
function visitRules<T extends z.ZodType<{ status: number; nextVisit: string }>>(schema: T) {
  return schema.superRefine((v, ctx) => nextVisitRule(v, ctx)).transform((v) => noNextVisitWhenClosed(v))
}

export const newLeadShape = {
  clientKey,
  type: leadType,
  nature,
  businessName: mandatory(leadLimits.businessName),
  contactPerson: optional(leadLimits.contactPerson),
  mobile,
  email,
  address: optional(leadLimits.address),
  remark: optional(leadLimits.remark),
  volume,
  status,
  nextVisit,
  ...locationFields,
  deviceAt,
  ...declaredPhotoFields,
  /** The web enquiry the lead is made from, if any. */
  enquiry: wholeNumber({ min: 1 }).optional(),
  /** D59: the products the retailer wants, a checkbox each (products.ts). */
  ...productShape,
}

/** A new lead: its fields (the selfie is checked by the upload reader with the same messages). */
export const newLeadSchema = visitRules(z.object(newLeadShape))
export type NewLeadInput = z.output<typeof newLeadSchema>

/**
 * Editing a lead: only what the spec leaves editable. Lead type, nature, contact person ("name"), remark, next visit
 * and status are disabled in edit mode (spec section 4): they change through a visit, which carries its evidence.
 */
export const editLeadSchema = z.object({
  leadId: serial(),
  businessName: newLeadShape.businessName,
  mobile,
  email,
  address: newLeadShape.address,
  volume,
  /** D59: the products may be changed at any time; they are no visit's evidence. */
  ...productShape,
})
export type EditLeadInput = z.output<typeof editLeadSchema>
/** The edit form as the browser checks it: the lead comes from the page's address, not from a field. */
export const editLeadFormSchema = editLeadSchema.omit({ leadId: true })

const followUpShape = {
  leadId: serial(),
  clientKey,
  remark: mandatory(leadLimits.remark),
  nature,
  status,
  nextVisit,
  ...locationFields,
  deviceAt,
  ...declaredPhotoFields,
}

/** A follow-up visit (spec section 5): remark, nature and status mandatory; next visit per D31; a selfie. */
export const followUpSchema = visitRules(z.object(followUpShape))
export type FollowUpInput = z.output<typeof followUpSchema>

/**
 * The selfie as the browser holds it, checked before sending with the spec's messages: required, at most one dot
 * in its name, at most 10,485,760 bytes. The server checks the same, and its type from its bytes.
 */
export const selfieFile = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File && v.size > 0, messages.SELFIE_REQUIRED)
  .refine((f) => dotsIn(f.name) <= 1, messages.FILE_NAME_DOTS)
  .refine((f) => f.size <= MAX_EVIDENCE_BYTES, messages.FILE_TOO_LARGE)

/** The forms as the browser checks them: the fields, and the selfie. */
export const newLeadFormSchema = z
  .object({ ...newLeadShape, selfie: selfieFile })
  .superRefine((v, ctx) => nextVisitRule(v, ctx))
export const followUpFormSchema = z
  .object({ ...followUpShape, selfie: selfieFile })
  .superRefine((v, ctx) => nextVisitRule(v, ctx))

/**
 * List orders: "Today" by default (open leads by next visit, most overdue first, then the rest newest first; ADR
 * 0151), newest first, oldest first, business name.
 */
export const leadSorts = ['today', '-created', 'created', 'name'] as const
export type LeadSort = (typeof leadSorts)[number]

/**
 * The list filter, from the page's URL (spec section 3 "List filter": lead type, business name, status, from and to
 * date; plus nature, due or overdue, and the person). Anything malformed is ignored rather than refused: a shared
 * link with a stale filter still opens the list.
 */
export const leadFilterSchema = z.object({
  type: serial().optional().catch(undefined),
  q: z.string().max(80).optional().catch(undefined),
  status: serial().optional().catch(undefined),
  nature: oneOf(['H', 'C'], '').optional().catch(undefined),
  from: z.string().refine(isIsoDate).optional().catch(undefined),
  to: z.string().refine(isIsoDate).optional().catch(undefined),
  due: z.literal('1').optional().catch(undefined),
  owner: serial().optional().catch(undefined),
  /** The leads of one import (D62): "See the imported leads". */
  import: serial().optional().catch(undefined),
  // The order once called "Next visit" is the Today order: an old link keeps its meaning.
  sort: z
    .preprocess((v) => (v === 'nextVisit' ? 'today' : v), z.enum(leadSorts))
    .optional()
    .catch(undefined),
  page: wholeNumber({ min: 1, max: 10_000 }).optional().catch(undefined),
  /** D59: the leads that want one product (a service key); an unknown one is ignored. */
  product: z.string().refine(isProductKey).optional().catch(undefined),
})
export type LeadFilter = z.output<typeof leadFilterSchema>
