import { Link } from 'react-router'

/** The report buttons of the CRM list: one per report the user holds the right of (spec section 6). */
export function ReportLinks({ reports }: { reports: { key: string; title: string; path: string }[] }) {
  if (reports.length === 0) return null
  return (
    <nav aria-label="Reports" className="flex flex-wrap gap-2">
      {reports.map((r) => (
        <Link
          key={r.key}
          to={r.path}
          className="inline-flex min-h-11 items-center rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {r.title}
        </Link>
      ))}
    </nav>
  )
}
