import { reportFileRoute } from '#app/components/office/reports/report-route.tsx'
import { reportFileLoader } from '#app/route-frame/report-routes.server.ts'
import type { Route } from './+types/report-visit-file'

/** The Visit Report as a file (XLSX or CSV), made from its definition in the report catalogue. */
export const handle = reportFileRoute('visit').handle
export const loader = (args: Route.LoaderArgs) => reportFileLoader('visit', args)
