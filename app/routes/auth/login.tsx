import { data, redirect, useSearchParams } from 'react-router'
import {
  DeviceLanguage,
  PasskeySignIn,
  ResetForm,
  type ResetSent,
  SignInForm,
} from '#app/components/office/auth/sign-in-forms.tsx'
import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import { IntentButton } from '#app/components/ui/intent-form.tsx'
import { SIGN_IN_FIELD_MAX } from '#app/domain/auth/constants.ts'
import { sessionHeaders } from '#app/domain/auth/cookies.server.ts'
import { deviceLanguageCookie } from '#app/domain/auth/device-language.server.ts'
import { signInLanding } from '#app/domain/auth/landing.ts'
import { requestPasswordReset } from '#app/domain/auth/password-reset.server.ts'
import { resetRequestSchema, signInSchema } from '#app/domain/auth/schemas.ts'
import { pendingCookie } from '#app/domain/auth/second-factor/second-step.server.ts'
import { signIn } from '#app/domain/auth/sign-in.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { failure } from '#app/lib/http.server.ts'
import { locales } from '#app/lib/i18n/locale.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { z } from '#app/lib/zod-config.ts'
import { authorizeAction } from '#app/route-frame/authorize.server.ts'
import { currentStaff, isHttps, signOut, timeoutsOf } from '#app/route-frame/guard.server.ts'
import type { Route } from './+types/login'

const access = defineAccess({
  right: 'anyone',
  intents: {
    signin: { schema: signInSchema, need: 'anyone' },
    reset: { schema: resetRequestSchema, need: 'anyone' },
    // D4: ending the current session is a POST of this form, never a side effect of opening the page.
    signout: { schema: z.object({}), need: 'anyone' },
    // ADR 0161: the language this device's sign-in page speaks, before anyone is signed in.
    language: { schema: z.object({ locale: z.enum(locales) }), need: 'anyone' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/login', 'login.metaTitle')

/**
 * The sign-in page. Opening it changes nothing (D4): a signed-in visitor sees the form with a note saying who is
 * signed in, and a button that signs them out so someone else can sign in.
 */
export async function loader(args: Route.LoaderArgs) {
  const { staff } = await currentStaff(args)
  return { signedInAs: staff ? staff.user.userName : null }
}

export async function action(args: Route.ActionArgs) {
  const ctx = serverContext(args.context)
  try {
    const { intent, input } = await authorizeAction(args, access)
    if (intent === 'signout') {
      // The device keeps the language of the user signing out (ADR 0161).
      const { staff } = await currentStaff(args)
      const headers = await signOut(args)
      if (staff) headers.append('Set-Cookie', deviceLanguageCookie(staff.user.locale, isHttps(ctx)))
      return redirect('/login', { headers })
    }
    if (intent === 'language') {
      return redirect('/login', { headers: { 'Set-Cookie': deviceLanguageCookie(input.locale, isHttps(ctx)) } })
    }
    if (intent === 'reset') {
      await requestPasswordReset(ctx.db, input, {
        siteUrl: ctx.settings.SITE_URL,
        companyName: ctx.settings.COMPANY_NAME,
        ip: ctx.ip,
      })
      // The same neutral answer whether or not the pair matched (D15).
      return { ok: true, mode: 'reset', message: messages.RESET_SENT } satisfies ResetSent
    }
    // A sign-in ends the session this browser still holds before a new one starts (D4).
    const previous = await signOut(args)
    const result = await signIn(
      ctx.db,
      input,
      { ip: ctx.ip, userAgent: args.request.headers.get('user-agent') },
      timeoutsOf(ctx),
    )
    if (result.status === 'SECOND_STEP') {
      // D56: the password was right; the session comes only after the second step (a code or a passkey).
      previous.append('Set-Cookie', pendingCookie(result.pendingToken, isHttps(ctx)))
      return redirect('/login/verify', { headers: previous })
    }
    if (result.status !== 'MSG0000') {
      ctx.log.info({ status: result.status }, 'sign-in refused')
      const status = result.status === 'TOO_MANY_REQUESTS' || result.status === 'SIGN_IN_THROTTLED' ? 429 : 401
      const error = result.message ?? messages[result.status]
      return data({ ok: false as const, code: result.status, error, field: undefined }, { status, headers: previous })
    }
    const headers = sessionHeaders(result.token, isHttps(ctx))
    // chg_pw_on_logon 0 -> /crm, 1 -> /changepassword, anything else -> ERR0000 (spec section 4).
    // The page asked for survives the password change (issue 28 item 7).
    if (result.chgPwOnLogon === 1 || result.chgPwOnLogon === 0) {
      return redirect(signInLanding(result.chgPwOnLogon, input.redirectTo), { headers })
    }
    return data({ ok: false as const, code: 'ERR0000', error: messages.ERR0000, field: undefined }, { status: 500 })
  } catch (error) {
    return failure(error, ctx.log)
  }
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  const [params] = useSearchParams()
  // The signed-in user's name sits inside the sentence, in bold, wherever the language puts it.
  const [before, after] = t('login.signedInAs', { name: '\u0000' }).split('\u0000')
  const mode = params.get('mode') === 'reset' ? 'reset' : 'signin'
  // "Sign in again" from a visit form whose save met an ended session (D11 revised): the visit is kept on the phone
  // and is sent once this user signs in, so the page says so and fills in whose it is (trial fault 12).
  const waiting = params.get('expired') !== null && params.get('kept') === 'visit'
  const notice = params.get('expired')
    ? messages.MSG0002
    : params.get('changed')
      ? messages.PASSWORD_CHANGED
      : params.get('reset') === 'invalid'
        ? messages.RESET_LINK_INVALID
        : params.get('step') === 'expired'
          ? messages.SECOND_STEP_EXPIRED
          : params.get('step') === 'failed'
            ? messages.SECOND_STEP_TOO_MANY
            : null

  return (
    <main id="main" className="flex flex-1 items-center justify-center bg-brand-50 px-4 py-8 sm:py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-navy">
          {mode === 'signin' ? t('login.signIn') : t('login.resetTitle')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('login.staff')}</p>
        {notice && (
          <div className="mt-5">
            <Alert tone={params.get('expired') || params.get('reset') || params.get('step') ? 'error' : 'success'}>
              {notice}
            </Alert>
          </div>
        )}
        {waiting && mode === 'signin' && (
          <div className="mt-3" data-kept-visit>
            <Alert tone="info">{t('login.visitWaiting')}</Alert>
          </div>
        )}
        {loaderData.signedInAs && (
          <div className="mt-5 grid gap-3 rounded-md border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
            <p>
              {before}
              <strong>{loaderData.signedInAs}</strong>
              {after}
            </p>
            <IntentButton
              intent="signout"
              formClassName="flex flex-wrap gap-3"
              variant="secondary"
              className="min-h-11"
              after={
                <LinkButton to="/crm" variant="secondary" className="min-h-11">
                  {t('login.backToCrm')}
                </LinkButton>
              }
            >
              {t('login.signOutOther')}
            </IntentButton>
          </div>
        )}
        {mode === 'signin' ? (
          <>
            <SignInForm
              redirectTo={params.get('redirectTo') ?? ''}
              userId={waiting ? (params.get('user') ?? '').slice(0, SIGN_IN_FIELD_MAX) : ''}
            />
            <PasskeySignIn />
          </>
        ) : (
          <ResetForm />
        )}
        {!loaderData.signedInAs && <DeviceLanguage />}
      </div>
    </main>
  )
}
