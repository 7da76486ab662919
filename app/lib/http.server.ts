import { data } from 'react-router'
import type { z } from 'zod'
import { errorReason } from '#app/lib/db-errors.server.ts'
import { AppError, type MessageCode, messages, toUserError } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'

/** What a failed action returns to its form: the message, the field it belongs to, and the catalogue code. */
export interface ActionFailure {
  ok: false
  code: MessageCode
  error: string
  field?: string
  /** The intent (which form of the screen) the failure belongs to, when known. */
  intent?: string
}

function isThrownResponse(error: unknown): boolean {
  if (error instanceof Response) return true
  return Boolean(
    error &&
      typeof error === 'object' &&
      'type' in error &&
      (error as { type: string }).type === 'DataWithResponseInit',
  )
}

/**
 * Turns any thrown value into an action answer: an AppError keeps its message and status; anything else is logged
 * (its database reason only, never the query's parameters) and shown as ERR0000, never with details. Responses
 * thrown on purpose (redirects, denials) pass through.
 */
export function failure(error: unknown, log?: Logger, intent?: string) {
  if (isThrownResponse(error)) throw error
  const shown = toUserError(error)
  if (!(error instanceof AppError)) log?.error({ reason: errorReason(error) }, 'action failed')
  const which = intent ?? (error instanceof AppError ? error.intent : undefined)
  return data<ActionFailure>(
    { ok: false, code: shown.code, error: shown.message, field: shown.field, ...(which ? { intent: which } : {}) },
    { status: shown.status },
  )
}

/** Form fields by name, each sent once. A null-prototype object: a field called `__proto__` is just a field. */
export type Fields = Record<string, string>

function badRequest(code: MessageCode = 'BAD_REQUEST'): AppError {
  return new AppError(code, { status: 400 })
}

/** Whether the body is JSON (the callback box and scripts send JSON). */
export function isJsonBody(request: Request): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

/**
 * Collects name/value pairs into Fields. A name sent twice is refused: the rights of an action are checked on one
 * value and the action must use that same value, which "first wins" or "last wins" cannot promise.
 */
export function collectFields(entries: Iterable<[string, unknown]>): Fields {
  const out: Fields = Object.create(null)
  for (const [key, value] of entries) {
    if (key in out) throw badRequest('REPEATED_FIELD')
    const text = scalar(value)
    if (text === undefined) throw badRequest()
    out[key] = text
  }
  return out
}

/** A JSON object's members as Fields; an AppError (400) for anything that is not a flat object. */
export function fieldsOfJson(value: unknown): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest()
  return collectFields(Object.entries(value))
}

/**
 * The fields of a request body, read once: form-encoded, multipart (text parts only: a file part is refused here;
 * uploads go through the streaming reader of the file store) or a JSON object. Throws an AppError (400) for a body
 * that is none of these, carries a file, or sends a field twice.
 */
export async function readFields(request: Request): Promise<Fields> {
  if (isJsonBody(request)) {
    let parsed: unknown
    try {
      parsed = JSON.parse(await request.text())
    } catch {
      throw badRequest()
    }
    return fieldsOfJson(parsed)
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw badRequest()
  }
  return collectFields(
    [...form.entries()].map(([k, v]) => {
      if (typeof v !== 'string') throw badRequest()
      return [k, v] as [string, string]
    }),
  )
}

/**
 * Parses fields with a schema. The first problem becomes an AppError (400) carrying its own message when the
 * message is one of the catalogue's (the schemas use only those), and the field it belongs to.
 */
export function parseWith<S extends z.ZodType>(schema: S, fields: Fields | Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(fields)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const code = (Object.entries(messages).find(([, text]) => text === issue.message)?.[0] ??
    'BAD_REQUEST') as MessageCode
  throw new AppError(code, {
    field: issue.path[0] === undefined ? undefined : String(issue.path[0]),
    message: code === 'BAD_REQUEST' ? messages.BAD_REQUEST : issue.message,
    // Input that breaks a rule is the client's to correct, whatever the message (MSG0001 alone would say 401).
    status: 400,
  })
}

/** The answer to a request method a route does not take: a quiet 405 naming what it does take. */
export function methodNotAllowed(allow: string): Response {
  return new Response(messages.METHOD_NOT_ALLOWED, {
    status: 405,
    headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
