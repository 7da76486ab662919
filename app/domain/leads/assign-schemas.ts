import { messages } from '#app/lib/errors.ts'
import { fromTodayRule, hasForbiddenCharacters, serial } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'
import { productShape } from './product-schema.ts'
import { leadFilterSchema, newLeadShape } from './schemas.ts'

/**
 * The forms of lead ownership (D51), shared by the browser and the server: giving leads to someone (one lead, the
 * ticked leads of the list, or all leads matching the list's filter), moving all leads of a person, and making a lead
 * from a web enquiry for a chosen owner with a first-visit date and no selfie.
 */

/** At most this many leads may be ticked on the list at once (a page shows twenty). */
export const MAX_TICKED = 500

const person = (message: string) => serial({ message })

/**
 * The ticked leads: their serial numbers in one field, separated by commas (a form field is sent once: the rights
 * are checked on the one value the action uses).
 */
const leadIds = z
  .string({ error: messages.BAD_REQUEST })
  .max(MAX_TICKED * 11, messages.BAD_REQUEST)
  .optional()
  .default('')
  .transform((v, ctx) => {
    const list = v
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '')
    if (list.length > MAX_TICKED || list.some((id) => !/^\d{1,9}$/.test(id) || Number(id) < 1)) {
      ctx.addIssue({ code: 'custom', message: messages.BAD_REQUEST })
      return z.NEVER
    }
    return [...new Set(list.map(Number))]
  })

export const assignSchema = z.object({
  // Not `to`: the list's filter has a `to` date.
  assignTo: person(messages.ASSIGN_PERSON_REQUIRED),
  leads: leadIds,
  scope: z.enum(['ticked', 'all']).optional().default('ticked'),
  /** Where to go back to (the list with its filter, or the lead): a path of the CRM only. */
  back: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => (v && /^\/crm(\/|\?|$)/.test(v) && !v.startsWith('//') ? v : '/crm')),
  // The list's filter, for scope=all: the same fields as the list's address, malformed ones ignored.
  ...leadFilterSchema.shape,
  // A control character can never be searched for (the database refuses it in text): ignored, like the list does.
  q: z
    .string()
    .max(80)
    .refine((v) => !hasForbiddenCharacters(v))
    .optional()
    .catch(undefined),
})
export type AssignInput = z.output<typeof assignSchema>

export const moveAllSchema = z.object({
  from: person(messages.MOVE_FROM_REQUIRED),
  to: person(messages.ASSIGN_PERSON_REQUIRED),
})
export type MoveAllInput = z.output<typeof moveAllSchema>

/** The first visit's date of a lead made from an enquiry: required, today (India) or later. */
function firstVisitRule(value: { firstVisit: string }, ctx: z.RefinementCtx) {
  fromTodayRule(value.firstVisit, 'firstVisit', firstVisitMessages, ctx)
}

const firstVisitMessages = {
  required: messages.FIRST_VISIT_REQUIRED,
  invalid: messages.NEXT_VISIT_INVALID,
  past: messages.FIRST_VISIT_PAST,
}

const enquiryLeadShape = {
  enquiry: serial(),
  clientKey: newLeadShape.clientKey,
  owner: person(messages.ASSIGN_PERSON_REQUIRED),
  type: newLeadShape.type,
  nature: newLeadShape.nature,
  businessName: newLeadShape.businessName,
  contactPerson: newLeadShape.contactPerson,
  mobile: newLeadShape.mobile,
  email: newLeadShape.email,
  address: newLeadShape.address,
  remark: newLeadShape.remark,
  volume: newLeadShape.volume,
  ...productShape,
  firstVisit: z.string({ error: messages.FIRST_VISIT_REQUIRED }).max(10, messages.NEXT_VISIT_INVALID).default(''),
}

/** A lead made from a web enquiry for a chosen owner: the lead's fields, the owner and the first visit's date. */
export const enquiryLeadSchema = z.object(enquiryLeadShape).superRefine((v, ctx) => firstVisitRule(v, ctx))
export type EnquiryLeadInput = z.output<typeof enquiryLeadSchema>
/** The same form as the browser checks it: the enquiry comes from the page's address. */
export const enquiryLeadFormSchema = z
  .object(enquiryLeadShape)
  .omit({ enquiry: true })
  .superRefine((v, ctx) => firstVisitRule(v, ctx))
