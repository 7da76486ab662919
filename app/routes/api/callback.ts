import { readFields, refused, reply } from '#app/domain/enquiries/http.server.ts'
import { acceptCallbackForm, formLanguage, submissionContext } from '#app/domain/enquiries/submissions.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import type { PublicFormHandle } from '#app/lib/route-handles.ts'
import type { Route } from './+types/callback'

/** A public form endpoint: rate limited per address (D46). */
export const handle: PublicFormHandle = { publicForm: { method: 'POST' } }

/** The callback's own success text (spec section 7: the reply's msg is shown to the visitor either way). */
const CALLBACK_THANKS = messages.THANK_YOU_TEXT

/** POST /api/callback: the blog's Request a Callback box. JSON `{err, msg}`; a plain form post gets a 303. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFields(request)
  const outcome = fields
    ? await acceptCallbackForm(submissionContext(serverContext(context)), fields)
    : refused(messages.BAD_REQUEST)
  return reply(request, outcome, CALLBACK_THANKS, fields ? formLanguage(fields) : 'en')
}

export function loader() {
  return new Response(messages.BAD_REQUEST, { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain' } })
}
