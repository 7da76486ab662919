/**
 * The form-error contract, in one client-safe place for its two renderers: the form kit
 * (app/components/ui/form-kit.tsx: React, on the server and in the back office) and the public pages' islands
 * (app/islands/field-errors.ts: the DOM, where no React runs, ADR 0016). Both write a field's message the same way,
 * so a message looks and reads the same whether the server, the kit or the islands wrote it (ADR 0037, ADR 0106):
 *
 * - the message is text in a `<p>` after the control, with the id `<control id>-error` and `fieldErrorClass`;
 * - the control names that id first in `aria-describedby` (its hint, if any, after it) and carries
 *   `aria-invalid="true"`; with no message, neither;
 * - of a field's messages, the first is shown;
 * - a field is checked as it is left once something was typed in it (D44: a wrong e-mail says so on blur and keeps
 *   what was typed), and again on each change once it has been checked.
 *
 * Plain functions and constants only: no React, no DOM, no state.
 */

export const fieldErrorClass = 'mt-1 text-sm font-medium text-red-700'

/** The id of a control's message (Conform's `errorId` has the same shape). */
export function errorIdOf(controlId: string): string {
  return `${controlId}-error`
}

/** The id of a control's hint. */
export function hintIdOf(controlId: string): string {
  return `${controlId}-hint`
}

/** Of a field's messages, the one shown. */
export function shownMessage(messages: readonly string[] | undefined): string | undefined {
  return messages?.[0]
}

/** The attributes that tie a control to its message, as the control carries them. */
export interface MessageLink {
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * How a control is tied to its message: `message` is the one shown (undefined for none); `others` are the ids of
 * the control's other descriptions (its hint), which stay after the message's.
 */
export function messageLink(controlId: string, message: string | undefined, others: readonly string[]): MessageLink {
  const errorId = errorIdOf(controlId)
  const rest = others.filter((id) => id !== '' && id !== errorId)
  const ids = message === undefined ? rest : [errorId, ...rest]
  return {
    'aria-invalid': message === undefined ? undefined : true,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  }
}

/** Whether a control takes part in the checks: named, and something a person fills in. */
export function isCheckedControl(control: { name: string; type: string }): boolean {
  return control.name !== '' && control.type !== 'hidden' && control.type !== 'file'
}

/** Whether leaving a control checks it: when something was typed, or when it was checked before. */
export function checksOnLeave(value: string, checkedBefore: boolean): boolean {
  return value !== '' || checkedBefore
}

/**
 * The class of a catalogue text's English second line on Hindi pages (ADR 0156), as `SpecMessage`
 * (app/lib/i18n/spec-message.tsx) writes it; the islands write the same line from the page's `data-messages`.
 */
export const englishLineClass = 'block text-[0.85em] opacity-90'

/**
 * A public form's script texts, which the server rendered into a Hindi page's form (ADR 0159): the Hindi of each
 * catalogue text by its exact English (`data-messages`), and the script's own words (`data-words`). Empty on English
 * pages. No catalogue ships with the islands.
 */
export function formTexts(dataset: { messages?: string; words?: string }): {
  messages: Record<string, string>
  words: Record<string, string>
} {
  const read = (raw: string | undefined): Record<string, string> => {
    try {
      const value: unknown = raw ? JSON.parse(raw) : {}
      return value && typeof value === 'object' ? (value as Record<string, string>) : {}
    } catch {
      return {}
    }
  }
  return { messages: read(dataset.messages), words: read(dataset.words) }
}
