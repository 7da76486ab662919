import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, type LinkProps } from 'react-router'
import { specNode } from '#app/components/ui/spec-text.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { EditIcon } from './icons.tsx'

/** Buttons, links that look like buttons, and alerts of the back office. Form fields are the form kit's. */

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
      {specNode(children)}
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

/** A table row's Edit action: the pencil icon, named for the row it opens, with a 44 px touch target. */
export function EditLink({ to, name }: { to: string; name: string }) {
  const t = useT('office')
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-brand-700 hover:bg-brand-50"
      aria-label={t('kit.edit', { name })}
    >
      <EditIcon />
    </Link>
  )
}

/**
 * The Save (and Cancel) bar under a back-office form: sticky at the bottom of a phone's screen so Save is always in
 * reach, in the form's flow from `sm` up. `wide` spans both columns of a two-column form grid; `busyLabel` is what
 * Save says while the form is submitting (its label, when not given). `status` (an upload's progress, what became of a
 * save) shows in the bar, just above Save, so it is on screen while the user waits (D53).
 */
/** Announced on a form when its Save is held (detail true) and let go (false), e.g. until a photo is made small. */
export const SAVE_HELD_EVENT = 'office-save-held'

/**
 * The Save button, busy while its form's save is on its way, and also, at once, while its form holds the save (the
 * photo still being made small, ADR 0212): only this button draws again then, so the tap is answered within a frame
 * even on a slow phone.
 */
function SaveButton({
  busy,
  disabled,
  label,
  busyLabel,
  className,
}: {
  busy: boolean
  disabled: boolean
  label: string
  busyLabel: string
  className: string
}) {
  const ref = useRef<HTMLButtonElement>(null)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    const form = ref.current?.form
    if (!form) return
    const onHeld = (event: Event) => setHeld((event as CustomEvent<boolean>).detail === true)
    form.addEventListener(SAVE_HELD_EVENT, onHeld)
    return () => form.removeEventListener(SAVE_HELD_EVENT, onHeld)
  }, [])
  const shownBusy = busy || held
  return (
    <Button
      ref={ref}
      type="submit"
      disabled={shownBusy || disabled}
      aria-busy={shownBusy || undefined}
      className={className}
    >
      {shownBusy ? busyLabel : label}
    </Button>
  )
}

export function SaveBar({
  busy,
  label,
  busyLabel = label,
  cancelTo,
  wide = true,
  status,
  disabled = false,
}: {
  busy: boolean
  /** Off for a reason other than a save on its way (a draft waiting to be sent); the label stays. */
  disabled?: boolean
  label: string
  busyLabel?: string
  cancelTo?: string
  wide?: boolean
  /** What became of the last save (an error, a visit kept for later), shown in the bar itself, beside Save. */
  status?: ReactNode
}) {
  const t = useT('office')
  const span = wide ? 'sm:col-span-2 ' : ''
  return (
    <div
      className={`sticky bottom-0 -mx-4 -mb-4 border-t border-slate-200 bg-white p-4 sm:static ${span}sm:m-0 sm:border-0 sm:p-0`}
    >
      {status && <div className="mb-3">{specNode(status)}</div>}
      <div className={cancelTo ? 'flex gap-3' : ''}>
        <SaveButton
          busy={busy}
          disabled={disabled}
          label={label}
          busyLabel={busyLabel}
          className={cancelTo ? 'min-h-12 flex-1 sm:flex-none' : 'min-h-12 w-full sm:w-auto'}
        />
        {cancelTo && (
          <LinkButton to={cancelTo} variant="secondary" className="min-h-12">
            {t('kit.cancel')}
          </LinkButton>
        )}
      </div>
    </div>
  )
}

/** A form's submit button with the link back (Cancel, Back) beside it, in one row; `children` follow them. */
export function SubmitRow({
  busy,
  label,
  backTo,
  backLabel,
  className = 'flex gap-3',
  children,
}: {
  busy: boolean
  label: string
  backTo: string
  backLabel?: string
  className?: string
  children?: ReactNode
}) {
  const t = useT('office')
  return (
    <div className={className}>
      <Button type="submit" disabled={busy} className="min-h-11">
        {label}
      </Button>
      <LinkButton to={backTo} variant="secondary" className="min-h-11">
        {backLabel ?? t('kit.cancel')}
      </LinkButton>
      {children}
    </div>
  )
}
