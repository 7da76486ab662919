import { data, redirect } from 'react-router'
import { type ReportKey, reportAccess, reportCatalogue } from '#app/domain/reports/report.ts'
import { downloadReport, viewReport } from '#app/domain/reports/run-report.server.ts'
import { authorizePage } from '#app/route-frame/authorize.server.ts'

type LoaderArgs = Parameters<typeof authorizePage>[0]

/**
 * A report screen's loader (mode V): for holders of the report's right (anyone else goes back to the CRM list).
 * `mode=D` on the screen's address hands over to the file address with the same query. A range that cannot be
 * reported on is shown with its message, answered 400.
 */
export async function reportViewLoader(key: ReportKey, args: LoaderArgs) {
  const staff = await authorizePage(args, reportAccess(key))
  const url = new URL(args.request.url)
  if (url.searchParams.get('mode') === 'D') throw redirect(`${reportCatalogue[key].path}/file${url.search}`)
  const view = await viewReport(staff, key, url)
  return view.error ? data(view, { status: 400 }) : view
}

/**
 * A report's file loader (mode D): XLSX or CSV streamed as the client reads; a client that goes away aborts the
 * request's signal, which stops the reads. A range that cannot be reported on goes back to the screen, which says
 * why.
 */
export async function reportFileLoader(key: ReportKey, args: LoaderArgs) {
  const staff = await authorizePage(args, reportAccess(key))
  const url = new URL(args.request.url)
  const file = await downloadReport(staff, key, url, args.request.signal)
  if (!file) throw redirect(`${reportCatalogue[key].path}${url.search.replace(/([?&])mode=D&?/, '$1')}`)
  return file
}
