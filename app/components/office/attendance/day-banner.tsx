import { Link } from 'react-router'
import type { MyDay } from '#app/domain/attendance/day.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { useKeptDay } from './kept-day.ts'

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** 09:42, India time (the same in both languages: Latin digits, D55). */
export const indiaClockText = (iso: string) => clock.format(new Date(iso))

/**
 * The CRM list's one line about the working day (D58): "Start the day" before it is started; "Day started 09:42"
 * with "End the day" once started; "Day ended" after. A start or end kept on the phone (recorded offline) counts as
 * done, said to be waiting to send. A manager (someone with a team) also finds the team's day there.
 */
export function DayBanner({ day, team = false }: { day: MyDay; team?: boolean }) {
  const t = useT('crm')
  const kept = useKeptDay()
  const started = day.startAt !== null
  const ended = day.endAt !== null
  const action = (to: string, label: string) => (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
    >
      {label}
    </Link>
  )
  let text: string
  let link: React.ReactNode = null
  if (ended) text = t('day.ended', { start: indiaClockText(day.startAt!), end: indiaClockText(day.endAt!) })
  else if (kept.end) text = t('day.endKept')
  else if (started) {
    text = t('day.started', { time: indiaClockText(day.startAt!) })
    link = action('/crm/day', t('day.end'))
  } else if (kept.start) {
    text = t('day.startKept')
    link = action('/crm/day', t('day.end'))
  } else {
    text = t('day.notStarted')
    link = action('/crm/day', t('day.start'))
  }
  return (
    <section
      aria-label={t('day.label')}
      data-day-state={ended ? 'ended' : started || kept.start ? 'started' : 'not-started'}
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white py-1.5 pr-1.5 pl-3"
    >
      <p className="text-sm font-semibold text-navy" role="status">
        {text}
      </p>
      <span className="flex flex-wrap gap-2">
        {team && (
          <Link
            to="/crm/team"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('teamToday.link')}
          </Link>
        )}
        {link}
      </span>
    </section>
  )
}
