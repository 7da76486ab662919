import { redirect } from 'react-router'
import { recordDayEvent } from '#app/domain/attendance/record-day.server.ts'
import type { DayEventInput } from '#app/domain/attendance/schemas.ts'
import { dayEventSchema } from '#app/domain/attendance/schemas.ts'
import { recordContact } from '#app/domain/contacts/contacts.server.ts'
import { contactSchema } from '#app/domain/contacts/schemas.ts'
import { checkEvidence } from '#app/domain/files/check-evidence.server.ts'
import { addFollowUp } from '#app/domain/leads/add-follow-up.server.ts'
import { createLead } from '#app/domain/leads/create-lead.server.ts'
import { followUpSchema, MAX_EVIDENCE_BYTES, newLeadSchema } from '#app/domain/leads/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { messages } from '#app/lib/errors.ts'
import { methodNotAllowed } from '#app/lib/http.server.ts'
import { type IntentCall, officeAction } from '#app/route-frame/action-frame.server.ts'
import type { Staff } from '#app/route-frame/guard.server.ts'

/**
 * Visits with their selfie: a new lead with its first visit (CRM add), and a follow-up visit of a lead (a new
 * record of the lead: CRM add as well). One multipart form each, the file streamed to a capped temporary file and
 * saved with the record in one transaction. The forms send it with a progress bar (XMLHttpRequest) and ask for
 * JSON; a plain form post (no script) is answered with a redirect to the lead. The start and the end of a field
 * user's working day (D58) are sent here the same way, with the same evidence checks; a contact (a call or WhatsApp
 * message, D60) comes from the same outbox, without a file.
 */
const access = defineAccess({
  right: 'CRM',
  uploads: true,
  intents: {
    // A lead made from a web enquiry reads and claims that enquiry: the inbox's right too (refused and logged).
    lead: { schema: newLeadSchema, need: 'add', alsoNeeds: { right: 'ENQUIRY', flag: 'query', ifField: 'enquiry' } },
    'follow-up': { schema: followUpSchema, need: 'add' },
    // D58: the start and the end of the working day go the visits' way (selfie, place, the outbox's one-time key).
    'day-start': { schema: dayEventSchema, need: 'add' },
    'day-end': { schema: dayEventSchema, need: 'add' },
    // D60: a call or WhatsApp message and its outcome, sent by the same outbox as a visit (no file). The same right
    // as a follow-up: working a lead the user may see.
    contact: { schema: contactSchema, need: 'add' },
  },
})
export const handle: OfficeHandle = { access }

function wantsJson(request: Request): boolean {
  return /application\/json/i.test(request.headers.get('accept') ?? '')
}

const farMetresOf = (staff: Staff) => ({ farMetres: staff.ctx.settings.VISIT_FAR_METERS })

/**
 * A saved visit's answer: JSON for the form's script, which asked for it; otherwise a redirect to the lead, its
 * `saved` flag saying which message the lead's page shows.
 */
function savedVisit<I extends 'lead' | 'follow-up'>(
  request: Request,
  intent: I,
  saved: { leadId: number; repeated: boolean; message: string },
  flag: '1' | 'visit',
) {
  const reply = { ok: true as const, intent, ...saved }
  return wantsJson(request) ? reply : redirect(`/crm/leads/${saved.leadId}?saved=${flag}`, 303)
}

/**
 * A saved start or end of the day: JSON for the script (`dayId`, which the outbox reads as saved), otherwise back to
 * the CRM list, which shows the day.
 */
async function savedDay(
  { staff, actor, args, upload }: IntentCall<'day-start' | 'day-end'>,
  kind: 'start' | 'end',
  input: DayEventInput,
) {
  const evidence = await checkEvidence(upload!.file)
  const day = await recordDayEvent(staff.ctx.db, actor, kind, input, evidence)
  const message = kind === 'start' ? messages.DAY_STARTED : messages.DAY_ENDED
  const reply = {
    ok: true as const,
    intent: `day-${kind}`,
    dayId: day.srno,
    day: day.day,
    repeated: day.repeated,
    message,
  }
  return wantsJson(args.request) ? reply : redirect(`/crm?day=${kind}`, 303)
}

export const action = officeAction(
  access,
  {
    lead: async (input, { staff, actor, args, upload, intent }) => {
      const evidence = await checkEvidence(upload!.file)
      const lead = await createLead(staff.ctx.db, actor, input, evidence, farMetresOf(staff))
      const saved = { leadId: lead.srno, repeated: lead.repeated, message: messages.LEAD_SAVED }
      return savedVisit(args.request, intent, saved, '1')
    },
    'follow-up': async (input, { staff, actor, args, upload, intent }) => {
      const evidence = await checkEvidence(upload!.file)
      const visit = await addFollowUp(staff.ctx.db, actor, input, evidence, farMetresOf(staff))
      const saved = { leadId: input.leadId, repeated: visit.repeated, message: messages.VISIT_SAVED }
      return savedVisit(args.request, intent, saved, 'visit')
    },
    'day-start': async (input, ctx) => savedDay(ctx, 'start', input),
    'day-end': async (input, ctx) => savedDay(ctx, 'end', input),
    contact: async (input, { staff, actor, args, intent }) => {
      const contact = await recordContact(staff.ctx.db, actor, input)
      const reply = {
        ok: true as const,
        intent,
        leadId: contact.leadId,
        repeated: contact.repeated,
        nextVisitSet: contact.nextVisitSet,
        message: messages.CONTACT_SAVED,
      }
      return wantsJson(args.request) ? reply : redirect(`/crm/leads/${contact.leadId}?saved=contact`, 303)
    },
  },
  {
    upload: { fileField: 'selfie', maxBytes: MAX_EVIDENCE_BYTES },
    // A lead that could not be saved for a reason of the server says the spec's own words.
    serverFault: { lead: 'LEAD_SAVE_FAILED' },
  },
)

export function loader() {
  return methodNotAllowed('POST')
}
