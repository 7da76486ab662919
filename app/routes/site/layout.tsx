import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import { ErrorScreen } from '#app/components/site/error-screen.tsx'
import { Shell } from '#app/components/site/shell.tsx'
import { islandsHandle, loadAsDocument } from '#app/lib/islands.tsx'

/** Static pages with islands of script, not hydrated (ADR 0016). */
export const handle = islandsHandle
export const clientLoader = loadAsDocument
/** A server loader of its own, so that the client loader above runs only on client-side navigations. */
export const loader = () => null

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  // A denial or expired session carries its own catalogue message (D20); anything else shows ERR0000 only.
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? (error.data.message as string) : undefined
  return (
    <Shell>
      <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} message={message} />
    </Shell>
  )
}
