import type { Catalogue } from '#app/lib/i18n/catalogue.ts'
import type { site as enSite } from '#app/messages/en/site.ts'

/** The `site` namespace in Hindi, key for key as in English. */
export const site: Catalogue<typeof enSite> = {}
