import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react'
import { useId } from 'react'
import { useLocation } from 'react-router'
import { Honeypot, TextField } from '#app/components/ui/form-kit.tsx'
import { HONEYPOT_FIELD } from '#app/domain/enquiries/schemas.ts'
import { defaultLocale } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'

type Field = FieldMetadata<string>

/**
 * A public enquiry form (the quote and the callback forms) of the fields of `Input`: without script a plain POST to
 * `action`; Conform gives the fields their ids and names, and the islands module, which finds the form by its
 * `data-form`, checks them with the server's schema (app/islands/forms.ts), so React adds no submit handler. `id` is
 * the form's own, for the ids of what it holds.
 */
export function useEnquiryForm<Input>(kind: 'quote' | 'callback', action: string) {
  const id = useId()
  const [form, fields] = useForm<Record<keyof Input, string>>({ id: `${kind}-${id}` })
  return {
    id,
    fields,
    formProps: { method: 'post', action, ...getFormProps(form), onSubmit: undefined, 'data-form': kind },
  }
}

/**
 * What every public enquiry form starts with: the page it was sent from (kept with the enquiry), on a Hindi page its
 * language (ADR 0159: English pages send none, which the server reads as English), the honeypot that catches robots
 * (D41), and the sender's name.
 */
export function SenderStart({ name, nameMax }: { name: Field; nameMax: number }) {
  const { pathname } = useLocation()
  const locale = useLocale()
  const t = useT('forms')
  return (
    <>
      <input type="hidden" name="source" value={pathname} />
      {locale !== defaultLocale && <input type="hidden" name="language" value={locale} />}
      <Honeypot name={HONEYPOT_FIELD} />
      <TextField field={name} label={t('fields.name')} required maxLength={nameMax} autoComplete="name" />
    </>
  )
}

/** The sender's mobile number: ten digits (the forms' check and the server's schema say so in INVALID_PHONE). */
export function MobileField({ field, maxLength }: { field: Field; maxLength: number }) {
  const t = useT('forms')
  return (
    <TextField
      field={field}
      label={t('fields.phone')}
      type="tel"
      required
      maxLength={maxLength}
      autoComplete="tel"
      inputMode="numeric"
      title={t('fields.phoneTitle')}
    />
  )
}
