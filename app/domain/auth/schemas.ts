import { messages } from '#app/lib/errors.ts'
import { PASSWORD_MAX } from '#app/lib/password-policy.ts'
import { requiredText, secret, text } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'
import { SIGN_IN_FIELD_MAX } from './constants.ts'

/** Sign-in (spec section 5): both fields required (MSG0001), trimmed, at most 20 characters. */
export const signInSchema = z.object({
  userId: requiredText(SIGN_IN_FIELD_MAX, messages.MSG0001),
  password: requiredText(SIGN_IN_FIELD_MAX, messages.MSG0001),
  redirectTo: text(500).optional(),
})

/** Reset request (spec section 5): user id and e-mail both required, else 'Invalid User Id or Email Id.' */
export const resetRequestSchema = z.object({
  userId: requiredText(SIGN_IN_FIELD_MAX, messages.RESET_FIELDS_REQUIRED),
  email: requiredText(100, messages.RESET_FIELDS_REQUIRED),
})

/** A password field: empty or over-long gives MSG0005 (spec section 5); its other rules are the domain's. */
const passwordField = secret(PASSWORD_MAX, messages.MSG0005)

/** Change password (spec section 3 payload: old, new, rnew). Rules are checked in order by the domain. */
export const changePasswordSchema = z.object({
  old: passwordField,
  new: passwordField,
  rnew: passwordField,
  /** The page asked for before a forced change (issue 28 item 7), handed on to the sign-in after it. */
  redirectTo: text(500).optional(),
})

/** Change through a reset link: only New and Confirm (D15). */
export const resetPasswordSchema = z.object({
  token: requiredText(200, messages.RESET_LINK_INVALID),
  new: passwordField,
  rnew: passwordField,
})
