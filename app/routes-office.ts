import { type RouteConfigEntry, route } from '@react-router/dev/routes'

/** Resource routes of the back office and staff access (sign-out, rights reply, compatibility endpoint). */
export const officeApiRoutes: RouteConfigEntry[] = [
  route('logout', 'routes/auth/logout.ts'),
  route('api/rights', 'routes/api/rights.ts'),
  route('api/right_a.php', 'routes/api/right-a.ts'),
]
