import { addDays, daysInRange, isInDateSpan, isIsoDate, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { serial, wholeNumber } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/**
 * A report request from the page's address (spec section 3 "Report request": mode V to view, D to download, from
 * and to dates), plus the file format, a person and a page. Malformed values fall back to their defaults, so a
 * stale or edited link still opens the report; only a range whose start is after its end is refused, with a
 * message, because guessing which date the user meant would show the wrong numbers.
 */
export const reportQuerySchema = z.object({
  mode: z.enum(['V', 'D']).catch('V'),
  format: z.enum(['csv', 'xlsx']).catch('xlsx'),
  from: z.string().refine(isIsoDate).optional().catch(undefined),
  to: z.string().refine(isIsoDate).optional().catch(undefined),
  user: serial().optional().catch(undefined),
  page: wholeNumber({ min: 1, max: 1_000_000 }).optional().catch(undefined),
  /** "Suspect visits only" (ADR 0133): `suspect=1`; anything else shows every row. */
  suspect: z
    .literal('1')
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
})
export type ReportQuery = z.output<typeof reportQuerySchema>

/** Inclusive India dates, YYYY-MM-DD. */
export interface DateRange {
  from: string
  to: string
}

/** This month so far: the range a manager most often asks for. */
export function defaultRange(today = todayInIndia()): DateRange {
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/**
 * The most days one report request covers (a year, a leap year's too). It bounds the work of every report screen
 * and download: the rows read, the chart's days, and how long the one database connection of the embedded
 * database is busy. A longer period is asked for a year at a time.
 */
export const REPORT_MAX_DAYS = 366

/**
 * The range asked for, or the message that says why it cannot be used: a date outside 2000-2099, a start after the
 * end, or more than REPORT_MAX_DAYS days. These are refused with a message rather than corrected, because a
 * report over other dates than the ones asked for would show the wrong numbers.
 */
export function rangeOf(query: ReportQuery, today = todayInIndia()): { range: DateRange; error?: string } {
  const fallback = defaultRange(today)
  const range = { from: query.from ?? fallback.from, to: query.to ?? fallback.to }
  if (!isInDateSpan(range.from) || !isInDateSpan(range.to)) return { range, error: messages.REPORT_DATE_SPAN }
  if (range.from > range.to) return { range, error: messages.REPORT_RANGE_ORDER }
  if (daysInRange(range.from, range.to) > REPORT_MAX_DAYS) return { range, error: messages.REPORT_RANGE_TOO_LONG }
  return { range }
}

/** The query string of a report's address, without defaults (so links stay short). */
export function reportSearch(
  values: { from: string; to: string; user?: number; page?: number; suspect?: boolean },
  extra = {},
): string {
  const params = new URLSearchParams({ from: values.from, to: values.to, ...extra })
  if (values.user) params.set('user', String(values.user))
  if (values.suspect) params.set('suspect', '1')
  if (values.page && values.page > 1) params.set('page', String(values.page))
  return params.toString()
}

/** The days of a range in order (for a chart's axis). */
export function daysOf(range: DateRange): string[] {
  const days: string[] = []
  for (let d = range.from; d <= range.to && days.length < REPORT_MAX_DAYS; d = addDays(d, 1)) days.push(d)
  return days
}
