import type { Catalogue } from '#app/lib/i18n/catalogue.ts'
import type { office as enOffice } from '#app/messages/en/office.ts'

/** The `office` namespace in Hindi, key for key as in English. */
export const office: Catalogue<typeof enOffice> = {}
