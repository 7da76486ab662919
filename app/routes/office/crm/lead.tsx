import { randomBytes } from 'node:crypto'
import { lazy, Suspense } from 'react'
import { redirect, useSearchParams } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import { AssignLead } from '#app/components/office/crm/assign-lead.tsx'
import { ContactTimeline } from '#app/components/office/crm/contact-timeline.tsx'
import { LeadActivity, LeadDetails, SameMobileLeads } from '#app/components/office/crm/lead-details.tsx'
import { RECORD_VISIT_ID, RecordVisitBar, RecordVisitButton } from '#app/components/office/crm/record-visit-bar.tsx'
import { VisitTimeline } from '#app/components/office/crm/visit-timeline.tsx'
import { latestThumbnail, OfflineCopy } from '#app/components/office/offline/offline-copy.tsx'
import { orOfflineCopy } from '#app/components/office/offline/offline-loader.ts'
import { OfficePage } from '#app/components/office/page.tsx'
import { contactsOfLead } from '#app/domain/contacts/contacts.server.ts'
import { assignableUsers } from '#app/domain/leads/assign.server.ts'
import { leadChoices } from '#app/domain/leads/lead-choices.server.ts'
import { leadDetail } from '#app/domain/leads/lead-detail.server.ts'
import { CLOSED_STATUS } from '#app/domain/leads/lead-rules.ts'
import { mergedInto, sameMobileLeads } from '#app/domain/leads/merge.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { leadFromBook } from '#app/offline/book-screens.ts'
import { leadKey } from '#app/offline/read-copy.ts'
import { readRecord } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/lead'

/** A lead's follow-up detail (spec section 2, "lead follow-up detail view"), for users who may see the lead. */
const access = defineAccess({ right: 'CRM', params: { leadId: 'lead' } })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm', (t, args) => ({
  title: args.loaderData ? args.loaderData.detail.lead.businessName : t('meta.lead'),
  description: t('meta.leadDescription'),
}))

export const loader = officeLoader(access, async (staff) => {
  // D62: a lead merged into another answers with the kept lead's address (which says "not found" in its turn to a
  // reader who may not see it).
  const kept = await mergedInto(staff.ctx.db, staff.params.leadId)
  if (kept !== null) throw redirect(`/crm/leads/${kept}`, 301)
  return readRecord('lead', async () => {
    const [detail, choices] = await Promise.all([
      leadDetail(staff.ctx.db, staff.actor, staff.params.leadId),
      leadChoices(staff.ctx.db),
    ])
    // D60: the calls and WhatsApp messages logged on the lead (read once the lead is known to be the viewer's).
    const contacts = await contactsOfLead(staff.ctx.db, detail.lead.srno)
    return {
      detail,
      contacts,
      choices,
      // A fresh one-time key for the next visit (D32).
      clientKey: randomBytes(18).toString('base64url'),
      today: todayInIndia(),
      canAdd: hasRight(staff.rights, 'CRM', 'add'),
      canEdit: hasRight(staff.rights, 'CRM', 'edit'),
      // Who the lead may be given to (D51), for a CRM edit holder.
      people: hasRight(staff.rights, 'CRM', 'edit') ? await assignableUsers(staff.ctx.db, staff.actor) : [],
      // D38 and D62: the other leads with this mobile that the user could merge this one with.
      sameMobile: hasRight(staff.rights, 'CRM', 'edit')
        ? await sameMobileLeads(staff.ctx.db, staff.actor, detail.lead)
        : [],
      // The source enquiry is a link only for those who may open the inbox.
      canSeeEnquiry: hasRight(staff.rights, 'ENQUIRY', 'query'),
    }
  })
})

/**
 * The follow-up form (its form kit, selfie and location code) is not part of the page's first load (ADR 0244): the
 * server renders it with the page, and the browser fetches its code while the rest of the page hydrates; until then
 * it is the server's HTML, shown the same. Opening a lead from another screen fetches it with the lead's data.
 */
const followUpForm = () => import('#app/components/office/crm/follow-up-form.tsx')
const FollowUpForm = lazy(() => followUpForm().then((m) => ({ default: m.FollowUpForm })))

