import type { ParseKeys, TFunction } from 'i18next'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { type Namespace, translator } from './i18n.ts'
import { isLocale, type Locale, localeOfPath } from './locale.ts'

/**
 * The language of a page's `meta` (its title and description), as `useLocale()` finds it for the page itself: an
 * office page's from the signed-in user's choice (the office layout's data), a public page's from its path.
 */
export function metaLocale(args: {
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]
  location: { pathname: string }
}): Locale {
  const office = args.matches.find((m) => m?.id === 'routes/office/layout')
  const data = (office?.loaderData ?? office?.data) as { locale?: unknown } | undefined
  return isLocale(data?.locale) ? data.locale : localeOfPath(args.location.pathname)
}

/** How each public catalogue names a page's three meta entries after the page's key prefix. */
export const publicMetaKeys = {
  site: { title: 'title', description: 'description', keywords: 'keywords' },
  forms: { title: 'metaTitle', description: 'metaDescription', keywords: 'metaKeywords' },
} as const
type PublicNamespace = keyof typeof publicMetaKeys

/** The prefixes `P` of a public catalogue's keys for which the page's three meta entries exist. */
type PublicMetaPrefix<N extends PublicNamespace> = {
  [K in ParseKeys<N>]: K extends `${infer P}.${(typeof publicMetaKeys)[N]['title']}`
    ? `${P}.${(typeof publicMetaKeys)[N]['description']}` extends ParseKeys<N>
      ? `${P}.${(typeof publicMetaKeys)[N]['keywords']}` extends ParseKeys<N>
        ? P
        : never
      : never
    : never
}[ParseKeys<N>]

/**
 * A public page's title, description and keywords from its catalogue entries, in the page's language (the title's
 * `{{company}}` is the company name setting; keywords are one text, comma-separated), with its canonical and
 * language links (pageMeta). `prefix` names the page's entries as its catalogue names them (`publicMetaKeys`):
 * `'about'` is `about.title`, `about.description` and `about.keywords` in `site`, `'contact'` is
 * `contact.metaTitle`, `contact.metaDescription` and `contact.metaKeywords` in `forms`.
 */
export function catalogueMeta<N extends PublicNamespace>(ns: N, prefix: PublicMetaPrefix<N>, path: string) {
  const names = publicMetaKeys[ns]
  return (args: Parameters<typeof metaLocale>[0] & { matches: Parameters<typeof siteFromMatches>[0] }) => {
    const site = siteFromMatches(args.matches)
    const locale = metaLocale(args)
    const t = translator(locale, ns) as unknown as (key: string, vars?: Record<string, string>) => string
    return pageMeta(site, {
      locale,
      title: t(`${prefix}.${names.title}`, { company: site?.companyName ?? '' }),
      description: t(`${prefix}.${names.description}`),
      keywords: t(`${prefix}.${names.keywords}`).split(', '),
      path,
    })
  }
}

/**
 * A staff page's `meta`: its title and description from the area's catalogue in the reader's language, never
 * indexed (staff pages are `noindex`), with the canonical path given. `texts` names the title's catalogue entry,
 * whose description's entry is named after it (`descriptionKeyOf`: `alerts.metaTitle` and `alerts.metaDescription`,
 * `rights.title` and `rights.description`, `meta.crm` and `meta.crmDescription`); or names the two entries where the
 * description's is another; or picks them from the page's params or data (such as a lead's business name for its
 * title).
 */
export function staffPageMeta<N extends Namespace, Args extends MetaArgs>(
  ns: N,
  path: string,
  texts: TitleKey<N> | readonly [title: ParseKeys<N>, description: ParseKeys<N>] | StaffMetaTexts<N, Args>,
) {
  const keys: readonly [string, string] | StaffMetaTexts<N, Args> =
    typeof texts === 'string' ? [texts, descriptionKeyOf(texts)] : texts
  return (args: Args) => {
    const t = translator(metaLocale(args), ns)
    const { title, description } =
      typeof keys === 'function'
        ? keys(t, args)
        : { title: t(keys[0] as ParseKeys<N>) as string, description: t(keys[1] as ParseKeys<N>) as string }
    return pageMeta(siteFromMatches(args.matches), { title, description, path, noindex: true })
  }
}

/**
 * The catalogue entry of a page's description, named after its title's: a title ending `title` or `Title` has its
 * description where that word is `description` or `Description`; any other title key has it with `Description` added.
 */
export function descriptionKeyOf<K extends string>(titleKey: K): DescriptionKey<K> {
  const named = titleKey.replace(/title$/, 'description').replace(/Title$/, 'Description')
  return (named === titleKey ? `${titleKey}Description` : named) as DescriptionKey<K>
}
type DescriptionKey<K extends string> = K extends `${infer P}title`
  ? `${P}description`
  : K extends `${infer P}Title`
    ? `${P}Description`
    : `${K}Description`
/** The title keys of a namespace whose description's entry, named after them, exists. */
type TitleKey<N extends Namespace> = {
  [K in Extract<ParseKeys<N>, string>]: DescriptionKey<K> extends ParseKeys<N> ? K : never
}[Extract<ParseKeys<N>, string>]
type StaffMetaTexts<N extends Namespace, Args> = (t: TFunction<N>, args: Args) => { title: string; description: string }
type MetaArgs = Parameters<typeof metaLocale>[0] & { matches: Parameters<typeof siteFromMatches>[0] }
