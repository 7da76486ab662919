import { activityLog } from '#app/db/schema.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'

export type ActivityAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-throttled'
  | 'sign-out'
  | 'password-changed'
  | 'password-reset-requested'
  | 'password-reset'
  | 'password-issued'
  | 'access-denied'
  | 'user-created'
  | 'user-updated'
  | 'reporting-added'
  | 'reporting-removed'
  | 'group-created'
  | 'group-right-changed'
  | 'lead-created'
  | 'lead-edited'
  | 'follow-up-added'
  | 'lead-status-changed'
  | 'lead-assigned'
  | 'lead-imported'
  | 'lead-merged'
  // D60 and D57: a call or WhatsApp message logged, a lead's place set by hand.
  | 'contact-logged'
  | 'lead-pinned'
  | 'file-viewed'
  | 'file-downloaded'
  | 'enquiry-handled'
  | 'enquiry-converted'
  | 'enquiry-mail-retried'
  | 'blog-post-created'
  | 'blog-post-edited'
  | 'blog-post-published'
  | 'blog-post-unpublished'
  | 'blog-post-deleted'
  | 'report-downloaded'
  | 'second-factor-added'
  | 'second-factor-removed'
  | 'second-factors-reset'
  | 'recovery-code-used'
  | 'recovery-codes-renewed'
  | 'second-step-failed'
  | 'sign-in-second-step'
  | 'digest-changed'
  | 'language-changed'

export interface ActivityEntry {
  userSrno?: number | null
  /** The acting user's id, or the attempted id for a failed sign-in. */
  actor?: string | null
  action: ActivityAction
  /** What happened, in words. Never a password, hash or token. */
  description: string
  leadSrno?: number | null
  ip?: string | null
}

/** Writes an activity row (D34): who, when, what. Nothing in the product deletes these. */
export async function logActivity(db: Db | Tx, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    userSrno: entry.userSrno ?? null,
    actor: entry.actor?.slice(0, 60) ?? null,
    action: entry.action,
    // One line: a line break typed into a field cannot forge another entry.
    description: entry.description.replace(/[\r\n]+/g, ' ').slice(0, 2000),
    leadSrno: entry.leadSrno ?? null,
    ip: entry.ip?.slice(0, 64) ?? null,
  })
}
