import { allEnquiries } from '#app/domain/enquiries/inbox.server.ts'
import { inboxColumns } from '#app/domain/enquiries/inbox-columns.ts'
import { downloadFormatSchema, enquiryFilterSchema } from '#app/domain/enquiries/inbox-schemas.ts'
import { csvResponse } from '#app/domain/reports/write-csv.server.ts'
import { xlsxResponse } from '#app/domain/reports/write-xlsx.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'

/**
 * The inbox as a file (ENQUIRY query): the rows of the screen's filter, every page, streamed as CSV or XLSX with the
 * screen's columns. Anything but `format=xlsx` is a CSV.
 */
const access = defineAccess({ right: 'ENQUIRY' })
export const handle: OfficeHandle = { access }

export const loader = officeLoader(access, async (staff, args) => {
  const params = Object.fromEntries(new URL(args.request.url).searchParams)
  const filter = enquiryFilterSchema.parse(params)
  const format = downloadFormatSchema.catch('csv').parse(params.format)
  const rows = allEnquiries(staff.ctx.db, filter, { signal: args.request.signal })
  const name = `web-enquiries_${filter.from ?? 'start'}_${filter.to ?? todayInIndia()}.${format}`
  return format === 'xlsx'
    ? xlsxResponse(name, 'Web enquiries', inboxColumns, rows)
    : csvResponse(name, inboxColumns, rows)
})
