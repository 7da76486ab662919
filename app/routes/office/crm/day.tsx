import { randomBytes } from 'node:crypto'
import { indiaClockText } from '#app/components/office/attendance/day-banner.tsx'
import { DayForm } from '#app/components/office/attendance/day-form.tsx'
import { useKeptDay } from '#app/components/office/attendance/kept-day.ts'
import { BackLink } from '#app/components/office/back-link.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { myDay } from '#app/domain/attendance/today.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/day'

/** Starting and ending the working day (D58): a field user's own; the form posts to the visits' address. */
const access = defineAccess({ right: 'CRM', pageFlag: 'add' })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm/day', 'day.title')

export const loader = officeLoader(access, async (staff) => {
  return { day: await myDay(staff.ctx.db, staff.actor), clientKey: randomBytes(18).toString('base64url') }
})

export default function Day({ loaderData }: Route.ComponentProps) {
  const { day, clientKey } = loaderData
  const t = useT('crm')
  const kept = useKeptDay()
  const started = day.startAt !== null || kept.start
  const ended = day.endAt !== null || kept.end
  return (
    <OfficePage title={started ? t('day.end') : t('day.start')}>
      <div className="grid max-w-xl gap-4">
        <BackLink to="/crm">{t('day.back')}</BackLink>
        {(day.startAt || kept.start) && (
          <p className="font-semibold text-navy" role="status">
            {day.startAt ? t('day.started', { time: indiaClockText(day.startAt) }) : t('day.startKept')}
          </p>
        )}
        {ended ? (
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800" role="status">
            {day.endAt
              ? t('day.ended', { start: indiaClockText(day.startAt!), end: indiaClockText(day.endAt) })
              : t('day.endKept')}
          </p>
        ) : (
          <DayForm key={started ? 'end' : 'start'} kind={started ? 'end' : 'start'} clientKey={clientKey} />
        )}
      </div>
    </OfficePage>
  )
}
