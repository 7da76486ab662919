import { robotsTxt } from '#app/domain/blog/sitemap.server.ts'
import { serverContext } from '#app/lib/context.ts'
import type { Route } from './+types/robots'

/** GET /robots.txt: public pages open to crawlers, the back office and the API not; points to the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(serverContext(context).settings.SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
