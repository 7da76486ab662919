import { Link } from 'react-router'
import { DataTable } from '#app/components/office/data-table.tsx'
import { displayDate, displayIndiaDate } from '#app/lib/dates.ts'
import { DueBadge, NatureBadge } from './due-badge.tsx'

export interface LeadRow {
  srno: number
  ownerName: string
  type: string
  nature: string
  businessName: string
  mobile: string
  email: string
  status: string
  createdAt: string | Date
  nextVisit: string | null
  due: 'overdue' | 'today' | null
}

function NextVisit({ row }: { row: LeadRow }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {row.nextVisit ? displayDate(row.nextVisit) : '—'} <DueBadge due={row.due} />
    </span>
  )
}

/** The lead list (spec section 3 "Lead list row"), each lead opening its follow-up detail. */
export function LeadList({ rows }: { rows: LeadRow[] }) {
  return (
    <DataTable<LeadRow>
      caption="Leads"
      rows={rows}
      rowKey={(r) => r.srno}
      empty="No leads match. Add one, or clear the filters."
      columns={[
        { header: 'User', cell: (r) => r.ownerName },
        { header: 'Lead type', cell: (r) => r.type },
        { header: 'Nature', cell: (r) => <NatureBadge nature={r.nature as 'H' | 'C'} /> },
        {
          header: 'Business name',
          title: true,
          cell: (r) => (
            <Link
              to={`/crm/leads/${r.srno}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {r.businessName}
            </Link>
          ),
        },
        {
          header: 'Mobile',
          cell: (r) =>
            r.mobile ? (
              <a
                href={`tel:${r.mobile}`}
                className="inline-block min-h-6 break-words text-brand-700 underline-offset-2 hover:underline"
              >
                {r.mobile}
              </a>
            ) : (
              '—'
            ),
        },
        { header: 'Email', cell: (r) => r.email || '—', className: 'sm:max-w-48 sm:truncate' },
        { header: 'Status', cell: (r) => r.status },
        { header: 'Created', cell: (r) => displayIndiaDate(new Date(r.createdAt)) },
        { header: 'Next visit', cell: (r) => <NextVisit row={r} /> },
      ]}
    />
  )
}

/**
 * The overdue and due-today counts of the people below a manager (D39), most behind first: the first TEAM_SHOWN of a
 * large team and a link to all of them (the server sends only those shown).
 */
export function TeamPanel({
  shown,
  total,
  behind,
  allHref,
}: {
  shown: { srno: number; name: string; userId: string; overdue: number; dueToday: number }[]
  /** How many people the team has. */
  total: number
  /** How many of them have overdue visits. */
  behind: number
  allHref: string
}) {
  if (total === 0) return null
  return (
    <details className="min-w-0 rounded-lg border border-slate-200 bg-white" open={behind > 0 || undefined}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold text-navy">
        <span>{`My team${behind > 0 ? `: ${behind} with overdue visits` : ''}`}</span>
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </summary>
      <ul className="divide-y divide-slate-200 border-t border-slate-200">
        {shown.map((t) => (
          <li key={t.srno}>
            <Link
              to={`/crm?owner=${t.srno}&due=1`}
              className="flex min-h-12 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 hover:bg-slate-50"
            >
              <span className="min-w-32 flex-1 truncate text-slate-900">
                {t.name} <span className="text-sm text-slate-600">({t.userId})</span>
              </span>
              <span className="flex shrink-0 gap-2 text-sm">
                <span
                  className={`rounded-full px-2 py-0.5 font-semibold ${t.overdue > 0 ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}`}
                >
                  {`${t.overdue} overdue`}
                </span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">
                  {`${t.dueToday} today`}
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
          {`Show all ${total} people`}
        </Link>
      )}
    </details>
  )
}
