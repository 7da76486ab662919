import { data } from 'react-router'
import { currentStaff } from '#app/domain/auth/guard.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight, rightsReplyOf } from '#app/domain/rights/rights.server.ts'
import type { Route } from './+types/rights'

/** Asked by every page's header: anyone gets an answer (LOGOUT '0' without a session). */
const access = defineAccess({ right: 'anyone' })
export const handle: OfficeHandle = { access }

/**
 * The header's rights reply (spec section 3): ADMIN, USER, CRM, RIGHT as '1'/'0' and LOGOUT '1' for a live session,
 * '0' otherwise (D21), plus ENQUIRY for the Admin menu's inbox entry. An expired session also answers status MSG0002
 * (D11).
 */
export async function loader(args: Route.LoaderArgs) {
  const { staff, expired } = await currentStaff(args)
  const spec = rightsReplyOf(staff?.user ?? null, staff?.rights ?? null)
  // The header's Admin menu also offers the web-enquiries inbox; the older client's reply (right_a.php) stays as the
  // spec (while a password change is forced, nothing is open).
  const open = staff && staff.user.chgPwOnLogon !== 1 && hasRight(staff.rights, 'ENQUIRY', 'query')
  const reply = { ...spec, ENQUIRY: open ? '1' : '0' }
  return data(expired ? { ...reply, status: 'MSG0002' } : reply)
}
