import type { z } from 'zod'

/**
 * A form's fields checked with the same zod schema as the server, the messages written next to the fields as text
 * (the spec's exact words), tied to them with aria-describedby and marked aria-invalid (the form kit's contract:
 * app/components/ui/form-kit.tsx). A field is checked as it is left when something was typed (D44: a wrong e-mail
 * says so on blur and keeps what was typed), again on each change once it has been checked, and every field on
 * submit, when focus moves to the first wrong one.
 */
export interface CheckedForm {
  /** Checks every field and shows every message; true when the form may be sent. */
  checkAll(): boolean
  /** Removes every message (after a successful send clears the form). */
  clear(): void
}

type Controls = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const ERROR_CLASS = 'mt-1 text-sm font-medium text-red-700'

function controlsOf(form: HTMLFormElement): Controls[] {
  return Array.from(form.elements).filter(
    (el): el is Controls =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
      el.name !== '' &&
      el.type !== 'hidden' &&
      !el.closest('[aria-hidden="true"]'),
  )
}

export function showFieldError(control: Controls, message: string | undefined): void {
  const errorId = `${control.id}-error`
  let error = document.getElementById(errorId)
  const others = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((t) => t && t !== errorId)
  if (message === undefined) {
    error?.remove()
    control.removeAttribute('aria-invalid')
    if (others.length) control.setAttribute('aria-describedby', others.join(' '))
    else control.removeAttribute('aria-describedby')
    return
  }
  if (!error) {
    error = document.createElement('p')
    error.id = errorId
    error.className = ERROR_CLASS
    control.parentElement?.append(error)
  }
  error.textContent = message
  control.setAttribute('aria-invalid', 'true')
  control.setAttribute('aria-describedby', [errorId, ...others].join(' '))
}

/** The form's values as the schema reads them: an empty field is absent (as on the server). */
export function valuesOf(form: HTMLFormElement): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {}
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') values[key] = value === '' ? undefined : value
  }
  return values
}

/** The first message of each field. */
export function firstMessages(schema: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values)
  const out: Record<string, string> = {}
  if (result.success) return out
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message
  return out
}

export function checkFields(form: HTMLFormElement, schema: z.ZodType): CheckedForm {
  const checked = new Set<string>()
  const check = (names: Set<string> | 'all') => {
    const messages = firstMessages(schema, valuesOf(form))
    let first: Controls | undefined
    for (const control of controlsOf(form)) {
      if (names !== 'all' && !names.has(control.name)) continue
      checked.add(control.name)
      showFieldError(control, messages[control.name])
      if (messages[control.name] && !first) first = control
    }
    return first
  }
  form.addEventListener('focusout', (event) => {
    const control = event.target as Controls
    if (!control.name || !controlsOf(form).includes(control)) return
    if (control.value !== '' || checked.has(control.name)) check(new Set([control.name]))
  })
  const recheck = (event: Event) => {
    const control = event.target as Controls
    if (control.name && checked.has(control.name)) check(new Set([control.name]))
  }
  form.addEventListener('input', recheck)
  form.addEventListener('change', recheck)
  return {
    checkAll() {
      const first = check('all')
      first?.focus()
      return first === undefined
    },
    clear() {
      checked.clear()
      for (const control of controlsOf(form)) showFieldError(control, undefined)
    },
  }
}
