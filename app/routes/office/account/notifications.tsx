import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { SeeAlsoLink } from '#app/components/office/back-link.tsx'
import { Alert, Button } from '#app/components/office/controls.tsx'
import { AccountPage } from '#app/components/office/page.tsx'
import {
  currentSubscription,
  keyBytes,
  officeRegistration,
  pushSupported,
  subscriptionFields,
} from '#app/components/office/push-client.ts'
import { endpointOnlySchema, subscribeSchema } from '#app/domain/alerts/push/schemas.ts'
import { confirmDevice, subscribeDevice, unsubscribeDevice } from '#app/domain/alerts/push/subscriptions.server.ts'
import { vapidKeys } from '#app/domain/alerts/push/vapid.server.ts'
import { accountAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/notifications'

/**
 * "Notifications on this phone" (D61), from the account menu: asks the browser's permission, subscribes through the
 * office's service worker with the server's VAPID public key, and says whether this device is subscribed. Every
 * signed-in user, for their own devices only (no user id is sent). The office's layout also confirms the device's
 * subscription here on each start (`push-confirm`): another user's is removed and dropped by the device.
 */
const access = accountAccess({
  'push-on': subscribeSchema,
  'push-off': endpointOnlySchema,
  'push-confirm': endpointOnlySchema,
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/account/notifications', 'push.metaTitle')

export const loader = officeLoader(access, async (staff) => {
  const keys = await vapidKeys(staff.ctx.db, staff.ctx.settings)
  return { publicKey: keys.publicKey }
})

export const action = officeAction(access, {
  'push-on': async (input, { staff }) => {
    await subscribeDevice(staff.ctx.db, { userSrno: staff.user.userSrno, sessionId: staff.user.sessionId }, input)
    return { ok: true as const, device: 'on' as const }
  },
  'push-off': async (input, { staff }) => {
    await unsubscribeDevice(staff.ctx.db, staff.user.userSrno, input.endpoint)
    return { ok: true as const, device: 'off' as const }
  },
  'push-confirm': async (input, { staff }) => {
    const device = await confirmDevice(
      staff.ctx.db,
      { userSrno: staff.user.userSrno, sessionId: staff.user.sessionId },
      input.endpoint,
    )
    return { ok: true as const, device }
  },
})

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'on' | 'off'
type Problem = 'notReady' | 'failed' | null

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  const fetcher = useFetcher<typeof action>()
  const [state, setState] = useState<DeviceState>('checking')
  const [problem, setProblem] = useState<Problem>(null)
  const [working, setWorking] = useState(false)

  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported')
      return
    }
    if (Notification.permission === 'denied') {
      setState('denied')
      return
    }
    void currentSubscription().then((sub) => setState(sub && Notification.permission === 'granted' ? 'on' : 'off'))
  }, [])

  const turnOn = async () => {
    setProblem(null)
    setWorking(true)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off')
        return
      }
      const registration = await officeRegistration()
      if (!registration) {
        setProblem('notReady')
        return
      }
      const sub =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(loaderData.publicKey),
        }))
      await fetcher.submit({ intent: 'push-on', ...subscriptionFields(sub) }, { method: 'post' })
      setState('on')
    } catch {
      setProblem('failed')
    } finally {
      setWorking(false)
    }
  }

  const turnOff = async () => {
    setProblem(null)
    setWorking(true)
    try {
      const sub = await currentSubscription()
      if (sub) {
        await fetcher.submit({ intent: 'push-off', endpoint: sub.endpoint }, { method: 'post' })
        await sub.unsubscribe()
      }
      setState('off')
    } catch {
      setProblem('failed')
    } finally {
      setWorking(false)
    }
  }

  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null
  return (
    <AccountPage title={t('push.title')} intro={t('push.intro')}>
      {problem && <Alert tone="error">{t(`push.${problem}`)}</Alert>}
      {refused && <Alert tone="error">{refused}</Alert>}
      <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6" aria-live="polite">
        <p className="text-sm text-slate-800" data-testid="push-state" data-state={state}>
          {state === 'checking' && t('push.checking')}
          {state === 'unsupported' && t('push.unsupported')}
          {state === 'denied' && t('push.denied')}
          {state === 'on' && <strong>{t('push.on')}</strong>}
          {state === 'off' && t('push.off')}
        </p>
        {(state === 'on' || state === 'off') && (
          <Button
            type="button"
            className="mt-4 min-h-11"
            variant={state === 'on' ? 'secondary' : 'primary'}
            disabled={working}
            onClick={() => void (state === 'on' ? turnOff() : turnOn())}
          >
            {state === 'on' ? t('push.turnOff') : t('push.turnOn')}
          </Button>
        )}
      </section>
      <SeeAlsoLink to="/alerts">{t('push.allList')}</SeeAlsoLink>
    </AccountPage>
  )
}
