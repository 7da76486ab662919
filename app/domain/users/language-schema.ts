import { z } from 'zod'
import { locales } from '#app/lib/i18n/locale.ts'

/** The account menu's language choice: the language, and the office page to come back to. */
export const languageSchema = z.object({
  locale: z.enum(locales),
  back: z.string().max(2000).optional(),
})
