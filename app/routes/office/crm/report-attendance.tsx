import { reportScreenRoute } from '#app/components/office/reports/report-route.tsx'
import { reportViewLoader } from '#app/route-frame/report-routes.server.ts'
import type { Route } from './+types/report-attendance'

/** The Attendance Report's screen (D58), made from its definition in the report catalogue. */
const route = reportScreenRoute('attendance')
export const handle = route.handle
export const meta = route.meta
export const loader = (args: Route.LoaderArgs) => reportViewLoader('attendance', args)
export default route.Screen
