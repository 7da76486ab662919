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
import { htmlLang } from '#app/lib/i18n/locale.ts'
import { useLocale } from '#app/lib/i18n/react.ts'
import { IslandsLoader, isIslandsPage } from '#app/lib/islands.tsx'
import { useNonce } from '#app/lib/nonce.ts'
import { publicSettings, toPublicSettings } from '#app/lib/settings.server.ts'
import { keepWhenOffline } from '#app/offline/revalidate.ts'
import type { Route } from './+types/root'

/** Company facts: the server's own settings when live, the environment's when prerendering at build time. */
export function loader({ context }: Route.LoaderArgs) {
  return { site: context?.settings ? toPublicSettings(context.settings) : publicSettings() }
}

/** With no connection the site's facts stay as they are (the office's screens readable offline, ADR 0149). */
export const shouldRevalidate = keepWhenOffline

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/**
 * The stylesheet. A public page carries it inline in production (entry.server.tsx): a visitor's first paint then
 * needs the document alone (ADR 0008). The back office links the hashed file instead: staff open it many times a day,
 * the file is cached once for good, and each document stays 55 KB lighter to render, compress and send (ADR 0041).
 * The development server links it everywhere so that edits reload.
 */
function Stylesheet({ islandsOnly }: { islandsOnly: boolean }) {
  if (islandsOnly && !import.meta.env.DEV) return null
  return <link rel="stylesheet" href={cssUrl} />
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  // Public pages are static HTML with a few islands of script (ADR 0016); the back office hydrates React.
  const islandsOnly = isIslandsPage(useMatches())
  // The page's language (D55): a public page's from its path, an office page's from its user's choice.
  const locale = useLocale()
  return (
    <html lang={htmlLang[locale]} data-locale={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f9c" />
        <Meta />
        <Stylesheet islandsOnly={islandsOnly} />
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
