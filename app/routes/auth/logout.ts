import { redirect } from 'react-router'
import { signOut } from '#app/domain/auth/guard.server.ts'
import type { Route } from './+types/logout'

/** Log Out: ends the session on the server (the old cookie is refused from now on) and goes to the home page (D1). */
export async function action(args: Route.ActionArgs) {
  return redirect('/', { headers: await signOut(args) })
}

/** No sign-out on GET: a link or image elsewhere must not end a session. */
export function loader() {
  return redirect('/')
}
