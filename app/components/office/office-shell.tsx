import { type ReactNode, useEffect, useState } from 'react'
import { Form, Link, NavLink, useLocation, useSubmit } from 'react-router'
import { Logo } from '#app/components/site/logo.tsx'
import type { OfficeMenu } from '#app/domain/rights/office-areas.ts'
import { htmlLang, languageName, otherLocales } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { bookMeta, storageUsed } from '#app/offline/book-store.ts'
import { OutboxBar } from './crm/outbox/outbox-bar.tsx'
import { BellIcon } from './icons.tsx'
import { menuItemClass as itemClass, MenuButton } from './menu-button.tsx'
import { beforeSignOut } from './offline/office-offline.tsx'

export interface OfficeUser {
  name: string
  userId: string
}

/** The account menu's own pages, in its order: the path and the catalogue entry of its name. */
const accountLinks = [
  ['/changepassword', 'shell.changePassword'],
  ['/account/security', 'shell.signInMethods'],
  ['/account/digest', 'shell.digest'],
  ['/account/notifications', 'shell.pushDevice'],
] as const

/** Bytes as a person reads them: "3.4 MB". */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/**
 * What the office keeps on this phone (ADR 0206): the storage it uses (the browser's estimate) and how many leads of
 * the user's book are saved. Read when the menu is drawn; an item of the menu that does nothing when chosen.
 */
function StorageItem() {
  const t = useT('office')
  const [shown, setShown] = useState<{ used: number | null; count: number } | null>(null)
  useEffect(() => {
    let live = true
    void Promise.all([storageUsed(), bookMeta()]).then(([storage, meta]) => {
      if (live) setShown({ used: storage?.usage ?? null, count: meta?.count ?? 0 })
    })
    return () => {
      live = false
    }
  }, [])
  if (!shown) return null
  const count = shown.count.toLocaleString('en-IN')
  return (
    <span role="menuitem" aria-disabled="true" tabIndex={-1} className={`${itemClass} text-sm text-slate-600`}>
      {shown.used === null
        ? t('shell.storageUnknown', { count })
        : t('shell.storage', { used: sizeText(shown.used), count })}
    </span>
  )
}

/**
 * The other languages of the back office (D55), each named in its own language ("हिन्दी" / "English"): the user's
 * choice is kept on their account and the page comes back in it (a whole new document, since the messages of one
 * language only are loaded in the browser).
 */
function LanguageItem() {
  const locale = useLocale()
  const { pathname, search } = useLocation()
  return otherLocales(locale).map((other) => (
    <Form key={other} method="post" action="/account/language" reloadDocument>
      <input type="hidden" name="intent" value="set-language" />
      <input type="hidden" name="locale" value={other} />
      <input type="hidden" name="back" value={pathname + search} />
      <button type="submit" role="menuitem" lang={htmlLang[other]} className={itemClass}>
        {languageName[other]}
      </button>
    </Form>
  ))
}

/**
 * The staff header: compact, so that on a phone the screen is the work, not the marketing site. The Admin menu
 * follows the spec (shown only with ADMIN; User, CRM and Right each need their own right; Log Out); every signed-in
 * user also has their own menu with Change Password and Log Out, since field staff hold no ADMIN right.
 */
/**
 * The bell (D61): the user's list of notifications, with the number of unread ones (the number is in the link's name
 * for a screen reader, and shown as a badge).
 */
function AlertBell({ unread }: { unread: number }) {
  const t = useT('office')
  const label =
    unread > 0 ? `${t('shell.notifications')}: ${t('shell.unread', { count: unread })}` : t('shell.notifications')
  return (
    <NavLink
      to="/alerts"
      aria-label={label}
      title={label}
      data-testid="alert-bell"
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
    >
      <BellIcon width={22} height={22} />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="alert-count"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  )
}

export function OfficeHeader({
  user,
  menu,
  unread = 0,
}: {
  user: OfficeUser | null
  menu: OfficeMenu | null
  unread?: number
}) {
  const submit = useSubmit()
  // Everything of the user on the phone (offline copies, queued visits) is deleted before the session ends.
  const t = useT('office')
  const areaName = useT('admin')
  const logOut = () => void beforeSignOut().finally(() => submit(null, { method: 'post', action: '/logout' }))
  // The user's menu (officeMenuOf): the areas they may open, in the catalogue's order, named in the user's language.
  const links = (menu?.areas ?? []).map((area) => ({ to: area.path, label: areaName(`areas.${area.key}`) }))
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <div className="container-page flex h-14 items-center justify-between gap-2">
        <Link to={user ? '/crm' : '/'} className="flex min-h-11 items-center gap-2 font-bold text-navy">
          <Logo className="h-8 w-8" />
          <span className="leading-tight">{t('shell.home')}</span>
        </Link>
        {user && (
          <nav aria-label={t('shell.nav')} className="flex items-center gap-1">
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
            <AlertBell unread={unread} />
            {menu?.admin && (
              <MenuButton label={t('shell.admin')}>
                {links.map((l) => (
                  <Link key={l.to} to={l.to} role="menuitem" className={itemClass}>
                    {l.label}
                  </Link>
                ))}
                <button type="button" role="menuitem" className={itemClass} onClick={logOut}>
                  {t('shell.logOut')}
                </button>
              </MenuButton>
            )}
            <MenuButton
              label={
                // On a phone the name gives way first (the bell, the Admin menu and the brand keep their room): a long
                // name in Hindi's wider header would otherwise push the row past a 390 px screen.
                <span className="max-w-[6.5rem] truncate sm:max-w-[9rem]" title={user.name}>
                  <span className="sr-only">{t('shell.accountOf')}</span>
                  {user.name}
                </span>
              }
            >
              {/* Without the Admin menu, a phone (no header links) still reaches the screens the user holds. */}
              {!menu?.admin &&
                links.map((l) => (
                  <Link key={l.to} to={l.to} role="menuitem" className={itemClass}>
                    {l.label}
                  </Link>
                ))}
              {accountLinks.map(([to, label]) => (
                <Link key={to} to={to} role="menuitem" className={itemClass}>
                  {t(label)}
                </Link>
              ))}
              <LanguageItem />
              <StorageItem />
              <button type="button" role="menuitem" className={itemClass} onClick={logOut}>
                {t('shell.logOut')}
              </button>
            </MenuButton>
          </nav>
        )}
        {!user && (
          <Link to="/" className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-brand-700">
            {t('shell.website')}
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
  unread = 0,
  children,
}: {
  user: OfficeUser | null
  menu: OfficeMenu | null
  unread?: number
  children: ReactNode
}) {
  const t = useT('office')
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
        {t('shell.skip')}
      </a>
      <OfficeHeader user={user} menu={menu} unread={unread} />
      {/* Visits kept on this phone until sent (D54): on every screen while there are any. */}
      {user && <OutboxBar userId={user.userId} />}
      {children}
    </>
  )
}
