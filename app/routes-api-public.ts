import { type RouteConfigEntry, route } from '@react-router/dev/routes'

/** Resource routes of the public site (form submissions, legacy endpoints, sitemap). */
export const publicApiRoutes: RouteConfigEntry[] = [
  // Quote and contact forms (D41); the blog's callback box; the older call style (D50).
  route('enquiry', 'routes/api/enquiry.ts'),
  route('api/callback', 'routes/api/callback.ts'),
  route('api/contact_a.php', 'routes/api/contact-a.ts'),
  route('api/paynow.php', 'routes/api/paynow.ts'),
  route('blog-images/:file', 'routes/api/blog-image.ts'),
  route('sitemap.xml', 'routes/api/sitemap.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
]

/** Public pages inside the site layout, besides those of app/routes.ts (none yet). */
export const publicExtraRoutes: RouteConfigEntry[] = []
