import { refusedRows } from '#app/domain/imports/import.server.ts'
import type { Column } from '#app/domain/reports/columns.ts'
import { csvResponse } from '#app/domain/reports/write-csv.server.ts'
import { xlsxResponse } from '#app/domain/reports/write-xlsx.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { readRecord } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'

/**
 * An import's refused rows as a file (D62): each with its row number, the file's own columns as they were read, and
 * the reasons in the lead form's words, so the importer can fix them and import that file. XLSX or CSV (anything
 * but `format=xlsx`). Refusals are the rules' (a row's duplicates are not refusals).
 */
const access = defineAccess({ right: 'CRM', pageFlag: 'add', params: { importId: 'import' } })
export const handle: OfficeHandle = { access }

type Row = { rowNo: number; cells: string[]; reasons: string }

export const loader = officeLoader(access, async (staff, args) => {
  const format = new URL(args.request.url).searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv'
  const { record, rows } = await readRecord('import', () =>
    refusedRows(staff.ctx.db, staff.actor, staff.params.importId),
  )
  const columns: Column<Row>[] = [
    { key: 'row', header: 'Row', type: 'number', value: (r) => r.rowNo, width: 8 },
    ...record.header.map(
      (header, i): Column<Row> => ({
        key: `c${i}`,
        header: header || `Column ${i + 1}`,
        type: 'text',
        value: (r) => r.cells[i] ?? '',
      }),
    ),
    { key: 'reasons', header: 'Reasons', type: 'text', value: (r) => r.reasons, width: 60 },
  ]
  const data = (async function* () {
    for (const r of rows) {
      yield { rowNo: r.rowNo, cells: r.cells, reasons: r.refusals.map((f) => f.message).join(' ') }
    }
  })()
  const name = `import-${record.id}-refused-rows.${format}`
  return format === 'xlsx' ? xlsxResponse(name, 'Refused rows', columns, data) : csvResponse(name, columns, data)
})
