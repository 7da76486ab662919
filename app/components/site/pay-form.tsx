import { useId } from 'react'
import { formScriptTexts } from '#app/components/site/form-messages.ts'
import { FormNotice } from '#app/components/site/form-notice.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { limits } from '#app/domain/enquiries/schemas.ts'
import { PAYNOW_PATH, type PayNowFields } from '#app/domain/payments/paynow-message.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

/**
 * The hidden pay form of /payment (spec sections 3 and 5, D45). The page renders it inside a hidden container. On
 * submit one alert lists every problem (the spec's alert), and each field's problem is also written next to it, tied
 * to it with aria-describedby, as on every other public form; when there is none the browser goes to `/api/paynow.php?m=...`, which
 * records a payment intimation. The islands module does the checks and the alert (app/islands/pay-form.ts); without
 * script it is a plain GET form with the same fields, which the endpoint also accepts.
 */
export function PayForm({ className = '' }: { className?: string }) {
  const id = useId()
  const t = useT('forms')
  const locale = useLocale()
  const field = (name: keyof PayNowFields, label: string, props: Record<string, unknown> = {}, required = true) => (
    <Labelled htmlFor={`${id}-${name}`} label={label} labelClassName="block text-sm font-medium text-slate-800">
      <input
        id={`${id}-${name}`}
        name={name}
        maxLength={limits.payment[name]}
        className={fieldClass}
        aria-required={required || undefined}
        {...props}
      />
    </Labelled>
  )

  return (
    <form
      method="get"
      action={PAYNOW_PATH}
      noValidate
      data-form="pay"
      aria-label={t('pay.label')}
      {...formScriptTexts(locale)}
      data-testid="pay-form"
      className={`grid gap-3 ${className}`}
    >
      {field('name', t('fields.name'), { type: 'text', autoComplete: 'name' })}
      {field('email', t('fields.email'), { type: 'email', autoComplete: 'email' })}
      {field('phone', t('pay.phone'), { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' })}
      {field('amount', t('pay.amount'), { type: 'text', inputMode: 'decimal' })}
      <Labelled
        htmlFor={`${id}-message`}
        label={t('fields.message')}
        labelClassName="block text-sm font-medium text-slate-800"
      >
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          maxLength={limits.payment.message}
          className={fieldClass}
        />
      </Labelled>
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t('pay.button')}
      </button>
      <FormNotice />
    </form>
  )
}
