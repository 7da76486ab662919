import { translator } from '#app/lib/i18n/i18n.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'

/**
 * An alert's words (D61), made when shown from its kind and facts, in the reader's language (D55): the list of
 * notifications and the push to the user's phones say the same thing. Names (of leads and people) are shown as typed.
 */

/** Where a lead given to someone came from: an assignment, a move of all leads, a web enquiry, an import. */
export const leadSources = ['assign', 'move', 'enquiry', 'import'] as const
export type LeadSource = (typeof leadSources)[number]

export type AlertFacts =
  | { kind: 'lead-given'; source: LeadSource; count: number; by: string; lead?: string }
  | { kind: 'due-today'; count: number }
  | { kind: 'team-overdue'; count: number; person: string }

export type AlertKind = AlertFacts['kind']

/** The alert's sentence in `locale`. */
export function alertText(locale: Locale, facts: AlertFacts): string {
  const t = translator(locale, 'office') as unknown as (key: string, vars?: Record<string, unknown>) => string
  switch (facts.kind) {
    case 'lead-given':
      return t(`alerts.leadGiven.${facts.source}`, { count: facts.count, by: facts.by, lead: facts.lead ?? '' })
    case 'due-today':
      return t('alerts.dueToday', { count: facts.count })
    case 'team-overdue':
      return t('alerts.teamOverdue', { count: facts.count, person: facts.person })
  }
}

/** A stored alert's facts (its `kind` column with its `facts` JSON), or null for a kind this code does not know. */
export function factsOf(kind: string, facts: unknown): AlertFacts | null {
  const f = (facts ?? {}) as Record<string, unknown>
  const count = Number(f.count ?? 0)
  if (kind === 'lead-given' && leadSources.includes(f.source as LeadSource)) {
    return {
      kind,
      source: f.source as LeadSource,
      count,
      by: String(f.by ?? ''),
      ...(typeof f.lead === 'string' ? { lead: f.lead } : {}),
    }
  }
  if (kind === 'due-today') return { kind, count }
  if (kind === 'team-overdue') return { kind, count, person: String(f.person ?? '') }
  return null
}
