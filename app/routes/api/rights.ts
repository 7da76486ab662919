import { data } from 'react-router'
import { currentStaff } from '#app/domain/auth/guard.server.ts'
import { headerRightsReply } from '#app/domain/rights/rights.server.ts'
import type { Route } from './+types/rights'

/**
 * The header's rights reply (spec section 3): ADMIN, USER, CRM, RIGHT as '1'/'0' and LOGOUT '1' for a live session,
 * '0' otherwise (D21). An expired session also answers status MSG0002 (D11).
 */
export async function loader(args: Route.LoaderArgs) {
  const { staff, expired } = await currentStaff(args)
  // While a password change is forced (D13) the session is live but opens nothing.
  const reply = headerRightsReply(staff ? (staff.user.chgPwOnLogon === 1 ? new Map() : staff.rights) : null)
  return data(expired ? { ...reply, status: 'MSG0002' } : reply)
}
