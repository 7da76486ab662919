import { clientKey, deviceAt } from '#app/domain/leads/schemas.ts'
import { messages } from '#app/lib/errors.ts'
import { fromTodayRule, oneOf, serial, text } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/**
 * D60: a call or WhatsApp message to a lead, and what came of it, as the sheet asks it after the user comes back to
 * the app: reached, no answer, or call back on a date (not before today, India), with a note. Shared by the browser
 * and the server. A "call back" date becomes the lead's next visit only when the user ticks that choice.
 */
export { whatsappHref } from './links.ts'

export const CONTACT_CHANNELS = ['call', 'whatsapp'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]
export const CONTACT_OUTCOMES = ['reached', 'no-answer', 'call-back'] as const
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number]
export const CONTACT_NOTE_MAX = 220

const fields = {
  channel: oneOf(CONTACT_CHANNELS, messages.BAD_REQUEST),
  outcome: z
    .string({ error: messages.CONTACT_OUTCOME_REQUIRED })
    .pipe(oneOf(CONTACT_OUTCOMES, messages.CONTACT_OUTCOME_REQUIRED)),
  callBackOn: text(10).optional().default(''),
  setNextVisit: z
    .literal('1')
    .optional()
    .transform((v) => v === '1'),
  note: text(CONTACT_NOTE_MAX).optional().default(''),
}

function callBackRule(v: { outcome: ContactOutcome; callBackOn: string }, ctx: z.RefinementCtx) {
  if (v.outcome !== 'call-back') return
  fromTodayRule(v.callBackOn, 'callBackOn', callBackMessages, ctx)
}

const callBackMessages = {
  required: messages.CALL_BACK_DATE_REQUIRED,
  invalid: messages.CALL_BACK_DATE_REQUIRED,
  past: messages.CALL_BACK_PAST,
}

/** Only a call-back keeps its date and the choice to make it the next visit. */
function onlyForCallBack<T extends { outcome: ContactOutcome; callBackOn: string; setNextVisit: boolean }>(v: T): T {
  return v.outcome === 'call-back' ? v : { ...v, callBackOn: '', setNextVisit: false }
}

export const contactSchema = z
  .object({ leadId: serial(), clientKey, deviceAt, ...fields })
  .superRefine((v, ctx) => callBackRule(v, ctx))
  .transform(onlyForCallBack)
export type ContactInput = z.output<typeof contactSchema>

/** The sheet's fields as the browser checks them. */
export const contactFormSchema = z.object(fields).superRefine((v, ctx) => callBackRule(v, ctx))
