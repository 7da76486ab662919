import { useContext, useMemo } from 'react'
import { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext } from 'react-router'
import { type Namespace, translator } from './i18n.ts'
import { isLocale, type Locale, localeOfPath } from './locale.ts'

/**
 * The language of what is being rendered: in the back office, the signed-in user's choice (the office layout's
 * loader reads it from their account); on the public site, the page's path (`/hi/...` is Hindi). Read from the
 * router's own state (what `useRouteLoaderData` and `useLocation` read), so that a component rendered outside a
 * router (the form kit in a unit test) is simply English instead of failing.
 */
export function useLocale(): Locale {
  const location = useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null
  const state = useContext(UNSAFE_DataRouterStateContext)
  const office = state?.loaderData['routes/office/layout'] as { locale?: unknown } | undefined
  if (isLocale(office?.locale)) return office.locale
  return location?.location ? localeOfPath(location.location.pathname) : 'en'
}

/** A translator for a namespace in the current language: `const t = useT('crm'); t('list.title')`. */
export function useT<N extends Namespace>(ns: N) {
  const locale = useLocale()
  return useMemo(() => translator(locale, ns), [locale, ns])
}
