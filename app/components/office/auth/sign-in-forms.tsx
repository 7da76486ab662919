import { useEffect, useState } from 'react'
import { Link, useActionData } from 'react-router'
import { PasskeyButton, usePasskeyPrompt } from '#app/components/office/auth/passkey-button.tsx'
import { Alert, SubmitRow } from '#app/components/office/controls.tsx'
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  cancelPasskeyPrompt,
  passkeySignIn,
} from '#app/components/office/passkey-client.ts'
import { type Field, PasswordField, TextField } from '#app/components/ui/form-kit.tsx'
import { IntentButton, IntentForm, SubmitButton, useActionForm } from '#app/components/ui/intent-form.tsx'
import { SIGN_IN_FIELD_MAX } from '#app/domain/auth/constants.ts'
import { resetRequestSchema, signInSchema } from '#app/domain/auth/schemas.ts'
import { defaultLocale, htmlLang, languageName } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'

/** The forms of the sign-in page (spec section 5, D56): sign in, passkey sign-in, the reset request, the language. */

/** What the sign-in page's action answers to a reset request: the same neutral message whether or not it matched. */
export type ResetSent = { ok: true; mode: 'reset'; message: string }
type SignInReply = ResetSent | { ok: false; code: string; error: string; field?: string }

/**
 * D56: a passkey sign-in ("Use a passkey") where the browser has WebAuthn, and the passkeys offered among the User Id field's
 * suggestions where it supports that (conditional UI). A passkey sign-in needs no user id or password.
 */
export function PasskeySignIn() {
  const t = useT('office')
  const [supported, setSupported] = useState(false)
  const prompt = usePasskeyPrompt('signin')
  const { setError } = prompt
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
  }, [setError])
  if (!supported) return null
  return (
    <div className="mt-5 grid gap-3 border-t border-slate-200 pt-5">
      <PasskeyButton prompt={prompt} label={t('login.passkey')} variant="secondary" />
      {/* The button is not called "Sign in with a passkey": its name would then contain "Sign In", the form's own
          button, and both would answer to that name. */}
      <p className="text-sm text-slate-600">{t('login.passkeyHelp')}</p>
    </div>
  )
}

/** The User Id field of both forms (spec section 5); the sign-in form's also offers the device's passkeys (D56). */
export function UserIdField({ field, autoComplete }: { field: Field; autoComplete: 'username' | 'username webauthn' }) {
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

export function SignInForm({ redirectTo, userId }: { redirectTo: string; userId: string }) {
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

export function ResetForm() {
  const t = useT('office')
  const result = useActionData<SignInReply>()
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
export function DeviceLanguage() {
  if (useLocale() === defaultLocale) return null
  return (
    <IntentButton
      intent="language"
      values={{ locale: defaultLocale }}
      formClassName="mt-5 border-t border-slate-200 pt-4"
      variant="link"
      lang={htmlLang[defaultLocale]}
      className="min-h-11"
    >
      {languageName[defaultLocale]}
    </IntentButton>
  )
}
