import { enquiries, paymentIntimations } from '#app/db/schema.ts'
import type { SubmissionOrigin } from '#app/domain/enquiries/enquiries.server.ts'
import { PRIVACY_NOTICE_VERSION } from '#app/domain/enquiries/privacy-notice.ts'
import type { PaymentInput } from '#app/domain/enquiries/schemas.ts'
import { fieldLines, indiaDateTime } from '#app/domain/mail/format.ts'
import { enqueueMail } from '#app/domain/mail/outbox.server.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * Records what a payer says they paid (D45: no payment is taken on this site) and queues the mail to the info
 * address in the same transaction (D41). Resolves only after both are committed. The amount is kept as typed
 * (at most 10 characters, above 0, checked by the shared schema).
 */
export async function recordPaymentIntimation(
  db: Db,
  input: PaymentInput,
  origin: Omit<SubmissionOrigin, 'sourcePath'>,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentIntimations)
      .values({ ...input, noticeVersion: PRIVACY_NOTICE_VERSION, ip: origin.ip.slice(0, 64) || null })
      .returning({ id: paymentIntimations.id, createdAt: paymentIntimations.createdAt })
    const mail = await enqueueMail(tx, {
      to: origin.notify,
      subject: `Payment intimation: Rs. ${input.amount} from ${input.name}`,
      text: [
        'A payer told us about a payment through the pay form of the website. Please match it with the bank records.',
        '',
        fieldLines([
          ['Name', input.name],
          ['E-mail', input.email],
          ['Phone', input.phone],
          ['Amount (Rs.)', input.amount],
          ['Received', indiaDateTime(row!.createdAt)],
        ]),
        '',
        'Message:',
        input.message || '-',
        '',
        `Reference: payment intimation ${row!.id}`,
      ].join('\n'),
    })
    // Staff see it in the web-enquiries inbox with the other public submissions, with its mail's delivery.
    await tx.insert(enquiries).values({
      kind: 'payment',
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: `Amount: Rs. ${input.amount}${input.message ? ` - ${input.message}` : ''}`,
      sourcePath: '/api/paynow.php',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      ip: origin.ip.slice(0, 64) || null,
      createdAt: row!.createdAt,
      mailId: mail.id,
    })
    return { id: row!.id }
  })
}
