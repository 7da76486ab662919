import { data, redirect } from 'react-router'
import { ReportScreen } from '#app/components/office/reports/report-screen.tsx'
import { authorizePage } from '#app/domain/auth/authorize.server.ts'
import { reportPaths } from '#app/domain/reports/report.ts'
import { viewReport } from '#app/domain/reports/run-report.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/report-visit'

/** The Visit Report (spec section 2, CRM screen), for holders of REPCRMVISIT; anyone else goes back to the CRM list. */
const access = defineAccess({ right: 'REPCRMVISIT', deniedTo: '/crm' })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: 'Visit Report',
    description: 'Visit Report',
    path: reportPaths.visit,
    noindex: true,
  })

/** View mode shows the report; download mode (mode=D) is served by the file address with the same query. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await authorizePage(args, access)
  const url = new URL(args.request.url)
  if (url.searchParams.get('mode') === 'D') throw redirect(`${reportPaths.visit}/file${url.search}`)
  const view = await viewReport(staff, 'visit', url)
  // A range that cannot be reported on: the page says why, answered as the bad request it is.
  return view.error ? data(view, { status: 400 }) : view
}

export default function VisitReport({ loaderData }: Route.ComponentProps) {
  return <ReportScreen view={loaderData} />
}
