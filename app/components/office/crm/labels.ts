import type { TFunction } from 'i18next'
import { formatCount } from '#app/lib/numbers.ts'
import type { crm } from '#app/messages/en/crm.ts'

/**
 * The CRM's stored values in the reader's language (ADR 0163). Lead types, statuses and natures are stored, sent and
 * exported in English, as the reference data holds them; the screen shows each one by the catalogue entry keyed by
 * its value (`values.status.Open`), and a value the catalogue does not know (one added later to the reference
 * data) as it is stored.
 */

type Loose = (key: string, options?: Record<string, unknown>) => string

/** A stored lead type or status as the reader reads it. */
export function valueLabel(t: TFunction<'crm'>, group: 'status' | 'type', value: string): string {
  const key = `values.${group}.${value}`
  const text = (t as unknown as Loose)(key)
  return text === key ? value : text
}

/** A lead's nature (H, C) as the reader reads it. */
export function natureText(t: TFunction<'crm'>, nature: 'H' | 'C'): string {
  return t(`values.nature.${nature}`)
}

/** A field of a lead as the lead form names it: its type and nature, or one of the form's own `fields.*`. */
export type LeadFormField = 'type' | 'nature' | keyof (typeof crm)['fields']

/** A lead field's label as the lead form shows it, for the screens that list a lead's fields (import, merge). */
export function leadFieldLabel(t: TFunction<'crm'>, field: LeadFormField): string {
  if (field === 'type') return t('fields.leadType')
  if (field === 'nature') return t('fields.leadNature')
  return t(`fields.${field}`)
}

/** Choices from the reference data with their labels in the reader's language (their values unchanged). */
export function shownChoices<V>(t: TFunction<'crm'>, group: 'status' | 'type', choices: { value: V; label: string }[]) {
  return choices.map((c) => ({ value: c.value, label: valueLabel(t, group, c.label) }))
}

/** "1 lead", "12 leads", "1,00,000 leads" (Indian grouping, Latin digits) in the reader's language. */
export function leadsCount(t: TFunction<'crm'>, count: number): string {
  return t('leads', { count, n: formatCount(count) })
}

/** The same count in English, as the spec's messages carry it (their exact English line). */
export function leadsCountEnglish(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'lead' : 'leads'}`
}
