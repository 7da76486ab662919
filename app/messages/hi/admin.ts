import type { Catalogue } from '#app/lib/i18n/catalogue.ts'
import type { admin as enAdmin } from '#app/messages/en/admin.ts'

/** The `admin` namespace in Hindi, key for key as in English. */
export const admin: Catalogue<typeof enAdmin> = {}
