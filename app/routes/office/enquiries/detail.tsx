import { Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import { ContactLink } from '#app/components/office/contact-link.tsx'
import { Alert, Button, LinkButton } from '#app/components/office/controls.tsx'
import { kindText, LanguageName, receivedText } from '#app/components/office/enquiries/inbox-list.tsx'
import { MailBadge, StateBadge } from '#app/components/office/enquiries/mail-badge.tsx'
import { OfficePage, Panel } from '#app/components/office/page.tsx'
import { TextAreaField, useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { IntentForm } from '#app/components/ui/intent-form.tsx'
import { getEnquiry, markHandled, retryEnquiryMail } from '#app/domain/enquiries/inbox.server.ts'
import {
  HANDLED_NOTE_MAX,
  markHandledFormSchema,
  markHandledSchema,
  retryMailSchema,
} from '#app/domain/enquiries/inbox-schemas.ts'
import { canRetry } from '#app/domain/enquiries/mail-state.ts'
import { enquiryLead } from '#app/domain/leads/assign-enquiry.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { displayDate } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { around, PART } from '#app/lib/i18n/around.tsx'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { readRecord } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/detail'

/**
 * One web enquiry: everything the visitor sent, its mail's delivery, how it was handled, and its actions: mark
 * handled with a note and retry the mail (ENQUIRY edit), make a lead of it (CRM add).
 */
const access = defineAccess({
  right: 'ENQUIRY',
  params: { enquiryId: 'enquiry' },
  intents: {
    handle: { schema: markHandledSchema, need: 'edit' },
    retry: { schema: retryMailSchema, need: 'edit' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('admin', '/enquiries', (t, args) => ({
  title: t('enquiries.detail.title', { id: args.params.enquiryId }),
  description: t('enquiries.detail.description'),
}))

export const loader = officeLoader(access, async (staff) => {
  return readRecord('enquiry', async () => {
    const enquiry = await getEnquiry(staff.ctx.db, staff.params.enquiryId)
    return {
      enquiry,
      // The lead it became (D51): its name, owner and visits, only for a reader who may see that lead (D24).
      lead: enquiry.leadSrno === null ? null : await enquiryLead(staff.ctx.db, staff.actor, enquiry.leadSrno),
      canEdit: hasRight(staff.rights, 'ENQUIRY', 'edit'),
      canConvert: hasRight(staff.rights, 'CRM', 'add'),
    }
  })
})

export const action = officeAction(access, {
  handle: async (input, { staff, actor }) => {
    await markHandled(staff.ctx.db, actor, input)
    return redirect(`/enquiries/${input.enquiryId}?done=handled`)
  },
  retry: async (input, { staff, actor }) => {
    await retryEnquiryMail(staff.ctx.db, actor, input.enquiryId)
    return redirect(`/enquiries/${input.enquiryId}?done=retried`)
  },
})

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  )
}

function HandleForm({ reply }: { reply: unknown }) {
  const t = useT('admin')
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(markHandledFormSchema, {
    id: 'mark-handled',
    lastResult: useReplyResult(reply),
    shouldValidate: 'onBlur',
    defaultValue: { note: '' },
  })
  return (
    <IntentForm form={form} intent="handle" className="grid gap-3">
      <TextAreaField
        field={fields.note}
        label={t('enquiries.detail.note')}
        required
        rows={3}
        maxLength={HANDLED_NOTE_MAX}
        hint={t('enquiries.detail.noteHint')}
      />
      <Button type="submit" disabled={busy} className="min-h-12 w-full sm:w-fit">
        {t('enquiries.detail.markHandled')}
      </Button>
    </IntentForm>
  )
}

export default function EnquiryDetail({ loaderData }: Route.ComponentProps) {
  const { enquiry: e, lead, canEdit, canConvert } = loaderData
  const t = useT('admin')
  const kind = kindText(t, e.kind)
  const reply = useActionData<typeof action>()
  const [params] = useSearchParams()
  const done = params.get('done')
  const failed = reply && !reply.ok ? reply : null
  return (
    <OfficePage
      title={t('enquiries.detail.heading', { kind, name: e.name })}
      actions={
        <LinkButton to="/enquiries" variant="secondary" className="min-h-11">
          {t('enquiries.detail.back')}
        </LinkButton>
      }
    >
      <div className="grid gap-5 lg:grid-cols-[1fr_24rem]">
        <div className="grid content-start gap-5">
          {done === 'handled' && (
            <Alert tone="success">
              <SpecMessage text={messages.ENQUIRY_HANDLED} />
            </Alert>
          )}
          {done === 'retried' && (
            <Alert tone="success">
              <SpecMessage text={messages.MAIL_RETRY_QUEUED} />
            </Alert>
          )}
          {failed && failed.intent === 'retry' && (
            <Alert tone="error">
              <SpecMessage text={failed.error} />
            </Alert>
          )}
          <Panel headingId="sent-heading" title={t('enquiries.detail.sent')}>
            <dl className="mt-3 grid gap-3">
              <Fact label={t('enquiries.detail.enquiry')}>{t('enquiries.detail.number', { id: e.id, kind })}</Fact>
              <Fact label={t('enquiries.list.received')}>{receivedText(e.createdAt)}</Fact>
              <Fact label={t('enquiries.list.name')}>{e.name}</Fact>
              <Fact label={t('enquiries.list.phone')}>
                <ContactLink scheme="tel" value={e.phone} strong />
              </Fact>
              <Fact label={t('enquiries.list.email')}>
                {e.email ? <ContactLink scheme="mailto" value={e.email} /> : '-'}
              </Fact>
              <Fact label={t('enquiries.list.location')}>{e.location || '-'}</Fact>
              <Fact label={t('enquiries.list.service')}>{e.service || '-'}</Fact>
              <Fact label={t('enquiries.list.message')}>
                <span className="whitespace-pre-line">{e.message || '-'}</span>
              </Fact>
              <Fact label={t('enquiries.list.page')}>{e.sourcePath || '-'}</Fact>
              <Fact label={t('enquiries.list.language')}>
                <LanguageName language={e.language} />
              </Fact>
            </dl>
          </Panel>
        </div>
        <div className="grid content-start gap-5">
          <Panel headingId="mail-heading" title={t('enquiries.detail.mailHeading')}>
            <div className="mt-3">
              <MailBadge state={e.mailState} error={e.mailError} />
            </div>
            {canEdit && canRetry(e.mailState) && (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="retry" />
                <Button type="submit" variant="secondary" className="min-h-11">
                  {t('enquiries.detail.retry')}
                </Button>
              </Form>
            )}
          </Panel>
          <Panel headingId="lead-heading" title={t('enquiries.detail.leadHeading')}>
            {e.leadSrno !== null ? (
              <div className="mt-3 grid gap-1">
                <p>
                  {around(
                    t('enquiries.detail.turnedInto', { lead: PART }),
                    <a href={`/crm/leads/${e.leadSrno}`} className="font-semibold text-brand-700 underline">
                      {lead
                        ? t('enquiries.detail.leadNamed', { n: e.leadSrno, business: lead.businessName })
                        : t('enquiries.detail.lead', { n: e.leadSrno })}
                    </a>,
                  )}
                </p>
                {lead && (
                  <p className="text-slate-700">
                    {t('enquiries.detail.owner', { name: lead.ownerName, id: lead.ownerId })}
                    {lead.visitCount === 0
                      ? lead.nextVisit
                        ? t('enquiries.detail.toVisitOn', { date: displayDate(lead.nextVisit) })
                        : t('enquiries.detail.toVisit')
                      : t('enquiries.detail.visits', { count: lead.visitCount })}
                  </p>
                )}
              </div>
            ) : canConvert ? (
              <LinkButton to={`/crm/leads/new?enquiry=${e.id}`} className="mt-3 min-h-12 w-full sm:w-fit">
                {t('enquiries.detail.makeLead')}
              </LinkButton>
            ) : (
              <p className="mt-3 text-slate-700">{t('enquiries.detail.notLead')}</p>
            )}
          </Panel>
          <section aria-labelledby="state-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            <h2 id="state-heading" className="flex items-center gap-2 text-lg font-semibold text-navy">
              {t('enquiries.detail.state')} <StateBadge handled={e.handledAt !== null} />
            </h2>
            {e.handledAt ? (
              <dl className="mt-3 grid gap-3">
                <Fact label={t('enquiries.detail.handled')}>{receivedText(e.handledAt)}</Fact>
                <Fact label={t('enquiries.detail.by')}>{e.handledBy ?? '-'}</Fact>
                <Fact label={t('enquiries.detail.note')}>
                  <span className="whitespace-pre-line">{e.handledNote}</span>
                </Fact>
              </dl>
            ) : canEdit ? (
              <div className="mt-3">
                <HandleForm reply={failed && failed.intent === 'handle' ? failed : undefined} />
              </div>
            ) : (
              <p className="mt-3 text-slate-700">{t('enquiries.detail.notHandled')}</p>
            )}
          </section>
        </div>
      </div>
    </OfficePage>
  )
}
