import { data } from 'react-router'
import type { z } from 'zod'
import { AppError, type MessageCode, messages, toUserError } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'

/** What a failed action returns to its form: the message, the field it belongs to, and the spec's status code. */
export interface ActionFailure {
  ok: false
  code: MessageCode
  error: string
  field?: string
}

/**
 * Turns any thrown value into an action answer: an AppError keeps its message and status; anything else is logged
 * and shown as ERR0000, never with details. Responses thrown on purpose (redirects, denials) pass through.
 */
export function failure<E extends Record<string, unknown> = Record<never, never>>(
  error: unknown,
  log?: Logger,
  extra?: E,
) {
  if (error instanceof Response) throw error
  if (
    error &&
    typeof error === 'object' &&
    'type' in error &&
    (error as { type: string }).type === 'DataWithResponseInit'
  ) {
    throw error
  }
  const shown = toUserError(error)
  if (!(error instanceof AppError)) log?.error({ err: error }, 'action failed')
  return data<ActionFailure & E>(
    { ok: false, code: shown.code, error: shown.message, field: shown.field, ...(extra as E) },
    { status: shown.status },
  )
}

/** Parses form fields with a schema; the first problem becomes an AppError carrying its own message. */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData | Record<string, unknown>): z.output<S> {
  const input = form instanceof FormData ? Object.fromEntries(form) : form
  const result = schema.safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const known = (Object.values(messages) as string[]).includes(issue.message)
    const code = known
      ? ((Object.entries(messages).find(([, text]) => text === issue.message)?.[0] ?? 'BAD_REQUEST') as MessageCode)
      : 'BAD_REQUEST'
    throw new AppError(code, {
      field: String(issue.path[0] ?? ''),
      message: known ? issue.message : messages.BAD_REQUEST,
    })
  }
  return result.data
}

/**
 * The form fields of a request. A body that is not a form (JSON, garbage, a wrong content type) answers 400 with a
 * clear message instead of failing inside the action.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data(
      { ok: false, code: 'BAD_REQUEST', error: messages.BAD_REQUEST, message: messages.BAD_REQUEST },
      { status: 400 },
    )
  }
}
