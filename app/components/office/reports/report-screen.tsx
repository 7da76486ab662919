import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { Form, Link } from 'react-router'
import { Alert, Button } from '#app/components/office/controls.tsx'
import { DataTable, type Column as TableColumn } from '#app/components/office/data-table.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { Pager } from '#app/components/office/pager.tsx'
import { controlClass } from '#app/components/ui/form-kit.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { reportSearch } from '#app/domain/reports/request.ts'
import type { ReportView, ViewCell } from '#app/domain/reports/run-report.server.ts'
import { displayDate, displayIndiaDateTime } from '#app/lib/dates.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { formatCount, formatRupees } from '#app/lib/numbers.ts'
import { ReportChart } from './report-chart.tsx'
import {
  columnLabel,
  dayMarksText,
  isMarkColumn,
  loose,
  markLine,
  markText,
  storedValue,
  totalLabel,
} from './report-labels.ts'

/** The column a phone's card is titled with: the business, or the person in the Visit Report. */
function titleColumn(headers: string[]): number {
  const business = headers.indexOf('Business')
  return business >= 0 ? business : headers.indexOf('User')
}

/** A cell: its text, or its links (a business to its lead, a person to their leads), comma-separated. */
function Cell({ cell, column }: { cell: ViewCell | undefined; column: string }) {
  const crm = useT('crm')
  const t = useT('reports')
  if (column === 'dayMarks') return cell ? dayMarksText(t, cell.text) : ''
  if (!cell?.links) return cell ? markText(t, column, storedValue(crm, column, cell.text)) : ''
  return cell.links.map((link, i) => (
    <span key={`${link.href}-${i}`}>
      {i > 0 && ', '}
      <Link
        to={link.href}
        className="text-brand-700 underline underline-offset-2 hover:text-brand-800 print:text-inherit print:no-underline"
      >
        {link.text}
      </Link>
    </span>
  ))
}

/** A visit's marks, one line each; nothing when it carries none. */
function Marks({ t, marks }: { t: TFunction<'reports'>; marks: [string, string][] }) {
  const lines = marks.map(([key, text]) => markLine(t, key, text)).filter(Boolean)
  return lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ))
}

/** The time the page is printed: the time it was shown, then the moment the browser prints it. */
function usePrintTime(shownAt: string): string {
  const [at, setAt] = useState(shownAt)
  useEffect(() => {
    const now = () => setAt(new Date().toISOString())
    window.addEventListener('beforeprint', now)
    return () => window.removeEventListener('beforeprint', now)
  }, [])
  return displayIndiaDateTime(new Date(at))
}

/**
 * A report screen (view mode): the range, person and "suspect visits only" to report on, the file downloads and
 * print, then the chart, the totals over the whole range and the table a page at a time. On paper: the report's
 * name, range, filters, who printed it and when above the table's header row, both repeated on every page.
 */
