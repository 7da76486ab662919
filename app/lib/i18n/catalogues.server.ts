import type { Messages } from '#app/messages/en/index.ts'
import { en } from '#app/messages/en/index.ts'
import { hi } from '#app/messages/hi/index.ts'
import { addCatalogues } from './i18n.ts'
import { type Locale, locales } from './locale.ts'

/**
 * The server renders every language (prerendered public pages, each staff member's office): it holds them all. A
 * language in the list without its catalogues is a compile error here (`Record<Locale, …>`).
 */
export const catalogues: Record<Locale, Record<keyof Messages, object>> = { en, hi }
for (const locale of locales) addCatalogues(locale, catalogues[locale])
