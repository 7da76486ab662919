import { data } from 'react-router'
import type { z } from 'zod'
import type { Upload, UploadLimits } from '#app/domain/files/read-upload.server.ts'
import type { Intents, RouteAccess } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { type MessageCode, messages } from '#app/lib/errors.ts'
import { failure } from '#app/lib/http.server.ts'
import { type Authorized, authorizeAction, authorizeUpload } from './authorize.server.ts'
import type { Actor, Args, Staff } from './guard.server.ts'

interface ActionArgs extends Args {
  params?: Record<string, string | undefined>
}

/** What an intent's handler is given besides its parsed input: who asks (the one actor value), and the request. */
export interface IntentCall<K extends string> {
  intent: K
  staff: Staff
  actor: Actor
  args: ActionArgs
  /** The uploaded file of a multipart form, when the route takes one (disposed of after the handler). */
  upload?: Upload
}

type Handlers<I extends Intents> = {
  [K in keyof I & string]: (input: z.output<I[K]['schema']>, call: IntentCall<K>) => unknown
}

export interface ActionOptions<I extends Intents> {
  /** The route takes a multipart form with one file: the upload limits, or (for a form sent either way) a function
   * giving them for a multipart request and null for an ordinary form. */
  upload?: UploadLimits | ((request: Request) => UploadLimits | null)
  /** A server fault (500) met by these intents says this catalogue message instead of ERR0000. */
  serverFault?: Partial<Record<keyof I & string, MessageCode>>
}

/**
 * The one frame of a back-office action: authorizes the request against the route's declaration (the body read once,
 * the intent's input parsed, the right checked on that parsed input: authorizeAction, or authorizeUpload for a
 * multipart form), runs the handler of the parsed intent with its input and the actor, disposes of an upload, and
 * answers any failure from the error catalogue (errors.ts) through `failure()`: a domain error keeps its message,
 * field and status, tagged with the intent so the screen shows it at the right form; anything else is logged and
 * answered ERR0000 (or the intent's `serverFault` message). Denials and redirects pass through as thrown.
 *
 *   export const action = officeAction(access, {
 *     save: (input, { actor }) => saveThing(db, actor, input),
 *   })
 */
export function officeAction<I extends Intents, H extends Handlers<I>>(
  access: RouteAccess<I>,
  handlers: H,
  options: ActionOptions<I> = {},
) {
  return async (args: ActionArgs) => {
    const log = serverContext(args.context as Parameters<typeof serverContext>[0]).log
    let intent: string | undefined
    try {
      const limits = typeof options.upload === 'function' ? options.upload(args.request) : options.upload
      const auth: Authorized<I> & { upload?: Upload } = limits
        ? await authorizeUpload(args, access, limits)
        : await authorizeAction(args, access)
      intent = auth.intent
      try {
        const staff = auth.staff as Staff
        const handler = handlers[auth.intent] as (input: unknown, call: IntentCall<string>) => unknown
        return (await handler(auth.input, {
          intent: auth.intent,
          staff,
          actor: staff.actor,
          args,
          upload: auth.upload,
        })) as Awaited<ReturnType<H[keyof H]>>
      } finally {
        await auth.upload?.dispose()
      }
    } catch (error) {
      const answer = failure(error, log, intent)
      const fault = intent === undefined ? undefined : options.serverFault?.[intent as keyof I & string]
      if (fault && answer.init?.status === 500) return data({ ...answer.data, error: messages[fault] }, answer.init)
      return answer
    }
  }
}
