/**
 * The delivery state of an enquiry's notification mail, as the inbox shows it. The outbox worker never gives up on
 * a mail while the server refuses it (it waits longer each time, up to 15 minutes), so "failed" is a judgement for
 * people, not the worker's: a mail still unsent after MAIL_FAILED_AFTER attempts (about 20 minutes of trying), or one
 * the worker has parked because no retry can help (a malformed recipient). Staff may then retry it at once.
 */

export const mailStates = {
  queued: 'Queued',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
  none: 'No mail',
} as const
export type MailState = keyof typeof mailStates

/** Failed tries after which an unsent mail counts as failed. */
export const MAIL_FAILED_AFTER = 8
/** A next try this far ahead means the worker has parked the mail. */
export const PARKED_AFTER_MS = 24 * 60 * 60_000

export interface MailFacts {
  mailId: number | null
  sentAt: Date | null
  attempts: number | null
  nextAttemptAt: Date | null
}

export function mailStateOf(mail: MailFacts, now: Date = new Date()): MailState {
  if (mail.mailId === null) return 'none'
  if (mail.sentAt) return 'sent'
  const attempts = mail.attempts ?? 0
  if (attempts === 0) return 'queued'
  const parked = mail.nextAttemptAt !== null && mail.nextAttemptAt.getTime() - now.getTime() > PARKED_AFTER_MS
  return attempts >= MAIL_FAILED_AFTER || parked ? 'failed' : 'retrying'
}

/** Whether staff may ask for the mail to be tried again now: it is unsent and has failed at least once. */
export function canRetry(state: MailState): boolean {
  return state === 'failed' || state === 'retrying'
}
