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
