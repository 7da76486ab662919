import * as homeHi from '#app/content/hi/home.ts'
import * as offerHi from '#app/content/hi/offer.ts'
import * as privacyHi from '#app/content/hi/privacy.ts'
import { aeps } from '#app/content/hi/services/aeps.ts'
import { assistedEcommerce } from '#app/content/hi/services/assisted-ecommerce.ts'
import { cashCollection } from '#app/content/hi/services/cash-collection.ts'
import { dmt } from '#app/content/hi/services/dmt.ts'
import { dsc } from '#app/content/hi/services/dsc.ts'
import { fastag } from '#app/content/hi/services/fastag.ts'
import { gold } from '#app/content/hi/services/gold.ts'
import { humanAtm } from '#app/content/hi/services/human-atm.ts'
import { instantLoan } from '#app/content/hi/services/instant-loan.ts'
import { insurance } from '#app/content/hi/services/insurance.ts'
import { utility } from '#app/content/hi/services/utility.ts'
import * as termsHi from '#app/content/hi/terms.ts'
import * as homeEn from '#app/content/home.ts'
import * as offerEn from '#app/content/offer.ts'
import type { PrivacyNotice } from '#app/content/privacy.ts'
import * as privacyEn from '#app/content/privacy.ts'
import { type ServicePage, serviceByKey } from '#app/content/services.ts'
import * as termsEn from '#app/content/terms.ts'
import type { NumberedClause, ServicePageBody } from '#app/content/types.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'
import type { ServiceKey } from '#app/lib/service-index.ts'
import { serviceLabel } from './service-labels.ts'

/**
 * The public pages' content in a language (ADR 0155): the English module of app/content/ or its Hindi twin in
 * app/content/hi/, which has the same exports and types. The pages are prerendered and not hydrated, so both
 * languages stay on the server.
 */

type HomeContent = Pick<
  typeof homeEn,
  'homeMeta' | 'homeBanners' | 'homeIntro' | 'homeFaqs' | 'joinSteps' | 'strengths' | 'partnerLogos' | 'aboutUs'
>
type OfferContent = Pick<typeof offerEn, 'offer'>
type TermsContent = { terms: NumberedClause[]; termsLastUpdated: string }
type PrivacyContent = { privacy: PrivacyNotice; privacyNoticeVersion: string; formNotice: string }

const home: Record<Locale, HomeContent> = { en: homeEn, hi: homeHi }
const offer: Record<Locale, OfferContent> = { en: offerEn, hi: offerHi }
const terms: Record<Locale, TermsContent> = { en: termsEn, hi: termsHi }
const privacy: Record<Locale, PrivacyContent> = { en: privacyEn, hi: privacyHi }

export const homeContent = (locale: Locale) => home[locale]
export const offerContent = (locale: Locale) => offer[locale].offer
export const termsContent = (locale: Locale) => terms[locale]
export const privacyContent = (locale: Locale) => privacy[locale]

const hindiBodies: Record<ServiceKey, ServicePageBody> = {
  'human-atm': humanAtm,
  aeps,
  dmt,
  utility,
  'cash-collection': cashCollection,
  fastag,
  dsc,
  'instant-loan': instantLoan,
  insurance,
  gold,
  'assisted-ecommerce': assistedEcommerce,
}

/** A service page whole in a language: its index row (the English path and form values) with the body and names. */
export function servicePage(key: ServiceKey, locale: Locale): ServicePage {
  const page = serviceByKey[key]
  if (locale === 'en') return page
  return { ...page, ...hindiBodies[key], ...serviceLabel(page, locale) } as ServicePage
}
