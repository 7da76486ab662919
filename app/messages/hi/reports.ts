import type { Catalogue } from '#app/lib/i18n/catalogue.ts'
import type { reports as enReports } from '#app/messages/en/reports.ts'

/** The `reports` namespace in Hindi, key for key as in English. */
export const reports: Catalogue<typeof enReports> = {}
