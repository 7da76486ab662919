import { StrictMode, Suspense, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { markSuspenseRanges, whenStreamSettled } from '#app/lib/browser-document.ts'
import { loadDocumentCatalogues } from '#app/lib/i18n/catalogues.client.ts'

/**
 * The office hydrates in its user's language: that language's messages are fetched first (one chunk), so the
 * first render in the browser says what the server said. Public pages are not hydrated (ADR 0016).
 *
 * A build's browser code runs Preact for `react` (ADR 0245, vite.config.ts): it hydrates once every part the server
 * streamed has arrived, with the server's Suspense ranges marked its way, and the router waits for the page's data
 * under a Suspense boundary of its own (React waits at the root). The development server runs React itself.
 */
const preact = import.meta.env.BROWSER_RUNS_PREACT === true

void Promise.all([loadDocumentCatalogues(), preact ? whenStreamSettled() : undefined]).then(() => {
  if (preact) markSuspenseRanges()
  const router = preact ? (
    <Suspense fallback={null}>
      <HydratedRouter />
    </Suspense>
  ) : (
    <HydratedRouter />
  )
  startTransition(() => {
    hydrateRoot(document, <StrictMode>{router}</StrictMode>)
  })
})
