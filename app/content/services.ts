import { type Facts, pageContent } from '#app/content/document.ts'
import { servicePageBodySchema } from '#app/content/schemas.ts'
import type { ServicePageBody } from '#app/content/types.ts'
import { defaultLocale, type Locale, locales } from '#app/lib/i18n/locale.ts'
import { type Service, type ServiceKey, serviceIndex } from '#app/lib/service-index.ts'

/**
 * Every service page whole: its row of the service index with its body. Only the service page route (and tests)
 * read this module; menus, tiles and forms read the small index, so the bodies stay out of what they load.
 *
 * A body is its texts in a language, the document app/content/pages/services/<key>.<locale>.yaml, with the
 * language-neutral facts below written once for every language (ADR 0165).
 */

/** Facts of each service page: which FAQ starts open, the call-us tile's line, the illustrations and links. */
export const serviceFacts: Record<ServiceKey, Facts<ServicePageBody>> = {
  'human-atm': { faqFirstOpen: true, phoneLine: 'other', image: 'human-atm.svg' },
  aeps: { faqFirstOpen: true, phoneLine: 'other', image: 'aeps.svg' },
  dmt: { faqFirstOpen: true, phoneLine: 'other', image: 'dmt.svg' },
  utility: { faqFirstOpen: false, phoneLine: 'other', image: 'utility.svg' },
  'cash-collection': { faqFirstOpen: false, phoneLine: 'other', image: 'cash-collection.svg' },
  fastag: { faqFirstOpen: true, phoneLine: 'other', image: 'fastag.svg' },
  dsc: {
    highlights: {
      slides: [
        { image: 'offer-benefit-2.svg' },
        { image: 'offer-benefit-3.svg' },
        { image: 'offer-benefit-1.svg', link: { href: '/offers' } },
      ],
    },
    faqFirstOpen: true,
    phoneLine: 'dsc',
    image: 'dsc.svg',
  },
  'instant-loan': { faqFirstOpen: false, phoneLine: 'other', image: 'instant-loan.svg' },
  insurance: { faqFirstOpen: false, phoneLine: 'other', image: 'insurance.svg' },
  gold: { faqFirstOpen: false, phoneLine: 'other', image: 'gold.svg' },
  'assisted-ecommerce': { faqFirstOpen: false, phoneLine: 'other', image: 'assisted-ecommerce.svg' },
}

/** The documents, by file name (`fastag.hi.yaml`); turned into modules at build time, so nothing parses at run time. */
export const serviceDocuments: Record<string, unknown> = /* @__PURE__ */ Object.fromEntries(
  Object.entries(import.meta.glob('./pages/services/*.yaml', { eager: true, import: 'default' })).map(
    ([file, document]) => [file.slice(file.lastIndexOf('/') + 1), document],
  ),
)

/** A service page's body in a language; throws, naming the document, if it is missing or does not fit. */
function body(key: ServiceKey, locale: Locale): ServicePageBody {
  const file = `${key}.${locale}.yaml`
  if (!(file in serviceDocuments)) throw new Error(`app/content/pages/services/${file} is missing`)
  return pageContent(servicePageBodySchema, serviceFacts[key], serviceDocuments[file], `services/${key}.${locale}`)
}

export const serviceBodies = /* @__PURE__ */ Object.fromEntries(
  locales.map((locale) => [locale, Object.fromEntries(serviceIndex.map((s) => [s.key, body(s.key, locale)]))]),
) as Record<Locale, Record<ServiceKey, ServicePageBody>>

export type ServicePage = Service & ServicePageBody

export const services: readonly ServicePage[] = /* @__PURE__ */ serviceIndex.map((entry) => ({
  ...entry,
  ...serviceBodies[defaultLocale][entry.key],
}))

export const serviceByKey = /* @__PURE__ */ Object.fromEntries(
  services.map((service) => [service.key, service]),
) as Record<ServiceKey, ServicePage>
