import type { z } from 'zod'
import {
  checksOnLeave,
  englishLineClass,
  errorIdOf,
  fieldErrorClass,
  formTexts,
  isCheckedControl,
  messageLink,
  shownMessage,
} from '#app/lib/field-errors.ts'

/**
 * A form's fields checked with the same zod schema as the server, the messages written and tied to the fields as
 * the form kit writes them (the contract in app/lib/field-errors.ts: the spec's exact words as text next to the
 * field, aria-describedby, aria-invalid). A field is checked as it is left when something was typed (D44: a wrong
 * e-mail says so on blur and keeps what was typed), again on each change once it has been checked, and every field
 * on submit, when focus moves to the first wrong one.
 */
export interface CheckedForm {
  /** Checks every field and shows every message; true when the form may be sent. */
  checkAll(): boolean
  /** Removes every message (after a successful send clears the form). */
  clear(): void
}

type Controls = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function controlsOf(form: HTMLFormElement): Controls[] {
  return Array.from(form.elements).filter(
    (el): el is Controls =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
      isCheckedControl(el) &&
      // The honeypot: a field people never see.
      !el.closest('[aria-hidden="true"]'),
  )
}

/**
 * Writes a catalogue text into `element` as the server renders it: on an English page the text alone; on a Hindi
 * page (its form carries the Hindi, see formTexts) the Hindi, then the exact English as a `lang="en"` line.
 */
export function writeMessage(element: HTMLElement, message: string, hindi: Record<string, string>): void {
  const text = hindi[message]
  if (!text) {
    element.textContent = message
    return
  }
  const english = document.createElement('span')
  english.lang = 'en'
  english.className = englishLineClass
  english.textContent = message
  element.replaceChildren(text, english)
}

/** The Hindi texts of a control's form (none on English pages). */
function hindiOfForm(control: Controls): Record<string, string> {
  return control.form ? formTexts(control.form.dataset).messages : {}
}

/** Shows `message` under the control (or removes its message when undefined), as the form kit renders it. */
export function showFieldError(control: Controls, message: string | undefined): void {
  const errorId = errorIdOf(control.id)
  let error = document.getElementById(errorId)
  if (message === undefined) error?.remove()
  else {
    if (!error) {
      error = document.createElement('p')
      error.id = errorId
      error.className = fieldErrorClass
      control.parentElement?.append(error)
    }
    writeMessage(error, message, hindiOfForm(control))
  }
  const others = (control.getAttribute('aria-describedby') ?? '').split(' ')
  for (const [name, value] of Object.entries(messageLink(control.id, message, others))) {
    if (value === undefined) control.removeAttribute(name)
    else control.setAttribute(name, String(value))
  }
}

/** The form's values as the schema reads them: an empty field is absent (as on the server). */
export function valuesOf(form: HTMLFormElement): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {}
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') values[key] = value === '' ? undefined : value
  }
  return values
}

/** The message shown for each field. */
export function firstMessages(schema: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const all: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const name = String(issue.path[0])
    all[name] = [...(all[name] ?? []), issue.message]
  }
  const out: Record<string, string> = {}
  for (const [name, messages] of Object.entries(all)) {
    const shown = shownMessage(messages)
    if (shown !== undefined) out[name] = shown
  }
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
    if (checksOnLeave(control.value, checked.has(control.name))) check(new Set([control.name]))
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
