import type { ComponentProps, ReactNode } from 'react'
import { useId } from 'react'
import { Link, type LinkProps } from 'react-router'

/** Form controls of the back office: labelled, with the error text tied to the field for assistive technology. */

export function Field({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: string
  error?: string
  hint?: string
  required?: boolean
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid gap-1">
      <div className="flex gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {/* The input's `required` tells assistive technology; the star is for the eye. */}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-100 aria-[invalid=true]:border-red-700'

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<'button'> & { variant?: 'primary' | 'secondary' | 'danger' | 'link' }) {
  const styles = {
    primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60',
    secondary: 'border border-slate-400 bg-white text-slate-800 hover:bg-slate-50',
    danger: 'bg-red-700 text-white hover:bg-red-800',
    link: 'text-brand-700 underline-offset-2 hover:underline px-0',
  }[variant]
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold ${styles} ${className}`}
      {...props}
    />
  )
}

export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-800',
    success: 'border-green-300 bg-green-50 text-green-800',
    info: 'border-brand-100 bg-brand-50 text-brand-800',
  }[tone]
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  )
}

const linkButtonStyles = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-slate-400 bg-white text-slate-800 hover:bg-slate-50',
}

/** A link that looks like a button: Add New, Cancel, Back. */
export function LinkButton({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: keyof typeof linkButtonStyles }) {
  return (
    <Link
      className={`inline-flex items-center justify-center rounded-md px-4 py-2 font-semibold ${linkButtonStyles[variant]} ${className}`}
      {...props}
    />
  )
}

/** A labelled text input (Field + input), with the field's error and hint tied to it. */
export function TextField({
  label,
  error,
  hint,
  required,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & { label: string; error?: string; hint?: string }) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(p) => <input {...p} required={required} className={inputClass} {...input} />}
    </Field>
  )
}
