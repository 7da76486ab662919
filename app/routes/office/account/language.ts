import { redirect } from 'react-router'
import { officeAction } from '#app/domain/auth/action-frame.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { setLanguage } from '#app/domain/users/language.server.ts'
import { languageSchema } from '#app/domain/users/language-schema.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'

/**
 * The back office's language (D55): every signed-in user sets their own, from the account menu; the page they were
 * on is shown again in the chosen language. The way back is kept on this site (safeRedirect).
 */
const access = defineAccess({
  right: 'signed-in',
  intents: { 'set-language': { schema: languageSchema, need: 'signed-in' } },
})
export const handle: OfficeHandle = { access }

export const action = officeAction(access, {
  'set-language': async (input, { staff, actor }) => {
    await setLanguage(staff.ctx.db, actor, input.locale)
    return redirect(safeRedirect(input.back, '/crm'))
  },
})
