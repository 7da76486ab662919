import { STAFF_HINT_COOKIE } from '#app/domain/auth/constants.ts'
import type { HeaderRights } from '#app/domain/rights/header-rights.ts'
import { all } from './dom.ts'

/**
 * The Admin menu of the public header (spec section 4, "Rights in the header"). Public pages are the same static
 * HTML for everyone, so the rights are asked of the server, and only when the staff hint cookie says a session may
 * exist: shown with ADMIN '1', each entry with its own right, Log Out always. A session that has ended (LOGOUT '0' or
 * MSG0002) forgets the hint. The server checks the session again on every back-office page and call.
 */
export async function initAdminMenu(): Promise<void> {
  const slots = all('[data-admin-menu]')
  if (slots.length === 0 || !document.cookie.split('; ').includes(`${STAFF_HINT_COOKIE}=1`)) return
  let rights: HeaderRights | null = null
  try {
    const response = await fetch('/api/rights', { headers: { Accept: 'application/json' } })
    rights = response.ok ? ((await response.json()) as HeaderRights) : null
  } catch {
    return // Offline or refused: the menu stays hidden; nothing else depends on it.
  }
  if (rights?.LOGOUT !== '1') {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed, non-secret hint cookie; Cookie Store is not everywhere.
    document.cookie = `${STAFF_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    return
  }
  if (rights.ADMIN !== '1') return
  for (const slot of slots) {
    for (const entry of all('[data-right]', slot)) {
      entry.hidden = rights[entry.dataset.right as keyof HeaderRights] !== '1'
    }
    slot.hidden = false
  }
}
