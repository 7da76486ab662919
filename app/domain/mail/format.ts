import { displayIndiaDateTime } from '#app/lib/dates.ts'

/** Helpers for the plain-text mails of the product. */

/** A moment as dd/MM/yyyy HH:mm IST, for mails. */
export function indiaDateTime(at: Date): string {
  return `${displayIndiaDateTime(at)} IST`
}

/**
 * A block of "Label: value" lines. Values are single lines already (the form schemas turn line breaks into
 * spaces); this folds any that remain, so a value can never start a line of its own and pass for another field.
 */
export function fieldLines(fields: readonly (readonly [string, string])[]): string {
  return fields.map(([label, value]) => `${label}: ${value.replace(/[\r\n\u2028\u2029]+/g, ' ') || '-'}`).join('\n')
}
