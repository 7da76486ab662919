import { reportFileRoute } from '#app/components/office/reports/report-route.tsx'
import { reportFileLoader } from '#app/route-frame/report-routes.server.ts'
import type { Route } from './+types/report-crm-file'

/** The CRM Report as a file (XLSX or CSV), made from its definition in the report catalogue. */
export const handle = reportFileRoute('crm').handle
export const loader = (args: Route.LoaderArgs) => reportFileLoader('crm', args)
