import { redirect } from 'react-router'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import { clearedSessionCookies, sessionTokenOf } from '#app/domain/auth/cookies.server.ts'
import { isHttps } from '#app/domain/auth/guard.server.ts'
import { revokeSession } from '#app/domain/auth/sessions.server.ts'
import { serverContext } from '#app/lib/context.ts'
import type { Route } from './+types/logout'

/** Log Out: ends the session on the server (the old cookie is refused from now on) and goes to the home page (D1). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serverContext(context)
  const token = sessionTokenOf(request, isHttps(ctx))
  if (token) {
    const userSrno = await revokeSession(ctx.db, token)
    if (userSrno) await logActivity(ctx.db, { userSrno, action: 'sign-out', description: 'Logged out', ip: ctx.ip })
  }
  const headers = new Headers()
  for (const c of clearedSessionCookies(isHttps(ctx))) headers.append('Set-Cookie', c)
  return redirect('/', { headers })
}

/** No sign-out on GET: a link or image elsewhere must not end a session. */
export function loader() {
  return redirect('/')
}
