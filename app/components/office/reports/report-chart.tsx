import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import type { Chart } from '#app/domain/reports/report.ts'
import { displayDate } from '#app/lib/dates.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { formatCount } from '#app/lib/numbers.ts'
import { chartTitle, counted, noneInRange, storedValue, unitHeader } from './report-labels.ts'

/**
 * A report's chart, drawn as plain HTML bars: it renders on the server as it does in the browser, prints, and needs
 * no script. Every bar carries its number as text next to it or in its label, so the chart reads without colour;
 * the figure's caption says what it shows in a sentence, and the same figures are offered as a table.
 */
export function ReportChart({ chart }: { chart: Chart }) {
  return chart.kind === 'bars' ? <BarsChart chart={chart} /> : <RowsChart chart={chart} />
}

/** Days of a long range are summed by week so that each bar stays wide enough to see. */
function grouped(chart: Extract<Chart, { kind: 'bars' }>, t: TFunction<'reports'>, crm: TFunction<'crm'>) {
  const isDays = chart.bars.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(chart.bars[0]!.label)
  if (!isDays) {
    // Bars by lead status: the stored status in the reader's language.
    const bars = chart.bars.map((b) => ({ ...b, text: storedValue(crm, 'status', b.label), axis: b.label }))
    return { bars, per: '' }
  }
  if (chart.bars.length <= 62)
    return {
      bars: chart.bars.map((b) => ({ ...b, text: displayDate(b.label), axis: displayDate(b.label) })),
      per: 'day',
    }
  const weeks: { label: string; value: number; text: string; axis: string }[] = []
  chart.bars.forEach((b, i) => {
    const date = displayDate(b.label)
    if (i % 7 === 0) weeks.push({ label: b.label, value: 0, text: t('chart.weekOf', { date }), axis: date })
    weeks[weeks.length - 1]!.value += b.value
  })
  return { bars: weeks, per: 'week' }
}

