import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { displayDate, displayIndiaDate } from '#app/lib/dates.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { ContactButtons } from './contact-buttons.tsx'
import { DueBadge, NatureBadge, ToVisitBadge } from './due-badge.tsx'
import { valueLabel } from './labels.ts'

export interface LeadRow {
  srno: number
  ownerSrno: number
  ownerName: string
  type: string
  nature: string
  businessName: string
  contactPerson: string
  mobile: string
  email: string
  status: string
  createdAt: string | Date
  nextVisit: string | null
  due: 'overdue' | 'today' | null
  /** No one has visited it yet (made from an enquiry or an import), and it is not Closed. */
  toVisit?: boolean
}

/**
 * What the day holds, at the top of the list (ADR 0214): "3 overdue · 3 due today" over the leads the user may see,
 * a link to the list's own "due today or overdue" filter (the same leads); "Nothing due today" when there are none.
 * An offline copy saved before the heading existed has no counts: nothing is shown.
 */
export function DayHeading({ day }: { day?: { overdue: number; dueToday: number } }) {
  const t = useT('crm')
  if (!day) return null
  const none = day.overdue === 0 && day.dueToday === 0
  return (
    <h2 data-day-heading className="text-base font-semibold text-navy">
      {none ? (
        t('dayHeading.none')
      ) : (
        <Link
          to="/crm?due=1#leads"
          className="inline-flex min-h-11 flex-wrap items-center gap-x-1 underline decoration-slate-300 underline-offset-4 hover:decoration-brand-600"
        >
          <span className={day.overdue > 0 ? 'text-red-800' : undefined}>
            {t('dayHeading.overdue', { n: day.overdue })}
          </span>{' '}
          <span aria-hidden="true" className="text-slate-400">
            ·
          </span>{' '}
          <span>{t('dayHeading.today', { n: day.dueToday })}</span>
        </Link>
      )}
    </h2>
  )
}

function Dot() {
  return (
    <span aria-hidden="true" className="text-slate-400">
      ·
    </span>
  )
}

/** The parts of a line that have a value, a dot between them; nothing at all when none has (ADR 0153). */
function Line({ parts, className }: { parts: ReactNode[]; className: string }) {
  const shown = parts.filter((p) => p !== '' && p !== null && p !== undefined && p !== false)
  if (shown.length === 0) return null
  return (
    <p className={`flex min-w-0 flex-wrap items-center gap-x-1.5 ${className}`}>
      {shown.map((p, i) => (
        <span key={i} className="contents">
          {i > 0 && <Dot />}
          <span className="min-w-0 break-words">{p}</span>
        </span>
      ))}
    </p>
  )
}

/**
 * One lead as a card (spec section 3 "Lead list row"; ADR 0153): the business name, whether its visit is due and its
 * nature, the contact person and mobile, the next visit, status and type, then who owns it (left out on the viewer's own
 * leads) and when it was added. Empty fields are left out. The whole card opens the lead: its link covers the card
 * (the stretched-link pattern), so the one link keeps the business name as its name, and the card can still hold its
 * own controls above it: the call button, and `select` (a selection checkbox) at its start.
 */
