import type { ZodError } from 'zod'
import { messages } from '#app/lib/errors.ts'
import { defaultLocale, type Locale, localizedPath } from '#app/lib/i18n/locale.ts'

/**
 * The HTTP side of the public forms, shared by their resource routes: reading a body of any of the encodings the
 * forms and the older call style use, and answering either as JSON (`{err, msg}`, spec section 7) or, for a plain
 * HTML form posted before JavaScript loaded, with a 303 to the thank-you page.
 */

/** What became of a submission. `message` is what the visitor sees. */
export type Outcome = { ok: true } | { ok: false; status: number; message: string; field?: string }

export const accepted: Outcome = { ok: true }

export function refused(message: string, field?: string, status = 400): Outcome {
  return { ok: false, status, message, ...(field ? { field } : {}) }
}

/** The first problem of a failed parse, as the visitor should read it. */
export function refusedBy(error: ZodError): Outcome {
  const issue = error.issues[0]
  return refused(
    issue?.message ?? messages.BAD_REQUEST,
    issue?.path[0] === undefined ? undefined : String(issue.path[0]),
  )
}

/** A field value of a JSON body: strings as they are, numbers and booleans as text, anything else dropped. */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

/** A JSON object's scalar members as string fields; null for anything that is not an object. */
export function fieldsOf(value: unknown): Record<string, string> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  return fromEntries(Object.entries(value))
}

function fromEntries(entries: Iterable<[string, unknown]>): Record<string, string> {
  // A null-prototype object: a field called `__proto__` is just a field.
  const out: Record<string, string> = Object.create(null)
  for (const [key, value] of entries) {
    const text = scalar(value)
    if (text !== undefined && !(key in out)) out[key] = text
  }
  return out
}

/** Whether the request body is JSON (the callback box and scripts send JSON). */
export function isJsonBody(request: Request): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')
}

/**
 * The body's fields as strings: form-encoded, multipart (text parts only) or a JSON object. Null when the body
 * cannot be read as any of them; never throws.
 */
export async function readFields(request: Request): Promise<Record<string, string> | null> {
  try {
    if (isJsonBody(request)) {
      return fieldsOf(JSON.parse(await request.text()))
    }
    const form = await request.formData()
    return fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
  } catch {
    return null
  }
}

/** Whether the client asked for JSON (the forms' script does) rather than a page. */
export function wantsJson(request: Request): boolean {
  if (isJsonBody(request)) return true
  const accept = request.headers.get('accept') ?? ''
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept)
}

const noStore = { 'Cache-Control': 'no-store' }

/** The JSON answer of spec section 7: `err` empty on success, else the message; `msg` is shown either way. */
export function jsonReply(outcome: Outcome, successMessage: string = messages.THANK_YOU_TEXT): Response {
  if (outcome.ok) return Response.json({ err: '', msg: successMessage }, { headers: noStore })
  return Response.json(
    { err: outcome.message, msg: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) },
    { status: outcome.status, headers: outcome.status === 503 ? { ...noStore, 'Retry-After': '30' } : noStore },
  )
}

/**
 * Where a plain form post lands: /thankyou/1 on success, /thankyou/2 on any failure (spec section 4); a form of a
 * Hindi page lands on the Hindi thank-you page.
 */
export function pageReply(outcome: Outcome, locale: Locale = 'en'): Response {
  // A plain 303 (what the router's redirect() makes): this module answers HTTP without depending on the router.
  const location = localizedPath(outcome.ok ? '/thankyou/1' : '/thankyou/2', locale)
  return new Response(null, { status: 303, headers: { ...noStore, Location: location } })
}

export function reply(
  request: Request,
  outcome: Outcome,
  successMessage?: string,
  locale: Locale = defaultLocale,
): Response {
  return wantsJson(request) ? jsonReply(outcome, successMessage) : pageReply(outcome, locale)
}
