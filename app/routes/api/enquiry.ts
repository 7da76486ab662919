import { reply } from '#app/domain/enquiries/http.server.ts'
import { acceptQuoteForm } from '#app/domain/enquiries/submissions.server.ts'
import type { PublicFormHandle } from '#app/lib/route-handles.ts'
import { postOnly, publicFormAction } from './public-form.server.ts'

/** A public form endpoint: rate limited per address (D46). */
export const handle: PublicFormHandle = { publicForm: { method: 'POST' } }

/** POST /enquiry: the quote and contact forms (D41). JSON for the forms' script, a 303 for a plain form post. */
export const action = publicFormAction(acceptQuoteForm, (request, outcome, locale) =>
  reply(request, outcome, undefined, locale),
)

/** Nothing to show here: the forms only post. */
export const loader = postOnly
