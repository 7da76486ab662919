import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '#app/components/site/json-ld.tsx'
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, pageMeta } from '#app/lib/meta.ts'
import { parseSettings, toPublicSettings } from '#app/lib/settings.server.ts'

const site = toPublicSettings(parseSettings({ SITE_URL: 'https://www.example.in/' }))

describe('pageMeta', () => {
  it('gives title, description, keywords, canonical URL and Open Graph tags', () => {
    const tags = pageMeta(site, { title: 'T', description: 'D', keywords: ['a', 'b'], path: '/fastag' })
    expect(tags).toContainEqual({ title: 'T' })
    expect(tags).toContainEqual({ name: 'description', content: 'D' })
    expect(tags).toContainEqual({ name: 'keywords', content: 'a, b' })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://www.example.in/fastag' })
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://www.example.in/images/og-image.png' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.in/fastag' })
    expect(tags.some((t) => t.name === 'robots')).toBe(false)
  })

  it('links the page in both languages and x-default (English) from either language (D55)', () => {
    const alternates = [
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: 'https://www.example.in/fastag' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: 'https://www.example.in/hi/fastag' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://www.example.in/fastag' },
    ]
    const english = pageMeta(site, { title: 'T', description: 'D', path: '/fastag' })
    const hindi = pageMeta(site, { title: 'T', description: 'D', path: '/fastag', locale: 'hi' })
    for (const tags of [english, hindi]) for (const link of alternates) expect(tags).toContainEqual(link)
    expect(english).toContainEqual({ property: 'og:locale', content: 'en_IN' })
    expect(hindi).toContainEqual({ property: 'og:locale', content: 'hi_IN' })
  })

  it('gives each language its own canonical URL; the home page is /hi in Hindi', () => {
    const hindi = pageMeta(site, { title: 'T', description: 'D', path: '/about', locale: 'hi' })
    expect(hindi).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.in/hi/about' })
    expect(hindi).toContainEqual({ property: 'og:url', content: 'https://www.example.in/hi/about' })
    const home = pageMeta(site, { title: 'T', description: 'D', path: '/', locale: 'hi' })
    expect(home).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.in/hi' })
    expect(home).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-IN',
      href: 'https://www.example.in/',
    })
  })

  it('marks pages that search engines should not index', () => {
    expect(pageMeta(site, { title: 'T', description: 'D', path: '/thankyou/1', noindex: true })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    })
  })
})

describe('structured data', () => {
  it('FAQPage lists every question with its whole answer', () => {
    const data = faqPageJsonLd([
      { question: 'Q1?', answer: ['A.', 'B.'] },
      { question: 'Q2?', answer: ['C.'] },
    ])
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A.\n\nB.' } },
      { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'C.' } },
    ])
  })

  it('Organization carries the company facts of the settings, both phone lines and no placeholder profiles', () => {
    const data = organizationJsonLd(site)
    expect(data.name).toBe(site.companyName)
    expect(data.url).toBe('https://www.example.in/')
    expect(data.email).toBe(site.infoEmail)
    expect(data.contactPoint.map((c) => c.telephone)).toEqual([site.phoneDsc, site.phoneSupport])
    expect(data.address.streetAddress).toBe(site.address)
    // The default social links are the networks' home pages, which name no profile.
    expect('sameAs' in data).toBe(false)
    const withProfile = toPublicSettings(parseSettings({ SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/x' }))
    expect(organizationJsonLd(withProfile).sameAs).toEqual(['https://www.linkedin.com/company/x'])
  })

  it('Organization and BreadcrumbList in Hindi on the Hindi pages', () => {
    const data = organizationJsonLd(site, 'hi')
    expect(data.url).toBe('https://www.example.in/hi')
    expect(data.contactPoint.map((c) => c.name).join(' ')).toMatch(/[\u0900-\u097F]/)
    expect(organizationJsonLd(site).contactPoint[1]?.name).toBe('All other services')
    const trail = breadcrumbJsonLd('https://www.example.in', [
      { name: 'होम', path: '/hi' },
      { name: 'हमारे बारे में', path: '/hi/about' },
    ])
    expect(trail['@type']).toBe('BreadcrumbList')
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'होम', item: 'https://www.example.in/hi' },
      { '@type': 'ListItem', position: 2, name: 'हमारे बारे में', item: 'https://www.example.in/hi/about' },
    ])
  })

  it('JSON-LD text cannot close its script element', () => {
    const json = serializeJsonLd({ text: '</script><script>alert(1)</script> & more' })
    expect(json).not.toContain('<')
    expect(json).not.toContain('>')
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script> & more' })
  })
})
