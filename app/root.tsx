import type { ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from 'react-router'
import cssUrl from '#app/app.css?url'
import { ErrorScreen } from '#app/components/site/error-screen.tsx'
import { IslandsLoader, isIslandsPage } from '#app/lib/islands.tsx'
import { useNonce } from '#app/lib/nonce.ts'
import { publicSettings, toPublicSettings } from '#app/lib/settings.server.ts'
import type { Route } from './+types/root'

/** Company facts: the server's own settings when live, the environment's when prerendering at build time. */
export function loader({ context }: Route.LoaderArgs) {
  return { site: context?.settings ? toPublicSettings(context.settings) : publicSettings() }
}

// In production the stylesheet is inlined into the HTML by entry.server.tsx (one round trip fewer before first paint);
// the development server serves it as a file so edits reload.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: cssUrl }] : []),
]

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  // Public pages are static HTML with a few islands of script (ADR 0016); the back office hydrates React.
  const islandsOnly = isIslandsPage(useMatches())
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f9c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {islandsOnly ? (
          <IslandsLoader nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return <ErrorScreen notFound={notFound} />
}
