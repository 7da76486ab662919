import type { ReactNode } from 'react'
import { useT } from '#app/lib/i18n/react.ts'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Shown as the card's title on a phone instead of as a labelled line. */
  title?: boolean
  /** Shown at the card's end on a phone (actions), unlabelled. */
  action?: boolean
  /** Classes of the column's cells in the table layout (from 640 px); write them with the `sm:` prefix. */
  className?: string
}

const cardCell = {
  title: 'max-sm:order-first max-sm:pb-1 max-sm:text-base max-sm:font-semibold max-sm:text-navy',
  action: 'max-sm:order-last max-sm:pt-2',
  line: 'max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:gap-x-3',
}

/**
 * A list of records, written once: a table from 640 px up, and below it each row laid out as a card (its title
 * first, then a labelled line per column, then its actions), so that on a phone nothing scrolls sideways and no
 * column is cut off. One markup for both keeps a long list half as heavy to send, render and hydrate as a table plus
 * a list of cards would be. The table's roles are written out because some browsers drop a table's semantics once
 * CSS changes how its parts are displayed; a card line's label is hidden from screen readers, which announce the
 * column header instead. (Hence biome.json turns the redundant-role rule off for this file.)
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  printHeading,
  dense = false,
}: {
  caption: string
  columns: Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  /** What an empty list says ("Nothing to show." when not given). */
  empty?: string
  /** On paper only: a line above the header row, repeated with it at the top of every printed page. */
  printHeading?: ReactNode
  /** Narrower cell padding from 640 px, for a table of many columns that must fit a 1280 px screen. */
  dense?: boolean
}) {
  const t = useT('office')
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-slate-700">
        {empty ?? t('kit.nothing')}
      </p>
    )
  }
  return (
    <div className="min-w-0 sm:overflow-x-auto sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white">
      <table role="table" className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-100 text-slate-700 max-sm:sr-only">
          {printHeading && (
            <tr role="row" className="hidden print:table-row">
              <th role="columnheader" scope="col" colSpan={columns.length} className="bg-white text-left">
                {printHeading}
              </th>
            </tr>
          )}
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.header}
                role="columnheader"
                scope="col"
                className={`${dense ? 'px-2 py-2' : 'px-4 py-2.5'} font-semibold`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:grid max-sm:grid-cols-1 max-sm:gap-3 sm:divide-y sm:divide-slate-200">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm"
            >
              {columns.map((c) => (
                <td
                  key={c.header}
                  role="cell"
                  className={`text-slate-800 ${dense ? 'sm:px-2 sm:py-2' : 'sm:px-4 sm:py-2.5'} ${c.title ? cardCell.title : c.action ? cardCell.action : cardCell.line} ${c.className ?? ''}`}
                >
                  {c.title || c.action ? (
                    c.cell(row)
                  ) : (
                    <>
                      <span aria-hidden="true" className="text-slate-600 sm:hidden">
                        {c.header}
                      </span>
                      <span className="min-w-0 break-words text-slate-900">{c.cell(row)}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
