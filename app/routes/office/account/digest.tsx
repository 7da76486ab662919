import { useActionData, useNavigation } from 'react-router'
import { Alert } from '#app/components/office/controls.tsx'
import { AccountPage, Panel } from '#app/components/office/page.tsx'
import { IntentButton } from '#app/components/ui/intent-form.tsx'
import { noFields } from '#app/domain/auth/second-factor/schemas.ts'
import { digestPreference, setDigest } from '#app/domain/digest/preference.server.ts'
import { accountAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/digest'

/**
 * Daily digest mail (D52): the signed-in user turns their own morning digest off or on. Open to every staff
 * member; it changes only the user's own setting (no user id is sent).
 */
const access = accountAccess({ 'digest-off': noFields, 'digest-on': noFields })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/account/digest', 'digest.metaTitle')

export const loader = officeLoader(access, async (staff) => {
  const preference = await digestPreference(staff.ctx.db, staff.actor.userSrno)
  const hour = staff.ctx.settings.DIGEST_HOUR
  return {
    ...preference,
    time: `${String(hour).padStart(2, '0')}:00`,
    usesCrm: hasRight(staff.rights, 'CRM', 'query'),
  }
})

export const action = officeAction(access, {
  'digest-off': async (_input, { staff, actor }) => {
    await setDigest(staff.ctx.db, actor, false)
    return { ok: true as const, message: 'turnedOff' as const }
  },
  'digest-on': async (_input, { staff, actor }) => {
    await setDigest(staff.ctx.db, actor, true)
    return { ok: true as const, message: 'turnedOn' as const }
  },
})

export default function DigestSettings({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  const reply = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { on, email, time, usesCrm } = loaderData
  return (
    <AccountPage title={t('digest.title')} intro={t('digest.intro', { time })}>
      {reply?.ok && <Alert tone="success">{t(`digest.${reply.message}`)}</Alert>}
      {reply && !reply.ok && <Alert tone="error">{reply.error}</Alert>}
      <Panel headingId="digest-heading" title={t('digest.yours')}>
        <p className="mt-2 text-sm text-slate-800" data-testid="digest-state">
          {on ? (
            <>
              <strong>{t('digest.on')}</strong> {t('digest.goesTo', { email: email || t('digest.yourEmail') })}
            </>
          ) : (
            <>
              <strong>{t('digest.off')}</strong> {t('digest.none')}
            </>
          )}
        </p>
        {!usesCrm && <p className="mt-2 text-sm text-slate-700">{t('digest.noCrm')}</p>}
        <IntentButton
          intent={on ? 'digest-off' : 'digest-on'}
          formClassName="mt-4"
          variant={on ? 'secondary' : 'primary'}
          disabled={busy}
          className="min-h-11"
        >
          {on ? t('digest.turnOff') : t('digest.turnOn')}
        </IntentButton>
      </Panel>
    </AccountPage>
  )
}
