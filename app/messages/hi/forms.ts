import type { Catalogue } from '#app/lib/i18n/catalogue.ts'
import type { forms as enForms } from '#app/messages/en/forms.ts'

/** The `forms` namespace in Hindi, key for key as in English. */
export const forms: Catalogue<typeof enForms> = {}
