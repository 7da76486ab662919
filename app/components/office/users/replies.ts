/**
 * What the Users screen's action answers, per intent (the route's handlers return these; the forms read them with
 * useReplyFor). A refusal is the action frame's: the catalogue message, the field it is about, and the intent.
 */
export type Refusal = { ok: false; error: string; field?: string; intent?: string }
export type SaveDone = { ok: true; intent: 'save'; created: { userId: string; password: string } }
export type ReportingDone = { ok: true; intent: 'add-reporting' | 'delete-reporting'; created: null }
export type PasswordIssued = {
  ok: true
  intent: 'issue-password'
  created: null
  issued: { userId: string; password: string }
}
export type UserListReply = SaveDone | ReportingDone | PasswordIssued | Refusal
