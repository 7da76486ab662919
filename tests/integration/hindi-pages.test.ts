// @single-pass: the Hindi pages, headers, structured data and sitemap as HTML and HTTP.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { basePath, localizedPath } from '#app/lib/i18n/locale.ts'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import { useTestServer } from '../helpers/server.ts'

/**
 * The public site in Hindi (D55, ADR 0157): every prerendered page under /hi answers from the build like its English
 * twin, in Hindi, with the same security headers; both languages link each other (hreflang, x-default) and each has
 * its own canonical URL; the sitemap lists both.
 */

const server = useTestServer()

const hindiPaths = prerenderPaths.filter((p) => p === '/hi' || p.startsWith('/hi/'))
const englishPaths = prerenderPaths.filter((p) => !hindiPaths.includes(p))
const devanagari = /[\u0900-\u097F]/
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

async function get(path: string) {
  const res = await fetch(server.url + path, { redirect: 'manual' })
  return { res, html: await res.text() }
}

function head(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1]
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  )
  return { title, canonical, alternates, lang: /<html lang="([^"]+)"/.exec(html)?.[1] }
}

describe('public pages in Hindi under /hi', () => {
  it('has a Hindi twin of every English prerendered page', () => {
    expect(hindiPaths.length).toBe(englishPaths.length)
    for (const p of englishPaths) expect(hindiPaths).toContain(localizedPath(p, 'hi'))
  })

  it('every Hindi page answers 200 in Hindi with its canonical URL, hreflang pair and x-default', async () => {
    const site = server.settings.SITE_URL.replace(/\/+$/, '')
    for (const path of hindiPaths) {
      const { res, html } = await get(path)
      expect(res.status, path).toBe(200)
      const { title, canonical, alternates, lang } = head(html)
      expect(lang, path).toBe('hi-IN')
      expect(title, path).toMatch(devanagari)
      // Its main heading is in Hindi too (the page's own content, not only the shell).
      expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1], path).toMatch(devanagari)
      expect(canonical, path).toBe(site + path)
      expect(alternates, path).toEqual({
        'en-IN': site + basePath(path),
        'hi-IN': site + path,
        'x-default': site + basePath(path),
      })
      // The language switch leads back to the same page in English, named in English.
      expect(html, path).toMatch(
        new RegExp(`<a href="${basePath(path)}" lang="en-IN" hrefLang="en-IN" data-language-switch[^>]*>English</a>`),
      )
    }
  })

  it('every English page links its Hindi twin, keeps its own canonical URL and offers the switch to हिन्दी', async () => {
    const site = server.settings.SITE_URL.replace(/\/+$/, '')
    for (const path of englishPaths) {
      const { res, html } = await get(path)
      expect(res.status, path).toBe(200)
      const { title, canonical, alternates, lang } = head(html)
      expect(lang, path).toBe('en-IN')
      expect(title, path).not.toMatch(devanagari)
      expect(canonical, path).toBe(site + path)
      expect(alternates['hi-IN'], path).toBe(site + localizedPath(path, 'hi'))
      expect(alternates['x-default'], path).toBe(site + path)
      expect(html, path).toContain(`hrefLang="hi-IN" data-language-switch`)
      expect(html, path).toContain('>हिन्दी</a>')
    }
  })

  it('Hindi pages get the same headers as English ones, their inline scripts allowed by hash', async () => {
    for (const [en, hi] of [
      ['/', '/hi'],
      ['/services/insurance', '/hi/services/insurance'],
      ['/offers', '/hi/offers'],
    ] as const) {
      const english = await get(en)
      const hindi = await get(hi)
      for (const name of ['cache-control', 'x-content-type-options', 'referrer-policy', 'content-type']) {
        expect(hindi.res.headers.get(name), `${hi} ${name}`).toBe(english.res.headers.get(name))
      }
      const csp = hindi.res.headers.get('content-security-policy') ?? ''
      // The same policy as the English page's, with this page's own script hashes.
      const shape = (policy: string) => policy.replace(/'sha256-[^']+' /g, '')
      expect(shape(csp)).toBe(shape(english.res.headers.get('content-security-policy') ?? ''))
      for (const m of hindi.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(m[1]!)) continue
        expect(csp, hi).toContain(sha256(m[2]!))
      }
    }
  })

  it('structured data is in Hindi: FAQPage, Organization, BreadcrumbList', async () => {
    const blocks = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      )
    const home = blocks((await get('/hi')).html)
    const faq = home.find((b) => b['@type'] === 'FAQPage') as { mainEntity: { name: string }[] }
    expect(faq.mainEntity[0]?.name).toMatch(devanagari)
    const org = home.find((b) => b['@type'] === 'Organization') as { url: string }
    expect(org.url).toMatch(/\/hi$/)
    const about = blocks((await get('/hi/about')).html)
    const trail = about.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[]
    }
    expect(trail.itemListElement.map((i) => i.name).join(' ')).toMatch(devanagari)
    expect(trail.itemListElement[1]?.item).toMatch(/\/hi\/about$/)
  })

  it('the sitemap lists both languages, each page with its alternates', async () => {
    const { res, html: xml } = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    const site = server.settings.SITE_URL.replace(/\/+$/, '')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    for (const p of prerenderPaths.filter((p) => !p.includes('/thankyou'))) expect(locs).toContain(site + p)
    expect(locs).toContain(`${site}/hi/blog-posts`)
    expect(locs.some((l) => l?.includes('thankyou'))).toBe(false)
    expect(xml).toContain(
      `<loc>${site}/hi/about</loc><xhtml:link rel="alternate" hreflang="en-IN" href="${site}/about"/>` +
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${site}/hi/about"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/about"/>`,
    )
  })

  it('an unknown Hindi path is the 404 page in Hindi', async () => {
    const { res, html } = await get('/hi/no-such-page')
    expect(res.status).toBe(404)
    expect(head(html).lang).toBe('hi-IN')
    expect(head(html).title).toMatch(devanagari)
  })
})
