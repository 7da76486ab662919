/** Helpers for the plain-text mails of the product. */

/** A moment as dd/MM/yyyy HH:mm in India time (design.md: business time is Asia/Kolkata). */
export function indiaDateTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(at)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')} IST`
}

/**
 * A block of "Label: value" lines. Values are single lines already (the form schemas turn line breaks into
 * spaces); this folds any that remain, so a value can never start a line of its own and pass for another field.
 */
export function fieldLines(fields: readonly (readonly [string, string])[]): string {
  return fields.map(([label, value]) => `${label}: ${value.replace(/[\r\n\u2028\u2029]+/g, ' ') || '-'}`).join('\n')
}
