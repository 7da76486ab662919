import { clearedSessionCookies, sessionCookies } from '#app/domain/auth/cookies.server.ts'
import { signInLanding } from '#app/domain/auth/landing.ts'
import {
  addPasskey,
  authenticationOptions,
  registrationOptions,
  relyingParty,
} from '#app/domain/auth/second-factor/passkeys.server.ts'
import { noFields, passkeyAnswerSchema, passkeyRegisterSchema } from '#app/domain/auth/second-factor/schemas.ts'
import {
  clearedPendingCookie,
  pendingSignIn,
  pendingTokenOf,
  secondStepWithPasskey,
  signInWithPasskey,
} from '#app/domain/auth/second-factor/second-step.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { type ServerContext, serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { failure, methodNotAllowed } from '#app/lib/http.server.ts'
import { authorizeAction } from '#app/route-frame/authorize.server.ts'
import { isHttps, signOut, timeoutsOf } from '#app/route-frame/guard.server.ts'
import type { Route } from './+types/passkey'

/**
 * The passkey calls of the sign-in page, the second step and the Sign-in methods screen (D56), answered in JSON for
 * the page's script (SimpleWebAuthn in the browser): options (a stored, single-use challenge) and the browser's
 * answer. Signing in needs nobody signed in; adding a passkey needs a session, also one held at enrolment.
 */
const access = defineAccess({
  right: 'anyone',
  duringEnrolment: true,
  intents: {
    'signin-options': { schema: noFields, need: 'anyone' },
    signin: { schema: passkeyAnswerSchema, need: 'anyone' },
    'step-options': { schema: noFields, need: 'anyone' },
    step: { schema: passkeyAnswerSchema, need: 'anyone' },
    'register-options': { schema: noFields, need: 'signed-in' },
    register: { schema: passkeyRegisterSchema, need: 'signed-in' },
  },
})
export const handle: OfficeHandle = { access }

const rpOf = (ctx: ServerContext) => relyingParty(ctx.settings.SITE_URL, ctx.settings.COMPANY_NAME)

function json(body: unknown, status = 200, cookies: string[] = []) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const c of cookies) headers.append('Set-Cookie', c)
  return Response.json(body, { status, headers })
}

/**
 * Where a signed-in user goes: the password change first (D13), else the page asked for, else the CRM; the page
 * asked for survives the password change (issue 28 item 7).
 */
function landing(chgPwOnLogon: number, redirectTo: string | null) {
  return signInLanding(chgPwOnLogon, redirectTo)
}

export async function action(args: Route.ActionArgs) {
  const ctx = serverContext(args.context)
  const https = isHttps(ctx)
  const client = { ip: ctx.ip, userAgent: args.request.headers.get('user-agent') }
  try {
    const auth = await authorizeAction(args, access)
    switch (auth.intent) {
      case 'signin-options':
        return json({ ok: true, options: await authenticationOptions(ctx.db, rpOf(ctx), null) })
      case 'step-options': {
        const pending = await pendingSignIn(ctx.db, pendingTokenOf(args.request, https))
        // Nothing to confirm (no pending sign-in, or past its five minutes): a request about nothing, not a denial.
        if (!pending) return json({ ok: false, error: messages.SECOND_STEP_EXPIRED }, 400)
        return json({ ok: true, options: await authenticationOptions(ctx.db, rpOf(ctx), pending.userSrno) })
      }
      case 'signin': {
        // A sign-in ends the session this browser still holds (D4), as the password form does.
        const previous = (await signOut(args)).getSetCookie()
        const result = await signInWithPasskey(ctx.db, rpOf(ctx), auth.input.response, client, timeoutsOf(ctx))
        if (result.status !== 'MSG0000') {
          const status = result.status === 'PASSKEY_FAILED' ? 401 : 403
          return json({ ok: false, error: messages[result.status] }, status, previous)
        }
        return json({ ok: true, redirectTo: landing(result.chgPwOnLogon, null) }, 200, [
          ...sessionCookies(result.token, https),
          clearedPendingCookie(https),
        ])
      }
      case 'step': {
        const result = await secondStepWithPasskey(
          ctx.db,
          rpOf(ctx),
          pendingTokenOf(args.request, https),
          auth.input.response,
          client,
          timeoutsOf(ctx),
        )
        if (result.status === 'MSG0000') {
          return json({ ok: true, redirectTo: landing(result.chgPwOnLogon, result.redirectTo) }, 200, [
            ...clearedSessionCookies(https),
            ...sessionCookies(result.token, https),
            clearedPendingCookie(https),
          ])
        }
        if (result.status === 'SECOND_STEP_THROTTLED') return json({ ok: false, error: result.message }, 429)
        return json({ ok: false, error: messages[result.status] }, 401)
      }
      case 'register-options': {
        const { user } = auth.staff
        const options = await registrationOptions(ctx.db, rpOf(ctx), {
          userSrno: user.userSrno,
          userId: user.userId,
          userName: user.userName,
          ip: ctx.ip,
        })
        return json({ ok: true, options })
      }
      case 'register': {
        const { user } = auth.staff
        const codes = await addPasskey(
          ctx.db,
          rpOf(ctx),
          { userSrno: user.userSrno, userId: user.userId, ip: ctx.ip },
          auth.input.response,
          auth.input.name ?? '',
        )
        return json({ ok: true, recoveryCodes: codes })
      }
    }
  } catch (error) {
    const reply = failure(error, ctx.log)
    return json(reply.data, reply.init?.status ?? 400)
  }
}

export function loader() {
  return methodNotAllowed('POST')
}
