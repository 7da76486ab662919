import { enquiryKinds } from '#app/domain/enquiries/kinds.ts'
import { isInDateSpan, isIsoDate } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { hasForbiddenCharacters, serial, wholeNumber } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/**
 * The web-enquiries inbox's inputs, shared by the browser and the server: the list filter (from the URL) and the
 * two actions of an enquiry (mark handled, retry its mail).
 */

export const enquiryStates = { new: 'New', handled: 'Handled' } as const
export type EnquiryState = keyof typeof enquiryStates

const kindValues = Object.keys(enquiryKinds) as [keyof typeof enquiryKinds, ...(keyof typeof enquiryKinds)[]]

/**
 * The list filter: kind, service, state (new or handled), received from/to (India days, inclusive), a search over
 * name, phone and e-mail, and the page. Anything malformed is ignored rather than refused, so a stale shared link
 * still opens the list.
 */
export const enquiryFilterSchema = z.object({
  kind: z.enum(kindValues).optional().catch(undefined),
  service: z.string().trim().min(1).max(100).optional().catch(undefined),
  state: z.enum(['new', 'handled']).optional().catch(undefined),
  // A date outside 2000-2099 is ignored like any malformed one (31/12/9999 has no day after it to end a range on).
  from: z.string().refine(isIsoDate).refine(isInDateSpan).optional().catch(undefined),
  to: z.string().refine(isIsoDate).refine(isInDateSpan).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((v) => !hasForbiddenCharacters(v))
    .optional()
    .catch(undefined),
  page: wholeNumber({ min: 1, max: 10_000 }).optional().catch(undefined),
})
export type EnquiryFilter = z.output<typeof enquiryFilterSchema>

export const HANDLED_NOTE_MAX = 500

/** The note of "mark handled": required, one to 500 characters. */
export const handledNote = z
  .string({ error: messages.ENQUIRY_NOTE_REQUIRED })
  .refine((v) => !hasForbiddenCharacters(v), messages.FORBIDDEN_CHARACTERS)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, messages.ENQUIRY_NOTE_REQUIRED).max(HANDLED_NOTE_MAX, messages.TOO_LONG))

/** The form as the browser checks it. */
export const markHandledFormSchema = z.object({ note: handledNote })

/** Mark handled: the enquiry comes from the page's address. */
export const markHandledSchema = z.object({ enquiryId: serial(), note: handledNote })
export type MarkHandledInput = z.output<typeof markHandledSchema>

/** Retry the enquiry's failed mail. */
export const retryMailSchema = z.object({ enquiryId: serial() })

/** The download's format. */
export const downloadFormatSchema = z.enum(['csv', 'xlsx'])
