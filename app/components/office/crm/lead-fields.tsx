import type { ReactNode } from 'react'
import { type Field, SelectField, TextAreaField, TextField, type TextFieldProps } from '#app/components/ui/form-kit.tsx'
import { leadLimits, MAX_VOLUME_DIGITS } from '#app/domain/leads/lead-rules.ts'
import type { Choice } from '#app/lib/choice.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { shownChoices } from './labels.ts'
import { ProductChips } from './product-chips.tsx'

/**
 * The lead's own fields as every lead form shows them (new lead, a lead made from a web enquiry, edit), with the
 * limits of the one lead schema (app/domain/leads/schemas.ts), so a limit or a label is changed in one place.
 */

/** Lead Type (Retailer, Distributor, Super Distributor) and Lead Nature (Hot, Cold): both required. */
export function LeadKindFields({ type, nature, types }: { type: Field; nature: Field; types: Choice<number>[] }) {
  const t = useT('crm')
  return (
    <>
      <SelectField
        field={type}
        label={t('fields.leadType')}
        required
        placeholder={t('fields.select')}
        options={shownChoices(t, 'type', types).map((c) => ({ value: String(c.value), label: c.label }))}
      />
      <NatureField field={nature} placeholder={t('fields.select')} />
    </>
  )
}

/** Lead Nature (Hot, Cold), required; a new lead asks for it with a "Select" first, a follow-up shows the lead's. */
export function NatureField({ field, placeholder }: { field: Field; placeholder?: string }) {
  const t = useT('crm')
  return (
    <SelectField
      field={field}
      label={t('fields.leadNature')}
      required
      placeholder={placeholder}
      options={[
        { value: 'H', label: t('values.nature.H') },
        { value: 'C', label: t('values.nature.C') },
      ]}
    />
  )
}

type NewLeadFieldSet = Record<
  'type' | 'nature' | 'businessName' | 'contactPerson' | 'mobile' | 'email' | 'volume' | 'address' | 'remark',
  Field
>

/**
 * A new lead's own fields, in the order both new-lead forms show them (at the business, with a selfie; in the office
 * from a web enquiry). `mobile` replaces the plain mobile field (the form at the business checks the number for
 * other leads as it is left); `autoComplete` names the contact's fields for the phone's autofill.
 */
export function NewLeadFields({
  fields,
  types,
  mobile,
  autoComplete = false,
  products = [],
}: {
  fields: NewLeadFieldSet
  types: Choice<number>[]
  mobile?: ReactNode
  autoComplete?: boolean
  /** The products ticked when the form opens (a kept draft's, or a web enquiry's service, D59). */
  products?: readonly string[]
}) {
  const t = useT('crm')
  return (
    <>
      <LeadKindFields type={fields.type} nature={fields.nature} types={types} />
      <BusinessNameField field={fields.businessName} />
      <TextField
        field={fields.contactPerson}
        label={t('fields.contactPerson')}
        maxLength={leadLimits.contactPerson}
        autoComplete={autoComplete ? 'name' : undefined}
      />
      {mobile ?? <MobileField field={fields.mobile} />}
      <EmailField field={fields.email} autoComplete={autoComplete ? 'email' : undefined} />
      <div>
        <VolumeField field={fields.volume} />
      </div>
      <LeadTextArea field={fields.address} label={t('fields.address')} maxLength={leadLimits.address} />
      <LeadTextArea field={fields.remark} label={t('fields.remark')} maxLength={leadLimits.remark} />
      <ProductChips selected={products} className="sm:col-span-2" />
    </>
  )
}

/** The business name: required, across the form's two columns. */
export function BusinessNameField({ field }: { field: Field }) {
  const t = useT('crm')
  return (
    <TextField
      field={field}
      label={t('fields.businessName')}
      required
      maxLength={leadLimits.businessName}
      autoComplete="organization"
      className="sm:col-span-2"
    />
  )
}

/** The mobile number and the e-mail address; what a form adds (its own checks, autocomplete) is passed on. */
export function MobileField({ field, ...more }: { field: Field } & Partial<Omit<TextFieldProps, 'field'>>) {
  const t = useT('crm')
  return (
    <TextField
      field={field}
      label={t('fields.mobile')}
      type="tel"
      inputMode="numeric"
      maxLength={leadLimits.mobile}
      {...more}
    />
  )
}

export function EmailField({ field, ...more }: { field: Field } & Partial<Omit<TextFieldProps, 'field'>>) {
  const t = useT('crm')
  return <TextField field={field} label={t('fields.email')} type="email" maxLength={leadLimits.email} {...more} />
}

/** The expected volume in rupees, digits only (shown with 'Rs.'). */
export function VolumeField({ field }: { field: Field }) {
  const t = useT('crm')
  return (
    <TextField
      field={field}
      label={t('fields.volume')}
      inputMode="numeric"
      maxLength={MAX_VOLUME_DIGITS}
      hint={t('fields.volumeHint')}
    />
  )
}

/** A two-line text of the lead (its address, its remark) across the form's two columns. */
export function LeadTextArea({ field, label, maxLength }: { field: Field; label: string; maxLength: number }) {
  return <TextAreaField field={field} label={label} maxLength={maxLength} rows={2} className="sm:col-span-2" />
}
