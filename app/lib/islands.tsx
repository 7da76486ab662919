import type { UIMatch } from 'react-router'

declare global {
  /** The islands module's hashed URL, defined at build time by vite-islands.ts. */
  const __ISLANDS_URL__: string
}

/**
 * Public pages are served as static HTML that works without script; the few things that need one (menus,
 * carousels, tabs, the forms' checks and sending) are added by one small module, the islands (app/islands), instead
 * of hydrating React (ADR 0016: at most 100 KB of script per public page). A route opts in with this handle.
 */
export const islandsHandle = { islands: true } as const

export function isIslandsPage(matches: UIMatch[]): boolean {
  return matches.some((m) => (m.handle as { islands?: unknown } | undefined)?.islands === true)
}

/**
 * The one script of a public page: it inserts the islands module. A classic inline script (allowed by the page's
 * nonce, or on prerendered pages by its hash) that inserts the module, because under `'strict-dynamic'` only a
 * script inserted by an allowed script may load (ADR 0014). At the end of the body, so the page is parsed first.
 */
export function IslandsLoader({ nonce }: { nonce: string | undefined }) {
  const code = `(function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(__ISLANDS_URL__)};document.head.appendChild(s)})()`
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, built from a build-time URL.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
}

/**
 * A client-side navigation from the back office (which is hydrated) into a public page loads that page as a
 * document, so it arrives as the static page with its islands rather than rendered by React without them.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url)
  return new Promise<never>(() => undefined)
}
