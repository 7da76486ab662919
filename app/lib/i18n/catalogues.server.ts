import { en } from '#app/messages/en/index.ts'
import { hi } from '#app/messages/hi/index.ts'
import { addCatalogues } from './i18n.ts'

/** The server renders both languages (prerendered public pages, each staff member's office): it holds both. */
addCatalogues('en', en)
addCatalogues('hi', hi)
