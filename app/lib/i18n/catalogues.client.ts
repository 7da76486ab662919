import type { Messages } from '#app/messages/en/index.ts'
import { en } from '#app/messages/en/index.ts'
import { addCatalogues, hasCatalogues } from './i18n.ts'
import { defaultLocale, isLocale, type Locale } from './locale.ts'

/**
 * English, the default, ships with the office's entry; every other language is a chunk of its own, fetched before
 * hydration only by a user who chose it, so English users load no Hindi words and wait for nothing more. A language
 * in the list without its loader is a compile error here (`Record<Locale, …>`).
 */
const loaders: Record<Locale, () => Promise<Record<keyof Messages, object>>> = {
  en: async () => en,
  hi: () => import('#app/messages/hi/index.ts').then((m) => m.hi),
}
addCatalogues(defaultLocale, en)

/** Loads a language's messages once, if they are not here yet. */
export async function ensureCatalogues(locale: unknown) {
  if (!isLocale(locale) || hasCatalogues(locale)) return
  addCatalogues(locale, await loaders[locale]())
}

/** Loads the document's language (its `<html data-locale>`) before the office hydrates. */
export function loadDocumentCatalogues() {
  return ensureCatalogues(document.documentElement.dataset.locale)
}
