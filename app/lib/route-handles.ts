/**
 * What a route module may say about itself in its `handle`, read by the server from the built route table (so no
 * list of paths is kept anywhere else). Back-office routes declare their access (app/domain/rights/access.ts).
 */

/** A public form endpoint: its submissions are rate limited per address. */
export interface PublicFormHandle {
  publicForm: {
    /** The method that submits (the pay form's endpoint is a GET navigation, spec section 7). */
    method: 'GET' | 'POST'
    /** The endpoint answers JSON whatever the client asks for (the older call style). */
    alwaysJson?: boolean
  }
}