export function ReportScreen({ view }: { view: ReportView }) {
  const t = useT('reports')
  const { path } = view
  const reportTitle = loose(t)(`titles.${view.key}`)
  const values = { from: view.range.from, to: view.range.to, user: view.user, suspect: view.suspect }
  const fileLink = (format: 'xlsx' | 'csv') => `${path}/file?${reportSearch(values, { format })}`
  const pageLink = (page: number) => `${path}?${reportSearch({ ...values, page })}`
  const headers = view.headers.map((h) => h.header)
  const title = titleColumn(headers)
  // On screen a visit's marks share one column, a line each (issue 28: fourteen columns did not fit 1280 px); the
  // files keep a column each.
  const marks = view.headers.flatMap((h, i) => (isMarkColumn(h) ? [i] : []))
  const columns: TableColumn<{ n: number; cells: ViewCell[] }>[] = view.headers.flatMap((h, i) => {
    if (marks.includes(i)) {
      if (i !== marks[0]) return []
      return [
        {
          header: t('columns.marks'),
          cell: (row) => <Marks t={t} marks={marks.map((j) => [view.headers[j]!.key, row.cells[j]?.text ?? ''])} />,
          className: 'sm:min-w-36',
        },
      ]
    }
    return [
      {
        header: columnLabel(t, h.key, h.header),
        cell: (row) => <Cell cell={row.cells[i]} column={h.key} />,
        title: i === title,
        className:
          h.type === 'number' || h.type === 'money'
            ? 'tabular-nums sm:text-right'
            : // A remark is read as a sentence: wide enough that a Hindi one takes two or three lines, not five.
              h.key === 'remark'
              ? 'sm:min-w-52 sm:whitespace-normal'
              : 'sm:whitespace-normal',
      },
    ]
  })
  const rangeText = t('screen.range', { from: displayDate(view.range.from), to: displayDate(view.range.to) })
  const printedAt = usePrintTime(view.viewedAt)
  const person = view.user ? view.people.find((p) => p.srno === view.user)?.name : undefined
  const printHeading = [
    reportTitle,
    rangeText,
    person ? t('screen.printPerson', { name: person }) : t('screen.printEveryone'),
    view.suspect ? t('screen.printSuspect') : '',
    t('screen.printedBy', { by: view.viewedBy, at: printedAt }),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <OfficePage
      title={reportTitle}
      actions={
        <Link
          to="/crm"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline print:hidden"
        >
          {t('screen.back')}
        </Link>
      }
    >
      {/* The sheet it prints on (ADR 0135): app.css gives the page A4 across or upright from this. */}
      <div className="grid gap-4" data-paper={view.paper}>
        <Form
          method="get"
          action={path}
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end print:hidden"
        >
          <Labelled htmlFor="report-from" label={t('screen.from')}>
            <input id="report-from" name="from" type="date" defaultValue={view.range.from} className={controlClass} />
          </Labelled>
          <Labelled htmlFor="report-to" label={t('screen.to')}>
            <input id="report-to" name="to" type="date" defaultValue={view.range.to} className={controlClass} />
          </Labelled>
          <Labelled htmlFor="report-user" label={t('screen.person')}>
            <select id="report-user" name="user" defaultValue={view.user ?? ''} className={controlClass}>
              <option value="">{t('screen.everyone')}</option>
              {view.people.map((p) => (
                <option key={p.srno} value={p.srno}>
                  {p.name}
                </option>
              ))}
            </select>
          </Labelled>
          <Button type="submit" className="min-h-11">
            {t('screen.show')}
          </Button>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-4">
            <input
              type="checkbox"
              name="suspect"
              value="1"
              defaultChecked={view.suspect}
              className="h-5 w-5 accent-brand-600"
            />
            {t('screen.suspectOnly')}
          </label>
        </Form>

        {view.error ? (
          <Alert tone="error">
            <SpecMessage text={view.error} />
          </Alert>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold text-navy" role="status">
                {`${rangeText}${view.suspect ? t('screen.suspectStatus') : ''} · ${t('screen.rows', { count: view.count, n: formatCount(view.count) })}`}
              </p>
              <div className="flex flex-wrap gap-2 print:hidden">
                <a
                  href={fileLink('xlsx')}
                  download
                  className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
                >
                  {t('screen.downloadXlsx')}
                </a>
                <a
                  href={fileLink('csv')}
                  download
                  className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {t('screen.downloadCsv')}
                </a>
                <Button variant="secondary" className="min-h-11" onClick={() => window.print()}>
                  {t('screen.print')}
                </Button>
              </div>
            </div>
            {view.chart && <ReportChart chart={view.chart} />}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('totals.label')}>
              {view.totals.map((total) => (
                <div key={total.label} className="rounded-lg border border-slate-200 bg-white p-3">
                  <dt className="text-sm text-slate-700">{totalLabel(t, total.label)}</dt>
                  <dd className="text-lg font-bold tabular-nums text-navy">
                    {total.money ? formatRupees(total.value) : formatCount(total.value)}
                  </dd>
                </div>
              ))}
            </dl>
            {/*
              On paper: the table within the sheet's width in small type (a long word or number in a cell breaks
              rather than push a column off the page), the header row and the heading repeated on every page, a row never split
              across two pages.
            */}
            <div className="min-w-0 print:[&_table]:text-[7.5pt] print:[&_table]:leading-tight print:[&_td]:px-1 print:[&_td]:py-0.5 print:[&_th]:px-1 print:[&_th]:py-0.5 print:[&_td]:[overflow-wrap:anywhere] print:[&_thead]:table-header-group print:[&_tr]:break-inside-avoid print:[&_.overflow-x-auto]:overflow-visible print:[&_.overflow-x-auto]:border-0">
              <DataTable
                caption={`${reportTitle}, ${rangeText}`}
                columns={columns}
                rows={view.rows.map((cells, n) => ({ n, cells }))}
                rowKey={(row) => row.n}
                dense
                empty={view.suspect ? t('screen.emptySuspect') : t('screen.empty')}
                printHeading={<span className="block py-1 text-[8pt] font-semibold text-navy">{printHeading}</span>}
              />
            </div>
            <Pager page={view.page} pages={view.pages} hrefOf={pageLink} />
          </>
        )}
      </div>
    </OfficePage>
  )
}
