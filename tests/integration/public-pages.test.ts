// @single-pass: the public pages' HTML, metadata and content.
import { createHash } from 'node:crypto'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { homeContent, offerContent, termsContent } from '#app/content/by-locale.ts'
import { services } from '#app/content/services.ts'
import { useTestServer } from '../helpers/server.ts'

const server = useTestServer()
const { homeBanners, homeFaqs } = homeContent('en')
const offer = offerContent('en')
const { terms, termsLastUpdated } = termsContent('en')

async function page(path: string) {
  const res = await fetch(server.url + path, { redirect: 'manual' })
  expect(res.status).toBe(200)
  const csp = res.headers.get('content-security-policy') ?? ''
  return { html: await res.text(), csp }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The parsed JSON-LD blocks of a page; the CSP allows each one, by the response's nonce (pages rendered per request)
 * or by its hash (prerendered pages).
 */
function jsonLd(html: string, csp: string) {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)]
  for (const [, attrs, body] of blocks) {
    if (nonce) expect(attrs).toContain(`nonce="${nonce}"`)
    else expect(csp).toContain(sha256(body!))
  }
  return blocks.map(([, , body]) => JSON.parse(body!) as Record<string, unknown>)
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]
const decode = (s: string | undefined) =>
  s?.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<')

describe('search engines', () => {
  it('the home page has its title, description, canonical URL, Open Graph tags and Organization data', async () => {
    const { html, csp } = await page('/')
    const s = server.settings
    expect(html).toMatch(/<title>[^<]*Human ATM[^<]*<\/title>/)
    expect(html).toContain(`<link rel="canonical" href="${s.SITE_URL}/"/>`)
    expect(html).toContain(`<meta property="og:url" content="${s.SITE_URL}/"/>`)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/)
    expect(html).toMatch(/<meta name="keywords" content="[^"]*Fastag[^"]*"\/>/)
    const data = jsonLd(html, csp)
    const org = data.find((d) => d['@type'] === 'Organization')
    expect(org).toMatchObject({ name: s.COMPANY_NAME, email: s.INFO_EMAIL })
    expect(JSON.stringify(org)).toContain(s.PHONE_DSC)
    expect(JSON.stringify(org)).toContain(s.PHONE_SUPPORT)
    const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string }[] }
    expect(faq.mainEntity.map((q) => q.name)).toEqual(homeFaqs.map((f) => f.question))
  })

  it.each(services.map((s) => [s.path, s] as const))('%s has its own meta tags and FAQPage data', async (path, s) => {
    const { html, csp } = await page(path)
    expect(decode(attr(html, /<title>([^<]*)<\/title>/))).toBe(
      s.title.replace('{company}', server.settings.COMPANY_NAME),
    )
    expect(decode(attr(html, /<meta name="description" content="([^"]*)"/))).toBe(s.metaDescription)
    expect(decode(attr(html, /<meta name="keywords" content="([^"]*)"/))).toBe(s.keywords.join(', '))
    expect(html).toContain(`<link rel="canonical" href="${server.settings.SITE_URL}${path}"/>`)
    expect(decode(attr(html, /<h1[^>]*>([^<]*)<\/h1>/))).toBe(s.heading)
    const faq = jsonLd(html, csp).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string }[] }
    expect(faq.mainEntity.map((q) => q.name)).toEqual(s.faqs.map((f) => f.question))
    // Every answer is in the HTML, open or not, for search engines and in-page search.
    for (const f of s.faqs) expect(decode(html)).toContain(f.answer[0])
  })

  it('thank-you pages may be indexed (a search visitor finds the way on) but are left out of the sitemap', async () => {
    for (const id of ['1', '2']) {
      const { html } = await page(`/thankyou/${id}`)
      expect(html).not.toContain('noindex')
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/thankyou/${id}"/>`)
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/)
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('/about</loc>')
    expect(sitemap).not.toContain('thankyou')
  })
})

