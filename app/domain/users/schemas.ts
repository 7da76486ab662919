import { messages } from '#app/lib/errors.ts'
import { z } from '#app/lib/zod-config.ts'

/** D25: user ids are 1-20 letters, digits, `.`, `_` or `-`. */
export const USER_ID_PATTERN = /^[A-Za-z0-9._-]{1,20}$/
/** Spec section 5 e-mail shape: letters, digits, _ . - then @, then letters/digits with dots and a letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

const flag = z.enum(['1', '0'], { error: messages.MSG0006 })

/**
 * The user form (spec sections 2-5). User Name empty gives MSG0006 (the spec's only client check); the server checks
 * every field. Fields not in the form are ignored (strict parsing drops them).
 */
export const userFormSchema = z.object({
  umSrNo: z.coerce.number().int().min(0),
  umUserName: z.string().trim().min(1, messages.MSG0006).max(50, messages.MSG0006),
  umId: z.string().trim().optional(),
  umMob: z
    .string()
    .trim()
    .regex(/^\d{10}$/, messages.INVALID_PHONE),
  umEml: z.string().trim().max(50, messages.INVALID_EMAIL).regex(EMAIL_PATTERN, messages.INVALID_EMAIL),
  umEnable: flag,
  umActive: flag,
  umRightGroup: z.coerce.number().int().min(1).optional(),
})

export type UserForm = z.infer<typeof userFormSchema>

export const reportingSchema = z.object({
  umSrNo: z.coerce.number().int().min(2),
  reportedUser: z.coerce
    .number({ error: messages.REPORTING_USER_REQUIRED })
    .int(messages.REPORTING_USER_REQUIRED)
    .min(1, messages.REPORTING_USER_REQUIRED),
})
