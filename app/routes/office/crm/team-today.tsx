import { useMemo } from 'react'
import { indiaClockText } from '#app/components/office/attendance/day-banner.tsx'
import { TeamMapSlot } from '#app/components/office/attendance/team-map-slot.tsx'
import { BackLink } from '#app/components/office/back-link.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { teamToday } from '#app/domain/attendance/today.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { displayDate } from '#app/lib/dates.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { formatCount } from '#app/lib/numbers.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/team-today'

/**
 * The manager's team view of today (D58, item 5): each person below the viewer in the reporting lines (D24), when
 * they started and ended the day, and their visits and contacts so far today, with their located visits on one map
 * (a colour and initials per person, a legend with names). Anyone with the CRM sees their own team only; a person
 * without a team is told so.
 */
const access = defineAccess({ right: 'CRM' })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm/team', 'teamToday.title')

export const loader = officeLoader(access, async (staff) => {
  const settings = staff.ctx.settings
  return {
    ...(await teamToday(staff.ctx.db, staff.actor)),
    tiles: { url: settings.MAP_TILE_URL, attribution: settings.MAP_TILE_ATTRIBUTION },
  }
})

/** The table's headings, in its order: each one's catalogue entry, and whether its column holds numbers (set right). */
const headings = [
  ['teamToday.person', false],
  ['teamToday.started', false],
  ['teamToday.ended', false],
  ['teamToday.visits', true],
  ['teamToday.contacts', true],
] as const

export default function TeamToday({ loaderData }: Route.ComponentProps) {
  const { day, people, located, tiles } = loaderData
  const t = useT('crm')
  // One list per answer from the server (not per render), so the map redraws its markers only when they change.
  const mapPeople = useMemo(() => people.map((p) => ({ srno: p.srno, name: p.name })), [people])
  const started = people.filter((p) => p.state !== 'not-started').length
  return (
    <OfficePage title={t('teamToday.title')}>
      <div className="grid gap-4">
        <BackLink to="/crm">{t('day.back')}</BackLink>
        <p className="text-slate-800" role="status">
          {people.length === 0
            ? t('teamToday.none')
            : t('teamToday.summary', { date: displayDate(day), started, total: people.length })}
        </p>
        {people.length > 0 && (
          // On a narrow phone the table may scroll sideways inside its frame: the frame takes focus (keyboard scroll).
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            aria-label={t('teamToday.caption', { date: displayDate(day) })}
            className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus:outline-2 focus:outline-brand-600"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('teamToday.caption', { date: displayDate(day) })}</caption>
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  {headings.map(([heading, numeric]) => (
                    <th key={heading} scope="col" className={numeric ? 'px-2 py-2 text-right' : 'px-2 py-2'}>
                      {t(heading)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {people.map((p) => (
                  <tr key={p.srno} data-person={p.userId}>
                    <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                      {p.name} <span className="text-slate-600">({p.userId})</span>
                    </th>
                    <td className="px-2 py-2">
                      {p.startAt ? (
                        indiaClockText(p.startAt)
                      ) : (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                          {t('teamToday.notStarted')}
                        </span>
                      )}
                    </td>
                    <td className="px-2 py-2">{p.endAt ? indiaClockText(p.endAt) : ''}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatCount(p.visits)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatCount(p.contacts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <TeamMapSlot visits={located} people={mapPeople} tiles={tiles} />
      </div>
    </OfficePage>
  )
}
