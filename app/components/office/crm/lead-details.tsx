import { Link } from 'react-router'
import { ContactLink } from '#app/components/office/contact-link.tsx'
import { activityText } from '#app/components/office/crm/activity-text.ts'
import { ContactButtons } from '#app/components/office/crm/contact-buttons.tsx'
import { DueBadge, NatureBadge } from '#app/components/office/crm/due-badge.tsx'
import { formatRupees } from '#app/components/office/crm/format.ts'
import { valueLabel } from '#app/components/office/crm/labels.ts'
import { ProductList } from '#app/components/office/crm/product-chips.tsx'
import type { leadDetail } from '#app/domain/leads/lead-detail.server.ts'
import { displayDate, displayIndiaDate, displayIndiaDateTime } from '#app/lib/dates.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'

/** The parts of a lead's page (spec section 2, "lead follow-up detail view"): its facts, same-mobile leads, activity. */

type Detail = Awaited<ReturnType<typeof leadDetail>>
/** The lead as its page shows it; an offline copy saved before places were shown has none. */
type LeadFacts = Omit<Detail['lead'], 'place'> & { place?: Detail['lead']['place'] | null }
/** What the Call and WhatsApp buttons need of the lead (D60). */
type ContactLead = Parameters<typeof ContactButtons>[0]['lead']

/** One fact of the lead: a `dt` and its `dd` in a `div`, the one wrapper a `dl` may hold (WCAG: definition-list). */
function Fact({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children || '—'}</dd>
    </div>
  )
}

/** The lead's facts: number, status and badges, the latest visit's remark, its fields, place, Call and WhatsApp. */
export function LeadDetails({
  lead,
  latest,
  visitCount,
  canEdit,
  canSeeEnquiry,
  contactLead,
}: {
  lead: LeadFacts
  latest: Detail['visits'][number] | undefined
  visitCount: number
  canEdit: boolean
  canSeeEnquiry: boolean
  contactLead: ContactLead
}) {
  const t = useT('crm')
  // An offline copy saved before places were shown has none.
  const place = lead.place ?? null
  return (
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
        {visitCount === 0 && (
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
              <Link to={`/enquiries/${lead.enquiryId}`} className="text-brand-700 underline-offset-2 hover:underline">
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
  )
}

/** The other leads with this lead's mobile (D38), each with a way to merge it into this one (D62). */
export function SameMobileLeads({
  leadId,
  sameMobile,
}: {
  leadId: number
  sameMobile: { srno: number; businessName: string }[]
}) {
  const t = useT('crm')
  if (sameMobile.length === 0) return null
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-semibold">{t('leadForm.duplicateList')}</p>
      <ul className="mt-1 grid gap-1">
        {sameMobile.map((m) => (
          <li key={m.srno} className="flex flex-wrap items-center gap-x-3">
            <Link to={`/crm/leads/${m.srno}`} className="underline">
              {t('leadForm.duplicateLead', { id: m.srno, name: m.businessName })}
            </Link>
            <Link
              to={`/crm/leads/${leadId}/merge?with=${m.srno}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {t('merge.action')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The lead's activity log, oldest first, folded away until asked for. */
export function LeadActivity({ activity }: { activity: Detail['activity'] }) {
  const t = useT('crm')
  const locale = useLocale()
  return (
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
  )
}
