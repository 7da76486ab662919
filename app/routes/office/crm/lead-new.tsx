import { randomBytes } from 'node:crypto'
import { LeadForm } from '#app/components/office/crm/lead-form.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { authorizePage } from '#app/domain/auth/authorize.server.ts'
import { leadChoices } from '#app/domain/leads/list-leads.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/lead-new'

/** The lead form in add mode (optype A): the form is for CRM add; the save itself is checked again (/crm/visits). */
const access = defineAccess({ right: 'CRM', pageFlag: 'add' })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: 'New lead',
    description: 'Add a lead',
    path: '/crm/leads/new',
    noindex: true,
  })

export async function loader(args: Route.LoaderArgs) {
  const staff = await authorizePage(args, access)
  return {
    // The spec's randomString: one per form shown, so a repeated submit of this form makes one lead (D32).
    clientKey: randomBytes(18).toString('base64url'),
    choices: await leadChoices(staff.ctx.db),
    today: todayInIndia(),
  }
}

export default function NewLead({ loaderData }: Route.ComponentProps) {
  return (
    <OfficePage title="New lead">
      <LeadForm
        clientKey={loaderData.clientKey}
        types={loaderData.choices.types}
        statuses={loaderData.choices.statuses}
        today={loaderData.today}
      />
    </OfficePage>
  )
}
