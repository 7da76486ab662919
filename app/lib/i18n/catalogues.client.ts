import { en } from '#app/messages/en/index.ts'
import { addCatalogues, hasCatalogues } from './i18n.ts'
import { isLocale } from './locale.ts'

/**
 * English, the default, ships with the office's entry; Hindi is a chunk of its own, fetched before hydration only
 * by a user who chose Hindi, so English users load no Hindi words and wait for nothing more.
 */
addCatalogues('en', en)

/** Loads a language's messages once, if they are not here yet. */
export async function ensureCatalogues(locale: unknown) {
  if (!isLocale(locale) || hasCatalogues(locale)) return
  const { hi } = await import('#app/messages/hi/index.ts')
  addCatalogues('hi', hi)
}

/** Loads the document's language (its `<html data-locale>`) before the office hydrates. */
export function loadDocumentCatalogues() {
  return ensureCatalogues(document.documentElement.dataset.locale)
}
