import { data } from 'react-router'
import { timeoutsOf } from '#app/domain/auth/guard.server.ts'
import { findSession } from '#app/domain/auth/sessions.server.ts'
import { headerRightsReply, rightsOfGroup } from '#app/domain/rights/rights.server.ts'
import { serverContext } from '#app/lib/context.ts'
import type { Route } from './+types/right-a'

/**
 * Compatibility endpoint (D50): POST /api/right_a.php with numbered form fields 1 = sessionId (the session token of
 * D10), 2 = 'allrightquery'. Answers base64 of the JSON rights reply, or plain JSON {status: 'MSG0002'} for a
 * session that is unknown or expired.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serverContext(context)
  const form = await request.formData().catch(() => null)
  const token = form?.get('1')
  const query = form?.get('2')
  if (typeof token !== 'string' || query !== 'allrightquery') {
    return data({ status: 'MSG0006' }, { status: 400 })
  }
  const found = await findSession(ctx.db, token, timeoutsOf(ctx))
  if (found.state !== 'live') return data({ status: 'MSG0002' }, { status: 401 })
  const reply = headerRightsReply(await rightsOfGroup(ctx.db, found.user.rightGroup))
  return new Response(Buffer.from(JSON.stringify(reply)).toString('base64'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
