import { messages } from '#app/lib/errors.ts'
import { requiredText, serial, text } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/** The inputs of the second factor's forms and calls (D56), parsed the same on the page and on the server. */

/** A 6-digit authenticator code or a recovery code (`xxxxx-xxxxx`), as typed. */
export const codeSchema = z.object({
  code: requiredText(30, messages.SECOND_STEP_CODE_REQUIRED),
})

/** A WebAuthn answer (the browser's JSON), for a sign-in or a second step. */
export const passkeyAnswerSchema = z.object({
  response: requiredText(20_000, messages.PASSKEY_FAILED),
})

/** A new passkey: the browser's JSON and the name the user gives it (optional). */
export const passkeyRegisterSchema = z.object({
  response: requiredText(20_000, messages.PASSKEY_NOT_ADDED),
  name: text(60, messages.PASSKEY_NAME_TOO_LONG).optional(),
})

export const passkeyRemoveSchema = z.object({ id: serial() })

export const noFields = z.object({})

/** The user whose second factors an administrator resets (the route's parameter). */
export const resetSchema = z.object({ userSrno: serial() })
