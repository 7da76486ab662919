import { DropdownMenu } from 'radix-ui'
import { useEffect, useState } from 'react'
import { Link, useSubmit } from 'react-router'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { STAFF_HINT_COOKIE } from '#app/domain/auth/constants.ts'

/** The spec's rights reply for the header (section 3, "Rights reply"). */
export interface HeaderRights {
  ADMIN: '1' | '0'
  USER: '1' | '0'
  CRM: '1' | '0'
  RIGHT: '1' | '0'
  ENQUIRY?: '1' | '0'
  LOGOUT: '1' | '0'
  /** The product's newer screens, when the reply carries them (the spec's reply has the five above). */
  BLOG?: '1' | '0'
}

/**
 * Asks the server for the signed-in user's rights once per mount (spec section 4, "Rights in the header"). Public
 * pages are prerendered, so this runs in the browser, and only when the staff hint cookie says it is worth asking.
 */
export function useHeaderRights(pathname: string): HeaderRights | null {
  const [rights, setRights] = useState<HeaderRights | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again after navigation (sign-in, sign-out).
  useEffect(() => {
    if (!document.cookie.split('; ').includes(`${STAFF_HINT_COOKIE}=1`)) {
      setRights(null)
      return
    }
    const controller = new AbortController()
    fetch('/api/rights', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<HeaderRights>) : null))
      .then((reply) => {
        if (reply && reply.LOGOUT === '1') return setRights(reply)
        // The session has ended (LOGOUT '0' or MSG0002): forget the hint. (This header is on public pages only; the
        // back office checks the session on the server for every page.)
        setRights(null)
        // biome-ignore lint/suspicious/noDocumentCookie: one fixed, non-secret hint cookie; Cookie Store is not everywhere.
        document.cookie = `${STAFF_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [pathname])
  return rights
}

const itemClass =
  'block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700'

/** The Admin dropdown: shown only with ADMIN '1'; User, CRM and Right each need their own right; Log Out always. */
export function AdminMenu({ rights }: { rights: HeaderRights }) {
  const submit = useSubmit()
  if (rights.ADMIN !== '1') return null
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700">
        Admin <ChevronDownIcon className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {rights.USER === '1' && (
            <DropdownMenu.Item asChild>
              <Link to="/user-list" className={itemClass}>
                User
              </Link>
            </DropdownMenu.Item>
          )}
          {rights.CRM === '1' && (
            <DropdownMenu.Item asChild>
              <Link to="/crm" className={itemClass}>
                CRM
              </Link>
            </DropdownMenu.Item>
          )}
          {rights.RIGHT === '1' && (
            <DropdownMenu.Item asChild>
              <Link to="/right-list" className={itemClass}>
                Right
              </Link>
            </DropdownMenu.Item>
          )}
          {rights.ENQUIRY === '1' && (
            <DropdownMenu.Item asChild>
              <Link to="/enquiries" className={itemClass}>
                Enquiries
              </Link>
            </DropdownMenu.Item>
          )}
          {rights.BLOG === '1' && (
            <DropdownMenu.Item asChild>
              <Link to="/blog-admin" className={itemClass}>
                Blog
              </Link>
            </DropdownMenu.Item>
          )}
          {/* A form inside the menu would be unmounted as the menu closes, before it submits: submit from here. */}
          <DropdownMenu.Item className={itemClass} onSelect={() => submit(null, { method: 'post', action: '/logout' })}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
