/** Name of the non-secret cookie that tells pages a staff member may be signed in (the session cookie is HttpOnly). */
export const STAFF_HINT_COOKIE = 'staff'

/** D12: 5 failed attempts for one user id within 15 minutes lock that id out for 15 minutes. */
export const MAX_FAILED_SIGN_INS = 5
export const SIGN_IN_WINDOW_MINUTES = 15
/** D12: failed attempts from one address within the window before that address must wait. */
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 20

/** D15: a reset link is valid for 30 minutes. */
export const RESET_LINK_MINUTES = 30

/** Sign-in fields (spec section 5): at most 20 characters each. */
export const SIGN_IN_FIELD_MAX = 20
