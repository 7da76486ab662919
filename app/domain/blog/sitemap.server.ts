import { publishedPostPaths } from '#app/domain/blog/blog.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { prerenderPaths } from '#app/lib/public-paths.ts'

/** Public pages left out of the sitemap: the thank-you pages, which only the forms lead to (ADR 0017). */
const unlisted = (path: string) => path.startsWith('/thankyou/')

/** The back office and the API: nothing there for a crawler (D1: the staff sign-in lives at /login). */
export const disallowedPaths = [
  '/crm',
  '/user-list',
  '/right-list',
  '/blog-admin',
  '/changepassword',
  '/login',
  '/api/',
] as const

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Canonical site paths for the sitemap: the prerendered public pages, the blog list and every published post. */
export async function sitemapPaths(db: Db): Promise<{ path: string; lastmod?: string }[]> {
  const pages = prerenderPaths.filter((p) => !unlisted(p)).map((path) => ({ path }))
  const posts = await publishedPostPaths(db)
  return [...pages, { path: '/blog-posts' }, ...posts.map((p) => ({ path: p.path, lastmod: p.isoDate }))]
}

/** sitemap.xml with absolute URLs from SITE_URL. */
export async function sitemapXml(db: Db, siteUrl: string): Promise<string> {
  const base = siteUrl.replace(/\/+$/, '')
  const urls = (await sitemapPaths(db)).map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}
