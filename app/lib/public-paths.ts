import { serviceIndex } from './service-index.ts'

/**
 * The canonical public paths (spec section 2, D2: one lower-case path per page). Shared by the prerender list and
 * the sitemap; the service pages' paths come from the service index.
 */

/** Pages built as static HTML at build time. */
export const prerenderPaths = [
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
