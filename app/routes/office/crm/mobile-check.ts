import { leadsWithMobile } from '#app/domain/leads/lead-detail.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { serial } from '#app/lib/schema-kit.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'

/** Asked by the lead form as the mobile number is typed: other leads with it (D38). */
const access = defineAccess({ right: 'CRM' })
export const handle: OfficeHandle = { access }

export const loader = officeLoader(access, async (staff, args) => {
  const url = new URL(args.request.url)
  const except = serial().safeParse(url.searchParams.get('except') ?? '')
  const found = await leadsWithMobile(
    staff.ctx.db,
    staff.actor,
    url.searchParams.get('mobile') ?? '',
    except.success ? except.data : undefined,
  )
  return Response.json(found, { headers: { 'Cache-Control': 'no-store' } })
})
