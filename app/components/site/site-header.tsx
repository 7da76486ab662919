import { Dialog, DropdownMenu } from 'radix-ui'
import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '#app/components/ui/icons.tsx'
import { type Section, sectionOf, serviceNav } from '#app/content/nav.ts'
import { useSite } from '#app/lib/site.ts'
import { AdminMenu, useHeaderRights } from './admin-menu.tsx'
import { Logo } from './logo.tsx'

const mainLinks: { to: string; label: string; section: Section }[] = [
  { to: '/', label: 'Home', section: 'home' },
  { to: '/about', label: 'About Us', section: 'about' },
  { to: '/fastag', label: 'Fastag', section: 'fastag' },
  { to: '/human-atm', label: 'Human ATM', section: 'human-ATM' },
  { to: '/contact', label: 'Contact Us', section: 'contact' },
  { to: '/offers', label: 'Offers', section: 'offerpage' },
]

const linkBase = 'rounded-md px-3 py-2 font-medium transition-colors'
const linkIdle = 'text-slate-800 hover:bg-brand-50 hover:text-brand-700'
const linkActive = 'bg-brand-50 text-brand-700'

/** The site header: main navigation, Services dropdown, Login button and the Admin dropdown slot. */
export function SiteHeader() {
  const { pathname } = useLocation()
  const section = sectionOf(pathname)
  const site = useSite()
  const rights = useHeaderRights(pathname)
  const [menuOpen, setMenuOpen] = useState(false)
  // Following a link in the phone menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setMenuOpen(false), [pathname])
  const navClass = (s: Section) => `${linkBase} ${section === s ? linkActive : linkIdle}`

  const [home, about, ...rest] = mainLinks
  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      data-section={section ?? ''}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-navy" aria-label={`${site.companyName} home`}>
          <Logo className="h-9 w-9" />
          <span className="text-lg leading-tight">{site.companyShortName}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {[home!, about!].map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={navClass(l.section)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger className={`${navClass('services')} inline-flex items-center gap-1`}>
                  Services <ChevronDownIcon className="h-4 w-4" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    sideOffset={6}
                    align="start"
                    className="z-50 grid w-[34rem] grid-cols-2 gap-0.5 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
                  >
                    {serviceNav.map((s) => (
                      <DropdownMenu.Item key={s.key} asChild>
                        <Link
                          to={s.path}
                          aria-current={pathname === s.path ? 'page' : undefined}
                          className="block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                        >
                          {s.label}
                        </Link>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </li>
            {rest.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={navClass(l.section)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {rights && (
              <li>
                <AdminMenu rights={rights} />
              </li>
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a
            href={site.dashboardUrl}
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            rel="noopener"
          >
            Login
          </a>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger className="inline-flex h-10 w-10 items-center justify-center rounded-md text-navy hover:bg-brand-50 lg:hidden">
              <MenuIcon className="h-6 w-6" />
              <span className="sr-only">Open menu</span>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/50" />
              <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl">
                <div className="mb-2 flex items-center justify-between">
                  <Dialog.Title className="font-bold text-navy">Menu</Dialog.Title>
                  <Dialog.Close className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-brand-50">
                    <CloseIcon className="h-6 w-6" />
                    <span className="sr-only">Close menu</span>
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
                <nav aria-label="Mobile">
                  <ul className="flex flex-col gap-0.5">
                    {[home!, about!].map((l) => (
                      <li key={l.to}>
                        <NavLink to={l.to} end className={`block ${navClass(l.section)}`}>
                          {l.label}
                        </NavLink>
                      </li>
                    ))}
                    <li>
                      <p className={`${linkBase} ${section === 'services' ? 'text-brand-700' : 'text-slate-800'}`}>
                        Services
                      </p>
                      <ul className="ml-3 border-l border-slate-200 pl-2">
                        {serviceNav.map((s) => (
                          <li key={s.key}>
                            <NavLink to={s.path} className={`block ${linkBase} py-1.5 text-sm ${linkIdle}`}>
                              {s.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                    {rest.map((l) => (
                      <li key={l.to}>
                        <NavLink to={l.to} className={`block ${navClass(l.section)}`}>
                          {l.label}
                        </NavLink>
                      </li>
                    ))}
                    {rights?.ADMIN === '1' && (
                      <li>
                        <p className={`${linkBase} text-slate-800`}>Admin</p>
                        <ul className="ml-3 border-l border-slate-200 pl-2">
                          {rights.USER === '1' && (
                            <li>
                              <Link to="/user-list" className={`block ${linkBase} py-1.5 text-sm ${linkIdle}`}>
                                User
                              </Link>
                            </li>
                          )}
                          {rights.CRM === '1' && (
                            <li>
                              <Link to="/crm" className={`block ${linkBase} py-1.5 text-sm ${linkIdle}`}>
                                CRM
                              </Link>
                            </li>
                          )}
                          {rights.RIGHT === '1' && (
                            <li>
                              <Link to="/right-list" className={`block ${linkBase} py-1.5 text-sm ${linkIdle}`}>
                                Right
                              </Link>
                            </li>
                          )}
                          <li>
                            <form method="post" action="/logout">
                              <button
                                type="submit"
                                className={`block w-full text-left ${linkBase} py-1.5 text-sm ${linkIdle}`}
                              >
                                Log Out
                              </button>
                            </form>
                          </li>
                        </ul>
                      </li>
                    )}
                  </ul>
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  )
}
