import { reply } from '#app/domain/enquiries/http.server.ts'
import { acceptCallbackForm } from '#app/domain/enquiries/submissions.server.ts'
import { messages } from '#app/lib/errors.ts'
import type { PublicFormHandle } from '#app/lib/route-handles.ts'
import { postOnly, publicFormAction } from './public-form.server.ts'

/** A public form endpoint: rate limited per address (D46). */
export const handle: PublicFormHandle = { publicForm: { method: 'POST' } }

/** The callback's own success text (spec section 7: the reply's msg is shown to the visitor either way). */
const CALLBACK_THANKS = messages.THANK_YOU_TEXT

/** POST /api/callback: the blog's Request a Callback box. JSON `{err, msg}`; a plain form post gets a 303. */
export const action = publicFormAction(acceptCallbackForm, (request, outcome, locale) =>
  reply(request, outcome, CALLBACK_THANKS, locale),
)

export const loader = postOnly
