import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { parse } from 'csv-parse'
import ExcelJS from 'exceljs'
import { readHead } from '#app/domain/files/file-head.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { hasForbiddenCharacters } from '#app/lib/schema-kit.ts'
import { MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from './fields.ts'

/**
 * Reading a lead file (D62): a CSV (UTF-8, with or without a byte-order mark, comma or semicolon) or an XLSX
 * workbook (its first sheet), streamed row by row with the project's libraries (csv-parse, ExcelJS's streaming
 * reader), so memory holds the rows' text and never the parsed workbook. Every cell becomes text: a formula is kept
 * as its formula text (`=SUM(A1:A2)`), never evaluated and never replaced by a result computed elsewhere; a date
 * cell becomes `YYYY-MM-DD`. The kind of file is decided from its bytes, not its name: an XLSX is a ZIP whose
 * workbook ExcelJS can read; a CSV is valid UTF-8 text without control characters.
 *
 * Refused with a message, before anything is stored: another kind of file (IMPORT_FILE_TYPE), no header or no row
 * below it (IMPORT_NO_ROWS), more than 10,000 rows below the header (IMPORT_TOO_MANY_ROWS, read no further).
 */

export interface ReadFile {
  kind: 'csv' | 'xlsx'
  header: string[]
  /** The rows below the header that have any text: their row number in the file (header = 1) and cells. */
  rows: { rowNo: number; cells: string[] }[]
  sha256: string
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

function cellText(value: string): string {
  const text = value.length > MAX_CELL_CHARS ? value.slice(0, MAX_CELL_CHARS) : value
  return text
}

/** Keeps a row's cells (at most MAX_IMPORT_COLUMNS), or null when it has no text at all (a blank line is skipped). */
function rowOf(cells: string[]): string[] | null {
  const kept = cells.slice(0, MAX_IMPORT_COLUMNS).map(cellText)
  while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop()
  return kept.length === 0 ? null : kept
}

export async function readLeadFile(path: string): Promise<ReadFile> {
  const head = await readHead(path, 4096)
  if (head.length === 0) throw new AppError('IMPORT_NO_ROWS')
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04
  const read = isZip ? await readXlsx(path) : await readCsv(path, head)
  if (read.header.length === 0 || read.rows.length === 0) throw new AppError('IMPORT_NO_ROWS')
  return { ...read, sha256: await sha256Of(path) }
}

class TooManyRows extends Error {}

function collect() {
  const state = { header: [] as string[], rows: [] as { rowNo: number; cells: string[] }[], seenHeader: false }
  return {
    state,
    add(rowNo: number, raw: string[]) {
      const cells = rowOf(raw)
      if (!state.seenHeader) {
        if (cells === null) return
        state.header = cells.map((c) => c.trim())
        state.seenHeader = true
        return
      }
      if (cells === null) return
      if (state.rows.length >= MAX_IMPORT_ROWS) throw new TooManyRows()
      state.rows.push({ rowNo, cells })
    },
  }
}

/** The delimiter of a CSV: a semicolon when the first line has more of them than commas (outside quotes). */
function delimiterOf(text: string): ',' | ';' {
  const line = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '')
  const count = (c: string) => line.split(c).length - 1
  return count(';') > count(',') ? ';' : ','
}

async function readCsv(path: string, head: Buffer): Promise<Omit<ReadFile, 'sha256'>> {
  // A text file: valid UTF-8 (checked as it streams) and no control characters other than tab and line ends.
  const start = head.toString('utf8').replace(/^\uFEFF/, '')
  if (hasForbiddenCharacters(start.slice(0, Math.max(0, start.length - 4)))) throw new AppError('IMPORT_FILE_TYPE')
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const { state, add } = collect()
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(start),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_CELL_CHARS * MAX_IMPORT_COLUMNS,
  })
  const source = createReadStream(path)
  let rowNo = 0
  try {
    const feeding = (async () => {
      try {
        for await (const chunk of source) {
          const text = decoder.decode(chunk as Buffer, { stream: true })
          if (hasForbiddenCharacters(text)) throw new AppError('IMPORT_FILE_TYPE')
          if (!parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve))
        }
        decoder.decode()
        parser.end()
      } catch (error) {
        parser.destroy(error instanceof AppError ? error : new AppError('IMPORT_FILE_TYPE', { cause: error }))
      }
    })()
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNo += 1
      add(rowNo, record)
    }
    await feeding
  } catch (error) {
    source.destroy()
    if (error instanceof TooManyRows) throw new AppError('IMPORT_TOO_MANY_ROWS')
    if (error instanceof AppError) throw error
    throw new AppError('IMPORT_FILE_TYPE', { cause: error })
  }
  return { kind: 'csv', header: state.header, rows: state.rows }
}

/** An XLSX cell's value as text: formulas as their text, dates as YYYY-MM-DD, rich text and links as their text. */
function xlsxText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>
    if (typeof v.formula === 'string') return `=${v.formula}`
    if (typeof v.sharedFormula === 'string') return `=${v.sharedFormula}`
    if (Array.isArray(v.richText)) return v.richText.map((p: { text?: string }) => p.text ?? '').join('')
    if (typeof v.text === 'string') return v.text
    if (typeof v.error === 'string') return v.error
    return ''
  }
  return String(value)
}

async function readXlsx(path: string): Promise<Omit<ReadFile, 'sha256'>> {
  const { state, add } = collect()
  let sawSheet = false
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
      entries: 'emit',
    })
    for await (const sheet of reader) {
      sawSheet = true
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as unknown[]) ?? []
        const cells: string[] = []
        for (let i = 1; i < values.length && i <= MAX_IMPORT_COLUMNS; i++) cells.push(xlsxText(values[i]))
        add(row.number, cells)
      }
      // The first sheet only.
      break
    }
  } catch (error) {
    if (error instanceof TooManyRows) throw new AppError('IMPORT_TOO_MANY_ROWS')
    throw new AppError('IMPORT_FILE_TYPE', { cause: error })
  }
  // A ZIP that is not a workbook reads as no sheet at all.
  if (!sawSheet) throw new AppError('IMPORT_FILE_TYPE')
  return { kind: 'xlsx', header: state.header, rows: state.rows }
}
