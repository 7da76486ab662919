import { reportScreenRoute } from '#app/components/office/reports/report-route.tsx'
import { reportViewLoader } from '#app/route-frame/report-routes.server.ts'
import type { Route } from './+types/report-visit'

/** The Visit Report's screen (spec section 2), made from its definition in the report catalogue. */
const route = reportScreenRoute('visit')
export const handle = route.handle
export const meta = route.meta
export const loader = (args: Route.LoaderArgs) => reportViewLoader('visit', args)
export default route.Screen
