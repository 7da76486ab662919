import type { FieldMetadata } from '@conform-to/react'
import { useLocation } from 'react-router'
import { Honeypot, TextField } from '#app/components/ui/form-kit.tsx'
import { HONEYPOT_FIELD } from '#app/domain/enquiries/schemas.ts'
import { defaultLocale } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'

type Field = FieldMetadata<string>

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
