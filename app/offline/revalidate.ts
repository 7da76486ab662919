/**
 * The root's and the office layout's revalidation: with no connection, their data (the site's facts, who is signed
 * in and their menu) stays as it is while the user moves between the screens readable offline; otherwise React
 * Router's default.
 */
export function keepWhenOffline({ defaultShouldRevalidate }: { defaultShouldRevalidate: boolean }): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false
  return defaultShouldRevalidate
}
