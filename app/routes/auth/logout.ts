import { redirect } from 'react-router'
import { signOut } from '#app/domain/auth/guard.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { z } from '#app/lib/zod-config.ts'
import type { Route } from './+types/logout'

/** Anyone may ask to be signed out; without a session there is simply nothing to end. */
const access = defineAccess({ right: 'anyone', intents: { logout: { schema: z.object({}), need: 'anyone' } } })
export const handle: OfficeHandle = { access }

/** Log Out: ends the session on the server (the old cookie is refused from now on) and goes to the home page (D1). */
export async function action(args: Route.ActionArgs) {
  return redirect('/', { headers: await signOut(args) })
}

/** No sign-out on GET: a link or image elsewhere must not end a session. */
export function loader() {
  return redirect('/')
}
