import { data, redirect } from 'react-router'
import { CodeField } from '#app/components/office/auth/code-field.tsx'
import { PasskeyButton, usePasskeyPrompt } from '#app/components/office/auth/passkey-button.tsx'
import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import { IntentButton, IntentForm, SubmitButton, useActionForm } from '#app/components/ui/intent-form.tsx'
import { clearedSessionCookies, sessionCookies } from '#app/domain/auth/cookies.server.ts'
import { signInLanding } from '#app/domain/auth/landing.ts'
import { codeSchema, noFields } from '#app/domain/auth/second-factor/schemas.ts'
import {
  cancelSecondStep,
  clearedPendingCookie,
  pendingSignIn,
  pendingTokenOf,
  secondStepWithCode,
} from '#app/domain/auth/second-factor/second-step.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { failure } from '#app/lib/http.server.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { authorizeAction } from '#app/route-frame/authorize.server.ts'
import { isHttps, timeoutsOf } from '#app/route-frame/guard.server.ts'
import type { Route } from './+types/second-step'

/**
 * The second step of a password sign-in (D56): the code from the authenticator app, a recovery code, or one of the
 * user's passkeys. Open to anyone: the pending sign-in's own cookie is the proof of the password step, and without
 * it (or after five minutes) the visitor is sent back to sign in.
 */
const access = defineAccess({
  right: 'anyone',
  intents: {
    code: { schema: codeSchema, need: 'anyone' },
    cancel: { schema: noFields, need: 'anyone' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/login/verify', 'step.metaTitle')

export async function loader(args: Route.LoaderArgs) {
  const ctx = serverContext(args.context)
  const pending = await pendingSignIn(ctx.db, pendingTokenOf(args.request, isHttps(ctx)))
  // Without a live pending sign-in (none, or past its five minutes) the page says so and offers to sign in again.
  if (!pending) return { expired: true as const, hasTotp: false, hasPasskey: false }
  return { expired: false as const, hasTotp: pending.hasTotp, hasPasskey: pending.hasPasskey }
}

export async function action(args: Route.ActionArgs) {
  const ctx = serverContext(args.context)
  const https = isHttps(ctx)
  try {
    const auth = await authorizeAction(args, access)
    const token = pendingTokenOf(args.request, https)
    if (auth.intent === 'cancel') {
      await cancelSecondStep(ctx.db, token)
      return redirect('/login', { headers: [['Set-Cookie', clearedPendingCookie(https)]] })
    }
    const result = await secondStepWithCode(
      ctx.db,
      token,
      auth.input.code,
      { ip: ctx.ip, userAgent: args.request.headers.get('user-agent') },
      timeoutsOf(ctx),
    )
    if (result.status === 'MSG0000') {
      const headers = new Headers()
      for (const c of [...clearedSessionCookies(https), ...sessionCookies(result.token, https)]) {
        headers.append('Set-Cookie', c)
      }
      headers.append('Set-Cookie', clearedPendingCookie(https))
      // As after a password alone: a forced password change first (D13), else the page asked for, else the CRM.
      // The page asked for survives the password change too (issue 28 item 7).
      const to = signInLanding(result.chgPwOnLogon, result.redirectTo)
      return redirect(to, { headers })
    }
    if (result.status === 'SECOND_STEP_CODE_WRONG' && result.ended) {
      return redirect('/login?step=failed', { headers: [['Set-Cookie', clearedPendingCookie(https)]] })
    }
    if (result.status === 'SECOND_STEP_EXPIRED') {
      return redirect('/login?step=expired', { headers: [['Set-Cookie', clearedPendingCookie(https)]] })
    }
    const error = result.status === 'SECOND_STEP_THROTTLED' ? result.message : messages[result.status]
    return data(
      { ok: false as const, code: result.status, error, field: undefined },
      { status: result.status === 'SECOND_STEP_THROTTLED' ? 429 : 401 },
    )
  } catch (error) {
    return failure(error, ctx.log)
  }
}

function PasskeyStep() {
  const t = useT('office')
  const prompt = usePasskeyPrompt('step')
  return (
    <div className="mt-5 grid gap-3">
      <PasskeyButton prompt={prompt} label={t('step.passkey')} />
    </div>
  )
}

export default function SecondStep({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  const { form, fields, busy } = useActionForm(codeSchema, { id: 'second-step' })
  if (loaderData.expired) {
    return (
      <main id="main" className="flex flex-1 items-center justify-center bg-brand-50 px-4 py-8 sm:py-12">
        <div className="grid w-full max-w-md gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-navy">{t('step.title')}</h1>
          <Alert tone="error">{messages.SECOND_STEP_EXPIRED}</Alert>
          <LinkButton to="/login" className="min-h-11 justify-self-start">
            {t('login.signIn')}
          </LinkButton>
        </div>
      </main>
    )
  }
  return (
    <main id="main" className="flex flex-1 items-center justify-center bg-brand-50 px-4 py-8 sm:py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-navy">{t('step.title')}</h1>
        <p className="mt-1 text-sm text-slate-700">{t(loaderData.hasTotp ? 'step.withTotp' : 'step.withoutTotp')}</p>
        {loaderData.hasPasskey && <PasskeyStep />}
        <IntentForm form={form} intent="code" className="mt-5 grid gap-4">
          <CodeField
            field={fields.code}
            label={t(loaderData.hasTotp ? 'step.code' : 'step.recoveryCode')}
            hint={t(loaderData.hasTotp ? 'step.codeHint' : 'step.recoveryHint')}
            recovery
          />
          <SubmitButton
            busy={busy}
            label={t('step.continue')}
            busyLabel={t('step.checking')}
            variant={loaderData.hasPasskey ? 'secondary' : 'primary'}
            className="min-h-11"
          />
        </IntentForm>
        <IntentButton intent="cancel" formClassName="mt-3" variant="link" className="min-h-11">
          {t('step.cancel')}
        </IntentButton>
      </div>
    </main>
  )
}
