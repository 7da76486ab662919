import { sitemapXml } from '#app/domain/blog/sitemap.server.ts'
import { serverContext } from '#app/lib/context.ts'
import type { Route } from './+types/sitemap'

/**
 * GET /sitemap.xml: every public canonical URL and every published blog post, absolute (SITE_URL), in English and
 * in Hindi (under /hi), each with its other language as an alternate (ADR 0157). Revalidated at
 * every fetch (`no-cache`): a post published or deleted a moment ago is listed, or not, at once.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = serverContext(context)
  return new Response(await sitemapXml(ctx.db, ctx.settings.SITE_URL), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}
