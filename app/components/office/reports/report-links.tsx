import { Link } from 'react-router'
import type { ReportKey } from '#app/domain/reports/report.ts'
import { useT } from '#app/lib/i18n/react.ts'

/** The report buttons of the CRM list: one per report the user holds the right of (spec section 6). */
export function ReportLinks({ reports }: { reports: { key: ReportKey; title: string; path: string }[] }) {
  const t = useT('reports')
  if (reports.length === 0) return null
  return (
    <nav aria-label={t('links.label')} className="flex flex-wrap gap-2">
      {reports.map((r) => (
        <Link
          key={r.key}
          to={r.path}
          className="inline-flex min-h-11 items-center rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t(`titles.${r.key}`)}
        </Link>
      ))}
    </nav>
  )
}
