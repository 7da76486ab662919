import { locales, localizedPath } from './i18n/locale.ts'
import { serviceIndex } from './service-index.ts'

/**
 * The canonical public paths (spec section 2, D2: one lower-case path per page). Shared by the prerender list and
 * the sitemap; the service pages' paths come from the service index.
 */

/** The English pages built as static HTML at build time. */
const englishPrerenderPaths = [
  '/',
  '/about',
  ...serviceIndex.map((s) => s.path),
  '/contact',
  '/offers',
  '/payment',
  '/termsconditions',
  '/privacy',
  '/thankyou/1',
  '/thankyou/2',
] as const

/** Pages built as static HTML at build time: each English page and its twin in every other language (/hi, D55). */
export const prerenderPaths: readonly string[] = locales.flatMap((locale) =>
  englishPrerenderPaths.map((path) => localizedPath(path, locale)),
)
