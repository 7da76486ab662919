import { redirect } from 'react-router'
import { deviceLanguageCookie } from '#app/domain/auth/device-language.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { z } from '#app/lib/zod-config.ts'
import { currentStaff, isHttps, signOut } from '#app/route-frame/guard.server.ts'
import type { Route } from './+types/logout'

/** Anyone may ask to be signed out; without a session there is simply nothing to end. */
const access = defineAccess({ right: 'anyone', intents: { logout: { schema: z.object({}), need: 'anyone' } } })
export const handle: OfficeHandle = { access }

/**
 * Log Out: ends the session on the server (the old cookie is refused from now on) and goes to the home page (D1). The
 * browser is told to delete the site's stored data too (IndexedDB, Cache Storage, the service worker, ADR 0150): the
 * office's Log Out has deleted it already, and the public pages' Admin menu, which runs no office script, relies on it.
 * The device keeps the user's language, so that the sign-in page speaks it next time (ADR 0161).
 */
export async function action(args: Route.ActionArgs) {
  const { staff } = await currentStaff(args)
  const headers = await signOut(args)
  headers.set('Clear-Site-Data', '"storage"')
  if (staff) headers.append('Set-Cookie', deviceLanguageCookie(staff.user.locale, isHttps(serverContext(args.context))))
  return redirect('/', { headers })
}

/** No sign-out on GET: a link or image elsewhere must not end a session. */
export function loader() {
  return redirect('/')
}
