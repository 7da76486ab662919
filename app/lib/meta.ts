import {
  alternates,
  defaultLocale,
  type Locale,
  localeFacts,
  locales,
  localizedPath,
  otherLocales,
} from '#app/lib/i18n/locale.ts'
import type { PublicSettings } from '#app/lib/settings.server.ts'

export interface PageMetaInput {
  title: string
  description: string
  keywords?: readonly string[]
  /** The page's English path, e.g. `/about`: the canonical URL is its twin in `locale` (`/hi/about`). */
  path: string
  /** The page's language (English when not given). */
  locale?: Locale
  /** Site path of the share image; the site-wide picture when not given. */
  image?: string
  noindex?: boolean
}

/** The default picture for link previews (1200 x 630, made from the home banner artwork). */
export const DEFAULT_SHARE_IMAGE = '/images/og-image.png'

/**
 * The page in each language, for search engines (ADR 0157): `hreflang` links to the page in every language and
 * `x-default` to the English one, the same on every language's page.
 */
export function alternateLinks(base: string, path: string): Record<string, string>[] {
  return alternates(path).map((link) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: link.hreflang,
    href: `${base}${link.path}`,
  }))
}

/**
 * Title, description, keywords, canonical URL (the page in its own language), the other language's page
 * (`hreflang`) and Open Graph tags for a page.
 */
export function pageMeta(site: PublicSettings | undefined, input: PageMetaInput): Record<string, string>[] {
  const base = site?.siteUrl ?? ''
  const locale = input.locale ?? defaultLocale
  const url = `${base}${localizedPath(input.path, locale)}`
  const tags: Record<string, string>[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site?.companyName ?? '' },
    { property: 'og:locale', content: localeFacts[locale].ogLocale },
    ...otherLocales(locale).map((other) => ({ property: 'og:locale:alternate', content: localeFacts[other].ogLocale })),
    { property: 'og:image', content: `${base}${input.image ?? DEFAULT_SHARE_IMAGE}` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (input.keywords?.length) tags.push({ name: 'keywords', content: input.keywords.join(', ') })
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  return [...tags, { tagName: 'link', rel: 'canonical', href: url }, ...alternateLinks(base, input.path)]
}

/** The root loader's company facts, as seen by a route's `meta` function. */
export function siteFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = matches.find((m) => m?.id === 'root')
  return (root?.data as { site?: PublicSettings } | undefined)?.site
}

/** schema.org FAQPage for a page's FAQ accordion (JSON-LD). */
export function faqPageJsonLd(faqs: readonly { question: string; answer: readonly string[] }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer.join('\n\n') },
    })),
  }
}

/**
 * schema.org BreadcrumbList for a page under the home page: Home, then the page, in the page's language (the names
 * as the page's breadcrumb shows them, the URLs the page's language's).
 */
export function breadcrumbJsonLd(base: string, items: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${base}${item.path}`,
    })),
  }
}

/** The names of the two support lines in the Organization data, in each language. */
const contactPointNames: Record<Locale, { dsc: string; other: string }> = {
  en: { dsc: 'Digital signature certificates', other: 'All other services' },
  hi: { dsc: 'डिजिटल सिग्नेचर सर्टिफ़िकेट', other: 'बाकी सभी सेवाएँ' },
}

/**
 * schema.org Organization for the home page, from the company facts of the settings (D40), in the home page's
 * language (its URL and the names of its support lines).
 */
export function organizationJsonLd(site: PublicSettings, locale: Locale = defaultLocale) {
  const names = contactPointNames[locale]
  // A social link that is only the network's home page (the placeholder default) names no profile of ours.
  const profiles = Object.values(site.social).filter((url) => new URL(url).pathname.replace(/\/+$/, '') !== '')
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    alternateName: site.companyShortName,
    url: `${site.siteUrl}${localizedPath('/', locale)}`,
    logo: `${site.siteUrl}/images/logo.svg`,
    email: site.infoEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address,
      addressLocality: 'New Delhi',
      addressCountry: 'IN',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: site.phoneDsc,
        contactType: 'customer support',
        name: names.dsc,
        areaServed: 'IN',
        availableLanguage: locales.map((l) => localeFacts[l].englishName),
      },
      {
        '@type': 'ContactPoint',
        telephone: site.phoneSupport,
        contactType: 'customer support',
        name: names.other,
        areaServed: 'IN',
        availableLanguage: locales.map((l) => localeFacts[l].englishName),
      },
    ],
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  }
}
