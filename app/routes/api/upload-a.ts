import { data } from 'react-router'
import { checkEvidence } from '#app/domain/files/check-evidence.server.ts'
import { addFollowUp } from '#app/domain/leads/add-follow-up.server.ts'
import { followUpSchema, MAX_EVIDENCE_BYTES } from '#app/domain/leads/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import { AppError, messages, toUserError } from '#app/lib/errors.ts'
import { type Fields, fieldsOfJson, methodNotAllowed } from '#app/lib/http.server.ts'
import { authorizeUpload } from '#app/route-frame/authorize.server.ts'
import type { Route } from './+types/upload-a'

/**
 * The older call style's upload (D50, spec section 7): POST /api/upload_a.php, multipart, text field 1 holding the
 * follow-up save payload as JSON (srno, status, remark, leadtype, nextvisit, and a one-time key `key`), and one file
 * field. The same rules and rights as the CRM's own form (a follow-up needs CRM add on a lead the user may see).
 * The session is the request's: the session cookie, or the old client's sessionId (the session token) sent as
 * `Authorization: Bearer`, checked before the body is read. Success answers 200 with `error` empty and `docdetail`;
 * any failure answers a non-200 status with the reason in `error` (old clients show 'Upload error. Try again.').
 */
const access = defineAccess({
  right: 'CRM',
  uploads: true,
  intents: { 'follow-up': { schema: followUpSchema, need: 'add' } },
})
export const handle: OfficeHandle = { access }

/** The old payload (field 1, JSON) under the product's own names. */
function fromOldPayload(fields: Fields): Fields {
  let payload: Fields
  try {
    payload = fieldsOfJson(JSON.parse(fields['1'] ?? ''))
  } catch {
    throw new AppError('BAD_REQUEST')
  }
  return {
    intent: 'follow-up',
    leadId: payload.srno ?? '',
    clientKey: payload.key ?? '',
    status: payload.status ?? '',
    remark: payload.remark ?? '',
    nature: payload.leadtype ?? '',
    nextVisit: payload.nextvisit ?? '',
  }
}

export async function action(args: Route.ActionArgs) {
  const ctx = serverContext(args.context)
  try {
    const auth = await authorizeUpload(args, access, { fileField: '*', maxBytes: MAX_EVIDENCE_BYTES }, fromOldPayload)
    try {
      const evidence = await checkEvidence(auth.upload.file)
      const visit = await addFollowUp(ctx.db, auth.staff.actor, auth.input, evidence, {
        farMetres: ctx.settings.VISIT_FAR_METERS,
      })
      return { error: '', docdetail: { srno: auth.input.leadId, visit: visit.visitSrno, fname: evidence.name } }
    } finally {
      await auth.upload.dispose()
    }
  } catch (error) {
    // Denials (401, 403) are thrown responses: answer them in this endpoint's own shape.
    if (
      error &&
      typeof error === 'object' &&
      'type' in error &&
      (error as { type: string }).type === 'DataWithResponseInit'
    ) {
      const status = (error as { init?: { status?: number } }).init?.status ?? 403
      return data({ error: status === 401 ? messages.MSG0002 : messages.FORBIDDEN }, { status })
    }
    if (error instanceof Response) throw error
    const shown = toUserError(error)
    if (!(error instanceof AppError)) ctx.log.error({ reason: errorReason(error) }, 'upload failed')
    return data({ error: shown.message }, { status: shown.status })
  }
}

export function loader() {
  return methodNotAllowed('POST')
}
