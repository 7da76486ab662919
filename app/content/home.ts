import { type Facts, pageInLocales } from '#app/content/document.ts'
import en from '#app/content/pages/home.en.yaml'
import hi from '#app/content/pages/home.hi.yaml'
import { homeContentSchema } from '#app/content/schemas.ts'
import type { HomeContent } from '#app/content/types.ts'

/**
 * The home page (and the about page's `aboutUs` and partner logos): its texts in app/content/pages/home.<locale>.yaml,
 * with these language-neutral facts written once (ADR 0165): the carousel's illustrations and links, the figures
 * of the strengths block, and the business associates' names and logos (invented, neutral names).
 */
export const homeFacts: Facts<HomeContent> = {
  homeBanners: [
    { image: 'banner-1.svg', href: '/human-atm' },
    { image: 'banner-2.svg', href: '/services/digital-signature-certificate' },
    { image: 'banner-3.svg', href: '/services/domestic-money-transfer' },
    { image: 'banner-4.svg', href: '/fastag' },
    { image: 'banner-5.svg', href: '/services/insurance' },
  ],
  strengths: { stats: [{ value: '35+' }, { value: '800+' }, { value: '2000+' }, { value: '2,000+' }] },
  partnerLogos: [
    { name: 'Bharat Payments Hub', image: 'partner-1.svg' },
    { name: 'Sampark Fintech', image: 'partner-2.svg' },
    { name: 'Gramin Seva Link', image: 'partner-3.svg' },
    { name: 'Nidhi Assure', image: 'partner-4.svg' },
  ],
}

export const home = /* @__PURE__ */ pageInLocales(homeContentSchema, homeFacts, { en, hi }, 'home')
