import type { OfficeArea } from './office-areas.ts'

type Flag = '1' | '0'

/** The spec's rights reply for the header (section 3, "Rights reply"): what the older client's right_a.php answers. */
export interface SpecHeaderRights {
  ADMIN: Flag
  USER: Flag
  CRM: Flag
  RIGHT: Flag
  LOGOUT: Flag
}

/**
 * The rights reply as the public pages' Admin menu reads it from `/api/rights`: the spec's five keys and one key per
 * office area (app/domain/rights/office-areas.ts), named by the area's right (ENQUIRY, BLOG...), so a new area is in
 * the reply without an edit here. Client-safe: no server code here.
 */
export type HeaderRights = SpecHeaderRights & Partial<Record<OfficeArea['right'], Flag>>
