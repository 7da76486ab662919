import { mailOutbox } from '#app/db/schema.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'

export interface OutgoingMail {
  to: string
  subject: string
  /** Plain text body. */
  text: string
  /** An HTML alternative of the same content (the daily digest); mail readers show it instead of the text. */
  html?: string
}

/** Header values cannot carry a line break (ASVS 1.3.11): a CR or LF would add a header of its own. */
function singleLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()
}

/**
 * Queues a mail in the outbox (D41). Call it inside the transaction that saves what the mail reports, so the two
 * are committed together; the outbox worker sends it, retrying while the mail server is down. Its id lets the record
 * it reports show the mail's delivery (the web-enquiries inbox).
 */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail): Promise<{ id: number }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: singleLine(mail.to).slice(0, 200),
      subject: singleLine(mail.subject).slice(0, 200),
      body: mail.text,
      htmlBody: mail.html ?? null,
    })
    .returning({ id: mailOutbox.id })
  return { id: row!.id }
}
