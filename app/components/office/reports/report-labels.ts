import type { TFunction } from 'i18next'
import { natureText, valueLabel } from '#app/components/office/crm/labels.ts'
import { formatCount } from '#app/lib/numbers.ts'
import { reports } from '#app/messages/en/reports.ts'

/**
 * The words of a report screen that come with its data (column headings, totals, chart titles and units) in the
 * reader's language. The report definitions keep their English texts, which the XLSX and CSV files carry as they
 * are (D55: files other systems read keep English column names); the screen looks each one up by its key, or by its
 * English text where the data has no key, and shows the English as it came when the catalogue has none.
 */

type Loose = (key: string, options?: Record<string, unknown>) => string

/** i18next's typed `t` checks literal keys; the keys built here from data are checked by the catalogue test. */
export function loose(t: TFunction<'reports'>): Loose {
  return t as unknown as Loose
}

const totalKeys: Record<string, string> = {
  Leads: 'leads',
  Visits: 'visits',
  Contacts: 'contacts',
  'Expected volume': 'volume',
  'Follow-ups': 'followUps',
  'New leads': 'newLeads',
  'Suspect visits': 'suspect',
  'Far from lead': 'far',
  'No location': 'noLocation',
  'Old photo': 'oldPhoto',
  'Recorded offline': 'offline',
  'Days started': 'daysStarted',
  'Km (straight line)': 'km',
  'Not ended': 'notEnded',
}

const chartTitleKeys: Record<string, string> = {
  'Leads by status': 'leadsByStatus',
  'Follow-ups per day': 'followUpsPerDay',
  'Follow-ups per week': 'followUpsPerWeek',
  'Visits per day per person': 'visitsPerDayPerPerson',
  'People who started the day, per day': 'startedPerDay',
}

const units = new Set(['leads', 'follow-ups', 'visits', 'workdays'])

function lookup(t: TFunction<'reports'>, key: string, english: string, options?: Record<string, unknown>) {
  const text = loose(t)(key, options)
  return text === key ? english : text
}

/**
 * A cell of a lead's type, status or nature as the reader reads it (ADR 0163): the files carry the stored English,
 * the screen the CRM catalogue's word for it. Any other cell is shown as the files have it.
 */
export function storedValue(crm: TFunction<'crm'>, column: string, text: string): string {
  if (text === '') return text
  if (column === 'status') return valueLabel(crm, 'status', text)
  if (column === 'type') return valueLabel(crm, 'type', text)
  if (column === 'nature') return text === 'Hot' ? natureText(crm, 'H') : text === 'Cold' ? natureText(crm, 'C') : text
  return text
}

const markColumns = new Set(['far', 'noLocation', 'old', 'offline'])

/** Whether a column is one of a visit's evidence marks as text (the Visit Report's are counts, kept as columns). */
export function isMarkColumn(column: { key: string; type: string }): boolean {
  return column.type === 'text' && markColumns.has(column.key)
}

/**
 * A visit's mark as one line of the screen's one Marks column (issue 28): the mark's name, and what backs it
 * ("Far from Lead: 1.2 km", "Old Photo: 3 days old", "No Location"); '' when the visit does not carry it.
 */
export function markLine(t: TFunction<'reports'>, column: string, text: string): string {
  if (!text.startsWith('Yes')) return ''
  const mark = columnLabel(t, column, column)
  if (text === 'Yes') return mark
  const age = /^Yes, (\d+) (hours|days) old$/.exec(text)
  const phone = /^Yes, phone time (.+)$/.exec(text)
  const detail = age
    ? t(age[2] === 'hours' ? 'marks.hours' : 'marks.days', { n: age[1] })
    : phone
      ? t('marks.phoneAt', { at: phone[1] })
      : text.replace(/^Yes, /, '')
  return t('marks.line', { mark, detail })
}

/**
 * A visit's evidence mark as the reader reads it: "Yes", "Yes, 1.2 km", "Yes, 3 days old", "Yes, phone time ..."
 * (marks.ts) said in the reader's language with the same figures; a count (the Visit Report's) or any other text
 * as it is.
 */
export function markText(t: TFunction<'reports'>, column: string, text: string): string {
  if (!markColumns.has(column) || !text.startsWith('Yes')) return text
  if (text === 'Yes') return t('marks.yes')
  const age = /^Yes, (\d+) (hours|days) old$/.exec(text)
  if (age) return t(age[2] === 'hours' ? 'marks.hoursOld' : 'marks.daysOld', { n: age[1] })
  const phone = /^Yes, phone time (.+)$/.exec(text)
  if (phone) return t('marks.phoneTime', { at: phone[1] })
  const other = /^Yes, (.+)$/.exec(text)
  return other ? t('marks.yesWith', { detail: other[1] }) : text
}

/** A column's heading on screen, by the column's key. */
export function columnLabel(t: TFunction<'reports'>, key: string, english: string) {
  return lookup(t, `columns.${key}`, english)
}

/** A total's label on screen, by its English label. */
export function totalLabel(t: TFunction<'reports'>, english: string) {
  // D59: a product's count, "Product: AEPS"; the product's name stays in Latin script (D55).
  if (english.startsWith('Product: ')) {
    const name = english.slice('Product: '.length)
    return lookup(t, 'totals.product', english, { name })
  }
  const key = totalKeys[english]
  return key ? lookup(t, `totals.${key}`, english) : english
}

/** A chart's title on screen, by its English title. */
export function chartTitle(t: TFunction<'reports'>, english: string) {
  const key = chartTitleKeys[english]
  return key ? lookup(t, `chart.titles.${key}`, english) : english
}

/** "1 lead", "2 leads" in the chart's unit (a unit the catalogue lacks: the English rule, "s" dropped for one). */
export function counted(t: TFunction<'reports'>, n: number, unit: string) {
  const text = formatCount(n)
  if (units.has(unit)) return loose(t)(`chart.count.${unit}`, { count: n, n: text })
  return `${text} ${n === 1 ? unit.replace(/s$/, '') : unit}`
}

/** "No leads in this range." */
export function noneInRange(t: TFunction<'reports'>, unit: string) {
  return units.has(unit) ? loose(t)(`chart.none.${unit}`) : `No ${unit} in this range.`
}

/** The chart's unit as a table heading: "Leads". */
export function unitHeader(t: TFunction<'reports'>, unit: string) {
  return units.has(unit) ? loose(t)(`chart.unitHeader.${unit}`) : unit[0]!.toUpperCase() + unit.slice(1)
}

/** The English words of a working day's marks (the files', attendance-report.server.ts), by their catalogue key. */
const dayMarkKeys: Record<string, string> = Object.fromEntries(
  Object.entries(reports.dayMarks).map(([key, words]) => [words, key]),
)

/**
 * A working day's marks (D58) as the reader reads them: each English mark of the files ('; ' between them, a
 * distance in brackets kept as it is) in the reader's language.
 */
export function dayMarksText(t: TFunction<'reports'>, text: string): string {
  if (text === '') return text
  return text
    .split('; ')
    .map((mark) => {
      const [, words = mark, detail = ''] = /^(.*?)( \(.*\))?$/.exec(mark) ?? []
      const key = dayMarkKeys[words]
      return key ? `${lookup(t, `dayMarks.${key}`, words)}${detail}` : mark
    })
    .join('; ')
}
