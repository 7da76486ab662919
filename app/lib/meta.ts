import type { PublicSettings } from '#app/lib/settings.server.ts'

export interface PageMetaInput {
  title: string
  description: string
  keywords?: readonly string[]
  /** Canonical path of the page, e.g. `/about`. */
  path: string
  /** Site path of the share image; the site-wide picture when not given. */
  image?: string
  noindex?: boolean
}

/** The default picture for link previews (1200 x 630, made from the home banner artwork). */
export const DEFAULT_SHARE_IMAGE = '/images/og-image.png'

/** Title, description, keywords, canonical URL and Open Graph tags for a page. */
export function pageMeta(site: PublicSettings | undefined, input: PageMetaInput) {
  const base = site?.siteUrl ?? ''
  const url = `${base}${input.path}`
  const tags: Record<string, string>[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site?.companyName ?? '' },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:image', content: `${base}${input.image ?? DEFAULT_SHARE_IMAGE}` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (input.keywords?.length) tags.push({ name: 'keywords', content: input.keywords.join(', ') })
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  return [...tags, { tagName: 'link', rel: 'canonical', href: url }]
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

/** schema.org Organization for the home page, from the company facts of the settings (D40). */
export function organizationJsonLd(site: PublicSettings) {
  // A social link that is only the network's home page (the placeholder default) names no profile of ours.
  const profiles = Object.values(site.social).filter((url) => new URL(url).pathname.replace(/\/+$/, '') !== '')
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    alternateName: site.companyShortName,
    url: `${site.siteUrl}/`,
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
        name: 'Digital signature certificates',
        areaServed: 'IN',
      },
      {
        '@type': 'ContactPoint',
        telephone: site.phoneSupport,
        contactType: 'customer support',
        name: 'All other services',
        areaServed: 'IN',
      },
    ],
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  }
}
