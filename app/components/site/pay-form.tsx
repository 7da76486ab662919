import { type FormEvent, useId, useState } from 'react'
import { FormNotice } from '#app/components/site/form-notice.tsx'
import { limits } from '#app/domain/enquiries/schemas.ts'
import { payFormFieldProblems, payFormProblems } from '#app/domain/payments/pay-form-check.ts'
import { PAYNOW_PATH, type PayNowFields, payNowUrl } from '#app/domain/payments/paynow-message.ts'

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

function readFields(form: HTMLFormElement): PayNowFields {
  const data = new FormData(form)
  const get = (name: string) => String(data.get(name) ?? '')
  return { name: get('name'), email: get('email'), phone: get('phone'), amount: get('amount'), message: get('message') }
}

/**
 * The hidden pay form of /payment (spec sections 3 and 5, D45). The page renders it inside a hidden container. On
 * submit one alert lists every problem (the spec's alert), and each field's problem is also written next to it, tied
 * to it with aria-describedby, as on every other public form; when there is none the browser goes to `/api/paynow.php?m=...`, which
 * records a payment intimation. Before JavaScript loads it is a plain GET form with the same fields, which the
 * endpoint also accepts.
 */
export function PayForm({ className = '' }: { className?: string }) {
  const id = useId()
  const [errors, setErrors] = useState<Partial<Record<keyof PayNowFields, string>>>({})

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = readFields(event.currentTarget)
    const problems = payFormProblems(fields)
    setErrors(payFormFieldProblems(fields))
    if (problems.length > 0) {
      window.alert(problems.join('\n'))
      return
    }
    window.location.assign(payNowUrl(fields))
  }

  const error = (name: keyof PayNowFields) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null
  const errorProps = (name: keyof PayNowFields) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {}

  const field = (name: keyof PayNowFields, label: string, props: Record<string, unknown> = {}, required = true) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        maxLength={limits.payment[name]}
        className={fieldClass}
        aria-required={required || undefined}
        {...errorProps(name)}
        {...props}
      />
      {error(name)}
    </div>
  )

  return (
    <form
      method="get"
      action={PAYNOW_PATH}
      noValidate
      onSubmit={onSubmit}
      aria-label="Payment intimation"
      data-testid="pay-form"
      className={`grid gap-3 ${className}`}
    >
      {field('name', 'Name', { type: 'text', autoComplete: 'name' })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
      {field('phone', 'Contact Number', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' })}
      {field('amount', 'Amount (Rs.)', { type: 'text', inputMode: 'decimal' })}
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          maxLength={limits.payment.message}
          className={fieldClass}
          {...errorProps('message')}
        />
        {error('message')}
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Pay Now
      </button>
      <FormNotice />
    </form>
  )
}
