import { randomBytes } from 'node:crypto'
import { Link, redirect, useSearchParams } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { ContactLink } from '#app/components/office/contact-link.tsx'
import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import { activityText } from '#app/components/office/crm/activity-text.ts'
import { AssignLead } from '#app/components/office/crm/assign-lead.tsx'
import { ContactButtons } from '#app/components/office/crm/contact-buttons.tsx'
import { ContactTimeline } from '#app/components/office/crm/contact-timeline.tsx'
import { DueBadge, NatureBadge } from '#app/components/office/crm/due-badge.tsx'
import { FollowUpForm } from '#app/components/office/crm/follow-up-form.tsx'
import { formatRupees } from '#app/components/office/crm/format.ts'
import { valueLabel } from '#app/components/office/crm/labels.ts'
import { ProductList } from '#app/components/office/crm/product-chips.tsx'
import { RECORD_VISIT_ID, RecordVisitBar, RecordVisitButton } from '#app/components/office/crm/record-visit-bar.tsx'
import { VisitTimeline } from '#app/components/office/crm/visit-timeline.tsx'
import { leadFromBook } from '#app/components/office/offline/book-screens.ts'
import { latestThumbnail, OfflineCopy } from '#app/components/office/offline/offline-copy.tsx'
import { leadKey, orOfflineCopy } from '#app/components/office/offline/read-copy.ts'
import { OfficePage } from '#app/components/office/page.tsx'
import { authorizePage, readRecord } from '#app/domain/auth/authorize.server.ts'
import { contactsOfLead } from '#app/domain/contacts/contacts.server.ts'
import { assignableUsers } from '#app/domain/leads/assign.server.ts'
import { leadDetail } from '#app/domain/leads/lead-detail.server.ts'
import { leadChoices } from '#app/domain/leads/list-leads.server.ts'
import { mergedInto, sameMobileLeads } from '#app/domain/leads/merge.server.ts'
import { CLOSED_STATUS } from '#app/domain/leads/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { displayDate, displayIndiaDate, displayIndiaDateTime, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import type { Route } from './+types/lead'

/** A lead's follow-up detail (spec section 2, "lead follow-up detail view"), for users who may see the lead. */
const access = defineAccess({ right: 'CRM', params: { leadId: 'lead' } })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm', (t, args) => ({
  title: args.loaderData ? args.loaderData.detail.lead.businessName : t('meta.lead'),
  description: t('meta.leadDescription'),
}))

export async function loader(args: Route.LoaderArgs) {
  const staff = await authorizePage(args, access)
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
}

/** The server's lead; with no connection, the user's offline copy of it (ADR 0149). */
export const clientLoader = ({ serverLoader, params, request }: Route.ClientLoaderArgs) =>
  orOfflineCopy(leadKey(params.leadId), serverLoader, request, {
    // Any lead of the user's book opens offline, by tap, by its address or on reload (ADR 0206).
    book: async () =>
      (await leadFromBook(Number(params.leadId))) as Awaited<ReturnType<typeof serverLoader>> | undefined,
  })

