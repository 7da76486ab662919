import { reportFileRoute } from '#app/components/office/reports/report-route.tsx'
import { reportFileLoader } from '#app/route-frame/report-routes.server.ts'
import type { Route } from './+types/report-follow-up-file'

/** The Follow Up Report as a file (XLSX or CSV), made from its definition in the report catalogue. */
export const handle = reportFileRoute('follow-up').handle
export const loader = (args: Route.LoaderArgs) => reportFileLoader('follow-up', args)
