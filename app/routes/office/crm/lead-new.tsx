import { randomBytes } from 'node:crypto'
import { Alert } from '#app/components/office/controls.tsx'
import { LeadForm } from '#app/components/office/crm/lead-form.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { authorizePage } from '#app/domain/auth/authorize.server.ts'
import { enquiryPrefill } from '#app/domain/enquiries/inbox.server.ts'
import { leadChoices } from '#app/domain/leads/list-leads.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { serial } from '#app/lib/schema-kit.ts'
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

/**
 * `?enquiry=N` opens the form filled from that web enquiry (turning it into a lead), for a user who may also read the
 * inbox (ENQUIRY query); otherwise the parameter is ignored. An enquiry already turned into a lead fills nothing and
 * names that lead; saving is refused for it anyway.
 */
async function fromEnquiry(staff: Awaited<ReturnType<typeof authorizePage>>, request: Request) {
  const id = serial().safeParse(new URL(request.url).searchParams.get('enquiry'))
  if (!id.success || !hasRight(staff.rights, 'ENQUIRY', 'query')) return null
  return enquiryPrefill(staff.ctx.db, id.data)
}

export async function loader(args: Route.LoaderArgs) {
  const staff = await authorizePage(args, access)
  const enquiry = await fromEnquiry(staff, args.request)
  return {
    enquiry: enquiry && { id: enquiry.id, convertedTo: enquiry.convertedTo },
    defaults: enquiry && enquiry.convertedTo === null ? enquiry.defaults : undefined,
    // The spec's randomString: one per form shown, so a repeated submit of this form makes one lead (D32).
    clientKey: randomBytes(18).toString('base64url'),
    choices: await leadChoices(staff.ctx.db),
    today: todayInIndia(),
  }
}

export default function NewLead({ loaderData }: Route.ComponentProps) {
  const { enquiry } = loaderData
  return (
    <OfficePage title="New lead">
      {enquiry && (
        <div className="mb-4">
          {enquiry.convertedTo === null ? (
            <Alert tone="info">{`From web enquiry No. ${enquiry.id}: check the details, add the business name, and take the selfie at the visit.`}</Alert>
          ) : (
            <Alert tone="error">
              {messages.ENQUIRY_ALREADY_CONVERTED}{' '}
              <a href={`/crm/leads/${enquiry.convertedTo}`} className="font-semibold underline">
                {`Lead #${enquiry.convertedTo}`}
              </a>
            </Alert>
          )}
        </div>
      )}
      <LeadForm
        defaults={loaderData.defaults ?? undefined}
        clientKey={loaderData.clientKey}
        types={loaderData.choices.types}
        statuses={loaderData.choices.statuses}
        today={loaderData.today}
      />
    </OfficePage>
  )
}
