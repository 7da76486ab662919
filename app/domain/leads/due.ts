import { todayInIndia } from '#app/lib/dates.ts'
import { CLOSED_STATUS } from './schemas.ts'

/**
 * A lead's due state and "To visit" mark, the same on the server and on the phone: pure rules on a lead's next visit,
 * status and visit count, with no database.
 */

export type Due = 'overdue' | 'today' | null

/**
 * D39: a lead is due when its next visit is today, overdue when that is before today (India), unless it is
 * Closed (status 2).
 */
export function dueState(nextVisit: string | null, statusSrno: number, today = todayInIndia()): Due {
  if (!nextVisit || statusSrno === CLOSED_STATUS) return null
  if (nextVisit < today) return 'overdue'
  return nextVisit === today ? 'today' : null
}

/**
 * "To visit" on a lead's card (ADR 0214): a lead no one has visited yet (made from a web enquiry or an import, never by
 * a visit), unless it is Closed.
 */
export function toVisit(visitCount: number, statusSrno: number): boolean {
  return visitCount === 0 && statusSrno !== CLOSED_STATUS
}
