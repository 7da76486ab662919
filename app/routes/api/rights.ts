import { data } from 'react-router'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { officeMenuOf } from '#app/domain/rights/office-menu.server.ts'
import { currentStaff } from '#app/route-frame/guard.server.ts'
import type { Route } from './+types/rights'
import { menuRightsReply } from './rights-reply.server.ts'

/** Asked by every page's header: anyone gets an answer (LOGOUT '0' without a session). */
const access = defineAccess({ right: 'anyone' })
export const handle: OfficeHandle = { access }

/**
 * The header's rights reply (spec section 3): ADMIN, USER, CRM, RIGHT as '1'/'0' and LOGOUT '1' for a live session,
 * '0' otherwise (D21), plus ENQUIRY and BLOG for the Admin menu's entries of the screens that came after the spec.
 * An expired session also answers status MSG0002 (D11).
 */
export async function loader(args: Route.LoaderArgs) {
  const { staff, expired } = await currentStaff(args)
  const reply = menuRightsReply(officeMenuOf(staff), staff !== null)
  return data(expired ? { ...reply, status: 'MSG0002' } : reply)
}
