import { pageReply } from '#app/domain/enquiries/http.server.ts'
import { submissionContext } from '#app/domain/enquiries/submissions.server.ts'
import { acceptPayNow } from '#app/domain/payments/paynow.server.ts'
import { serverContext } from '#app/lib/context.ts'
import type { PublicFormHandle } from '#app/lib/route-handles.ts'
import type { Route } from './+types/paynow'

/** A public form endpoint: rate limited per address (D46). */
export const handle: PublicFormHandle = { publicForm: { method: 'GET' } }

/**
 * GET /api/paynow.php?m=... (spec section 7, D45): records a payment intimation and lands on /thankyou/1, or on
 * /thankyou/2 when `m` is not valid. A state change on GET because the spec's pay form navigates here (ADR 0022).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Link checkers probe with HEAD: that must never record anything.
  if (request.method === 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET' } })
  const outcome = await acceptPayNow(submissionContext(serverContext(context)), new URL(request.url).searchParams)
  // Referrer-Policy: no-referrer is set for this path by the server (server/requests.ts): the query is personal.
  return pageReply(outcome)
}
