import { type RouteConfigEntry, route } from '@react-router/dev/routes'

/** Resource routes of the back office and staff access (sign-out, rights reply, JSON API). */
export const officeApiRoutes: RouteConfigEntry[] = []

void route
