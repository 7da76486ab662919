import { publishedPostPaths } from '#app/domain/blog/blog.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { alternates as alternatePaths, basePath, locales, localizedPath } from '#app/lib/i18n/locale.ts'
import { prerenderPaths } from '#app/lib/public-paths.ts'

/**
 * Public pages left out of the sitemap: the thank-you pages in either language, which only the forms lead to
 * (ADR 0017).
 */
const unlisted = (path: string) => basePath(path).startsWith('/thankyou/')

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

/**
 * Canonical site paths for the sitemap, in every language (D55, ADR 0157): the prerendered public pages, the blog
 * list and every published post, each in English and under each other language's prefix (/hi).
 */
export async function sitemapPaths(db: Db): Promise<{ path: string; lastmod?: string }[]> {
  const pages = prerenderPaths.filter((p) => !unlisted(p)).map((path) => ({ path }))
  const posts = await publishedPostPaths(db)
  const blog = [{ path: '/blog-posts' }, ...posts.map((p) => ({ path: p.path, lastmod: p.isoDate }))]
  return [...pages, ...locales.flatMap((locale) => blog.map((b) => ({ ...b, path: localizedPath(b.path, locale) })))]
}

/** A page's `<xhtml:link>` alternates: the page in each language and x-default (English), as its hreflang links. */
function alternates(base: string, path: string): string {
  const link = (lang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + href)}"/>`
  return alternatePaths(path)
    .map((alternate) => link(alternate.hreflang, alternate.path))
    .join('')
}

/** sitemap.xml with absolute URLs from SITE_URL, each page with its other languages as alternates. */
export async function sitemapXml(db: Db, siteUrl: string): Promise<string> {
  const base = siteUrl.replace(/\/+$/, '')
  const urls = (await sitemapPaths(db)).map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}` +
      `${alternates(base, path)}</url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
