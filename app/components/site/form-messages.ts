import { type MessageCode, messages } from '#app/lib/errors.ts'
import { defaultLocale, type Locale } from '#app/lib/i18n/locale.ts'
import { messageIn } from '#app/lib/i18n/spec-message.tsx'

/**
 * The catalogue texts a public form's script may show (its checks, with the same shared schemas as the server, and
 * the server's replies), each an exact English text (app/lib/errors.ts).
 */
const formCodes: readonly MessageCode[] = [
  'PAY_NAME_REQUIRED',
  'PAY_EMAIL_REQUIRED',
  'PAY_PHONE_REQUIRED',
  'PAY_AMOUNT_REQUIRED',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'SERVICE_REQUIRED',
  'SERVICE_UNKNOWN',
  'TOO_LONG',
  'AADHAAR_NOT_ALLOWED',
  'FORBIDDEN_CHARACTERS',
  'BAD_REQUEST',
  'SERVICE_UNAVAILABLE',
  'ERR0000',
  'THANK_YOU_TEXT',
]

/**
 * What a Hindi page's form carries for its script (ADR 0156, ADR 0159): `data-messages`, the Hindi of every text
 * the script may show, keyed by the exact English, so that the islands write "Hindi, then the English as a
 * `lang="en"` line" as the server does, with no catalogue in the page's script; `data-words` the script's own
 * words (the button while sending, the spinner). English pages carry neither: their forms stay as they were.
 */
export function formScriptTexts(
  locale: Locale,
  words: Record<string, string> = {},
  extra: readonly string[] = [],
): Record<string, string> {
  if (locale === defaultLocale) return {}
  const map: Record<string, string> = {}
  for (const english of [...formCodes.map((code) => messages[code]), ...extra]) {
    const hindi = messageIn(english, locale)
    if (hindi !== null) map[english] = hindi
  }
  return { 'data-messages': JSON.stringify(map), 'data-words': JSON.stringify(words) }
}