function LeadCard({ row, viewerSrno, select }: { row: LeadRow; viewerSrno: number; select?: ReactNode }) {
  const t = useT('crm')
  return (
    <li
      data-lead-card
      className="relative flex min-w-0 items-start gap-2 rounded-lg border border-slate-200 bg-white py-2.5 pr-2 pl-3 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300 hover:bg-brand-50/40"
    >
      {select && <div className="relative z-10 -my-1 -ml-1 shrink-0">{select}</div>}
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold text-navy">
            <Link
              to={`/crm/leads/${row.srno}`}
              className="break-words outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
            >
              {row.businessName}
            </Link>
          </h3>
          <span className="flex max-w-[55%] shrink-0 flex-wrap justify-end gap-1">
            <DueBadge due={row.due} />
            {row.toVisit && <ToVisitBadge />}
            <NatureBadge nature={row.nature as 'H' | 'C'} />
          </span>
        </div>
        <Line className="mt-0.5 text-sm text-slate-800" parts={[row.contactPerson, row.mobile, row.email]} />
        <Line
          className="mt-0.5 text-sm text-slate-700"
          parts={[
            row.nextVisit ? t('list.nextVisit', { date: displayDate(row.nextVisit) }) : '',
            valueLabel(t, 'status', row.status),
            valueLabel(t, 'type', row.type),
          ]}
        />
        <Line
          className="mt-0.5 text-xs text-slate-600"
          parts={[
            row.ownerSrno === viewerSrno ? '' : row.ownerName,
            t('list.added', { date: displayIndiaDate(new Date(row.createdAt)) }),
          ]}
        />
      </div>
      {row.mobile && (
        // D60: Call and WhatsApp, then the outcome asked on return (contact-buttons.tsx).
        <div className="relative z-10 flex shrink-0 items-center gap-1 self-center">
          <ContactButtons lead={row} />
        </div>
      )}
    </li>
  )
}

/**
 * The lead list: one card per lead, in the order the server gave (ADR 0151), one column on a phone and two or three
 * side by side on a wider screen. `select` lets a caller put a control at each card's start (bulk selection).
 */
export function LeadList({
  rows,
  viewerSrno,
  select,
  filtered = true,
  canAdd = false,
}: {
  rows: LeadRow[]
  /** Whether a search or filter is set: an empty list then says none match, else that there are none yet. */
  filtered?: boolean
  canAdd?: boolean
  /** The viewer: their own name is not repeated on their own leads. */
  viewerSrno: number
  select?: (row: LeadRow) => ReactNode
}) {
  const t = useT('crm')
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-slate-700">
        {filtered ? t('list.empty') : canAdd ? t('list.noneAdd') : t('list.none')}
      </p>
    )
  }
  return (
    <ol aria-label={t('list.heading')} className="grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-3 xl:grid-cols-3">
      {rows.map((row) => (
        <LeadCard key={row.srno} row={row} viewerSrno={viewerSrno} select={select?.(row)} />
      ))}
    </ol>
  )
}

/**
 * The overdue and due-today counts of the people below a manager (D39), most behind first: the first TEAM_SHOWN of a
 * large team and a link to all of them (the server sends only those shown). A person's row opens their overdue and
 * due leads, most overdue first, scrolled to the list (`#leads`), not to the filters.
 */
export function TeamPanel({
  shown,
  total,
  behind,
  allHref,
  open = true,
}: {
  shown: { srno: number; name: string; userId: string; overdue: number; dueToday: number }[]
  /** How many people the team has. */
  total: number
  /** How many of them have overdue visits. */
  behind: number
  allHref: string
  /** Whether it opens by itself when someone is behind (not once a person's leads are shown). */
  open?: boolean
}) {
  const t = useT('crm')
  if (total === 0) return null
  return (
    <details className="min-w-0 rounded-lg border border-slate-200 bg-white" open={(open && behind > 0) || undefined}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold text-navy">
        <span>{behind > 0 ? t('team.behind', { n: behind }) : t('team.title')}</span>
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </summary>
      <ul className="divide-y divide-slate-200 border-t border-slate-200">
        {shown.map((p) => (
          <li key={p.srno}>
            <Link
              to={`/crm?owner=${p.srno}&due=1#leads`}
              className="flex min-h-12 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 hover:bg-slate-50"
            >
              <span className="min-w-32 flex-1 truncate text-slate-900">
                {p.name} <span className="text-sm text-slate-600">({p.userId})</span>
              </span>
              <span className="flex shrink-0 gap-2 text-sm">
                <span
                  className={`rounded-full px-2 py-0.5 font-semibold ${p.overdue > 0 ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}`}
                >
                  {t('team.overdue', { n: p.overdue })}
                </span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">
                  {t('team.today', { n: p.dueToday })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {shown.length < total && (
        <Link
          to={allHref}
          className="flex min-h-12 items-center border-t border-slate-200 px-4 font-semibold text-brand-700"
        >
          {t('team.showAll', { n: total })}
        </Link>
      )}
    </details>
  )
}
