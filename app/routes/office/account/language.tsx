import { redirect, useActionData } from 'react-router'
import { LanguageChoice } from '#app/components/office/account/language-choice.tsx'
import { Alert } from '#app/components/office/controls.tsx'
import {
  NeedsConnectionPage,
  needsConnection,
  orNeedsConnection,
} from '#app/components/office/offline/needs-connection.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { deviceLanguageCookie } from '#app/domain/auth/device-language.server.ts'
import { accountAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { setLanguage } from '#app/domain/users/language.server.ts'
import { languageSchema } from '#app/domain/users/language-schema.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { isHttps } from '#app/route-frame/guard.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/language'

/**
 * The back office's language (D55): every signed-in user sets their own, from the account menu or this page; the
 * page they were on is shown again in the chosen language. The way back is kept on this site (safeRedirect). This
 * device also remembers it for the sign-in page, before anyone is signed in (ADR 0161).
 */
const access = accountAccess({ 'set-language': languageSchema })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('office', '/account/language', [
  'language.title',
  'language.intro',
])

export const loader = officeLoader(access, async (_staff) => {
  return { choice: true as const }
})

/**
 * ADR 0209: offline (opened by its address, reloaded, or after the menu's choice met no connection and the worker
 * sent the browser here), the page says that the language is kept on the server, in the language still in use.
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => orNeedsConnection(serverLoader)

export const action = officeAction(access, {
  'set-language': async (input, { staff, actor }) => {
    await setLanguage(staff.ctx.db, actor, input.locale)
    return redirect(safeRedirect(input.back, '/crm'), {
      headers: { 'Set-Cookie': deviceLanguageCookie(input.locale, isHttps(staff.ctx)) },
    })
  },
})

export default function Language({ loaderData }: Route.ComponentProps) {
  const t = useT('office')
  // A refused choice (a language the office does not offer) says why here, and changes nothing.
  const reply = useActionData<typeof action>()
  if (needsConnection(loaderData))
    return <NeedsConnectionPage title={t('language.title')} why={t('offline.language')} />
  return (
    <OfficePage title={t('language.title')}>
      {reply && !reply.ok && (
        <div className="mb-4 max-w-2xl">
          <Alert tone="error">{reply.error}</Alert>
        </div>
      )}
      <p className="mb-4 max-w-2xl text-slate-700">{t('language.intro')}</p>
      <LanguageChoice />
    </OfficePage>
  )
}