function BarsChart({ chart }: { chart: Extract<Chart, { kind: 'bars' }> }) {
  const t = useT('reports')
  const crm = useT('crm')
  const { bars, per } = grouped(chart, t, crm)
  const max = Math.max(1, ...bars.map((b) => b.value))
  const total = bars.reduce((s, b) => s + b.value, 0)
  const top = bars.reduce<(typeof bars)[number] | undefined>(
    (best, b) => (!best || b.value > best.value ? b : best),
    undefined,
  )
  const summary =
    total === 0
      ? noneInRange(t, chart.unit)
      : t(per ? 'chart.summaryDay' : 'chart.summaryStatus', {
          total: counted(t, total, chart.unit),
          top: formatCount(top!.value),
          at: top!.text,
        })
  const title = chartTitle(t, per === 'week' ? chart.title.replace('per day', 'per week') : chart.title)
  const id = `chart-${chart.title.replace(/\W+/g, '-').toLowerCase()}`
  const timeSeries = per !== ''
  return (
    <ChartFigure id={id} title={title} summary={summary}>
      {timeSeries ? (
        // On paper (issue 28) the drawing is 2 cm high, each bar at most 1.5 cm wide and mid-grey, so a short range
        // is not a dark slab across the page; a single day's bar says no more than the caption and is not printed.
        <div aria-hidden="true" className={`mt-3 ${bars.length <= 1 ? 'print:hidden' : ''}`}>
          <div className="flex h-36 items-end gap-px border-b border-slate-400 print:h-[2cm]">
            {bars.map((b) => (
              <div
                key={b.label}
                className="flex h-full min-w-0 flex-1 flex-col justify-end print:max-w-[1.5cm]"
                title={`${b.text}: ${b.value}`}
              >
                {bars.length <= 16 && b.value > 0 && (
                  <span className="block text-center text-[10px] leading-tight text-slate-700">{b.value}</span>
                )}
                <div
                  className="w-full rounded-t-sm bg-brand-600 print:bg-slate-400"
                  style={{ height: `${(b.value / max) * 100}%`, minHeight: b.value > 0 ? 2 : 0 }}
                />
              </div>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-slate-700">
            <span>{bars[0]?.axis}</span>
            <span>{t('chart.highest', { n: formatCount(max) })}</span>
            <span>{bars.at(-1)?.axis}</span>
          </div>
        </div>
      ) : (
        <ul aria-hidden="true" className="mt-3 grid gap-2">
          {bars.map((b) => (
            <li key={b.label} className="grid grid-cols-[7rem_1fr_auto] items-center gap-2 text-sm">
              <span className="truncate text-slate-800">{b.text}</span>
              <span className="h-5 rounded-sm bg-slate-100">
                <span
                  className="block h-full rounded-sm bg-brand-600 print:bg-slate-700"
                  style={{ width: `${(b.value / max) * 100}%` }}
                />
              </span>
              <span className="min-w-10 text-right font-semibold tabular-nums text-slate-900">
                {formatCount(b.value)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ChartTable
        title={title}
        heads={[
          { text: per === 'day' ? t('chart.date') : per === 'week' ? t('chart.week') : t('chart.status') },
          { text: unitHeader(t, chart.unit), right: true },
        ]}
      >
        {bars.map((b) => (
          <tr key={b.label}>
            <td className="pr-6">{b.text}</td>
            <td className="text-right tabular-nums">{formatCount(b.value)}</td>
          </tr>
        ))}
      </ChartTable>
    </ChartFigure>
  )
}

function RowsChart({ chart }: { chart: Extract<Chart, { kind: 'rows' }> }) {
  const t = useT('reports')
  const max = Math.max(1, ...chart.rows.flatMap((r) => r.values))
  const id = 'chart-visits-per-person'
  const totals = chart.rows.map((r) => ({ label: r.label, total: r.values.reduce((s, v) => s + v, 0) }))
  const summary =
    chart.rows.length === 0
      ? noneInRange(t, 'visits')
      : t('chart.rowsSummary', {
          from: displayDate(chart.days[0]!),
          to: displayDate(chart.days.at(-1)!),
          most: counted(t, max, 'visits'),
        })
  const title = chartTitle(t, chart.title)
  return (
    <ChartFigure id={id} title={title} summary={summary}>
      <ul aria-hidden="true" className="mt-3 grid gap-3">
        {chart.rows.map((row, i) => (
          <li key={`${row.label}-${i}`} className="grid gap-1 sm:grid-cols-[12rem_1fr_4rem] sm:items-end sm:gap-3">
            <span className="flex justify-between text-sm text-slate-800 sm:block">
              <span className="truncate">{row.label}</span>
              <span className="font-semibold tabular-nums sm:hidden">{formatCount(totals[i]!.total)}</span>
            </span>
            <span className="flex h-10 items-end gap-px border-b border-slate-400">
              {row.values.map((v, d) => (
                <span
                  key={chart.days[d]}
                  className="block min-w-0 flex-1 rounded-t-sm bg-brand-600 print:bg-slate-700"
                  style={{ height: `${(v / max) * 100}%`, minHeight: v > 0 ? 2 : 0 }}
                  title={`${displayDate(chart.days[d]!)}: ${v}`}
                />
              ))}
            </span>
            <span className="hidden text-right text-sm font-semibold tabular-nums text-slate-900 sm:block">
              {formatCount(totals[i]!.total)}
            </span>
          </li>
        ))}
      </ul>
      {chart.more > 0 && <p className="mt-2 text-sm text-slate-700">{t('chart.more', { count: chart.more })}</p>}
      <ChartTable
        title={title}
        heads={[
          { text: t('chart.person') },
          { text: t('chart.visits'), right: true },
          { text: t('chart.daysWithVisits') },
        ]}
      >
        {chart.rows.map((row, i) => (
          <tr key={`${row.label}-${i}`}>
            <td className="pr-6">{row.label}</td>
            <td className="pr-6 text-right tabular-nums">{formatCount(totals[i]!.total)}</td>
            <td>
              {row.values
                .map((v, d) => (v > 0 ? `${displayDate(chart.days[d]!).slice(0, 5)}: ${v}` : ''))
                .filter(Boolean)
                .join(', ')}
            </td>
          </tr>
        ))}
      </ChartTable>
    </ChartFigure>
  )
}

/** A chart with its caption: its title, then what it shows in a sentence (for everyone, and for screen readers). */
function ChartFigure({
  id,
  title,
  summary,
  children,
}: {
  id: string
  title: string
  summary: string
  children: ReactNode
}) {
  return (
    <figure
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 print:break-inside-avoid print:p-2"
    >
      <figcaption id={id} className="text-sm">
        <span className="font-semibold text-navy">{title}</span>
        <span className="text-slate-700">{` — ${summary}`}</span>
      </figcaption>
      {children}
    </figure>
  )
}

/**
 * The chart's figures as a table, folded under "Show as a table" (not printed: the report's own table is). Every
 * column but the last keeps a gap after it; a count is set to the right.
 */
function ChartTable({
  title,
  heads,
  children,
}: {
  title: string
  heads: { text: string; right?: boolean }[]
  children: ReactNode
}) {
  const t = useT('reports')
  return (
    <details className="mt-3 text-sm print:hidden">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
        {t('chart.asTable')}
      </summary>
      <table className="mt-2 text-left">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {heads.map((h, i) => (
              <th
                key={h.text}
                scope="col"
                className={[i < heads.length - 1 ? 'pr-6' : '', h.right ? 'text-right' : '', 'font-semibold']
                  .filter(Boolean)
                  .join(' ')}
              >
                {h.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </details>
  )
}
