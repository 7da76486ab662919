/** Name of the non-secret cookie that tells pages a staff member may be signed in (the session cookie is HttpOnly). */
export const STAFF_HINT_COOKIE = 'staff'

/**
 * Name of the non-HttpOnly cookie that ties the phone's offline copy to the session that saved it (D54, issue 28 item
 * 4, ADR 0170): its value is derived from the session token (not the token), set and removed with the session
 * cookie, and like it ends with the browser. No cookie, or another value, and no offline copy is shown.
 */
export const OFFLINE_SESSION_COOKIE = 'office-copy'

/** Failed sign-ins count within this window (and only since the user's last password change). */
export const SIGN_IN_WINDOW_MINUTES = 15
/** Wrong passwords one address may try for one user id before it must wait. */
export const FREE_FAILURES_PER_PAIR = 5
/** The first wait after those, doubling with each further failure... */
export const PAIR_FIRST_WAIT_SECONDS = 30
/** ...up to this. */
export const PAIR_MAX_WAIT_SECONDS = 15 * 60
/** Failures of one user id from all addresses after which its sign-ins are answered more slowly (never refused). */
export const USER_ID_SLOWDOWN_AFTER = 20
/** The longest such delay. */
export const USER_ID_SLOWDOWN_MAX_MS = 3_000
/** Failed attempts from one address, whatever the user ids, before that address must wait (password spraying). */
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 30
/** That wait, from the address's latest failure (short: an office behind one address shares it). */
export const ADDRESS_WAIT_SECONDS = 5 * 60
/** A user id that signed in from an address within this many days is not held by that address's wait. */
export const KNOWN_PAIR_DAYS = 30

/** D15: a reset link is valid for 30 minutes. */
export const RESET_LINK_MINUTES = 30
/** Reset requests one user id may cause in a window (more mails would only flood the owner's inbox). */
export const RESET_REQUESTS_PER_USER_ID = 3
/** Reset requests one address may make in a window, whatever the user ids. */
export const RESET_REQUESTS_PER_ADDRESS = 10
export const RESET_WINDOW_MINUTES = 30
/** Every reset reply takes at least this long, so its time does not tell whether the user id and e-mail matched. */
export const RESET_REPLY_FLOOR_MS = 400

/** Sign-in fields (spec section 5): at most 20 characters each. */
export const SIGN_IN_FIELD_MAX = 20
