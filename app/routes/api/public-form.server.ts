import { type Outcome, readFields, refused } from '#app/domain/enquiries/http.server.ts'
import { formLanguage, type SubmissionContext, submissionContext } from '#app/domain/enquiries/submissions.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import type { Fields } from '#app/lib/http.server.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'

/**
 * The one frame of a public form endpoint (D41, D46, D50): the fields read once (a body that is no form and no JSON
 * object is refused as a bad request), the form's own rules and storing (`accept`), and the answer `answer` writes
 * from what became of it, in the language of the page the form was sent from (ADR 0159; English without fields).
 */
export function publicFormAction(
  accept: (ctx: SubmissionContext, fields: Fields) => Promise<Outcome>,
  answer: (request: Request, outcome: Outcome, locale: Locale) => Response,
) {
  return async ({ request, context }: { request: Request; context: Parameters<typeof serverContext>[0] }) => {
    const fields = await readFields(request)
    const outcome = fields
      ? await accept(submissionContext(serverContext(context)), fields)
      : refused(messages.BAD_REQUEST)
    return answer(request, outcome, fields ? formLanguage(fields) : 'en')
  }
}

/** A public form endpoint only takes posts: any other request is a bad request (405, plain text). */
export function postOnly() {
  return new Response(messages.BAD_REQUEST, { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain' } })
}
