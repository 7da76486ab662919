import type { PublicSettings } from '#app/lib/settings.server.ts'

export interface PageMetaInput {
  title: string
  description: string
  keywords?: readonly string[]
  /** Canonical path of the page, e.g. `/about`. */
  path: string
  image?: string
  noindex?: boolean
}

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
  ]
  if (input.keywords?.length) tags.push({ name: 'keywords', content: input.keywords.join(', ') })
  if (input.image) tags.push({ property: 'og:image', content: `${base}${input.image}` })
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  return [...tags, { tagName: 'link', rel: 'canonical', href: url }]
}

/** The root loader's company facts, as seen by a route's `meta` function. */
export function siteFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = matches.find((m) => m?.id === 'root')
  return (root?.data as { site?: PublicSettings } | undefined)?.site
}
