import { messages } from '#app/lib/errors.ts'
import { EMAIL_PATTERN, oneOf, optionalSerial, requiredText, serial, text } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/** D25: user ids are 1-20 letters, digits, `.`, `_` or `-`. */
export const USER_ID_PATTERN = /^[A-Za-z0-9._-]{1,20}$/

const activeFlag = oneOf(['1', '0'], messages.MSG0006)

/** A user's Status on the form: active, inactive (umActive 0) or blocked by the office (umEnable 0). */
export const USER_STATES = ['active', 'inactive', 'blocked'] as const
export type UserState = (typeof USER_STATES)[number]

/**
 * The user form (spec sections 2-5). A required field left empty gives MSG0006 (the spec's text for User Name,
 * used for every mandatory field of the back office); a filled field of the wrong shape says what is wrong. The
 * server checks every field. Fields not in the form are dropped. Serial 0 adds a user, any other serial edits that
 * user; only a new user needs a User ID (it never changes afterwards). The fields carry the product's own names;
 * the spec's older names (umSrNo, umUserName, ...) are not taken here (ADR 0120).
 */
export const userFormSchema = z
  .object({
    userSrno: serial({ allowNew: true }),
    userName: requiredText(50, messages.MSG0006),
    userId: text(20, messages.USER_ID_INVALID).optional(),
    mobile: requiredText(10, messages.MSG0006, messages.INVALID_PHONE).pipe(
      z.string().regex(/^\d{10}$/, messages.INVALID_PHONE),
    ),
    email: requiredText(50, messages.MSG0006, messages.INVALID_EMAIL).pipe(
      z.string().regex(EMAIL_PATTERN, messages.INVALID_EMAIL),
    ),
    /**
     * The form's one Status field (issue 28): active, inactive (MSG0003 at sign-in) or blocked (enable 0, MSG0004).
     * The two flags may be sent instead (the older form and API clients); `userFlags` reads whichever came.
     */
    state: oneOf(USER_STATES, messages.MSG0006).optional(),
    enable: activeFlag.optional(),
    active: activeFlag.optional(),
    rightGroup: serial({ message: messages.GROUP_NOT_FOUND }).optional(),
    /** Adding only: the user the new user reports to (ADR 0139); more lines are added on the edit screen. */
    reportsTo: optionalSerial(messages.REPORTING_USER_REQUIRED),
    /** Setting a user inactive who owns leads: who gets their leads (D51, ADR 0141), moved in the same save. */
    leadsTo: serial({ message: messages.ASSIGN_PERSON_REQUIRED }).optional(),
  })
  .refine((form) => form.userSrno !== 0 || Boolean(form.userId), {
    message: messages.MSG0006,
    path: ['userId'],
    // Shown together with the other fields' messages, not only once they are all right.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'userSrno' || issue.path?.[0] === 'userId'),
  })

export type UserForm = z.infer<typeof userFormSchema>

/** The user's flags as one state: blocked (enable 0) wins over inactive. */
export function userState(flags: { enable: '1' | '0'; active: '1' | '0' }): UserState {
  if (flags.enable === '0') return 'blocked'
  return flags.active === '0' ? 'inactive' : 'active'
}

/**
 * The flags a saved form sets: from its Status when it has one (blocked keeps the user's active flag, sent beside it
 * or as it was), else from the flags sent; a new user is active and enabled (spec).
 */
export function userFlags(
  form: Pick<UserForm, 'state' | 'enable' | 'active'>,
  before?: { active: number },
): { enable: number; active: number } {
  const kept = Number(form.active ?? before?.active ?? 1)
  switch (form.state) {
    case 'active':
      return { enable: 1, active: 1 }
    case 'inactive':
      return { enable: 1, active: 0 }
    case 'blocked':
      return { enable: 0, active: kept }
    default:
      return { enable: Number(form.enable ?? 1), active: kept }
  }
}

/** Adding or removing a reporting line: the user (2 or more: serial 1 has none) and the user they report to. */
export const reportingSchema = z.object({
  userSrno: serial(),
  reportsTo: serial({ message: messages.REPORTING_USER_REQUIRED }),
})

/** Issuing a new one-time password to a user (ADR 0140). */
export const issuePasswordSchema = z.object({ userSrno: serial() })

/** One page of the Users list holds this many users; the search box shows once there are more (ADR 0139). */
export const USERS_PER_PAGE = 50

/** The Users list's search and page, from the address; anything malformed is ignored (a stale link still opens). */
export const userListQuerySchema = z.object({
  q: z.string().trim().min(1).max(50).optional().catch(undefined),
  page: serial().optional().catch(undefined),
})
