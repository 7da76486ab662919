import type { ReactNode } from 'react'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Shown as the card's title on a phone instead of as a labelled line. */
  title?: boolean
  /** Shown at the card's end on a phone (actions), unlabelled. */
  action?: boolean
  className?: string
}

/**
 * A list of records: a table from 640 px up, stacked cards below it, so that on a phone nothing scrolls sideways
 * and no column is cut off. Both are the same data; only one is displayed at a time.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty = 'Nothing to show.',
}: {
  caption: string
  columns: Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  empty?: string
}) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-slate-700">{empty}</p>
  }
  const titleColumn = columns.find((c) => c.title)
  return (
    <>
      <ul aria-label={caption} className="grid gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            {titleColumn && <p className="font-semibold text-navy">{titleColumn.cell(row)}</p>}
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns
                .filter((c) => !c.title && !c.action)
                .map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-slate-600">{c.header}</dt>
                    <dd className="min-w-0 break-words text-slate-900">{c.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {columns.some((c) => c.action) && (
              <div className="mt-3 flex flex-wrap gap-2">
                {columns
                  .filter((c) => c.action)
                  .map((c) => (
                    <div key={c.header}>{c.cell(row)}</div>
                  ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="px-4 py-2.5 font-semibold">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} className={`px-4 py-2.5 text-slate-800 ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
