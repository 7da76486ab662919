import { home } from '#app/content/home.ts'
import { offer } from '#app/content/offer.ts'
import { privacy } from '#app/content/privacy.ts'
import { type ServicePage, serviceBodies, serviceByKey } from '#app/content/services.ts'
import { terms } from '#app/content/terms.ts'
import { defaultLocale, type Locale } from '#app/lib/i18n/locale.ts'
import type { ServiceKey } from '#app/lib/service-index.ts'
import { serviceLabel } from './service-labels.ts'

/**
 * The public pages' content in a language (ADR 0155): each page's document of that language in app/content/pages/
 * with the page's language-neutral facts (ADR 0165). The pages are prerendered and not hydrated, so both languages
 * stay on the server.
 */

export const homeContent = (locale: Locale) => home[locale]
export const offerContent = (locale: Locale) => offer[locale]
export const termsContent = (locale: Locale) => terms[locale]
export const privacyContent = (locale: Locale) => privacy[locale]

/** A service page whole in a language: its index row (the English path and form values) with the body and names. */
export function servicePage(key: ServiceKey, locale: Locale): ServicePage {
  const page = serviceByKey[key]
  if (locale === defaultLocale) return page
  return { ...page, ...serviceBodies[locale][key], ...serviceLabel(page, locale) } as ServicePage
}
