import { DropdownMenu } from 'radix-ui'
import { type ReactNode, useEffect } from 'react'
import { Link, NavLink, useSubmit } from 'react-router'
import { Logo } from '#app/components/site/logo.tsx'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import type { OfficeMenu } from '#app/domain/rights/office-areas.ts'
import { OutboxBar } from './crm/outbox/outbox-bar.tsx'
import { beforeSignOut } from './offline/office-offline.tsx'

export interface OfficeUser {
  name: string
  userId: string
}

const itemClass =
  'block min-h-11 cursor-pointer rounded px-3 py-2.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700'

function Menu({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700">
        {label} <ChevronDownIcon className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/**
 * The staff header: compact, so that on a phone the screen is the work, not the marketing site. The Admin menu
 * follows the spec (shown only with ADMIN; User, CRM and Right each need their own right; Log Out); every signed-in
 * user also has their own menu with Change Password and Log Out, since field staff hold no ADMIN right.
 */
export function OfficeHeader({ user, menu }: { user: OfficeUser | null; menu: OfficeMenu | null }) {
  const submit = useSubmit()
  // Everything of the user on the phone (offline copies, queued visits) is deleted before the session ends.
  const logOut = () => void beforeSignOut().finally(() => submit(null, { method: 'post', action: '/logout' }))
  // The user's menu (officeMenuOf): the areas they may open, in the catalogue's order, with its labels.
  const links = (menu?.areas ?? []).map((area) => ({ to: area.path, label: area.label }))
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <div className="container-page flex h-14 items-center justify-between gap-2">
        <Link to={user ? '/crm' : '/'} className="flex min-h-11 items-center gap-2 font-bold text-navy">
          <Logo className="h-8 w-8" />
          <span className="leading-tight">Back office</span>
        </Link>
        {user && (
          <nav aria-label="Back office" className="flex items-center gap-1">
            <ul className="hidden items-center gap-1 md:flex">
              {links.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    className="inline-flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {menu?.admin && (
              <Menu label="Admin">
                {links.map((l) => (
                  <DropdownMenu.Item key={l.to} asChild>
                    <Link to={l.to} className={itemClass}>
                      {l.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
                {/* A form inside the menu would be unmounted as the menu closes, before it submits. */}
                <DropdownMenu.Item className={itemClass} onSelect={logOut}>
                  Log Out
                </DropdownMenu.Item>
              </Menu>
            )}
            <Menu
              label={
                <span className="max-w-[9rem] truncate" title={user.name}>
                  <span className="sr-only">Account of </span>
                  {user.name}
                </span>
              }
            >
              {/* Without the Admin menu, a phone (no header links) still reaches the screens the user holds. */}
              {!menu?.admin &&
                links.map((l) => (
                  <DropdownMenu.Item key={l.to} asChild>
                    <Link to={l.to} className={itemClass}>
                      {l.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              <DropdownMenu.Item asChild>
                <Link to="/changepassword" className={itemClass}>
                  Change Password
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <Link to="/account/security" className={itemClass}>
                  Sign-in methods
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <Link to="/account/digest" className={itemClass}>
                  Daily digest mail
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={logOut}>
                Log Out
              </DropdownMenu.Item>
            </Menu>
          </nav>
        )}
        {!user && (
          <Link to="/" className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-brand-700">
            Website
          </Link>
        )}
      </div>
    </header>
  )
}

/** The staff shell: skip link, compact header, the screen. No marketing top bar or footer. */
export function OfficeShell({
  user,
  menu,
  children,
}: {
  user: OfficeUser | null
  menu: OfficeMenu | null
  children: ReactNode
}) {
  // Marks the page as interactive (its forms check input in the browser from now on); tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <OfficeHeader user={user} menu={menu} />
      {/* Visits kept on this phone until sent (D54): on every screen while there are any. */}
      {user && <OutboxBar userId={user.userId} />}
      {children}
    </>
  )
}
