import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import { Alert, Button, LinkButton, TextField } from '#app/components/office/controls.tsx'
import { SIGN_IN_FIELD_MAX } from '#app/domain/auth/constants.ts'
import { sessionHeaders, sessionTokenOf } from '#app/domain/auth/cookies.server.ts'
import { isHttps, signOut, timeoutsOf } from '#app/domain/auth/guard.server.ts'
import { requestPasswordReset } from '#app/domain/auth/password-reset.server.ts'
import { resetRequestSchema, signInSchema } from '#app/domain/auth/schemas.ts'
import { signIn } from '#app/domain/auth/sign-in.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { failure, parseForm, readForm } from '#app/lib/http.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: 'Staff sign in',
    description: 'Sign in to the staff back office.',
    path: '/login',
    noindex: true,
  })

/** Opening the sign-in page signs the current session out (D4: the spec's "clears all session storage on load"). */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args
  if (!sessionTokenOf(request, isHttps(serverContext(context)))) return null
  return data(null, { headers: await signOut(args) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serverContext(context)
  const form = await readForm(request)
  try {
    if (form.get('intent') === 'reset') {
      const input = parseForm(resetRequestSchema, form)
      await requestPasswordReset(ctx.db, input, {
        siteUrl: ctx.settings.SITE_URL,
        companyName: ctx.settings.COMPANY_NAME,
        ip: ctx.ip,
      })
      // The same neutral answer whether or not the pair matched (D15).
      return { ok: true as const, mode: 'reset' as const, message: messages.RESET_SENT }
    }
    const input = parseForm(signInSchema, form)
    const result = await signIn(
      ctx.db,
      input,
      { ip: ctx.ip, userAgent: request.headers.get('user-agent') },
      timeoutsOf(ctx),
    )
    if (result.status !== 'MSG0000') {
      ctx.log.info({ status: result.status }, 'sign-in refused')
      return data(
        { ok: false as const, mode: 'signin' as const, code: result.status, error: messages[result.status] },
        { status: result.status === 'TOO_MANY_REQUESTS' ? 429 : 401 },
      )
    }
    const headers = sessionHeaders(result.token, isHttps(ctx))
    // chg_pw_on_logon 0 -> /crm, 1 -> /changepassword, anything else -> ERR0000 (spec section 4).
    if (result.chgPwOnLogon === 1) return redirect('/changepassword', { headers })
    if (result.chgPwOnLogon === 0) return redirect(safeRedirect(input.redirectTo, '/crm'), { headers })
    return data(
      { ok: false as const, mode: 'signin' as const, code: 'ERR0000', error: messages.ERR0000 },
      { status: 500 },
    )
  } catch (error) {
    return failure(error, ctx.log)
  }
}

export default function Login() {
  const [params] = useSearchParams()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const mode = params.get('mode') === 'reset' ? 'reset' : 'signin'
  const notice = params.get('expired')
    ? messages.MSG0002
    : params.get('changed')
      ? messages.PASSWORD_CHANGED
      : params.get('reset') === 'invalid'
        ? messages.RESET_LINK_INVALID
        : null
  const error = result && !result.ok ? result.error : null
  const sent = result?.ok && result.mode === 'reset' ? result.message : null

  return (
    <main id="main" className="flex flex-1 items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-navy">{mode === 'signin' ? 'Sign In' : 'Reset Password'}</h1>
        <p className="mt-1 text-sm text-slate-600">Staff back office</p>
        <div className="mt-5 grid gap-3">
          {notice && !error && <Alert tone={params.get('expired') ? 'error' : 'success'}>{notice}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          {sent && <Alert tone="success">{sent}</Alert>}
        </div>
        {mode === 'signin' ? (
          <Form method="post" className="mt-5 grid gap-4" noValidate={false}>
            <input type="hidden" name="intent" value="signin" />
            <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
            <TextField label="User Id" name="userId" autoComplete="username" required maxLength={SIGN_IN_FIELD_MAX} />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={SIGN_IN_FIELD_MAX}
            />
            <Button type="submit" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign In'}
            </Button>
            <Link to="/login?mode=reset" className="justify-self-start text-sm text-brand-700 hover:underline">
              Forget Password ?
            </Link>
          </Form>
        ) : (
          <Form method="post" className="mt-5 grid gap-4">
            <input type="hidden" name="intent" value="reset" />
            <TextField label="User Id" name="userId" autoComplete="username" required maxLength={SIGN_IN_FIELD_MAX} />
            <TextField label="Email Id" name="email" type="email" autoComplete="email" required maxLength={100} />
            <div className="flex gap-3">
              <Button type="submit" disabled={busy}>
                Reset
              </Button>
              <LinkButton to="/login" variant="secondary">
                Back
              </LinkButton>
            </div>
          </Form>
        )}
      </div>
    </main>
  )
}
