/**
 * The site's two languages (D55): English, at the paths it always had, and Hindi, at the same paths under `/hi`
 * (`/about` is `/hi/about`, `/` is `/hi`). Staff choose their back-office language on their own account; the public
 * site's language is its path. Client-safe: the islands, the office and the server all read it.
 */

export const locales = ['en', 'hi'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** The value of `<html lang>` and `hreflang` for a language. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

/** Each language's name in its own language, as the language switch says it. */
export const languageName: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi'
}

/** The language of a public path: Hindi under `/hi`, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  const p = pathname.toLowerCase()
  return p === '/hi' || p.startsWith('/hi/') ? 'hi' : 'en'
}

/** The English path of a public page, whichever language `pathname` is in. */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname
  return pathname.slice(3) || '/'
}

/** A public page's path in a language: `/about` → `/hi/about`, `/` → `/hi`. */
export function localizedPath(path: string, locale: Locale): string {
  const base = basePath(path)
  if (locale === 'en') return base
  return base === '/' ? '/hi' : `/hi${base}`
}
