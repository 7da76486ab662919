import { data, useActionData } from 'react-router'
import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import { IntentButton } from '#app/components/ui/intent-form.tsx'
import { factorsForScreen, resetSecondFactors, userForReset } from '#app/domain/auth/second-factor/factors.server.ts'
import { resetSchema } from '#app/domain/auth/second-factor/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { SUPER_ADMIN_SRNO } from '#app/domain/rights/catalogue.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { messages } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { serial } from '#app/lib/schema-kit.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/user-sign-in-methods'

/**
 * A user's sign-in methods as an administrator sees them (D56): how many passkeys, whether an authenticator app is
 * set up, recovery codes left; and, for holders of USER edit, a reset that removes them all and ends the user's
 * sessions (a lost phone). Never a secret. Serial 1's only by serial 1.
 */
const access = defineAccess({
  right: 'USER',
  params: { userSrno: 'user' },
  intents: { reset: { schema: resetSchema, need: 'edit' } },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/user-list', 'userMethods.metaTitle')

export const loader = officeLoader(access, async (staff, args) => {
  const srno = serial().safeParse(args.params.userSrno)
  const notFound = () => data({ message: messages.USER_NOT_FOUND }, { status: 404 })
  if (!srno.success || (srno.data === SUPER_ADMIN_SRNO && staff.user.userSrno !== SUPER_ADMIN_SRNO)) throw notFound()
  const user = await userForReset(staff.ctx.db, srno.data)
  if (!user) throw notFound()
  const factors = await factorsForScreen(staff.ctx.db, user.srno)
  return {
    user,
    mayReset: hasRight(staff.rights, 'USER', 'edit'),
    ...factors,
    // An authenticator whose enrolment was never confirmed is no sign-in method yet.
    totp: factors.totp?.confirmed ? factors.totp : null,
  }
})

export const action = officeAction(access, {
  reset: async (input, { staff, actor }) => {
    await resetSecondFactors(staff.ctx.db, actor, input.userSrno)
    return { ok: true as const, message: messages.SECOND_FACTORS_RESET }
  },
})

export default function UserSignInMethods({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  const reply = useActionData<typeof action>()
  // When a method was added or last used: the server's date, or "never".
  const when = (at: string) => (at === 'never' ? t('security.never') : at)
  const { user, totp, passkeys } = loaderData
  const none = !totp && passkeys.length === 0
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-navy">{t('userMethods.title', { name: user.userName })}</h1>
      {reply?.ok && <Alert tone="success">{reply.message}</Alert>}
      {reply && !reply.ok && <Alert tone="error">{reply.error}</Alert>}
      <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[12rem_1fr] sm:p-6">
        <dt className="font-semibold text-slate-900">{t('userMethods.userId')}</dt>
        <dd>{user.userId}</dd>
        <dt className="font-semibold text-slate-900">{t('userMethods.passkeys')}</dt>
        <dd>
          {passkeys.length === 0
            ? t('userMethods.none')
            : passkeys.map((p) => (
                <span key={p.id} className="block">
                  {t('userMethods.lastUsed', { name: p.name, used: when(p.lastUsedAt) })}
                </span>
              ))}
        </dd>
        <dt className="font-semibold text-slate-900">{t('userMethods.totp')}</dt>
        <dd>
          {totp
            ? t('userMethods.totpSince', { added: when(totp.createdAt), used: when(totp.lastUsedAt) })
            : t('userMethods.none')}
        </dd>
        <dt className="font-semibold text-slate-900">{t('userMethods.recovery')}</dt>
        <dd>{t('userMethods.unused', { left: loaderData.recoveryCodesLeft })}</dd>
      </dl>
      {loaderData.mayReset && (
        <IntentButton
          intent="reset"
          formClassName="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm"
          before={<p className="text-slate-900">{t('userMethods.resetHelp')}</p>}
          variant="danger"
          className="min-h-11 justify-self-start"
          disabled={none}
        >
          {t('userMethods.reset')}
        </IntentButton>
      )}
      <div>
        <LinkButton to={`/user-list?edit=${user.srno}`} variant="secondary" className="min-h-11">
          {t('userMethods.back')}
        </LinkButton>
      </div>
    </main>
  )
}
