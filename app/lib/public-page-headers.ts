/**
 * Headers of public pages (the prerendered ones and those rendered per request) that differ from the back office's.
 *
 * Cross-Origin-Opener-Policy: the back office sends `same-origin` (helmet's default, server/headers.ts), so no window
 * of another site can hold a reference to a staff page. Public pages send `unsafe-none` (ADR 0018): they hold
 * nothing of a visitor's, and `same-origin` makes every arrival from another site's window (a search result, a
 * shared link in a messaging app) start a new browsing context group, which Chrome on Android gives a process of its
 * own: a process start on the first page a visitor on a phone sees. Measured with Lighthouse's phone settings, it
 * tripled the main thread's blocking time of a static page (TBT 300-500 ms instead of 80-170 ms).
 */
export const publicPageHeaders: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'unsafe-none',
}

/** The given headers with those of public pages in place of any of the same name (names compared case-blind). */
export function withPublicPageHeaders<V>(headers: Record<string, V>): Record<string, V | string> {
  const names = new Set(Object.keys(publicPageHeaders).map((name) => name.toLowerCase()))
  const kept = Object.entries(headers).filter(([name]) => !names.has(name.toLowerCase()))
  return { ...Object.fromEntries(kept), ...publicPageHeaders }
}
