import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { Alert, Button, TextField } from '#app/components/office/controls.tsx'
import { clearedSessionHeaders } from '#app/domain/auth/cookies.server.ts'
import { isHttps, requireStaff } from '#app/domain/auth/guard.server.ts'
import { changePassword } from '#app/domain/auth/password-change.server.ts'
import { PASSWORD_MAX, passwordRules } from '#app/domain/auth/password-policy.ts'
import { resetPassword, resetTokenIsValid } from '#app/domain/auth/password-reset.server.ts'
import { changePasswordSchema, resetPasswordSchema } from '#app/domain/auth/schemas.ts'
import type { OfficeHandle } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { failure, parseForm, readForm } from '#app/lib/http.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/change-password'

/** Any signed-in user may change their own password; a reset link needs no session. */
export const handle: OfficeHandle = { access: { right: 'signed-in', intents: { change: 'signed-in' } } }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: 'Change Password',
    description: 'Change your staff password.',
    path: '/changepassword',
    noindex: true,
  })

/**
 * Two ways in: a signed-in user (forced by D13 or by choice) changes with the old password; a reset link (D15) asks
 * only New and Confirm.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = serverContext(args.context)
  const token = new URL(args.request.url).searchParams.get('token')
  if (token !== null) {
    if (!(await resetTokenIsValid(ctx.db, token))) throw redirect('/login?reset=invalid')
    return { mode: 'reset' as const, token, forced: false, userName: null }
  }
  const staff = await requireStaff(args, 'page', { allowPasswordChange: true })
  return { mode: 'change' as const, token: null, forced: staff.user.chgPwOnLogon === 1, userName: staff.user.userName }
}

export async function action(args: Route.ActionArgs) {
  const ctx = serverContext(args.context)
  const form = await readForm(args.request)
  try {
    if (form.get('intent') === 'reset') {
      await resetPassword(ctx.db, parseForm(resetPasswordSchema, form), ctx.ip)
    } else {
      const staff = await requireStaff(args, 'api', { allowPasswordChange: true })
      await changePassword(ctx.db, staff.user, parseForm(changePasswordSchema, form), ctx.ip)
    }
  } catch (error) {
    return failure(error, ctx.log)
  }
  // Every session of the user has ended: sign in again with the new password (D13, D1).
  return redirect('/login?changed=1', { headers: clearedSessionHeaders(isHttps(ctx)) })
}

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const error = result && 'error' in result ? result.error : null
  const field = result && 'field' in result ? result.field : undefined
  const reset = loaderData.mode === 'reset'
  return (
    <main id="main" className="flex flex-1 items-center justify-center bg-brand-50 px-4 py-12">
      <div className="grid w-full max-w-3xl gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[1fr_16rem]">
        <div>
          <h1 className="text-2xl font-bold text-navy">Change Password</h1>
          {loaderData.forced && (
            <div className="mt-4">
              <Alert tone="info">{messages.PASSWORD_CHANGE_REQUIRED}</Alert>
            </div>
          )}
          {error && (
            <div className="mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <Form method="post" className="mt-5 grid gap-4">
            <input type="hidden" name="intent" value={reset ? 'reset' : 'change'} />
            {reset && <input type="hidden" name="token" value={loaderData.token ?? ''} />}
            <TextField
              label="New Password"
              name="new"
              type="password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX}
              error={field === 'new' ? (error ?? undefined) : undefined}
            />
            <TextField
              label="Confirm Password"
              name="rnew"
              type="password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX}
              error={field === 'rnew' ? (error ?? undefined) : undefined}
            />
            {!reset && (
              <TextField
                label="Old Password"
                name="old"
                type="password"
                autoComplete="current-password"
                required
                maxLength={PASSWORD_MAX}
                error={field === 'old' ? (error ?? undefined) : undefined}
              />
            )}
            <Button type="submit" disabled={busy} className="justify-self-start">
              {busy ? 'Saving…' : 'Change Password'}
            </Button>
          </Form>
        </div>
        <aside aria-labelledby="rules-heading" className="rounded-lg bg-brand-50 p-4 text-sm">
          <h2 id="rules-heading" className="font-semibold text-navy">
            Password rules
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {passwordRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
            <li>Different from your old password.</li>
            <li>Not a common, easily guessed password.</li>
          </ul>
        </aside>
      </div>
    </main>
  )
}
