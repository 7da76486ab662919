import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router'
import { OfficeShell } from '#app/components/office/office-shell.tsx'
import { ErrorScreen } from '#app/components/site/error-screen.tsx'
import { currentStaff } from '#app/domain/auth/guard.server.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import type { Route } from './+types/layout'

/**
 * Every staff-facing route sits inside this layout: the compact staff shell, and, for the server, the mark that the
 * whole subtree is back office (answered `no-store`). Each route below declares its own access in `handle.access`.
 */
export const handle = { backOffice: true }

/** Who is signed in, and what their header shows; the sign-in page is here too, so nobody may be signed in. */
export async function loader(args: Route.LoaderArgs) {
  const { staff } = await currentStaff(args)
  if (!staff) return { user: null, rights: null }
  // While a password change is forced the session opens nothing (D13): no menu entries.
  const open = staff.user.chgPwOnLogon !== 1
  const q = (key: Parameters<typeof hasRight>[1]) => open && hasRight(staff.rights, key, 'query')
  return {
    user: { name: staff.user.userName, userId: staff.user.userId },
    rights: {
      ADMIN: q('ADMIN'),
      USER: q('USER'),
      CRM: q('CRM'),
      RIGHT: q('RIGHT'),
      ENQUIRY: q('ENQUIRY'),
      BLOG: q('BLOG'),
    },
  }
}

export default function OfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <OfficeShell user={loaderData.user} rights={loaderData.rights}>
      <Outlet />
    </OfficeShell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData<typeof loader>('routes/office/layout')
  // A denial or expired session carries its own catalogue message (D20); anything else shows ERR0000 only.
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? (error.data.message as string) : undefined
  return (
    <OfficeShell user={data?.user ?? null} rights={data?.rights ?? null}>
      <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} message={message} />
    </OfficeShell>
  )
}
