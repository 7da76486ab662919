import { randomBytes } from 'node:crypto'
import { redirect, useActionData } from 'react-router'
import { Alert } from '#app/components/office/controls.tsx'
import { EnquiryLeadForm } from '#app/components/office/crm/enquiry-lead-form.tsx'
import { LeadForm } from '#app/components/office/crm/lead-form.tsx'
import { orOfflineCopy } from '#app/components/office/offline/offline-loader.ts'
import { OfficePage } from '#app/components/office/page.tsx'
import { enquiryPrefill } from '#app/domain/enquiries/inbox.server.ts'
import { assignableUsers } from '#app/domain/leads/assign.server.ts'
import { createLeadFromEnquiry } from '#app/domain/leads/assign-enquiry.server.ts'
import { enquiryLeadSchema } from '#app/domain/leads/assign-schemas.ts'
import { leadChoices } from '#app/domain/leads/lead-choices.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { serial } from '#app/lib/schema-kit.ts'
import { newLeadFromBook } from '#app/offline/book-screens.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import type { Staff } from '#app/route-frame/guard.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/lead-new'

/**
 * The lead form in add mode (optype A): the form is for CRM add; the save itself is checked again (/crm/visits).
 * From a web enquiry (`?enquiry=N`), the office's form instead: the lead for a chosen person with a first-visit date
 * and no selfie (D51), saved here (intent `enquiry-lead`, CRM add and ENQUIRY query).
 */
/** New lead has no saved copy of its own: offline it is drawn from the book. */
const NEW_LEAD_KEY = 'new-lead'

/** Turning an enquiry into a lead reads and claims that enquiry: the inbox's right too (refused and logged). */
const enquiryRight = { right: 'ENQUIRY', flag: 'query' } as const

const access = defineAccess({
  right: 'CRM',
  pageFlag: 'add',
  intents: { 'enquiry-lead': { schema: enquiryLeadSchema, need: 'add', alsoNeeds: enquiryRight } },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm/leads/new', 'meta.newLead')

/**
 * `?enquiry=N` opens the office's form filled from that web enquiry (turning it into a lead for someone), for a user
 * who may also read the inbox (ENQUIRY query); otherwise the parameter is ignored. An enquiry already turned into a
 * lead goes to that lead.
 */
async function fromEnquiry(staff: Staff, request: Request) {
  const id = serial().safeParse(new URL(request.url).searchParams.get('enquiry'))
  if (!id.success || !hasRight(staff.rights, enquiryRight.right, enquiryRight.flag)) return null
  return enquiryPrefill(staff.ctx.db, id.data)
}

export const loader = officeLoader(access, async (staff, args) => {
  const enquiry = await fromEnquiry(staff, args.request)
  if (enquiry && enquiry.convertedTo !== null) throw redirect(`/crm/leads/${enquiry.convertedTo}`)
  return {
    enquiry: enquiry && { id: enquiry.id },
    defaults: enquiry ? enquiry.defaults : undefined,
    // Who the lead may be made for: the user's own subtree (themself included), anyone active for ADMIN.
    people: enquiry ? await assignableUsers(staff.ctx.db, staff.actor) : [],
    // The spec's randomString: one per form shown, so a repeated submit of this form makes one lead (D32).
    clientKey: randomBytes(18).toString('base64url'),
    choices: await leadChoices(staff.ctx.db),
    today: todayInIndia(),
  }
})

/**
 * The server's form; with no connection (or a weak one), the same form from the phone's book of leads (its types and
 * statuses): a new lead made offline waits in the outbox and is sent when the connection returns (D54, ADR 0207).
 * A form from a web enquiry needs the server (it claims the enquiry) and is never drawn offline.
 */
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  new URL(request.url).searchParams.has('enquiry')
    ? serverLoader()
    : orOfflineCopy(NEW_LEAD_KEY, serverLoader, request, {
        book: async () => (await newLeadFromBook()) as Awaited<ReturnType<typeof serverLoader>> | undefined,
      })

export const action = officeAction(access, {
  'enquiry-lead': async (input, { staff, actor }) => {
    const lead = await createLeadFromEnquiry(staff.ctx.db, actor, input)
    return redirect(`/crm/leads/${lead.srno}?saved=1`, 303)
  },
})

export default function NewLead({ loaderData }: Route.ComponentProps) {
  const { enquiry } = loaderData
  const reply = useActionData<typeof action>()
  const t = useT('crm')
  if (enquiry) {
    return (
      <OfficePage title={t('meta.newLead')}>
        <div className="mb-4">
          <Alert tone="info">{t('enquiry.intro', { id: enquiry.id })}</Alert>
        </div>
        {reply && !reply.ok && reply.code === 'ENQUIRY_ALREADY_CONVERTED' && (
          <p className="mb-4">
            <a href={`/crm/leads/new?enquiry=${enquiry.id}`} className="font-semibold text-brand-700 underline">
              {t('enquiry.openLead')}
            </a>
          </p>
        )}
        <EnquiryLeadForm
          enquiryId={enquiry.id}
          clientKey={loaderData.clientKey}
          types={loaderData.choices.types}
          people={loaderData.people}
          today={loaderData.today}
          defaults={loaderData.defaults ?? undefined}
          reply={reply}
        />
      </OfficePage>
    )
  }
  return (
    <OfficePage title={t('meta.newLead')}>
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
