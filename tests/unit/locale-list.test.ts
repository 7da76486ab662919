import { describe, expect, it } from 'vitest'
import { type LocaleFacts, localeFacts, localeKit, locales } from '#app/lib/i18n/locale.ts'
import { alternateLinks, pageMeta } from '#app/lib/meta.ts'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import routes from '#app/routes.ts'
import { languageGaps, repoFiles } from '../helpers/languages.ts'

/**
 * The languages come from one list (app/lib/i18n/locale.ts, ADR 0218): the routes, the language switches, the
 * sitemap's and the pages' alternates, the catalogues and the content documents all follow it. Adding a language is
 * adding it to the list, then following the compile errors and this test's list of missing pieces.
 */

const files = repoFiles(process.cwd())

interface RouteEntry {
  id?: string
  path?: string
  index?: boolean
  children?: RouteEntry[]
}
const flat = (entries: readonly RouteEntry[]): RouteEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])])
const routeEntries = flat(routes as RouteEntry[])

describe('the shipped languages', () => {
  it('each language of the list has its catalogues, its page documents and its services’ names', () => {
    expect(languageGaps(locales, files)).toEqual([])
  })

  it('every public page is routed and prerendered in every language, Hindi under /hi with ids hi/…', () => {
    expect(routeEntries.some((r) => r.id === 'hi/routes/site/about' && r.path === 'hi/about')).toBe(true)
    expect(routeEntries.some((r) => r.id === 'hi/routes/site/home' && r.path === 'hi')).toBe(true)
    expect(routeEntries.some((r) => r.id === 'hi/offers' && r.path === 'hi/offers')).toBe(true)
    const english = routeEntries.filter((r) => r.path === 'about' || r.path === 'offers')
    expect(english.map((r) => r.id)).toEqual([undefined, undefined])
    expect(prerenderPaths).toContain('/hi/about')
    expect(prerenderPaths.filter((p) => !p.startsWith('/hi')).length * locales.length).toBe(prerenderPaths.length)
  })

  it('a page names every language for search engines, and its Open Graph alternates are the others', () => {
    expect(alternateLinks('https://x.in', '/about').map((l) => [l.hrefLang, l.href])).toEqual([
      ['en-IN', 'https://x.in/about'],
      ['hi-IN', 'https://x.in/hi/about'],
      ['x-default', 'https://x.in/about'],
    ])
    const og = pageMeta(undefined, { title: 'T', description: 'D', path: '/about', locale: 'hi' })
    expect(og.filter((t) => t.property === 'og:locale:alternate').map((t) => t.content)).toEqual(['en_IN'])
  })
})

/** A third language, in this test only: Tamil is not shipped. */
const tamil: LocaleFacts = { htmlLang: 'ta-IN', name: 'தமிழ்', englishName: 'Tamil', ogLocale: 'ta_IN' }
const three = localeKit(['en', 'hi', 'ta'], { ...localeFacts, ta: tamil })

describe('a third language in a fixture (Tamil, not shipped)', () => {
  it('maps a page to its path in the language and back', () => {
    expect(three.localizedPath('/about', 'ta')).toBe('/ta/about')
    expect(three.localizedPath('/', 'ta')).toBe('/ta')
    expect(three.localizedPath('/ta/about', 'en')).toBe('/about')
    expect(three.localizedPath('/ta/about', 'hi')).toBe('/hi/about')
    expect(three.localizedPath('/hi/services/insurance', 'ta')).toBe('/ta/services/insurance')
    expect(three.basePath('/ta/about')).toBe('/about')
    expect(three.basePath('/ta')).toBe('/')
    expect(three.localeOfPath('/ta/about')).toBe('ta')
    expect(three.localeOfPath('/TA')).toBe('ta')
    expect(three.localeOfPath('/tax')).toBe('en')
    expect(three.localeOfPath('/hi/about')).toBe('hi')
    expect(three.isLocale('ta')).toBe(true)
    expect(three.isLocale('bn')).toBe(false)
    expect(three.asLocale('bn')).toBe('en')
  })

  it('the language switch lists the two other languages, each named in its own language', () => {
    expect(three.switchLinks('/ta/about', 'ta')).toEqual([
      { locale: 'en', href: '/about', lang: 'en-IN', name: 'English' },
      { locale: 'hi', href: '/hi/about', lang: 'hi-IN', name: 'हिन्दी' },
    ])
    expect(three.switchLinks('/about', 'en').map((l) => [l.href, l.name])).toEqual([
      ['/hi/about', 'हिन्दी'],
      ['/ta/about', 'தமிழ்'],
    ])
  })

  it('a page names all three languages for search engines, and English as x-default', () => {
    expect(three.alternates('/about')).toEqual([
      { hreflang: 'en-IN', path: '/about' },
      { hreflang: 'hi-IN', path: '/hi/about' },
      { hreflang: 'ta-IN', path: '/ta/about' },
      { hreflang: 'x-default', path: '/about' },
    ])
  })

  it('the check of catalogues and documents names what Tamil lacks', () => {
    const gaps = languageGaps(three.locales, files)
    expect(gaps).toContain('ta: app/messages/ta/index.ts')
    expect(gaps).toContain('ta: app/messages/ta/crm.ts')
    expect(gaps).toContain('ta: app/content/pages/home.ta.yaml')
    expect(gaps).toContain('ta: app/content/pages/services/fastag.ta.yaml')
    expect(gaps).toContain('ta: app/content/ta/service-index.ts')
    expect(gaps.every((gap) => gap.startsWith('ta: '))).toBe(true)
  })
})
