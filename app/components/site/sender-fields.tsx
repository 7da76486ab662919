import type { FieldMetadata } from '@conform-to/react'
import { useLocation } from 'react-router'
import { Honeypot, TextField } from '#app/components/ui/form-kit.tsx'
import { HONEYPOT_FIELD } from '#app/domain/enquiries/schemas.ts'

type Field = FieldMetadata<string>

/**
 * What every public enquiry form starts with: the page it was sent from (kept with the enquiry), the honeypot that
 * catches robots (D41), and the sender's name.
 */
export function SenderStart({ name, nameMax }: { name: Field; nameMax: number }) {
  const { pathname } = useLocation()
  return (
    <>
      <input type="hidden" name="source" value={pathname} />
      <Honeypot name={HONEYPOT_FIELD} />
      <TextField field={name} label="Name" required maxLength={nameMax} autoComplete="name" />
    </>
  )
}

/** The sender's mobile number: ten digits (the forms' check and the server's schema say so in INVALID_PHONE). */
export function MobileField({ field, maxLength }: { field: Field; maxLength: number }) {
  return (
    <TextField
      field={field}
      label="Phone"
      type="tel"
      required
      maxLength={maxLength}
      autoComplete="tel"
      inputMode="numeric"
      title="10 digit mobile number"
    />
  )
}
