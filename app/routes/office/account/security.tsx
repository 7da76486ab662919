import { useState } from 'react'
import { useActionData } from 'react-router'
import { AddPasskey, ConfirmTotp, RecoveryCodes } from '#app/components/office/account/sign-in-methods.tsx'
import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import {
  NeedsConnectionPage,
  needsConnection,
  orNeedsConnection,
} from '#app/components/office/offline/needs-connection.tsx'
import { AccountPage, Panel } from '#app/components/office/page.tsx'
import { IntentButton } from '#app/components/ui/intent-form.tsx'
import {
  confirmTotpEnrolment,
  factorsForScreen,
  pendingTotpEnrolment,
  removeOwnFactor,
  renewRecoveryCodes,
  startTotpEnrolment,
} from '#app/domain/auth/second-factor/factors.server.ts'
import { needsSecondFactor } from '#app/domain/auth/second-factor/policy.server.ts'
import { codeSchema, noFields, passkeyRemoveSchema } from '#app/domain/auth/second-factor/schemas.ts'
import { accountAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { messages } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import type { Staff } from '#app/route-frame/guard.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/security'

/**
 * Sign-in methods (D56): the signed-in user's passkeys, authenticator app and recovery codes. Open to every staff
 * member, and the one screen open while the policy holds a user at enrolment (after a forced password change).
 */
const access = accountAccess(
  {
    'totp-start': noFields,
    'totp-confirm': codeSchema,
    'totp-remove': noFields,
    'passkey-remove': passkeyRemoveSchema,
    'recovery-renew': noFields,
  },
  { duringEnrolment: true },
)
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/account/security', 'security.metaTitle')

/** Whether the policy requires a second factor of this user (D56): then the last one cannot be removed. */
function factorRequired(staff: Staff) {
  return staff.ctx.settings.SECOND_FACTOR_REQUIRED === 'on' && needsSecondFactor(staff.rights)
}

export const loader = officeLoader(access, async (staff) => {
  const { db, settings } = staff.ctx
  const [factors, pending] = await Promise.all([
    factorsForScreen(db, staff.actor.userSrno),
    pendingTotpEnrolment(db, staff.actor, settings.COMPANY_SHORT_NAME),
  ])
  return {
    held: staff.user.heldAtEnrolment,
    required: factorRequired(staff),
    ...factors,
    pending: pending && { secret: pending.secret, qrSvg: pending.qrSvg },
  }
})

/** ADR 0209: offline, the office's own page says that sign-in methods are changed on the server only. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => orNeedsConnection(serverLoader)

export const action = officeAction(access, {
  'totp-start': async (_input, { staff, actor }) => {
    await startTotpEnrolment(staff.ctx.db, actor, staff.ctx.settings.COMPANY_SHORT_NAME)
    return { ok: true as const, message: null, recoveryCodes: null }
  },
  'totp-confirm': async (input, { staff, actor }) => {
    const codes = await confirmTotpEnrolment(staff.ctx.db, actor, input.code)
    return { ok: true as const, message: 'totpSetUp' as const, recoveryCodes: codes }
  },
  'totp-remove': async (_input, { staff, actor }) => {
    await removeOwnFactor(staff.ctx.db, actor, { kind: 'totp' }, factorRequired(staff))
    return { ok: true as const, message: 'totpRemoved' as const, recoveryCodes: null }
  },
  'passkey-remove': async (input, { staff, actor }) => {
    await removeOwnFactor(staff.ctx.db, actor, { kind: 'passkey', id: input.id }, factorRequired(staff))
    return { ok: true as const, message: 'passkeyRemoved' as const, recoveryCodes: null }
  },
  'recovery-renew': async (_input, { staff, actor }) => {
    const codes = await renewRecoveryCodes(staff.ctx.db, actor)
    return { ok: true as const, message: 'codesMade' as const, recoveryCodes: codes }
  },
})

export default function Security({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  if (needsConnection(loaderData)) {
    return <NeedsConnectionPage title={t('security.title')} why={t('offline.security')} />
  }
  return <Methods loaderData={loaderData} />
}

function Methods({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  const t = useT('office')
  // When a method was added or last used: the server's date, or "never".
  const when = (at: string) => (at === 'never' ? t('security.never') : at)
  const reply = useActionData<typeof action>()
  const [passkeyCodes, setPasskeyCodes] = useState<string[] | null>(null)
  const codes = (reply?.ok ? reply.recoveryCodes : null) ?? passkeyCodes
  // A refusal about the code field is shown under it; any other above everything.
  const failed = reply && !reply.ok && !reply.field ? reply.error : null
  const { totp, pending, passkeys } = loaderData
  return (
    <AccountPage title={t('security.title')} intro={t('security.intro')} wide>
      {loaderData.held && <Alert tone="info">{messages.SECOND_FACTOR_REQUIRED}</Alert>}
      {reply?.ok && reply.message && <Alert tone="success">{t(`security.${reply.message}`)}</Alert>}
      {failed && <Alert tone="error">{failed}</Alert>}
      {codes && <RecoveryCodes codes={codes} />}
      {!loaderData.held && loaderData.required && codes && (
        <div>
          <LinkButton to="/crm">{t('security.continue')}</LinkButton>
        </div>
      )}

      <Panel headingId="passkeys-heading" title={t('security.passkeys')}>
        {passkeys.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t('security.noneYet')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-semibold text-slate-900">{p.name}</p>
                  <p className="text-slate-700">
                    {t('security.added', { added: when(p.createdAt), used: when(p.lastUsedAt) })}
                  </p>
                </div>
                <IntentButton
                  intent="passkey-remove"
                  values={{ id: p.id }}
                  variant="secondary"
                  className="min-h-11"
                  aria-label={t('security.removePasskey', { name: p.name })}
                  confirm={{
                    title: t('security.confirmPasskeyTitle', { name: p.name }),
                    body: t('security.confirmPasskeyBody', { name: p.name }),
                    action: t('security.confirmPasskeyAction'),
                  }}
                >
                  {t('security.remove')}
                </IntentButton>
              </li>
            ))}
          </ul>
        )}
        <AddPasskey onCodes={setPasskeyCodes} />
      </Panel>

      <Panel headingId="totp-heading" title={t('security.totp')}>
        {totp?.confirmed ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-slate-700">
              {t('security.totpSince', { added: when(totp.createdAt), used: when(totp.lastUsedAt) })}
            </p>
            <IntentButton
              intent="totp-remove"
              variant="secondary"
              className="min-h-11"
              confirm={{
                title: t('security.confirmTotpTitle'),
                body: t('security.confirmTotpBody'),
                action: t('security.confirmTotpAction'),
              }}
            >
              {t('security.removeTotp')}
            </IntentButton>
          </div>
        ) : pending ? (
          <ConfirmTotp pending={pending} />
        ) : (
          <IntentButton
            intent="totp-start"
            formClassName="mt-2 grid gap-2 text-sm text-slate-700"
            before={<p>{t('security.anyApp')}</p>}
            className="min-h-11 justify-self-start"
          >
            {t('security.setUpTotp')}
          </IntentButton>
        )}
      </Panel>

      <Panel headingId="recovery-heading" title={t('security.recovery')}>
        <p className="mt-2 text-sm text-slate-700" data-testid="recovery-left">
          {t('security.unused', { left: loaderData.recoveryCodesLeft })}
        </p>
        {(totp?.confirmed || passkeys.length > 0) && (
          <IntentButton intent="recovery-renew" formClassName="mt-2" variant="secondary" className="min-h-11">
            {t('security.renew')}
          </IntentButton>
        )}
      </Panel>
    </AccountPage>
  )
}
