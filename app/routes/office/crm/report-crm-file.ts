import { redirect } from 'react-router'
import { authorizePage } from '#app/domain/auth/authorize.server.ts'
import { reportPaths } from '#app/domain/reports/report.ts'
import { downloadReport } from '#app/domain/reports/run-report.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import type { Route } from './+types/report-crm-file'

/** The CRM Report as a file (XLSX or CSV), for holders of REPCRM; anyone else goes back to the CRM list. */
const access = defineAccess({ right: 'REPCRM', deniedTo: '/crm' })
export const handle: OfficeHandle = { access }

/** Streamed as the client reads; a client that goes away aborts the request's signal, which stops the query. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await authorizePage(args, access)
  const url = new URL(args.request.url)
  const file = await downloadReport(staff, 'crm', url, args.request.signal)
  // A range that ends before it starts: the view says why.
  if (!file) throw redirect(`${reportPaths.crm}${url.search.replace(/([?&])mode=D&?/, '$1')}`)
  return file
}
