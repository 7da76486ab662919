import { useEffect, useState } from 'react'
import { data, Link, redirect, useActionData, useSearchParams } from 'react-router'
import { Alert, Button, LinkButton, SubmitRow } from '#app/components/office/controls.tsx'
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  cancelPasskeyPrompt,
  passkeyError,
  passkeySignIn,
} from '#app/components/office/passkey-client.ts'
import { type Field, PasswordField, TextField } from '#app/components/ui/form-kit.tsx'
import { IntentButton, IntentForm, SubmitButton, useActionForm } from '#app/components/ui/intent-form.tsx'
import { authorizeAction } from '#app/domain/auth/authorize.server.ts'
import { SIGN_IN_FIELD_MAX } from '#app/domain/auth/constants.ts'
import { sessionHeaders } from '#app/domain/auth/cookies.server.ts'
import { deviceLanguageCookie } from '#app/domain/auth/device-language.server.ts'
import { currentStaff, isHttps, signOut, timeoutsOf } from '#app/domain/auth/guard.server.ts'
import { signInLanding } from '#app/domain/auth/landing.ts'
import { requestPasswordReset } from '#app/domain/auth/password-reset.server.ts'
import { resetRequestSchema, signInSchema } from '#app/domain/auth/schemas.ts'
import { pendingCookie } from '#app/domain/auth/second-factor/second-step.server.ts'
import { signIn } from '#app/domain/auth/sign-in.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { failure } from '#app/lib/http.server.ts'
import { htmlLang, languageName, locales } from '#app/lib/i18n/locale.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { z } from '#app/lib/zod-config.ts'
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

export const meta: Route.MetaFunction = staffPageMeta('office', '/login', ['login.metaTitle', 'login.metaDescription'])

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
      return { ok: true as const, mode: 'reset' as const, message: messages.RESET_SENT }
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

/**
 * D56: a passkey sign-in ("Use a passkey") where the browser has WebAuthn, and the passkeys offered among the User Id field's
 * suggestions where it supports that (conditional UI). A passkey sign-in needs no user id or password.
 */
function PasskeySignIn() {
  const t = useT('office')
  const [supported, setSupported] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setSupported(browserSupportsWebAuthn())
    let live = true
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (autofill && live) void passkeySignIn('signin', true).then((e) => live && e && setError(e))
    })
    return () => {
      live = false
      cancelPasskeyPrompt()
    }
  }, [])
  if (!supported) return null
  return (
    <div className="mt-5 grid gap-3 border-t border-slate-200 pt-5">
      {error && <Alert tone="error">{passkeyError(error, t)}</Alert>}
      <Button
        variant="secondary"
        className="min-h-11"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setError(null)
          const e = await passkeySignIn('signin')
          setBusy(false)
          if (e) setError(e)
        }}
      >
        {t('login.passkey')}
      </Button>
      {/* The button is not called "Sign in with a passkey": its name would then contain "Sign In", the form's own
          button, and both would answer to that name. */}
      <p className="text-sm text-slate-600">{t('login.passkeyHelp')}</p>
    </div>
  )
}

/** The User Id field of both forms (spec section 5); the sign-in form's also offers the device's passkeys (D56). */
function UserIdField({ field, autoComplete }: { field: Field; autoComplete: 'username' | 'username webauthn' }) {
  const t = useT('office')
  return (
    <TextField
      field={field}
      label={t('login.userId')}
      autoComplete={autoComplete}
      required
      maxLength={SIGN_IN_FIELD_MAX}
    />
  )
}

function SignInForm({ redirectTo, userId }: { redirectTo: string; userId: string }) {
  const t = useT('office')
  const { form, fields, busy } = useActionForm(signInSchema, { id: 'signin', defaultValue: { userId } })
  return (
    <IntentForm form={form} intent="signin" className="mt-5 grid gap-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <UserIdField field={fields.userId} autoComplete="username webauthn" />
      <PasswordField
        field={fields.password}
        label={t('login.password')}
        autoComplete="current-password"
        maxLength={SIGN_IN_FIELD_MAX}
      />
      <SubmitButton busy={busy} label={t('login.signIn')} busyLabel={t('login.signingIn')} className="min-h-11" />
      <Link to="/login?mode=reset" className="justify-self-start py-2 text-sm text-brand-700 hover:underline">
        {t('login.forgot')}
      </Link>
    </IntentForm>
  )
}

function ResetForm() {
  const t = useT('office')
  const result = useActionData<typeof action>()
  const { form, fields, busy } = useActionForm(resetRequestSchema, { id: 'reset' })
  const sent = result?.ok && result.mode === 'reset' ? result.message : null
  return (
    <>
      {sent && (
        <div className="mt-5">
          <Alert tone="success">{sent}</Alert>
        </div>
      )}
      <IntentForm form={form} intent="reset" className="mt-5 grid gap-4">
        <UserIdField field={fields.userId} autoComplete="username" />
        <TextField
          field={fields.email}
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={100}
        />
        <SubmitRow busy={busy} label={t('login.reset')} backTo="/login" backLabel={t('login.back')} />
      </IntentForm>
    </>
  )
}

/**
 * On a device that remembers Hindi (ADR 0161), the sign-in page offers English, named in English, for someone else
 * signing in here. An English sign-in page (the default) stays as it always was.
 */
function DeviceLanguage() {
  if (useLocale() !== 'hi') return null
  return (
    <IntentButton
      intent="language"
      values={{ locale: 'en' }}
      formClassName="mt-5 border-t border-slate-200 pt-4"
      variant="link"
      lang={htmlLang.en}
      className="min-h-11"
    >
      {languageName.en}
    </IntentButton>
  )
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
