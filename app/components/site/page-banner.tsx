import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The inner banner with a page title and an optional breadcrumb trail ending at the current page. */
export function PageBanner({
  title,
  breadcrumb,
  children,
}: {
  title: string
  breadcrumb?: string
  children?: ReactNode
}) {
  return (
    // Pure CSS (no image to fetch): the heading is the page's largest paint and shows with the first paint.
    <div className="bg-navy bg-[radial-gradient(circle_at_88%_12%,rgb(255_255_255/0.07)_0,rgb(255_255_255/0.07)_9rem,transparent_9rem),radial-gradient(circle_at_96%_95%,rgb(255_255_255/0.05)_0,rgb(255_255_255/0.05)_6rem,transparent_6rem),linear-gradient(100deg,#0a2540,#0b4f9c)] text-white">
      <div className="container-page py-10 sm:py-14">
        {breadcrumb !== undefined && (
          <nav aria-label="Breadcrumb" className="mb-2 text-sm">
            <ol className="flex flex-wrap items-center gap-1.5 text-slate-200">
              <li>
                <Link to="/" className="hover:text-white hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-white">
                {breadcrumb}
              </li>
            </ol>
          </nav>
        )}
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  )
}
