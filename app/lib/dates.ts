/**
 * The one place that knows business time is India time (Asia/Kolkata, UTC+5:30, no daylight saving): what "today"
 * is, and how dates are shown (dd/MM/yyyy) and sent (YYYY-MM-DD). Moments are stored as UTC timestamps, plain dates
 * as YYYY-MM-DD.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Kolkata'

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** The India date of a moment, YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return isoDateFormat.format(at)
}

/** Today in India, YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDate(now)
}

/** A plain date (YYYY-MM-DD) as dd/MM/yyyy; anything else is returned as it is. */
export function displayDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate
}

/** A moment as dd/MM/yyyy in India. */
export function displayIndiaDate(at: Date): string {
  return displayDate(indiaDate(at))
}

/** A moment as dd/MM/yyyy HH:mm in India (24-hour clock). */
export function displayIndiaDateTime(at: Date): string {
  return `${displayIndiaDate(at)} ${timeFormat.format(at)}`
}

/**
 * When a sign-in method was added or last used, as the sign-in methods screens show it: dd/MM/yyyy HH:mm in India
 * like every date of the office, in either language; 'never' for no date (the screens say it in their language).
 */
export function whenOrNever(at: Date | null): string {
  return at ? displayIndiaDateTime(at) : 'never'
}

/** Whether a text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

/** Adds whole days to a plain date (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10)
}

/**
 * The UTC moment at which an India date begins: the lower bound of a range that is inclusive of whole India days
 * (a range from 01/11 to 30/11 runs from the start of 01/11 to the start of 01/12 in India).
 */
export function startOfIndiaDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`)
}

/**
 * The dates a range may name (a report, a list's filter): a date before 2000 or after 2099 is a typing slip or a
 * probe, never business data, and a date past 9999 cannot even be worked with (a day added to 31/12/9999 is no
 * date at all).
 */
export const DATE_SPAN = { first: '2000-01-01', last: '2099-12-31' } as const

/** Whether a plain date (YYYY-MM-DD) lies in DATE_SPAN. */
export function isInDateSpan(isoDate: string): boolean {
  return isoDate >= DATE_SPAN.first && isoDate <= DATE_SPAN.last
}

/** The number of days from one plain date to another, both counted (01/11 to 30/11 is 30). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}
