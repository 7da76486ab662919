import { data } from 'react-router'
import { findSession } from '#app/domain/auth/sessions.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { officeMenuOf } from '#app/domain/rights/office-menu.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { methodNotAllowed, readFields } from '#app/lib/http.server.ts'
import { timeoutsOf } from '#app/route-frame/guard.server.ts'
import type { Route } from './+types/right-a'
import { specRightsReply } from './rights-reply.server.ts'

/** The session token travels in the body (field 1), so the endpoint itself is open; the token decides. */
const access = defineAccess({ right: 'anyone' })
export const handle: OfficeHandle = { access }

/**
 * Compatibility endpoint (D50): POST /api/right_a.php with numbered form fields 1 = sessionId (the session token of
 * D10), 2 = 'allrightquery'. Answers base64 of the JSON rights reply, exactly as /api/rights answers it (a session
 * that must still change its password opens nothing), or plain JSON {status: 'MSG0002'} for a session that is
 * unknown or expired.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serverContext(context)
  const fields = await readFields(request).catch(() => null)
  const token = fields?.['1']
  if (typeof token !== 'string' || fields?.['2'] !== 'allrightquery') {
    return data({ status: 'MSG0006' }, { status: 400 })
  }
  const found = await findSession(ctx.db, token, timeoutsOf(ctx))
  // D56: a session held at second-factor enrolment is answered as no session, as a pending second step is.
  if (found.state !== 'live' || found.user.heldAtEnrolment) return data({ status: 'MSG0002' }, { status: 401 })
  const reply = specRightsReply(officeMenuOf(found), true)
  return new Response(Buffer.from(JSON.stringify(reply)).toString('base64'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

export function loader() {
  return methodNotAllowed('POST')
}
