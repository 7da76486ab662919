/**
 * The site's languages (D55), written once: English, at the paths it always had, and Hindi, at the same paths under
 * `/hi` (`/about` is `/hi/about`, `/` is `/hi`). Staff choose their back-office language on their own account; the
 * public site's language is its path. Client-safe: the islands, the office and the server all read it.
 *
 * Every language-dependent place derives from `locales` (ADR 0218): the routes, the language switches, the
 * catalogues' and content documents' types (`Record<Locale, …>`), the sitemap and hreflang. Adding a language is:
 * add it here with its facts, then follow the compile errors and the failing content test (ARCHITECTURE.md,
 * "Add a language").
 */

/** What the site needs to know about a language besides its code. */
export interface LocaleFacts {
  /** The value of `<html lang>` and `hreflang`. */
  htmlLang: string
  /** Its name in its own language, as the language switch says it. */
  name: string
  /** Its name in English (schema.org's `availableLanguage`, the office's activity log). */
  englishName: string
  /** Open Graph's name of it (`og:locale`). */
  ogLocale: string
}

/** The languages, the default (no path prefix) first. */
export const locales = ['en', 'hi'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale = locales[0]
/** The languages at a path prefix of their own: every one but the default. */
export type OtherLocale = Exclude<Locale, typeof defaultLocale>

/** Each language's facts: a language added to `locales` without its facts is a compile error here. */
export const localeFacts: Record<Locale, LocaleFacts> = {
  en: { htmlLang: 'en-IN', name: 'English', englishName: 'English', ogLocale: 'en_IN' },
  hi: { htmlLang: 'hi-IN', name: 'हिन्दी', englishName: 'Hindi', ogLocale: 'hi_IN' },
}

/** A value for every language of `list`, made by `make`. */
export function byLocale<L extends string, T>(list: readonly L[], make: (locale: L) => T): Record<L, T> {
  return Object.fromEntries(list.map((locale) => [locale, make(locale)])) as Record<L, T>
}

/**
 * The pure functions of a list of languages: the first is the default, at the spec's paths; every other is at the
 * same paths under `/<code>`. The product uses the kit of `locales`; tests may make one of another list (a language
 * that is not shipped) to prove that everything follows the list.
 */
export function localeKit<const L extends string>(list: readonly [L, ...L[]], facts: Record<L, LocaleFacts>) {
  const fallback = list[0]
  const prefixOf = (locale: L) => (locale === fallback ? '' : `/${locale}`)

  function isLocale(value: unknown): value is L {
    return typeof value === 'string' && (list as readonly string[]).includes(value)
  }

  /** A stored or sent language code as a language of the list; the default for anything else (or nothing). */
  function asLocale(value: unknown): L {
    return isLocale(value) ? value : fallback
  }

  /** The language of a public path: a language under its prefix, the default everywhere else. */
  function localeOfPath(pathname: string): L {
    const p = pathname.toLowerCase()
    return (
      list.find((locale) => locale !== fallback && (p === prefixOf(locale) || p.startsWith(`${prefixOf(locale)}/`))) ??
      fallback
    )
  }

  /** The default language's path of a public page, whichever language `pathname` is in. */
  function basePath(pathname: string): string {
    const locale = localeOfPath(pathname)
    if (locale === fallback) return pathname
    return pathname.slice(prefixOf(locale).length) || '/'
  }

  /** A public page's path in a language: `/about` → `/hi/about`, `/` → `/hi`. */
  function localizedPath(path: string, locale: L): string {
    const base = basePath(path)
    if (locale === fallback) return base
    return base === '/' ? prefixOf(locale) : `${prefixOf(locale)}${base}`
  }

  /** The languages other than `locale`, in the list's order: what a language switch offers. */
  function otherLocales(locale: L): L[] {
    return list.filter((other) => other !== locale)
  }

  /** The language switch's links on a page: the same page in each other language, named in that language. */
  function switchLinks(pathname: string, locale: L) {
    return otherLocales(locale).map((other) => ({
      locale: other,
      href: localizedPath(pathname, other),
      lang: facts[other].htmlLang,
      name: facts[other].name,
    }))
  }

  /**
   * A page's alternates for search engines (ADR 0157), the same on every language's page and in the sitemap: the
   * page in each language by its `hreflang`, and `x-default`, the default language's page.
   */
  function alternates(path: string): { hreflang: string; path: string }[] {
    return [
      ...list.map((locale) => ({ hreflang: facts[locale].htmlLang, path: localizedPath(path, locale) })),
      { hreflang: 'x-default', path: localizedPath(path, fallback) },
    ]
  }

  return {
    locales: list,
    defaultLocale: fallback,
    facts,
    prefixOf,
    isLocale,
    asLocale,
    localeOfPath,
    basePath,
    localizedPath,
    otherLocales,
    switchLinks,
    alternates,
  }
}

/** The shipped languages' kit; its functions are the ones the product imports. */
export const localesKit = localeKit(locales, localeFacts)

export const { isLocale, asLocale, localeOfPath, basePath, localizedPath, otherLocales, switchLinks, alternates } =
  localesKit

/** The value of `<html lang>` and `hreflang` for a language. */
export const htmlLang: Record<Locale, string> = byLocale(locales, (locale) => localeFacts[locale].htmlLang)

/** Each language's name in its own language, as the language switch says it. */
export const languageName: Record<Locale, string> = byLocale(locales, (locale) => localeFacts[locale].name)
