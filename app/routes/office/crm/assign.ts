import { redirect } from 'react-router'
import { assignLeads } from '#app/domain/leads/assign.server.ts'
import { assignSchema } from '#app/domain/leads/assign-schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { methodNotAllowed } from '#app/lib/http.server.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'

/**
 * Giving leads to someone (D51), from a lead's page (one lead) or from the list (the ticked leads, or all that match
 * the list's filter): CRM edit. Answers with a redirect back to where the form was, saying how many changed hands.
 */
const access = defineAccess({
  right: 'CRM',
  intents: { assign: { schema: assignSchema, need: 'edit' } },
})
export const handle: OfficeHandle = { access }

export const action = officeAction(access, {
  assign: async (input, { staff, actor }) => {
    const { assignTo, leads, scope, back, ...filter } = input
    const target = scope === 'all' ? { filter } : { leadIds: leads }
    const { changed, to } = await assignLeads(staff.ctx.db, actor, target, assignTo)
    const url = new URL(back, 'http://x')
    url.searchParams.delete('page')
    url.searchParams.set('assigned', String(changed))
    url.searchParams.set('assignedTo', to.name)
    return redirect(`${url.pathname}${url.search}`, 303)
  },
})

export function loader() {
  return methodNotAllowed('POST')
}
