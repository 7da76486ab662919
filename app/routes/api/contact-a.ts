import { jsonReply } from '#app/domain/enquiries/http.server.ts'
import { acceptContactA } from '#app/domain/enquiries/submissions.server.ts'
import type { PublicFormHandle } from '#app/lib/route-handles.ts'
import { postOnly, publicFormAction } from './public-form.server.ts'

/** A public form endpoint: rate limited per address (D46). */
export const handle: PublicFormHandle = { publicForm: { method: 'POST', alwaysJson: true } }

/** POST /api/contact_a.php, the older call style (D50): numbered form fields in, `{err}` out (empty on success). */
export const action = publicFormAction(acceptContactA, (_request, outcome) => jsonReply(outcome))

export const loader = postOnly
