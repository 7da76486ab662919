import { accepted, type Outcome, refused, refusedBy } from '#app/domain/enquiries/http.server.ts'
import { paymentSchema } from '#app/domain/enquiries/schemas.ts'
import type { SubmissionContext } from '#app/domain/enquiries/submissions.server.ts'
import { recordPaymentIntimation } from '#app/domain/payments/payments.server.ts'
import { decodePayNowMessage } from '#app/domain/payments/paynow-message.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import { messages } from '#app/lib/errors.ts'

/**
 * `GET /api/paynow.php?m=...` (spec section 7, D45, D50, ADR 0022): the hidden pay form's details, joined and
 * encoded by the browser. The pay form posted before its script loaded sends the five fields as separate query
 * parameters instead; both are accepted. Saved with its mail in one transaction (D41).
 */
export async function acceptPayNow(ctx: SubmissionContext, query: URLSearchParams): Promise<Outcome> {
  const m = query.get('m')
  const fields =
    m === null
      ? {
          name: query.get('name') ?? '',
          email: query.get('email') ?? '',
          phone: query.get('phone') ?? '',
          amount: query.get('amount') ?? '',
          message: query.get('message') ?? '',
        }
      : decodePayNowMessage(m)
  if (!fields) return refused(messages.BAD_REQUEST)
  const parsed = paymentSchema.safeParse(fields)
  if (!parsed.success) return refusedBy(parsed.error)
  try {
    await recordPaymentIntimation(ctx.db, parsed.data, { ip: ctx.ip, notify: ctx.notify })
    return accepted
  } catch (error) {
    ctx.log.error({ reason: errorReason(error) }, 'payment intimation could not be saved')
    return refused(messages.ERR0000, undefined, 500)
  }
}
