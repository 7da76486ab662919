import type { RightFlag, RightKey } from './catalogue.ts'

/**
 * What an action intent needs: a flag of the route's right, any signed-in user, or Add for a new record and Edit for
 * an existing one (`serialField` names the form field whose 0 means "new").
 */
export type IntentAccess = RightFlag | 'signed-in' | { addOrEdit: true; serialField: string }

/**
 * What a back-office route needs, declared once in its `handle` and read by the authorization matrix test, which
 * lists the routes from the router and checks each against this declaration.
 */
export interface RouteAccess {
  /** The right the page needs to be viewed (query); `signed-in` for pages every staff member may open. */
  right: RightKey | 'signed-in'
  intents?: Record<string, IntentAccess>
}

export interface OfficeHandle {
  access: RouteAccess
}
