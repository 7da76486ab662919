import { Link } from 'react-router'
import { PhoneIcon } from '#app/components/ui/icons.tsx'
import type { OfferNavItem } from '#app/content/types.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { telHref, useSite } from '#app/lib/site.ts'
import { Logo } from './logo.tsx'

const linkClass =
  'block rounded-md px-2.5 py-2 sm:px-3 font-medium whitespace-nowrap text-slate-800 transition-colors hover:bg-brand-50 hover:text-brand-700'

/**
 * The offer page's own header and navigation bar (spec section 2, "DSC offer landing page"): the offer's labels,
 * leading to its sections. The active section value stays 'offerpage' like the site header would give it.
 */
export function OfferHeader({ nav }: { nav: OfferNavItem[] }) {
  const site = useSite()
  const t = useT('site')
  const locale = useLocale()
  const item = (n: OfferNavItem) =>
    n.href.startsWith('#') ? (
      <a href={n.href} className={linkClass}>
        {n.label}
      </a>
    ) : (
      <Link to={localizedPath(n.href, locale)} className={linkClass}>
        {n.label}
      </Link>
    )
  return (
    <header data-section="offerpage" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        {/* The link's name is its visible words followed by where it leads (WCAG 2.5.3: the name contains them). */}
        <Link to={localizedPath('/', locale)} className="flex items-center gap-2 font-bold text-navy">
          <Logo className="h-9 w-9" />
          <span className="text-lg leading-tight">{site.companyShortName}</span>
          <span className="hidden rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-500/40 sm:inline">
            {t('offers.badge')}
          </span>
          <span className="sr-only">{t('offers.homePage')}</span>
        </Link>
        <nav aria-label={t('offers.nav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((n) => (
              <li key={n.href}>{item(n)}</li>
            ))}
          </ul>
        </nav>
        <a
          href={telHref(site.phoneDsc)}
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700 sm:px-4"
        >
          <PhoneIcon className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">{t('offers.helpline')}</span>
          <span className="sr-only"> {site.phoneDsc}</span>
        </a>
      </div>
      <nav aria-label={t('offers.navSections')} className="border-t border-slate-100 lg:hidden">
        <ul className="container-page flex gap-1 overflow-x-auto py-1 text-sm">
          {nav.map((n) => (
            <li key={n.href}>{item(n)}</li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
