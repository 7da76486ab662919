import { readFields, refused, reply } from '#app/domain/enquiries/http.server.ts'
import { acceptQuoteForm, formLanguage, submissionContext } from '#app/domain/enquiries/submissions.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import type { PublicFormHandle } from '#app/lib/route-handles.ts'
import type { Route } from './+types/enquiry'

/** A public form endpoint: rate limited per address (D46). */
export const handle: PublicFormHandle = { publicForm: { method: 'POST' } }

/** POST /enquiry: the quote and contact forms (D41). JSON for the forms' script, a 303 for a plain form post. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFields(request)
  const outcome = fields
    ? await acceptQuoteForm(submissionContext(serverContext(context)), fields)
    : refused(messages.BAD_REQUEST)
  return reply(request, outcome, undefined, fields ? formLanguage(fields) : 'en')
}

/** Nothing to show here: the forms only post. */
export function loader() {
  return new Response(messages.BAD_REQUEST, { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain' } })
}
