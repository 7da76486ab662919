import { type Facts, pageInLocales } from '#app/content/document.ts'
import en from '#app/content/pages/offer.en.yaml'
import hi from '#app/content/pages/offer.hi.yaml'
import { offerContentSchema } from '#app/content/schemas.ts'
import type { OfferContent } from '#app/content/types.ts'

/**
 * The DSC partner offer landing page (/offers): its texts in app/content/pages/offer.<locale>.yaml, with these
 * language-neutral facts written once (ADR 0165): the menu's links, the images and icons, the tabs' ids, the
 * prices (illustrative) and the partners' names and logos.
 */
export const offerFacts: Facts<OfferContent> = {
  navLabels: [
    { href: '/' },
    { href: '#about' },
    { href: '#products' },
    { href: '#pricing' },
    { href: '#offer-terms' },
    { href: '/contact' },
  ],
  hero: { image: 'offer-hero.svg' },
  offerTable: {
    rows: [
      { mrp: 'Rs. 1,299', partnerPrice: 'Rs. 799' },
      { mrp: 'Rs. 1,599', partnerPrice: 'Rs. 999' },
      { mrp: 'Rs. 2,199', partnerPrice: 'Rs. 1,399' },
      { mrp: 'Rs. 2,499', partnerPrice: 'Rs. 1,599' },
      { mrp: 'Rs. 650', partnerPrice: 'Rs. 399' },
    ],
  },
  benefitImages: [{ image: 'offer-benefit-2.svg' }, { image: 'offer-benefit-1.svg' }, { image: 'offer-benefit-3.svg' }],
  aboutTabs: [{ id: 'who' }, { id: 'vision' }, { id: 'history' }],
  products: [1, 2, 3, 4, 5, 6].map((n) => ({ icon: `product-${n}.svg` })),
  partners: {
    logos: [
      { name: 'Akshar Trust', image: 'offer-partner-1.svg' },
      { name: 'Vishwas Digital', image: 'offer-partner-2.svg' },
      { name: 'Mohar Sign', image: 'offer-partner-3.svg' },
      { name: 'Lekha Certs', image: 'offer-partner-4.svg' },
      { name: 'Sanchay Keys', image: 'offer-partner-5.svg' },
    ],
  },
}

export const offer = /* @__PURE__ */ pageInLocales(offerContentSchema, offerFacts, { en, hi }, 'offer')
