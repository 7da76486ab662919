import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { CellValue, Column, ColumnType } from './columns.ts'

const IST_OFFSET_MS = 330 * 60_000

/**
 * An XLSX cell typed for a spreadsheet: dates as dates, amounts as numbers. A spreadsheet date has no time zone, so
 * an instant is written as India's wall-clock time (what the screen shows).
 */
function xlsxCell(type: ColumnType, value: CellValue): string | number | Date | null {
  if (value === null || value === '') return null
  switch (type) {
    case 'date': {
      if (typeof value !== 'string') return value
      const [y, m, d] = value.split('-').map(Number)
      return new Date(Date.UTC(y as number, (m as number) - 1, d as number))
    }
    case 'datetime':
      return value instanceof Date ? new Date(value.getTime() + IST_OFFSET_MS) : value
    case 'money':
    case 'number':
      return Number(value)
    default:
      return String(value)
  }
}

const formats: Partial<Record<ColumnType, string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  money: '"Rs." #,##0',
}

/**
 * An XLSX download written with ExcelJS's streaming writer: one sheet, a bold header row that stays frozen and
 * carries the filter buttons, typed cells. Each row is committed as it comes, and the writer waits while the client
 * is behind, so memory stays flat on large reports.
 */
export function xlsxResponse<Row>(
  fileName: string,
  sheetName: string,
  columns: Column<Row>[],
  rows: AsyncIterable<Row>,
): Response {
  const out = new PassThrough({ highWaterMark: 1 << 20 })
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.max(12, c.header.length + 2),
    style: formats[c.type] ? { numFmt: formats[c.type] } : {},
  }))
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } }
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()

  let stopped = false
  // The client being behind (drain) or gone (close) both let the loop go on; gone, it then stops.
  const drained = () =>
    new Promise((resolve) => {
      out.once('drain', resolve)
      out.once('close', resolve)
    })
  const write = async () => {
    for await (const row of rows) {
      if (stopped) return
      sheet.addRow(columns.map((c) => xlsxCell(c.type, c.value(row)))).commit()
      if (out.writableNeedDrain) await drained()
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
  out.on('close', () => {
    stopped = true
  })

  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}