describe('page content', () => {
  it('the home carousel has the five banners: the first drawn inline with the HTML, the others loaded lazily', async () => {
    const { html } = await page('/')
    const [first, ...rest] = homeBanners
    // The hero needs no request of its own (it paints with the document): its artwork is in the page, labelled.
    expect(html).toMatch(new RegExp(`<div role="img" aria-label="${first!.imageAlt}"[^>]*><svg `))
    expect(html).not.toContain(`src="/images/banners/${first!.image}"`)
    const images = rest.map((b) => new RegExp(`<img[^>]*src="/images/banners/${b.image}"[^>]*>`).exec(html)?.[0])
    expect(images.every(Boolean)).toBe(true)
    for (const img of images) {
      expect(img).toContain('loading="lazy"')
      expect(img).not.toContain('fetchPriority="high"')
      expect(img).toMatch(/width="1200"[^>]*height="480"/)
    }
  })

  it('every image on the public pages has an explicit size', async () => {
    for (const path of ['/', '/about', '/services/insurance', '/offers', '/payment', '/contact']) {
      const { html } = await page(path)
      for (const img of html.match(/<img\b[^>]*>/g) ?? [])
        expect(img, `${path}: ${img}`).toMatch(/width="\d+"[^>]*height="\d+"/)
    }
  })

  it('the terms are numbered 1 to 18 in order, with sub-clauses, last updated 1 July 2021', async () => {
    const { html } = await page('/termsconditions')
    expect(html).toContain(termsLastUpdated)
    const text = decode(
      html
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' '),
    )!
    let at = 0
    for (const [i, clause] of terms.entries()) {
      const heading = `${i + 1}. ${clause.heading}`
      const found = text.indexOf(heading, at)
      expect(found, heading).toBeGreaterThan(at - 1)
      at = found
      expect(text.indexOf(`${i + 1}.${clause.paragraphs.length}`, at)).toBeGreaterThan(at)
    }
    expect(terms).toHaveLength(18)
    expect(text).toContain(server.settings.COMPANY_NAME)
    expect(text).not.toContain('{company}')
  })

  it('the payment page has a QR code of the UPI link from the settings, the bank details and "India only"', async () => {
    const { html } = await page('/payment')
    const s = server.settings
    const link = `upi://pay?pa=${s.UPI_ID}&pn=${encodeURIComponent(s.COMPANY_NAME)}&cu=INR`
    expect(decode(html)).toContain(`href="${link}"`)
    // The drawn code is the code of exactly that link.
    const expected = await QRCode.toString(link, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#0a2540ff', light: '#ffffffff' },
    })
    const drawn = /<path[^>]*stroke="#0a2540"[^>]*d="([^"]+)"/.exec(html)?.[1]
    expect(drawn).toBe(/<path[^>]*stroke="#0a2540"[^>]*d="([^"]+)"/.exec(expected)?.[1])
    for (const value of [
      s.BANK_ACCOUNT_NAME,
      s.BANK_ACCOUNT_NUMBER,
      s.BANK_IFSC,
      s.BANK_BRANCH,
      s.BANK_NAME,
      s.UPI_ID,
    ]) {
      expect(decode(html)).toContain(value)
    }
    expect(html).toContain('for payments within India only')
    expect(html).toMatch(/<div hidden="">\s*<form[^>]*data-testid="pay-form"/)
  })

  it('a thank-you id that is not prerendered renders the failure text with the info e-mail', async () => {
    const { html } = await page('/thankyou/42')
    expect(html).toContain('Sorry.')
    expect(html.replace(/<!-- -->/g, '')).toContain('We are unable to process your request. Please write us on ')
    expect(html).toContain(`mailto:${server.settings.INFO_EMAIL}`)
  })

  it('the offer page has its own header with the offer labels and the exact discount table', async () => {
    const { html } = await page('/offers')
    expect(html).toContain('data-section="offerpage"')
    for (const item of offer.navLabels) expect(html).toContain(`href="${item.href}"`)
    for (const row of offer.pricing.discountTable) {
      expect(html).toContain(`<td class="px-4 py-3">${row.min}</td><td class="px-4 py-3">${row.max}</td>`)
    }
    expect(html).toContain(offer.partners.tagline)
    for (const id of ['about', 'products', 'pricing', 'offer-terms']) expect(html).toContain(`id="${id}"`)
  })

  it('first paint needs only the document: inline CSS allowed by its hash, no stylesheet or Suspense reveal scripts', async () => {
    for (const path of ['/', '/services/digital-signature-certificate', '/offers', '/contact']) {
      const { html, csp } = await page(path)
      const head = html.slice(0, html.indexOf('</head>'))
      const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1]
      expect(style).toBeTruthy()
      expect(csp).toContain(sha256(style!))
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/)
      expect(html).not.toContain('<template id="B:')
      for (const link of head.match(/<link rel="modulepreload"[^>]*>/g) ?? [])
        expect(link).toContain('fetchpriority="low"')
    }
  })

  it('public pages do not load back-office code', async () => {
    for (const path of ['/', '/services/insurance', '/offers', '/contact', '/payment']) {
      const { html } = await page(path)
      const modules = html.match(/\/assets\/[\w.-]+\.js/g) ?? []
      expect(modules.length).toBeGreaterThan(0)
      for (const file of modules) expect(file).not.toMatch(/crm|user-list|right-list|office|login|change-password/)
    }
  })
})
