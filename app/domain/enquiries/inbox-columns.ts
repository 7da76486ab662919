import type { Column } from '#app/domain/reports/columns.ts'
import { enquiryKinds, isEnquiryKind } from './kinds.ts'
import { type MailState, mailStates } from './mail-state.ts'

/** One enquiry as the inbox shows it: the submission, its mail's delivery, and what staff did with it. */
export interface InboxRow {
  id: number
  kind: string
  createdAt: Date
  name: string
  phone: string
  email: string
  location: string
  service: string
  message: string
  sourcePath: string
  /** The language of the page it was sent from (ADR 0159): a locale code ('en', 'hi'). */
  language: string
  handledAt: Date | null
  handledNote: string | null
  /** "Name (user id)" of who marked it handled. */
  handledBy: string | null
  leadSrno: number | null
  mailState: MailState
  /** The mail server's last refusal, while the mail is unsent. */
  mailError: string | null
}

/** The label of a stored kind. */
export function kindLabel(kind: string): string {
  return isEnquiryKind(kind) ? enquiryKinds[kind] : kind
}

/**
 * The inbox's columns, read by the screen and by the CSV and XLSX downloads, so a downloaded file has the headings
 * and values the screen shows. Times are India's (the heading says IST).
 */
export const inboxColumns: Column<InboxRow>[] = [
  { key: 'id', header: 'No.', type: 'number', value: (r) => r.id, width: 8 },
  { key: 'kind', header: 'Kind', type: 'text', value: (r) => kindLabel(r.kind), width: 18 },
  { key: 'received', header: 'Received (IST)', type: 'datetime', value: (r) => r.createdAt, width: 18 },
  { key: 'name', header: 'Name', type: 'text', value: (r) => r.name, width: 24 },
  { key: 'phone', header: 'Phone', type: 'text', value: (r) => r.phone, width: 13 },
  { key: 'email', header: 'Email', type: 'text', value: (r) => r.email, width: 28 },
  { key: 'location', header: 'Location', type: 'text', value: (r) => r.location, width: 18 },
  { key: 'service', header: 'Service', type: 'text', value: (r) => r.service, width: 20 },
  { key: 'message', header: 'Message', type: 'text', value: (r) => r.message, width: 50 },
  { key: 'page', header: 'Page', type: 'text', value: (r) => r.sourcePath, width: 24 },
  { key: 'mail', header: 'Mail', type: 'text', value: (r) => mailStates[r.mailState], width: 10 },
  { key: 'mailError', header: 'Mail error', type: 'text', value: (r) => r.mailError, width: 30 },
  { key: 'state', header: 'State', type: 'text', value: (r) => (r.handledAt ? 'Handled' : 'New'), width: 10 },
  { key: 'handledAt', header: 'Handled (IST)', type: 'datetime', value: (r) => r.handledAt, width: 18 },
  { key: 'handledBy', header: 'Handled by', type: 'text', value: (r) => r.handledBy, width: 24 },
  { key: 'note', header: 'Note', type: 'text', value: (r) => r.handledNote, width: 40 },
  { key: 'lead', header: 'Lead', type: 'number', value: (r) => r.leadSrno, width: 8 },
]
