import i18next, { type TFunction } from 'i18next'
import type { Messages } from '#app/messages/en/index.ts'
import type { Locale } from './locale.ts'

/**
 * Messages of the site and the office through i18next (ADR 0155): one instance, both languages, namespaces as in
 * app/messages/en/index.ts. A page asks for a translator fixed to its language and namespace, so nothing depends on
 * a process-wide "current language" (the server renders both languages at once). No fallback language: a key that
 * is missing shows as the key, and the catalogue test fails, in either language.
 *
 * The catalogues themselves are added by `addCatalogues`: the server adds both languages at start-up
 * (./catalogues.server.ts); the office in the browser adds only its user's language before it hydrates
 * (app/entry.client.tsx), so an English user never downloads the Hindi words, nor the other way round.
 */

export type Namespace = keyof Messages

const instance = i18next.createInstance()
void instance.init({
  lng: 'en',
  fallbackLng: false,
  ns: [],
  defaultNS: false,
  resources: {},
  initAsync: false,
  // React escapes what it renders; escaping here would show "&amp;" on the page.
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
})

/** Registers a language's catalogues (each namespace whole). */
export function addCatalogues(locale: Locale, catalogues: Record<string, object>) {
  for (const [ns, resources] of Object.entries(catalogues)) {
    instance.addResourceBundle(locale, ns, resources, true, true)
  }
}

export function hasCatalogues(locale: Locale) {
  return instance.hasResourceBundle(locale, 'errors')
}

/** A translator for one language and namespace: `translator('hi', 'crm')('list.title')`. */
export function translator<N extends Namespace>(locale: Locale, ns: N): TFunction<N> {
  return instance.getFixedT(locale, ns) as TFunction<N>
}
