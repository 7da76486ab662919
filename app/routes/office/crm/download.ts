import { data } from 'react-router'
import { leadFileColumns, leadsForFile } from '#app/domain/leads/lead-file.server.ts'
import { leadFilterSchema } from '#app/domain/leads/schemas.ts'
import { csvResponse } from '#app/domain/reports/write-csv.server.ts'
import { xlsxResponse } from '#app/domain/reports/write-xlsx.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { hasForbiddenCharacters } from '#app/lib/schema-kit.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'

/**
 * The CRM list as a file (D62, CRM query): the leads of the list's filter the user may see, every page, as XLSX
 * (`format=xlsx`) or CSV, in the import's columns (lead-file.server.ts).
 */
const access = defineAccess({ right: 'CRM' })
export const handle: OfficeHandle = { access }

export const loader = officeLoader(access, async (staff, args) => {
  const params = Object.fromEntries(new URL(args.request.url).searchParams)
  if (Object.values(params).some(hasForbiddenCharacters)) {
    throw data({ message: messages.FORBIDDEN_CHARACTERS }, { status: 400 })
  }
  const filter = leadFilterSchema.parse(params)
  const format = params.format === 'xlsx' ? 'xlsx' : 'csv'
  const rows = await leadsForFile(staff.ctx.db, staff.actor, filter, { signal: args.request.signal })
  const name = `leads_${todayInIndia()}.${format}`
  return format === 'xlsx'
    ? xlsxResponse(name, 'Leads', leadFileColumns, rows)
    : csvResponse(name, leadFileColumns, rows)
})
