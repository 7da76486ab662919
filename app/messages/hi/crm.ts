import type { Catalogue } from '#app/lib/i18n/catalogue.ts'
import type { crm as enCrm } from '#app/messages/en/crm.ts'

/** The `crm` namespace in Hindi, key for key as in English. */
export const crm: Catalogue<typeof enCrm> = {}
