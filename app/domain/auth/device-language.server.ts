import { asLocale, defaultLocale, type Locale } from '#app/lib/i18n/locale.ts'
import { readCookie } from './cookies.server.ts'

/**
 * The back-office language this device last spoke (ADR 0161): the signed-in user's choice lives on their account
 * (users.locale); before anyone has signed in (the sign-in page, the second step, a reset link) the office speaks
 * the language of the last user who chose one or signed out on this device, remembered in a cookie. Only a language
 * other than the default is kept: English, the default, leaves no cookie. The cookie holds nothing personal and is
 * not a session.
 */
export const DEVICE_LANGUAGE_COOKIE = 'office-lang'

const YEAR = 365 * 24 * 60 * 60

/** The language a request's device remembers; English without one. */
export function deviceLanguageOf(request: Request): Locale {
  const value = readCookie(request.headers.get('cookie'), DEVICE_LANGUAGE_COOKIE)
  return asLocale(value)
}

/** The Set-Cookie value that makes this device remember `locale` (Hindi kept a year; English removes it). */
export function deviceLanguageCookie(locale: Locale, https: boolean): string {
  const secure = https ? '; Secure' : ''
  return locale === defaultLocale
    ? `${DEVICE_LANGUAGE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0${secure}`
    : `${DEVICE_LANGUAGE_COOKIE}=${locale}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${YEAR}${secure}`
}
