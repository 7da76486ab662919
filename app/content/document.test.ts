import { describe, expect, it } from 'vitest'
import { overlay, pageContent } from '#app/content/document.ts'
import { homeFacts } from '#app/content/home.ts'
import { offerFacts } from '#app/content/offer.ts'
import homeHi from '#app/content/pages/home.hi.yaml'
import offerHi from '#app/content/pages/offer.hi.yaml'
import { homeContentSchema, offerContentSchema, servicePageBodySchema } from '#app/content/schemas.ts'
import { serviceDocuments, serviceFacts } from '#app/content/services.ts'
import { locales } from '#app/lib/i18n/locale.ts'
import { serviceIndex } from '#app/lib/service-index.ts'

/**
 * A page's documents hold only its texts, one per language, and must fit the page's language-neutral facts and its
 * shape exactly (ADR 0165): the same number of banners, FAQs, sections and slides, no key missing, none extra, and
 * no fact written again in a language.
 */

/** A copy of a document with one change made by `edit`. */
function edited<T>(document: unknown, edit: (copy: T) => void): T {
  const copy = structuredClone(document) as T
  edit(copy)
  return copy
}

// biome-ignore lint/suspicious/noExplicitAny: a document is untyped YAML until its schema has checked it
type Doc = any

describe('page content documents', () => {
  it('one document per service and language, and no other', () => {
    const expected = serviceIndex.flatMap((s) => locales.map((locale) => `${s.key}.${locale}.yaml`))
    expect(Object.keys(serviceDocuments).sort()).toEqual(expected.sort())
  })

  it('the documents as they are fit their pages', () => {
    expect(() => pageContent(homeContentSchema, homeFacts, homeHi, 'home.hi')).not.toThrow()
    expect(() => pageContent(offerContentSchema, offerFacts, offerHi, 'offer.hi')).not.toThrow()
  })

  it('fails when a language has one banner fewer than the page has illustrations and links', () => {
    const document = edited<Doc>(homeHi, (d) => d.homeBanners.pop())
    expect(() => pageContent(homeContentSchema, homeFacts, document, 'home.hi')).toThrow(
      "home.hi.homeBanners: 4 items, the page's facts have 5",
    )
  })

  it('fails when a language has a figure more in the strengths block, or a product fewer', () => {
    const stats = edited<Doc>(homeHi, (d) => d.strengths.stats.push({ label: 'एक और' }))
    expect(() => pageContent(homeContentSchema, homeFacts, stats, 'home.hi')).toThrow(
      'home.hi.strengths.stats: 5 items',
    )
    const products = edited<Doc>(offerHi, (d) => d.products.pop())
    expect(() => pageContent(offerContentSchema, offerFacts, products, 'offer.hi')).toThrow(
      'offer.hi.products: 5 items',
    )
  })

  it('fails when a service page in a language has a slide fewer than its facts', () => {
    const document = edited<Doc>(serviceDocuments['dsc.hi.yaml'], (d) => d.highlights.slides.shift())
    expect(() => pageContent(servicePageBodySchema, serviceFacts.dsc, document, 'services/dsc.hi')).toThrow(
      "services/dsc.hi.highlights.slides: 2 items, the page's facts have 3",
    )
  })

  it('fails when a key is missing, extra or misspelt', () => {
    const missing = edited<Doc>(homeHi, (d) => delete d.homeFaqs)
    expect(() => pageContent(homeContentSchema, homeFacts, missing, 'home.hi')).toThrow('home.hi.homeFaqs')
    const extra = edited<Doc>(homeHi, (d) => {
      d.homeIntro.subtitle = 'नया'
    })
    expect(() => pageContent(homeContentSchema, homeFacts, extra, 'home.hi')).toThrow('home.hi.homeIntro')
    const misspelt = edited<Doc>(serviceDocuments['fastag.hi.yaml'], (d) => {
      d.faqs[0].answers = d.faqs[0].answer
      delete d.faqs[0].answer
    })
    expect(() => pageContent(servicePageBodySchema, serviceFacts.fastag, misspelt, 'services/fastag.hi')).toThrow(
      'services/fastag.hi.faqs.0.answer',
    )
  })

  it('fails when a language writes a fact again (an image, a link)', () => {
    const document = edited<Doc>(homeHi, (d) => {
      d.homeBanners[0].href = '/hi/human-atm'
    })
    expect(() => pageContent(homeContentSchema, homeFacts, document, 'home.hi')).toThrow(
      'home.hi.homeBanners[0].href: a language-neutral fact',
    )
    expect(() => overlay({ image: 'a.svg' }, { image: 'a.svg', imageAlt: 'x' }, 'x')).toThrow('x.image')
  })

  it('a part that is facts alone needs nothing in the documents', () => {
    expect(overlay({ logos: [{ name: 'A' }] }, { heading: 'H' }, 'x')).toEqual({ heading: 'H', logos: [{ name: 'A' }] })
  })
})