/** The server's lead; with no connection, the user's offline copy of it (ADR 0149). */
export const clientLoader = ({ serverLoader, params, request }: Route.ClientLoaderArgs) => {
  void followUpForm()
  return orOfflineCopy(leadKey(params.leadId), serverLoader, request, {
    // Any lead of the user's book opens offline, by tap, by its address or on reload (ADR 0206).
    book: async () =>
      (await leadFromBook(Number(params.leadId))) as Awaited<ReturnType<typeof serverLoader>> | undefined,
  })
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { detail, choices, clientKey, today, canAdd, canEdit, canSeeEnquiry } = loaderData
  const { lead, visits, activity } = detail
  const [params] = useSearchParams()
  const t = useT('crm')
  const _locale = useLocale()
  const saved = params.get('saved')
  // An offline copy saved before this list existed has none.
  const sameMobile = loaderData.sameMobile ?? []
  // Visits come newest first.
  const latest = visits[0]
  const contactLead = {
    srno: lead.srno,
    businessName: lead.businessName,
    contactPerson: lead.contactPerson,
    mobile: lead.mobile,
    closed: lead.statusSrno === CLOSED_STATUS,
  }
  return (
    <OfficePage
      title={lead.businessName}
      actions={
        canEdit || canAdd ? (
          <span className="flex flex-wrap gap-2">
            {canAdd && <RecordVisitButton />}
            {canEdit && (
              <LinkButton to={`/crm/leads/${lead.srno}/edit`} variant="secondary" className="min-h-11">
                {t('lead.edit')}
              </LinkButton>
            )}
            {canEdit && (
              <LinkButton to={`/crm/leads/${lead.srno}/merge`} variant="secondary" className="min-h-11">
                {t('merge.action')}
              </LinkButton>
            )}
          </span>
        ) : null
      }
    >
      <div className={`grid gap-6 ${canAdd ? 'pb-20 sm:pb-0' : ''}`}>
        <BackLink to="/crm">{t('lead.allLeads')}</BackLink>
        {saved && (
          <Alert tone="success">
            <SpecMessage
              text={
                saved === 'visit'
                  ? messages.VISIT_SAVED
                  : saved === 'pin'
                    ? messages.PIN_SAVED
                    : saved === 'contact'
                      ? messages.CONTACT_SAVED
                      : messages.LEAD_SAVED
              }
            />
          </Alert>
        )}
        {params.get('merged') && <Alert tone="success">{t('merge.done', { other: params.get('merged') })}</Alert>}
        <SameMobileLeads leadId={lead.srno} sameMobile={sameMobile} />
        <OfflineCopy data={loaderData} copyKey={leadKey(lead.srno)} pictures={latestThumbnail(visits)} />
        {(loaderData as { fromBook?: unknown }).fromBook !== undefined && (
          <p className="text-sm text-slate-700">{t('book.fewVisits')}</p>
        )}
        <LeadDetails
          lead={lead}
          latest={latest}
          visitCount={visits.length}
          canEdit={canEdit}
          canSeeEnquiry={canSeeEnquiry}
          contactLead={contactLead}
        />

        {canEdit && <AssignLead leadId={lead.srno} ownerSrno={lead.owner.srno} people={loaderData.people} />}

        <section aria-labelledby="visits-heading" className="grid gap-3">
          <h2 id="visits-heading" className="text-lg font-bold text-navy">
            {t('lead.visits', { n: visits.length })}
          </h2>
          <VisitTimeline visits={visits} />
        </section>

        <ContactTimeline contacts={loaderData.contacts ?? []} />

        {canAdd && (
          <div id={RECORD_VISIT_ID} className="scroll-mt-20">
            <Suspense fallback={null}>
              <FollowUpForm
                key={clientKey}
                leadId={lead.srno}
                clientKey={clientKey}
                statuses={choices.statuses}
                nature={lead.nature}
                today={today}
              />
            </Suspense>
          </div>
        )}

        <LeadActivity activity={activity} />
      </div>
      {canAdd && <RecordVisitBar mobile={lead.mobile} contact={contactLead} />}
    </OfficePage>
  )
}
