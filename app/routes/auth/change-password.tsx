import { redirect } from 'react-router'
import { Alert } from '#app/components/office/controls.tsx'
import { PasswordField } from '#app/components/ui/form-kit.tsx'
import { IntentForm, SubmitButton, useActionForm } from '#app/components/ui/intent-form.tsx'
import { clearedSessionHeaders } from '#app/domain/auth/cookies.server.ts'
import { withRedirectTo } from '#app/domain/auth/landing.ts'
import { changePassword } from '#app/domain/auth/password-change.server.ts'
import { resetPassword, resetTokenIsValid } from '#app/domain/auth/password-reset.server.ts'
import { changePasswordSchema, resetPasswordSchema } from '#app/domain/auth/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { failure } from '#app/lib/http.server.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { authorizeAction } from '#app/route-frame/authorize.server.ts'
import { isHttps, requireStaff } from '#app/route-frame/guard.server.ts'
import type { Route } from './+types/change-password'

/** Any signed-in user may change their own password; a reset link needs no session (its token is the proof). */
const access = defineAccess({
  right: 'signed-in',
  duringPasswordChange: true,
  intents: {
    change: { schema: changePasswordSchema, need: 'signed-in' },
    reset: { schema: resetPasswordSchema, need: 'anyone' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/changepassword', 'password.metaTitle')

/**
 * Two ways in: a signed-in user (forced by D13 or by choice) changes with the old password; a reset link (D15) asks
 * only New and Confirm.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = serverContext(args.context)
  const search = new URL(args.request.url).searchParams
  const token = search.get('token')
  if (token !== null) {
    if (!(await resetTokenIsValid(ctx.db, token))) throw redirect('/login?reset=invalid')
    return { mode: 'reset' as const, token, forced: false, redirectTo: '' }
  }
  const staff = await requireStaff(args, 'page', { allowPasswordChange: true })
  // The page a forced change came between (issue 28 item 7): carried by the form to the sign-in after the change.
  const redirectTo = search.get('redirectTo') ?? ''
  return { mode: 'change' as const, token: null, forced: staff.user.chgPwOnLogon === 1, redirectTo }
}

export async function action(args: Route.ActionArgs) {
  const ctx = serverContext(args.context)
  let redirectTo: string | undefined
  try {
    const auth = await authorizeAction(args, access)
    if (auth.intent === 'reset') await resetPassword(ctx.db, auth.input, ctx.ip)
    else {
      await changePassword(ctx.db, auth.staff.user, auth.input, ctx.ip)
      redirectTo = auth.input.redirectTo
    }
  } catch (error) {
    return failure(error, ctx.log)
  }
  // Every session of the user has ended: sign in again with the new password (D13, D1), then on to the page asked
  // for before the change (issue 28 item 7; only a path of this site, withRedirectTo).
  return redirect(withRedirectTo('/login?changed=1', redirectTo), { headers: clearedSessionHeaders(isHttps(ctx)) })
}

/** The password policy's rules (app/lib/password-policy.ts, in its order), as the office catalogue words them. */
const ruleKeys = ['length', 'capital', 'small', 'number', 'spaces'] as const

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  const reset = loaderData.mode === 'reset'
  const { form, fields, busy } = useActionForm(reset ? resetPasswordSchema : changePasswordSchema, {
    id: `password-${loaderData.mode}`,
  })
  return (
    <main id="main" className="flex flex-1 items-center justify-center bg-brand-50 px-4 py-8 sm:py-12">
      <div className="grid w-full max-w-3xl gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[1fr_16rem]">
        <div>
          <h1 className="text-2xl font-bold text-navy">{t('password.title')}</h1>
          {loaderData.forced && (
            <div className="mt-4">
              <Alert tone="info">{messages.PASSWORD_CHANGE_REQUIRED}</Alert>
            </div>
          )}
          <IntentForm form={form} intent={reset ? 'reset' : 'change'} className="mt-5 grid gap-4">
            {reset && <input type="hidden" name="token" value={loaderData.token ?? ''} />}
            {!reset && loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
            {/* The password the user knows first, then the new one twice (issue 28). */}
            {!reset && <PasswordField field={fields.old} label={t('password.old')} autoComplete="current-password" />}
            <PasswordField field={fields.new} label={t('password.new')} autoComplete="new-password" />
            <PasswordField field={fields.rnew} label={t('password.confirm')} autoComplete="new-password" />
            <SubmitButton
              busy={busy}
              label={t('password.submit')}
              busyLabel={t('password.saving')}
              className="min-h-11 justify-self-start"
            />
          </IntentForm>
        </div>
        <aside aria-labelledby="rules-heading" className="rounded-lg bg-brand-50 p-4 text-sm">
          <h2 id="rules-heading" className="font-semibold text-navy">
            {t('password.rules')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {ruleKeys.map((rule) => (
              <li key={rule}>{t(`password.rule.${rule}`)}</li>
            ))}
            <li>{t('password.differs')}</li>
            <li>{t('password.notCommon')}</li>
          </ul>
        </aside>
      </div>
    </main>
  )
}
