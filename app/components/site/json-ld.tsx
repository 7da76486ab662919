import { useNonce } from '#app/lib/nonce.ts'

/** JSON for an inline script: `<` (and `>`, `&`) escaped so no text can close the script element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/**
 * Structured data for search engines. It carries the CSP nonce like every script element (ADR 0004), although
 * browsers never run JSON-LD. The browser hides nonce values from the DOM, hence suppressHydrationWarning.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, escaped by serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
