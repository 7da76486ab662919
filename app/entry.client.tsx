import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadDocumentCatalogues } from '#app/lib/i18n/catalogues.client.ts'

/**
 * The office hydrates in its user's language: that language's messages are fetched first (one chunk), so the
 * first render in the browser says what the server said. Public pages are not hydrated (ADR 0016).
 */
void loadDocumentCatalogues().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
