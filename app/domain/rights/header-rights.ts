/**
 * The spec's rights reply for the header (section 3, "Rights reply"), as the public pages' Admin menu reads it from
 * `/api/rights`. Client-safe: no server code here.
 */
export interface HeaderRights {
  ADMIN: '1' | '0'
  USER: '1' | '0'
  CRM: '1' | '0'
  RIGHT: '1' | '0'
  LOGOUT: '1' | '0'
  /** The product's newer screens, when the reply carries them (the spec's reply has the five above). */
  ENQUIRY?: '1' | '0'
  BLOG?: '1' | '0'
}
