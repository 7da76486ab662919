import { useT } from '#app/lib/i18n/react.ts'
import { natureText } from './labels.ts'

/** D39: an overdue next visit stands out (red, and said in words, not by colour alone); one due today is marked. */
export function DueBadge({ due }: { due: 'overdue' | 'today' | null }) {
  const t = useT('crm')
  if (due === 'overdue') {
    return (
      <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
        {t('due.overdue')}
      </span>
    )
  }
  if (due === 'today') {
    return (
      <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {t('due.today')}
      </span>
    )
  }
  return null
}

export function NatureBadge({ nature }: { nature: 'H' | 'C' }) {
  const t = useT('crm')
  return nature === 'H' ? (
    <span className="inline-flex items-center rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
      {natureText(t, 'H')}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
      {natureText(t, 'C')}
    </span>
  )
}

/** A lead no one has visited yet (ADR 0214): made from an enquiry or an import, waiting for its first visit. */
export function ToVisitBadge() {
  const t = useT('crm')
  return (
    <span className="inline-flex items-center rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
      {t('due.toVisit')}
    </span>
  )
}
