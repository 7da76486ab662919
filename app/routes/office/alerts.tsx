import { Link, redirect, useActionData, useNavigation } from 'react-router'
import { SeeAlsoLink } from '#app/components/office/back-link.tsx'
import { Alert } from '#app/components/office/controls.tsx'
import { IntentButton } from '#app/components/ui/intent-form.tsx'
import { listAlerts, markAllRead, markRead } from '#app/domain/alerts/list.server.ts'
import { noFields } from '#app/domain/auth/second-factor/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { displayIndiaDateTime } from '#app/lib/dates.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/alerts'

/**
 * The user's list of notifications (D61): their own alerts, newest first, read and unread, kept 30 days, each in the
 * user's language and opening its lead or list. `?open=<id>` (each item's link, and a push's) marks that alert read
 * and goes to what it points at; another user's id, or one that is gone, just shows the list.
 */
const access = defineAccess({
  right: 'signed-in',
  intents: { 'mark-all-read': { schema: noFields, need: 'signed-in' } },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/alerts', 'alerts.metaTitle')

export const loader = officeLoader(access, async (staff, args) => {
  const open = new URL(args.request.url).searchParams.get('open')
  if (open && /^[1-9]\d{0,15}$/.test(open)) {
    const link = await markRead(staff.ctx.db, staff.actor.userSrno, Number(open))
    if (link) throw redirect(safeRedirect(link, '/alerts'))
  }
  return { alerts: await listAlerts(staff.ctx.db, staff.actor.userSrno, staff.user.locale) }
})

export const action = officeAction(access, {
  'mark-all-read': async (_input, { staff, actor }) => {
    await markAllRead(staff.ctx.db, actor.userSrno)
    return { ok: true as const }
  },
})

export default function Alerts({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  const reply = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { alerts } = loaderData
  const unread = alerts.some((a) => !a.read)
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy">{t('alerts.title')}</h1>
          <p className="mt-1 text-sm text-slate-700">{t('alerts.intro')}</p>
        </div>
        {unread && (
          <IntentButton intent="mark-all-read" variant="secondary" disabled={busy} className="min-h-11">
            {t('alerts.markAllRead')}
          </IntentButton>
        )}
      </div>
      {reply?.ok && <Alert tone="success">{t('alerts.markedRead')}</Alert>}
      {reply && !reply.ok && <Alert tone="error">{reply.error}</Alert>}
      {alerts.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800">{t('alerts.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="alert-list">
          {alerts.map((a) => (
            <li key={a.id}>
              <Link
                to={`/alerts?open=${a.id}`}
                className={`flex min-h-11 flex-col gap-1 px-4 py-3 hover:bg-brand-50 ${a.read ? 'text-slate-700' : 'font-semibold text-navy'}`}
              >
                <span className="flex items-start gap-2">
                  {!a.read && (
                    <span className="mt-0.5 shrink-0 rounded bg-brand-700 px-1.5 text-xs font-semibold text-white">
                      {t('alerts.unread')}
                    </span>
                  )}
                  <span className="underline-offset-2 hover:underline">{a.text}</span>
                </span>
                <time dateTime={a.at} className="text-xs font-normal text-slate-600">
                  {displayIndiaDateTime(new Date(a.at))}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <SeeAlsoLink to="/account/notifications">{t('alerts.pushLink')}</SeeAlsoLink>
    </main>
  )
}
