import { type RouteConfigEntry, route } from '@react-router/dev/routes'

/** Resource routes of the public site (form submissions, legacy endpoints, sitemap). */
export const publicApiRoutes: RouteConfigEntry[] = []

/** Public pages outside the site layout (none yet). */
export const publicExtraRoutes: RouteConfigEntry[] = []

void route
