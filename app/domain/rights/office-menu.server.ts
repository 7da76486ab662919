import { passwordChangeForced } from '#app/domain/auth/password-change.ts'
import { type OfficeMenu, officeAreas } from './office-areas.ts'
import { hasRight, type RightsMap } from './rights.server.ts'

/**
 * The one answer to "what does this user's menu show", read by the staff header (the office layout's loader) and by
 * the public header's Admin menu (through /api/rights and, for the older client, /api/right_a.php): the Admin menu
 * with the ADMIN right, each area with its own right's query flag. No session, or a session that must still change
 * its password (D13: such a session opens nothing until the password is changed), shows nothing.
 */
export function officeMenuOf(
  session: { user: { chgPwOnLogon: number; heldAtEnrolment?: boolean }; rights: RightsMap } | null,
): OfficeMenu {
  // D56: a session held at second-factor enrolment opens nothing either, until a passkey or app is added.
  if (!session || passwordChangeForced(session.user) || session.user.heldAtEnrolment) return { admin: false, areas: [] }
  const opens = (right: Parameters<typeof hasRight>[1]) => hasRight(session.rights, right, 'query')
  return { admin: opens('ADMIN'), areas: officeAreas.filter((area) => opens(area.right)) }
}
