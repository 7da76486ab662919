import { pipeline, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { type Column, csvCell } from './columns.ts'

/**
 * A CSV download streamed row by row: UTF-8 with a byte-order mark, so that spreadsheet programs open Hindi names
 * correctly, a header row, then one line per row. The rows are pulled only as fast as the client reads, and a client
 * that goes away stops the source.
 */
export function csvResponse<Row>(fileName: string, columns: Column<Row>[], rows: AsyncIterable<Row>): Response {
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => csvCell(c.type, c.value(row)))
    })(),
  )
  const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) })
  // pipeline, not pipe: a client that goes away destroys the CSV stream, and with it the source and its query.
  pipeline(source, csv, () => undefined)
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}
