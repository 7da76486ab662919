import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import { ErrorScreen } from '#app/components/site/error-screen.tsx'
import { Shell } from '#app/components/site/shell.tsx'

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return (
    <Shell>
      <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} />
    </Shell>
  )
}
