import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'

/** Lead files as a distributor sends them, made here (no fixtures on disk). */

let n = 0
/** Writes bytes to a temporary file and answers it as the upload reader would (path, name, size). */
export async function tempUpload(bytes: Buffer | string, name: string) {
  n += 1
  const file = path.join(tmpdir(), `lead-file-${process.pid}-${n}-${name}`)
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes
  await writeFile(file, data)
  return { path: file, name, size: data.length }
}

/** A CSV of the rows (cells joined by `sep`, quoted when needed), UTF-8 with a byte-order mark when `bom`. */
export function csv(rows: string[][], options: { sep?: ',' | ';'; bom?: boolean } = {}): string {
  const sep = options.sep ?? ','
  const cell = (c: string) => (/["\n\r,;]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)
  const bom = options.bom ? '\uFEFF' : ''
  return `${bom}${rows.map((r) => r.map(cell).join(sep)).join('\r\n')}\r\n`
}

/** An XLSX workbook of the rows; a cell given as `{ formula }` is written as a formula, a Date as a date cell. */
export async function xlsx(rows: (string | number | Date | { formula: string; result?: string | number })[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Shops')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** `count` valid shop rows with the import's English headings, mobiles from `firstMobile` up. */
export function shopRows(count: number, firstMobile = 7000000000): string[][] {
  const rows = [['Business name', 'Contact person', 'Mobile', 'Address', 'Lead type', 'Lead nature']]
  for (let i = 0; i < count; i++)
    rows.push([`Shop ${i + 1}`, `Owner ${i + 1}`, String(firstMobile + i), `Market road ${i + 1}`, 'Retailer', 'Cold'])
  return rows
}
