import { Link } from 'react-router'

/**
 * Previous / next links of a paged back-office list, with "Page N of M" between them. Links, not buttons: each page
 * has its own URL (the back button and shared links work), and `hrefOf` keeps the list's filters in it.
 */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null
  const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700'
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 print:hidden">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={linkClass}>
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{`Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={linkClass}>
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
