import { useMemo } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import { type Namespace, translator } from './i18n.ts'
import { isLocale, type Locale, localeOfPath } from './locale.ts'

/**
 * The language of what is being rendered: in the back office, the signed-in user's choice (the office layout's
 * loader reads it from their account); on the public site, the page's path (`/hi/...` is Hindi).
 */
export function useLocale(): Locale {
  const office = useRouteLoaderData('routes/office/layout') as { locale?: unknown } | undefined
  const { pathname } = useLocation()
  return isLocale(office?.locale) ? office.locale : localeOfPath(pathname)
}

/** A translator for a namespace in the current language: `const t = useT('crm'); t('list.title')`. */
export function useT<N extends Namespace>(ns: N) {
  const locale = useLocale()
  return useMemo(() => translator(locale, ns), [locale, ns])
}
