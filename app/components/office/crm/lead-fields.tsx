import { type Field, SelectField, TextAreaField, TextField } from '#app/components/ui/form-kit.tsx'
import { leadLimits, MAX_VOLUME_DIGITS } from '#app/domain/leads/schemas.ts'
import type { Choice } from '#app/lib/choice.ts'

/**
 * The lead's own fields as every lead form shows them (new lead, a lead made from a web enquiry, edit), with the
 * limits of the one lead schema (app/domain/leads/schemas.ts), so a limit or a label is changed in one place.
 */

/** Lead Type (Retailer, Distributor, Super Distributor) and Lead Nature (Hot, Cold): both required. */
export function LeadKindFields({ type, nature, types }: { type: Field; nature: Field; types: Choice<number>[] }) {
  return (
    <>
      <SelectField
        field={type}
        label="Lead Type"
        required
        placeholder="Select..."
        options={types.map((t) => ({ value: String(t.value), label: t.label }))}
      />
      <SelectField
        field={nature}
        label="Lead Nature"
        required
        placeholder="Select..."
        options={[
          { value: 'H', label: 'Hot' },
          { value: 'C', label: 'Cold' },
        ]}
      />
    </>
  )
}

/** The business name: required, across the form's two columns. */
export function BusinessNameField({ field }: { field: Field }) {
  return (
    <TextField
      field={field}
      label="Business name"
      required
      maxLength={leadLimits.businessName}
      autoComplete="organization"
      className="sm:col-span-2"
    />
  )
}

/** The expected volume in rupees, digits only (shown with 'Rs.'). */
export function VolumeField({ field }: { field: Field }) {
  return (
    <TextField
      field={field}
      label="Expected volume (Rs.)"
      inputMode="numeric"
      maxLength={MAX_VOLUME_DIGITS}
      hint="Rupees, digits only."
    />
  )
}

/** A two-line text of the lead (its address, its remark) across the form's two columns. */
export function LeadTextArea({ field, label, maxLength }: { field: Field; label: string; maxLength: number }) {
  return <TextAreaField field={field} label={label} maxLength={maxLength} rows={2} className="sm:col-span-2" />
}
