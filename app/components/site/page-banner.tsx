import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { breadcrumbJsonLd } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/site.ts'
import { JsonLd } from './json-ld.tsx'

/**
 * The inner banner with a page title and an optional breadcrumb trail ending at the current page, with the trail
 * as BreadcrumbList structured data, in the page's language.
 */
export function PageBanner({
  title,
  breadcrumb,
  children,
}: {
  title: string
  breadcrumb?: string
  children?: ReactNode
}) {
  const t = useT('site')
  const locale = useLocale()
  const { pathname } = useLocation()
  const site = useSite()
  const home = localizedPath('/', locale)
  return (
    // Pure CSS (no image to fetch): the heading is the page's largest paint and shows with the first paint.
    <div className="bg-navy bg-[radial-gradient(circle_at_88%_12%,rgb(255_255_255/0.07)_0,rgb(255_255_255/0.07)_9rem,transparent_9rem),radial-gradient(circle_at_96%_95%,rgb(255_255_255/0.05)_0,rgb(255_255_255/0.05)_6rem,transparent_6rem),linear-gradient(100deg,#0a2540,#0b4f9c)] text-white">
      <div className="container-page py-10 sm:py-14">
        {breadcrumb !== undefined && (
          <nav aria-label={t('breadcrumb.label')} className="mb-2 text-sm">
            <ol className="flex flex-wrap items-center gap-1.5 text-slate-200">
              <li>
                <Link to={home} className="hover:text-white hover:underline">
                  {t('breadcrumb.home')}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-white">
                {breadcrumb}
              </li>
            </ol>
            <JsonLd
              data={breadcrumbJsonLd(site.siteUrl, [
                { name: t('breadcrumb.home'), path: home },
                { name: breadcrumb, path: pathname },
              ])}
            />
          </nav>
        )}
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  )
}
