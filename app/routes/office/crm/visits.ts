import { data, redirect } from 'react-router'
import { authorizeUpload } from '#app/domain/auth/authorize.server.ts'
import { denyRight } from '#app/domain/auth/guard.server.ts'
import { checkEvidence } from '#app/domain/files/check-evidence.server.ts'
import { addFollowUp } from '#app/domain/leads/add-follow-up.server.ts'
import { createLead } from '#app/domain/leads/create-lead.server.ts'
import { followUpSchema, MAX_EVIDENCE_BYTES, newLeadSchema } from '#app/domain/leads/schemas.ts'
import { viewerOf } from '#app/domain/leads/visibility.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { failure, methodNotAllowed } from '#app/lib/http.server.ts'
import type { Route } from './+types/visits'

/**
 * Visits with their selfie: a new lead with its first visit (CRM add), and a follow-up visit of a lead (a new
 * record of the lead: CRM add as well). One multipart form each, the file streamed to a capped temporary file and
 * saved with the record in one transaction. The forms send it with a progress bar (XMLHttpRequest) and ask for
 * JSON; a plain form post (no script) is answered with a redirect to the lead.
 */
const access = defineAccess({
  right: 'CRM',
  uploads: true,
  intents: {
    lead: { schema: newLeadSchema, need: 'add' },
    'follow-up': { schema: followUpSchema, need: 'add' },
  },
})
export const handle: OfficeHandle = { access }

function wantsJson(request: Request): boolean {
  return /application\/json/i.test(request.headers.get('accept') ?? '')
}

export async function action(args: Route.ActionArgs) {
  const ctx = serverContext(args.context)
  let intent: string | undefined
  try {
    const auth = await authorizeUpload(args, access, { fileField: 'selfie', maxBytes: MAX_EVIDENCE_BYTES })
    intent = auth.intent
    const viewer = viewerOf(auth.staff)
    const farMetres = ctx.settings.VISIT_FAR_METERS
    try {
      // A lead made from a web enquiry reads and claims that enquiry: the inbox's right too (refused and logged).
      if (
        auth.intent === 'lead' &&
        auth.input.enquiry !== undefined &&
        !hasRight(auth.staff.rights, 'ENQUIRY', 'query')
      )
        denyRight(args, auth.staff, 'ENQUIRY', 'query', 'api')
      const evidence = await checkEvidence(auth.upload.file)
      if (auth.intent === 'lead') {
        const lead = await createLead(ctx.db, viewer, auth.input, evidence, { farMetres })
        const reply = {
          ok: true as const,
          intent,
          leadId: lead.srno,
          repeated: lead.repeated,
          message: messages.LEAD_SAVED,
        }
        return wantsJson(args.request) ? reply : redirect(`/crm/leads/${lead.srno}?saved=1`, 303)
      }
      const visit = await addFollowUp(ctx.db, viewer, auth.input, evidence, { farMetres })
      const reply = {
        ok: true as const,
        intent,
        leadId: auth.input.leadId,
        repeated: visit.repeated,
        message: messages.VISIT_SAVED,
      }
      return wantsJson(args.request) ? reply : redirect(`/crm/leads/${auth.input.leadId}?saved=visit`, 303)
    } finally {
      await auth.upload.dispose()
    }
  } catch (error) {
    const answer = failure(error, ctx.log, intent)
    // A lead that could not be saved for a reason of the server says the spec's own words.
    if (answer.init?.status === 500 && intent === 'lead') {
      return data({ ...answer.data, error: messages.LEAD_SAVE_FAILED }, answer.init)
    }
    return answer
  }
}

export function loader() {
  return methodNotAllowed('POST')
}
