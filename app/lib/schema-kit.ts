import { isIsoDate, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { z } from '#app/lib/zod-config.ts'

/**
 * The building blocks every form schema uses, so that bad input is refused by the schema with a clear message
 * (400) instead of failing in the database (500): text never carries a NUL byte, another control character or a
 * lone surrogate, and a whole number never leaves the range of the database column it is stored in.
 */

/** PostgreSQL `integer`: serial numbers and references. */
export const INT4_MAX = 2_147_483_647

/**
 * Spec section 5 e-mail shape, for the staff and CRM forms: letters, digits, _ . - then @, then letters/digits with
 * dots and a letter ending. (The public forms take what `z.email()` takes, as they always have.)
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

/**
 * Whether a text holds a character no field of the product accepts: a control character other than tab, line feed
 * and carriage return (NUL among them, which PostgreSQL cannot store), or half of a UTF-16 surrogate pair.
 */
export function hasForbiddenCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true
      i++
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true
    }
  }
  return false
}

/**
 * A text field: trimmed, at most `max` characters, free of forbidden characters. `tooLong` is the message for an
 * over-long entry (the spec's own text where the spec gives one).
 */
export function text(max: number, tooLong: string = messages.TOO_LONG) {
  return z
    .string({ error: messages.BAD_REQUEST })
    .refine((v) => !hasForbiddenCharacters(v), messages.FORBIDDEN_CHARACTERS)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, tooLong))
}

/** A required text field: as `text`, and empty (after trimming) gives `missing`. */
export function requiredText(max: number, missing: string, tooLong: string = missing) {
  return z
    .string({ error: missing })
    .refine((v) => !hasForbiddenCharacters(v), messages.FORBIDDEN_CHARACTERS)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, missing).max(max, tooLong))
}

/** A secret (password) field: kept exactly as typed, but still free of forbidden characters. */
export function secret(max: number, message: string) {
  return z
    .string({ error: message })
    .max(max, message)
    .refine((v) => !hasForbiddenCharacters(v), messages.FORBIDDEN_CHARACTERS)
}

/**
 * A whole number from a form field, within `min`..`max` (by default a database `integer`). Text that is not a plain
 * decimal number, and numbers out of range, give `message`.
 */
export function wholeNumber(options: { min?: number; max?: number; message?: string } = {}) {
  const { min = 0, max = INT4_MAX, message = messages.BAD_REQUEST } = options
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((v, ctx) => {
      const s = typeof v === 'number' ? String(v) : v.trim()
      if (!/^-?\d{1,12}$/.test(s)) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return Number(s)
    })
    .pipe(z.number().int().min(min, message).max(max, message))
}

/** A serial number of a stored record: 1 or more (0 where `allowNew` means "a new record"). */
export function serial(options: { allowNew?: boolean; message?: string } = {}) {
  return wholeNumber({ min: options.allowNew ? 0 : 1, message: options.message })
}

/**
 * An optional choice of a stored record from a select whose first option, "none", is empty: an empty field is no
 * choice (undefined); anything else must be a serial number, or `message`.
 */
export function optionalSerial(message: string) {
  return z.union([z.literal('').transform(() => undefined), serial({ message })]).optional()
}

/** One of the given values, or `message`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message })
}

/** What a form says of a date it asks for from today on: none given, not a date, a day already past. */
export interface FromTodayMessages {
  required: string
  invalid: string
  past: string
}

/**
 * A form's date field that must be given, and be today (India) or later: one issue at the field `path`, for the
 * first of these rules the value breaks.
 */
export function fromTodayRule(
  value: string,
  path: string,
  said: FromTodayMessages,
  ctx: z.RefinementCtx,
  today = todayInIndia(),
) {
  const message = value === '' ? said.required : !isIsoDate(value) ? said.invalid : value < today ? said.past : null
  if (message !== null) ctx.addIssue({ code: 'custom', path: [path], message })
}
