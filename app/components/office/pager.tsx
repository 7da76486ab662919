import { Link } from 'react-router'
import { useT } from '#app/lib/i18n/react.ts'

/**
 * Previous / next links of a paged back-office list, with "Page N of M" between them. Links, not buttons: each page
 * has its own URL (the back button and shared links work), and `hrefOf` keeps the list's filters in it. When the
 * number of pages is not known (a count that stopped at its cap), it says "Page N" and `hasNext` decides whether a
 * Next link is shown.
 */
export function Pager({
  page,
  pages,
  hasNext,
  hrefOf,
}: {
  page: number
  pages: number | null
  hasNext?: boolean
  hrefOf: (page: number) => string
}) {
  const t = useT('office')
  const next = pages === null ? Boolean(hasNext) : page < pages
  if (page <= 1 && !next) return null
  const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700'
  return (
    <nav aria-label={t('kit.pages')} className="flex items-center justify-between gap-3 print:hidden">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={linkClass}>
          {t('kit.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        {pages === null ? t('kit.page', { page }) : t('kit.pageOf', { page, pages })}
      </span>
      {next ? (
        <Link to={hrefOf(page + 1)} className={linkClass}>
          {t('kit.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
