import type { RightFlag, RightKey } from './catalogue.ts'

/**
 * What a back-office route needs, declared once in its `handle` and read by the authorization matrix test, which
 * lists the routes from the router and checks each against this declaration.
 */
export interface RouteAccess {
  /** The right the page needs to be viewed; `signed-in` for pages every staff member may open. */
  right: RightKey | 'signed-in'
  /** Action intents and the flag each needs (`add-or-edit`: add for a new record, edit for an existing one). */
  intents?: Record<string, RightFlag | 'add-or-edit' | 'signed-in'>
}

export interface OfficeHandle {
  access: RouteAccess
}
