import { jsonReply, readFields, refused } from '#app/domain/enquiries/http.server.ts'
import { acceptContactA, submissionContext } from '#app/domain/enquiries/submissions.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import type { PublicFormHandle } from '#app/lib/route-handles.ts'
import type { Route } from './+types/contact-a'

/** A public form endpoint: rate limited per address (D46). */
export const handle: PublicFormHandle = { publicForm: { method: 'POST', alwaysJson: true } }

/** POST /api/contact_a.php, the older call style (D50): numbered form fields in, `{err}` out (empty on success). */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFields(request)
  const outcome = fields
    ? await acceptContactA(submissionContext(serverContext(context)), fields)
    : refused(messages.BAD_REQUEST)
  return jsonReply(outcome)
}

export function loader() {
  return new Response(messages.BAD_REQUEST, { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain' } })
}
