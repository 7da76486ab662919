import { allowedServices, allServiceValues } from '#app/domain/enquiries/allowed-services.server.ts'
import { type SubmissionOrigin, submitCallback, submitQuote } from '#app/domain/enquiries/enquiries.server.ts'
import { accepted, fieldsOf, type Outcome, refused, refusedBy } from '#app/domain/enquiries/http.server.ts'
import type { EnquiryKind } from '#app/domain/enquiries/kinds.ts'
import {
  callbackSchema,
  HONEYPOT_FIELD,
  type QuoteVariant,
  quoteSchema,
  quoteVariants,
  sourcePathSchema,
} from '#app/domain/enquiries/schemas.ts'
import type { ServerContext } from '#app/lib/context.ts'
import type { Db } from '#app/lib/db.server.ts'
import { errorReason, isDatabaseUnavailable } from '#app/lib/db-errors.server.ts'
import { messages } from '#app/lib/errors.ts'
import { asLocale, defaultLocale, type Locale } from '#app/lib/i18n/locale.ts'
import type { Logger } from '#app/lib/logger.server.ts'

/**
 * The public form submissions, from raw fields to an Outcome: honeypot, parse with the shared schema, save with
 * the mail (D41). Unexpected failures (the database is down) are logged and become the generic failure, so the
 * visitor lands on /thankyou/2 and never sees a stack trace.
 */

type Fields = Record<string, string>

export interface SubmissionContext {
  db: Db
  log: Logger
  ip: string
  /** The INFO_EMAIL setting. */
  notify: string
}

/** The submission context of a request's server context. */
export function submissionContext(ctx: ServerContext): SubmissionContext {
  return { db: ctx.db, log: ctx.log, ip: ctx.ip, notify: ctx.settings.INFO_EMAIL }
}

/** D46: a bot that filled the hidden field gets the normal success answer, and nothing is stored. */
export function caughtByHoneypot(fields: Fields): boolean {
  return (fields[HONEYPOT_FIELD] ?? '').trim() !== ''
}

const kindOfVariant: Record<QuoteVariant, Exclude<EnquiryKind, 'callback' | 'payment'>> = {
  home: 'quote',
  service: 'quote',
  contact: 'contact',
  'dsc-offer': 'offer',
}

function isVariant(value: string | undefined): value is QuoteVariant {
  return (quoteVariants as readonly string[]).includes(value ?? '')
}

async function guarded(ctx: SubmissionContext, what: string, save: () => Promise<unknown>): Promise<Outcome> {
  try {
    await save()
    return accepted
  } catch (error) {
    // The database away (a restart, a failover): a retry soon will work, so say so (503), as pages do.
    if (isDatabaseUnavailable(error)) {
      ctx.log.warn({ reason: errorReason(error) }, `${what} could not be saved: database unavailable`)
      return refused(messages.SERVICE_UNAVAILABLE, undefined, 503)
    }
    ctx.log.error({ reason: errorReason(error) }, `${what} could not be saved`)
    return refused(messages.ERR0000, undefined, 500)
  }
}

function origin(ctx: SubmissionContext, sourcePath: string, language: Locale = defaultLocale): SubmissionOrigin {
  return { ip: ctx.ip, sourcePath, notify: ctx.notify, language }
}

/**
 * The language of the page a form was sent from (ADR 0159): the hidden field `language` that the server renders
 * into the Hindi pages' forms, 'hi'; anything else, or nothing (the English pages send none), English.
 */
export function formLanguage(fields: Fields): Locale {
  const value = fields.language
  return asLocale(value)
}

/**
 * A quote or contact form (`POST /enquiry`). The hidden field `variant` names the form (home, service, contact,
 * dsc-offer), which decides the allowed `service` values; `source` is the page path.
 */
export async function acceptQuoteForm(ctx: SubmissionContext, fields: Fields): Promise<Outcome> {
  if (caughtByHoneypot(fields)) {
    ctx.log.info({ form: 'quote' }, 'honeypot caught a submission')
    return accepted
  }
  const variant = fields.variant
  if (!isVariant(variant)) return refused(messages.BAD_REQUEST)
  const parsed = quoteSchema(allowedServices(variant)).safeParse(fields)
  if (!parsed.success) return refusedBy(parsed.error)
  const source = sourcePathSchema.parse(fields.source ?? '')
  return guarded(ctx, 'quote request', () =>
    submitQuote(ctx.db, parsed.data, kindOfVariant[variant], origin(ctx, source, formLanguage(fields))),
  )
}

/** The blog's Request a Callback box (`POST /api/callback`). */
export async function acceptCallbackForm(ctx: SubmissionContext, fields: Fields): Promise<Outcome> {
  if (caughtByHoneypot(fields)) {
    ctx.log.info({ form: 'callback' }, 'honeypot caught a submission')
    return accepted
  }
  const parsed = callbackSchema.safeParse(fields)
  if (!parsed.success) return refusedBy(parsed.error)
  const source = sourcePathSchema.parse(fields.source ?? '')
  return guarded(ctx, 'callback request', () =>
    submitCallback(ctx.db, parsed.data, origin(ctx, source, formLanguage(fields))),
  )
}

/**
 * The older call style (D50, spec section 7): `POST /api/contact_a.php` with numbered fields, 1 = 'contactus' and
 * 2 = JSON of name, email, phone, location, service, message. Any service value a page of the site sends is
 * accepted, since the old client posted every form here.
 */
export async function acceptContactA(ctx: SubmissionContext, fields: Fields): Promise<Outcome> {
  if (fields['1'] !== 'contactus') return refused(messages.BAD_REQUEST)
  let payload: Fields | null
  try {
    payload = fieldsOf(JSON.parse(fields['2'] ?? ''))
  } catch {
    payload = null
  }
  if (!payload) return refused(messages.BAD_REQUEST)
  const parsed = quoteSchema(allServiceValues).safeParse(payload)
  if (!parsed.success) return refusedBy(parsed.error)
  return guarded(ctx, 'contact request', () =>
    submitQuote(ctx.db, parsed.data, 'contact', origin(ctx, '/api/contact_a.php')),
  )
}
