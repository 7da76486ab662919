import { messages } from '#app/lib/errors.ts'
import { hasForbiddenCharacters } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/**
 * The schemas of the public forms, shared by the browser (inline errors) and the server (the only check that
 * counts). No `.server` suffix: the quote, callback and pay forms import them. Keep this module free of content
 * imports so it stays small in the public bundles; the allowed service values are passed in (see services.ts).
 */

/** Name of the honeypot field (D46): hidden from people and assistive technology, filled only by bots. */
export const HONEYPOT_FIELD = 'website'

export const quoteVariants = ['home', 'service', 'contact', 'dsc-offer'] as const
export type QuoteVariant = (typeof quoteVariants)[number]

/** Field limits of the forms (spec sections 3, 5 and 9). */
export const limits = {
  quote: { name: 100, email: 100, phone: 10, location: 100, service: 100, message: 1000 },
  callback: { name: 100, phone: 10, email: 100, message: 1000 },
  payment: { name: 50, email: 50, phone: 10, amount: 10, message: 100 },
} as const

/**
 * A 12-digit number written like an Aadhaar number (first digit 2-9, optionally grouped 4-4-4 by spaces or
 * hyphens). Free-text fields refuse it (security.md, UIDAI rules on storing Aadhaar numbers). A leading `+` marks a
 * phone number with its country code, so `+919876543210` is not taken for one.
 */
const AADHAAR_LIKE = /(?<![\d+])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?!\d)/

export function hasAadhaarLikeNumber(value: string): boolean {
  return AADHAAR_LIKE.test(value)
}

/** Line breaks in a one-line field can only come from a hand-made request; they become spaces (ASVS 1.3.11). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ')
}

const TOO_LONG = messages.TOO_LONG

/** No NUL byte, other control character or lone surrogate in any field (the database could not store them). */
const clean = (v: string | undefined) => v === undefined || !hasForbiddenCharacters(v)

/** A required one-line text: missing or blank gives `requiredMessage`. */
function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .refine(clean, messages.FORBIDDEN_CHARACTERS)
    .transform((v) => oneLine(v).trim())
    .pipe(z.string().min(1, requiredMessage).max(max, TOO_LONG))
}

/**
 * An optional one-line text, '' when absent. (A refine rather than a pipe for the length: conform's zod coercion
 * does not see through `optional -> transform -> pipe` and would call the absent field required.)
 */
function optionalText(max: number) {
  return z
    .string({ error: messages.BAD_REQUEST })
    .optional()
    .refine(clean, messages.FORBIDDEN_CHARACTERS)
    .transform((v) => oneLine(v ?? '').trim())
    .refine((v) => v.length <= max, TOO_LONG)
}

/** Free text keeps its line breaks (a message may have paragraphs); `#`, `+`, `%`, `&` are kept exactly (D42). */
function freeText(max: number) {
  return z
    .string({ error: messages.BAD_REQUEST })
    .optional()
    .refine(clean, messages.FORBIDDEN_CHARACTERS)
    .transform((v) => (v ?? '').replace(/\r\n?/g, '\n').trim())
    .refine((v) => v.length <= max, TOO_LONG)
}

const noAadhaar = (value: string) => !hasAadhaarLikeNumber(value)

function nameField(max: number) {
  return requiredText(messages.PAY_NAME_REQUIRED, max).refine(noAadhaar, messages.AADHAAR_NOT_ALLOWED)
}

function emailField(max: number) {
  return requiredText(messages.PAY_EMAIL_REQUIRED, max).pipe(z.email(messages.INVALID_EMAIL))
}

/** Spec section 5: digits only, exactly 10. */
function phoneField() {
  // Any wrong length gets the phone message itself, not a generic "too long".
  return requiredText(messages.PAY_PHONE_REQUIRED, 64).pipe(z.string().regex(/^\d{10}$/, messages.INVALID_PHONE))
}

/** An e-mail address that may be left empty (the callback form sends it empty). */
function optionalEmailField(max: number) {
  return optionalText(max).refine((v) => v === '' || z.email().safeParse(v).success, messages.INVALID_EMAIL)
}

/**
 * The quote and contact forms (spec section 3). `services` lists the values the page may send as `service`: the
 * home and contact dropdown, the page's fixed value, the insurance choices, or the DSC offer's value.
 */
export function quoteSchema(services: readonly string[]) {
  const allowed = new Set(services)
  return z.object({
    name: nameField(limits.quote.name),
    email: emailField(limits.quote.email),
    phone: phoneField(),
    location: optionalText(limits.quote.location).refine(noAadhaar, messages.AADHAAR_NOT_ALLOWED),
    service: requiredText(messages.SERVICE_REQUIRED, limits.quote.service).refine(
      (v) => allowed.has(v),
      messages.SERVICE_UNKNOWN,
    ),
    message: freeText(limits.quote.message).refine(noAadhaar, messages.AADHAAR_NOT_ALLOWED),
  })
}
export type QuoteInput = z.output<ReturnType<typeof quoteSchema>>

/** The blog's Request a Callback box (spec sections 3 and 5): name and phone; e-mail and message are sent empty. */
export const callbackSchema = z.object({
  name: nameField(limits.callback.name),
  phone: phoneField(),
  email: optionalEmailField(limits.callback.email),
  message: freeText(limits.callback.message).refine(noAadhaar, messages.AADHAAR_NOT_ALLOWED),
})
export type CallbackInput = z.output<typeof callbackSchema>

/** An amount in rupees as typed: digits with at most two decimals, above 0 (spec section 5). */
const AMOUNT = /^\d+(\.\d{1,2})?$/

export function isPositiveAmount(value: string): boolean {
  return AMOUNT.test(value) && Number(value) > 0
}

/** The hidden pay form (spec sections 3, 5 and 9; D45). */
export const paymentSchema = z.object({
  name: nameField(limits.payment.name),
  email: emailField(limits.payment.email),
  phone: phoneField(),
  amount: requiredText(messages.PAY_AMOUNT_REQUIRED, limits.payment.amount).refine(
    isPositiveAmount,
    messages.PAY_AMOUNT_REQUIRED,
  ),
  message: freeText(limits.payment.message).refine(noAadhaar, messages.AADHAAR_NOT_ALLOWED),
})
export type PaymentInput = z.output<typeof paymentSchema>

/** The page a form was sent from: a site path, never a full URL. */
export const sourcePathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .catch('')
