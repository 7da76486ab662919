import { messages } from '#app/lib/errors.ts'
import { z } from '#app/lib/zod-config.ts'
import { SIGN_IN_FIELD_MAX } from './constants.ts'
import { PASSWORD_MAX } from './password-policy.ts'

/** Sign-in (spec section 5): both fields required (MSG0001), trimmed, at most 20 characters. */
export const signInSchema = z.object({
  userId: z
    .string({ error: messages.MSG0001 })
    .trim()
    .min(1, messages.MSG0001)
    .max(SIGN_IN_FIELD_MAX, messages.MSG0001),
  password: z
    .string({ error: messages.MSG0001 })
    .trim()
    .min(1, messages.MSG0001)
    .max(SIGN_IN_FIELD_MAX, messages.MSG0001),
  redirectTo: z.string().max(500).optional(),
})

/** Reset request (spec section 5): user id and e-mail both required, else 'Invalid User Id or Email Id.' */
export const resetRequestSchema = z.object({
  userId: z
    .string({ error: messages.RESET_FIELDS_REQUIRED })
    .trim()
    .min(1, messages.RESET_FIELDS_REQUIRED)
    .max(SIGN_IN_FIELD_MAX, messages.RESET_FIELDS_REQUIRED),
  email: z
    .string({ error: messages.RESET_FIELDS_REQUIRED })
    .trim()
    .min(1, messages.RESET_FIELDS_REQUIRED)
    .max(100, messages.RESET_FIELDS_REQUIRED),
})

const passwordField = z.string({ error: messages.MSG0005 }).max(PASSWORD_MAX, messages.MSG0005)

/** Change password (spec section 3 payload: old, new, rnew). Rules are checked in order by the domain. */
export const changePasswordSchema = z.object({
  old: passwordField,
  new: passwordField,
  rnew: passwordField,
})

/** Change through a reset link: only New and Confirm (D15). */
export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  new: passwordField,
  rnew: passwordField,
})
