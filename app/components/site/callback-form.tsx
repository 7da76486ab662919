import { formScriptTexts } from '#app/components/site/form-messages.ts'
import { FormNotice } from '#app/components/site/form-notice.tsx'
import { MobileField, SenderStart, useEnquiryForm } from '#app/components/site/sender-fields.tsx'
import { type CallbackInput, limits } from '#app/domain/enquiries/schemas.ts'
import { messageFor } from '#app/lib/errors.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { useSite } from '#app/lib/site.ts'

/**
 * The blog's Request a Callback box (spec sections 2, 3, 5 and 7): name and phone. Without script it is a plain
 * POST that lands on the thank-you page. The islands module (app/islands/forms.ts) checks the fields with the
 * server's schema and sends them as JSON with e-mail and message empty; the reply's msg is shown in the box, success
 * or not (the failure text, when the reply has none, is carried by the form).
 */
export function CallbackForm({ className = '' }: { className?: string }) {
  const site = useSite()
  const t = useT('forms')
  const locale = useLocale()
  const failure = messageFor('SORRY_TEXT', { email: site.infoEmail })
  const { fields, formProps } = useEnquiryForm<CallbackInput>('callback', '/api/callback')

  return (
    <form
      {...formProps}
      data-failure={failure}
      {...formScriptTexts(locale, { sending: t('callback.sending') }, [failure])}
      aria-label={t('callback.label')}
      className={`grid gap-4 ${className}`}
    >
      <SenderStart name={fields.name} nameMax={limits.callback.name} />
      <MobileField field={fields.phone} maxLength={limits.callback.phone} />
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t('callback.button')}
      </button>
      <p
        role="status"
        className="sr-only text-sm font-medium data-[ok=false]:not-sr-only data-[ok=false]:text-red-700 data-[ok=true]:not-sr-only data-[ok=true]:text-green-800"
        data-testid="callback-result"
      />
      <FormNotice />
    </form>
  )
}