/** One fact of the lead: a `dt` and its `dd` in a `div`, the one wrapper a `dl` may hold (WCAG: definition-list). */
function Fact({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children || '—'}</dd>
    </div>
  )
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { detail, choices, clientKey, today, canAdd, canEdit, canSeeEnquiry } = loaderData
  const { lead, visits, activity } = detail
  const [params] = useSearchParams()
  const t = useT('crm')
  const locale = useLocale()
  const saved = params.get('saved')
  // An offline copy saved before this list existed has none.
  const sameMobile = loaderData.sameMobile ?? []
  // Visits come newest first.
  const latest = visits[0]
  // An offline copy saved before places were shown has none.
  const place = lead.place ?? null
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
        {sameMobile.length > 0 && (
          <div
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <p className="font-semibold">{t('leadForm.duplicateList')}</p>
            <ul className="mt-1 grid gap-1">
              {sameMobile.map((m) => (
                <li key={m.srno} className="flex flex-wrap items-center gap-x-3">
                  <Link to={`/crm/leads/${m.srno}`} className="underline">
                    {t('leadForm.duplicateLead', { id: m.srno, name: m.businessName })}
                  </Link>
                  <Link
                    to={`/crm/leads/${lead.srno}/merge?with=${m.srno}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                  >
                    {t('merge.action')}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <OfflineCopy data={loaderData} copyKey={leadKey(lead.srno)} pictures={latestThumbnail(visits)} />
        {(loaderData as { fromBook?: unknown }).fromBook !== undefined && (
          <p className="text-sm text-slate-700">{t('book.fewVisits')}</p>
        )}
        <section aria-labelledby="lead-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="lead-heading" className="sr-only">
            {t('lead.details')}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-600">{t('lead.number', { id: lead.srno })}</span>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
              {valueLabel(t, 'status', lead.status)}
            </span>
            <NatureBadge nature={lead.nature} />
            <DueBadge due={lead.due} />
            {visits.length === 0 && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                {t('lead.toVisit')}
              </span>
            )}
          </div>
          {latest && (
            // The latest visit's remark first: what was said last is what the next visit follows up.
            <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 px-3 py-2">
              <p className="text-sm text-slate-600">
                {t('lead.latest', { when: displayIndiaDateTime(new Date(latest.at)), name: latest.userName })}
              </p>
              <p className="break-words text-slate-900">{latest.remark || t('lead.noRemark')}</p>
            </div>
          )}
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label={t('lead.type')}>{valueLabel(t, 'type', lead.type)}</Fact>
            <Fact label={t('fields.contactPerson')}>{lead.contactPerson}</Fact>
            <Fact label={t('fields.mobile')}>{lead.mobile && <ContactLink scheme="tel" value={lead.mobile} />}</Fact>
            <Fact label={t('fields.email')}>{lead.email && <ContactLink scheme="mailto" value={lead.email} />}</Fact>
            <Fact label={t('fields.address')}>{lead.address}</Fact>
            <Fact label={t('lead.volume')}>{formatRupees(lead.volume)}</Fact>
            <Fact label={t('fields.products')} className="sm:col-span-2 lg:col-span-3">
              <ProductList products={lead.products} />
            </Fact>
            <Fact label={t('fields.nextVisit')}>{lead.nextVisit ? displayDate(lead.nextVisit) : ''}</Fact>
            <Fact label={t('lead.owner')}>
              {lead.owner.name} ({lead.owner.userId})
            </Fact>
            <Fact label={t('lead.created')}>{displayIndiaDate(new Date(lead.createdAt))}</Fact>
            {lead.enquiryId !== null && (
              <Fact label={t('lead.source')}>
                {canSeeEnquiry ? (
                  <Link
                    to={`/enquiries/${lead.enquiryId}`}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {t('lead.webEnquiry', { id: lead.enquiryId })}
                  </Link>
                ) : (
                  t('lead.webEnquiry', { id: lead.enquiryId })
                )}
              </Fact>
            )}
            {lead.enquiry?.service && <Fact label={t('lead.enquiryService')}>{lead.enquiry.service}</Fact>}
            {lead.enquiry?.message && (
              // What the customer wrote, word for word and line for line, in the language of the page they wrote
              // from: for whoever may see the lead, ENQUIRY right or not (trial fault 6).
              <Fact label={t('lead.enquiryMessage')} className="sm:col-span-2 lg:col-span-3">
                <span lang={lead.enquiry.language} className="whitespace-pre-line">
                  {lead.enquiry.message}
                </span>
              </Fact>
            )}
            {lead.remark && (
              <Fact label={t('fields.remark')} className="sm:col-span-2 lg:col-span-3">
                {lead.remark}
              </Fact>
            )}
          </dl>
          {lead.mobile && (
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <ContactButtons lead={contactLead} labelled />
            </div>
          )}
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>
              {t('pin.place')}:{' '}
              {place
                ? `${place.lat.toFixed(5)}, ${place.lng.toFixed(5)}${place.pinned ? ` (${t('pin.pinned')})` : ''}`
                : '—'}
            </span>
            {canEdit && (
              <Link
                to={`/crm/leads/${lead.srno}/pin`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {place ? t('pin.change') : t('pin.link')}
              </Link>
            )}
          </p>
        </section>

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
            <FollowUpForm
              key={clientKey}
              leadId={lead.srno}
              clientKey={clientKey}
              statuses={choices.statuses}
              nature={lead.nature}
              today={today}
            />
          </div>
        )}

        <details className="rounded-lg border border-slate-200 bg-white">
          <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-navy">
            {t('lead.activity', { n: activity.length })}
          </summary>
          <ol className="divide-y divide-slate-200 border-t border-slate-200">
            {activity.map((a) => (
              <li key={a.srno} className="grid gap-0.5 px-4 py-2 text-sm sm:grid-cols-[11rem_8rem_1fr]">
                <time className="text-slate-600" dateTime={new Date(a.at).toISOString()}>
                  {displayIndiaDateTime(new Date(a.at))}
                </time>
                <span className="font-medium text-slate-800">{a.actor}</span>
                <span className="break-words text-slate-800">{activityText(t, locale, a.description)}</span>
              </li>
            ))}
          </ol>
        </details>
      </div>
      {canAdd && <RecordVisitBar mobile={lead.mobile} contact={contactLead} />}
    </OfficePage>
  )
}
