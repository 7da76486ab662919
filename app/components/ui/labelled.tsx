import type { ReactNode } from 'react'

/** The look of a control's label above it in the office. */
export const labelClass = 'block text-sm font-semibold text-slate-800'

/**
 * A control with its visible label above it, in one box: the label names the control by `htmlFor` (the id the child
 * control carries), then come the control and whatever goes with it (a hint, the field's error). The box and the
 * label take the screen's classes; the label's default is the office's (`labelClass`). A module of its own, without
 * the form kit's validation library, so that any screen may use it (ADR 0150).
 */
export function Labelled({
  htmlFor,
  label,
  className,
  labelClassName = labelClass,
  children,
}: {
  htmlFor: string
  label: ReactNode
  className?: string
  labelClassName?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  )
}
