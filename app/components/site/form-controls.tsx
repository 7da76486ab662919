import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import type { ChoiceOption } from '#app/content/types.ts'
import { HONEYPOT_FIELD } from '#app/domain/enquiries/schemas.ts'

/**
 * Labelled controls of the public forms: a visible label tied to its control, the inline error under it
 * (referenced by aria-describedby, D44), and the constraint attributes the browser checks before the script loads.
 */

const controlClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  'aria-[invalid=true]:border-red-700'

// biome-ignore lint/suspicious/noExplicitAny: conform's field metadata is generic over the whole form schema.
type Field = FieldMetadata<any, any, string[]>

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {children}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  )
}

function FieldError({ field }: { field: Field }) {
  if (!field.errors?.length) return null
  return (
    <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
      {field.errors[0]}
    </p>
  )
}

export interface TextFieldProps {
  field: Field
  label: string
  type?: 'text' | 'email' | 'tel'
  required?: boolean
  maxLength: number
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  pattern?: string
  /** Shown by the browser when `pattern` does not match before the script loads. */
  title?: string
  className?: string
}

export function TextField({ field, label, type = 'text', className = '', ...rest }: TextFieldProps) {
  const { key, ...props } = getInputProps(field, { type })
  return (
    <div className={className}>
      <Label htmlFor={field.id} required={rest.required}>
        {label}
      </Label>
      <input key={key} {...props} {...rest} className={controlClass} />
      <FieldError field={field} />
    </div>
  )
}

export function TextAreaField({
  field,
  label,
  maxLength,
  rows = 4,
  className = '',
}: {
  field: Field
  label: string
  maxLength: number
  rows?: number
  className?: string
}) {
  const { key, ...props } = getTextareaProps(field)
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <textarea key={key} {...props} maxLength={maxLength} rows={rows} className={controlClass} />
      <FieldError field={field} />
    </div>
  )
}

export function SelectField({
  field,
  label,
  options,
  className = '',
}: {
  field: Field
  label: string
  /** The first option, value '', is the prompt. */
  options: readonly ChoiceOption[]
  className?: string
}) {
  const { key, ...props } = getSelectProps(field)
  return (
    <div className={className}>
      <Label htmlFor={field.id} required>
        {label}
      </Label>
      <select key={key} {...props} required className={controlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  )
}

/**
 * D46: a field people never see and assistive technology never reaches (display: none), which form-filling bots
 * fill in. A submission with it filled gets the normal success answer and is not stored.
 */
export function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
