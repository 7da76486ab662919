import { useLocation } from 'react-router'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '#app/components/ui/icons.tsx'
import { type Section, sectionOf } from '#app/content/nav.ts'
import { servicesIn } from '#app/content/service-labels.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import type { ServiceKey } from '#app/lib/service-index.ts'
import { useSite } from '#app/lib/site.ts'
import { AdminMenu } from './admin-menu.tsx'
import { Logo } from './logo.tsx'

/** The main links by their English path; each leads to the page in the header's language. */
const mainLinks = [
  { to: '/', label: 'header.home', section: 'home' },
  { to: '/about', label: 'header.about', section: 'about' },
  // The two service pages of the main bar are named as the Services menu names them (Latin in both languages).
  { to: '/fastag', service: 'fastag', section: 'fastag' },
  { to: '/human-atm', service: 'human-atm', section: 'human-ATM' },
  { to: '/contact', label: 'header.contact', section: 'contact' },
  { to: '/offers', label: 'header.offers', section: 'offerpage' },
] as const satisfies readonly ({ to: string; section: Section } & ({ label: string } | { service: ServiceKey }))[]

const linkBase = 'rounded-md px-3 py-2 font-medium transition-colors'
const linkIdle = 'text-slate-800 hover:bg-brand-50 hover:text-brand-700'
const linkActive = 'bg-brand-50 text-brand-700'
const summaryBase = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden'

/**
 * The site header: main navigation, the Services menu, Login and the Admin menu's place. Public pages are static
 * HTML (ADR 0016), so the menus are disclosure elements (`<details>`) that open by mouse, Enter and Space without
 * script; the islands module adds Escape, closing on an outside click and the Admin menu (app/islands/menus.ts).
 */
export function SiteHeader() {
  const { pathname } = useLocation()
  const section = sectionOf(pathname)
  const site = useSite()
  const locale = useLocale()
  const t = useT('site')
  const services = servicesIn(locale)
  const href = (to: string) => localizedPath(to, locale)
  const navClass = (s: Section) => `${linkBase} ${section === s ? linkActive : linkIdle}`
  const current = (to: string) => (pathname === href(to) ? ('page' as const) : undefined)

  const [home, about, ...rest] = mainLinks
  const link = (l: (typeof mainLinks)[number], extra = '') => (
    <li key={l.to}>
      <a href={href(l.to)} aria-current={current(l.to)} className={`${extra} ${navClass(l.section)}`}>
        {'label' in l ? t(l.label) : services.find((s) => s.key === l.service)?.label}
      </a>
    </li>
  )
  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      data-section={section ?? ''}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a
          href={href('/')}
          className="flex items-center gap-2 font-bold text-navy"
          aria-label={t('header.homeLink', { company: site.companyName })}
        >
          <Logo className="h-9 w-9" />
          <span className="text-lg leading-tight">{site.companyShortName}</span>
        </a>

        <nav aria-label={t('header.mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {[home!, about!].map((l) => link(l))}
            <li>
              <details data-menu className="group/menu relative">
                <summary className={`${navClass('services')} ${summaryBase} inline-flex items-center gap-1`}>
                  {t('header.services')}{' '}
                  <ChevronDownIcon className="h-4 w-4 transition-transform group-open/menu:rotate-180 motion-reduce:transition-none" />
                </summary>
                <ul className="absolute left-0 z-50 mt-1.5 grid w-[34rem] grid-cols-2 gap-0.5 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
                  {services.map((s) => (
                    <li key={s.key}>
                      <a
                        href={href(s.path)}
                        aria-current={current(s.path)}
                        className="block rounded px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                      >
                        {s.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {rest.map((l) => link(l))}
            <AdminMenu variant="bar" />
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a
            href={site.dashboardUrl}
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            rel="noopener"
          >
            {t('header.login')}
          </a>
          {/* The phone menu: a sheet under the header; the same button closes it. */}
          <details data-menu className="group/phone lg:hidden">
            <summary
              className={`${summaryBase} inline-flex h-10 w-10 items-center justify-center rounded-md text-navy hover:bg-brand-50`}
            >
              <MenuIcon className="h-6 w-6 group-open/phone:hidden" />
              <CloseIcon className="hidden h-6 w-6 group-open/phone:block" />
              <span className="sr-only">{t('header.menu')}</span>
            </summary>
            <nav
              aria-label={t('header.mobileNav')}
              // Placed against the header (its backdrop filter makes it the box that fixed children would use).
              className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white p-4 shadow-xl"
            >
              <ul className="flex flex-col gap-0.5">
                {[home!, about!].map((l) => link(l, 'block'))}
                <li>
                  <p className={`${linkBase} ${section === 'services' ? 'text-brand-700' : 'text-slate-800'}`}>
                    {t('header.services')}
                  </p>
                  <ul className="ml-3 border-l border-slate-200 pl-2">
                    {services.map((s) => (
                      <li key={s.key}>
                        <a
                          href={href(s.path)}
                          aria-current={current(s.path)}
                          className={`block ${linkBase} py-1.5 text-sm ${linkIdle}`}
                        >
                          {s.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
                {rest.map((l) => link(l, 'block'))}
                <AdminMenu variant="panel" />
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
