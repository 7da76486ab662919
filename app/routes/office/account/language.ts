import { redirect } from 'react-router'
import { deviceLanguageCookie } from '#app/domain/auth/device-language.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { setLanguage } from '#app/domain/users/language.server.ts'
import { languageSchema } from '#app/domain/users/language-schema.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { isHttps } from '#app/route-frame/guard.server.ts'

/**
 * The back office's language (D55): every signed-in user sets their own, from the account menu; the page they were
 * on is shown again in the chosen language. The way back is kept on this site (safeRedirect). This device also
 * remembers it for the sign-in page, before anyone is signed in (ADR 0161).
 */
const access = defineAccess({
  right: 'signed-in',
  intents: { 'set-language': { schema: languageSchema, need: 'signed-in' } },
})
export const handle: OfficeHandle = { access }

export const action = officeAction(access, {
  'set-language': async (input, { staff, actor }) => {
    await setLanguage(staff.ctx.db, actor, input.locale)
    return redirect(safeRedirect(input.back, '/crm'), {
      headers: { 'Set-Cookie': deviceLanguageCookie(input.locale, isHttps(staff.ctx)) },
    })
  },
})
