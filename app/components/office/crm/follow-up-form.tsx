import { useCallback, useState } from 'react'
import { useNavigate, useRevalidator, useRouteLoaderData } from 'react-router'
import { SaveBar } from '#app/components/office/controls.tsx'
import { MessageDialog } from '#app/components/office/on-open.tsx'
import { TextAreaField, useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { CLOSED_STATUS, leadLimits } from '#app/domain/leads/lead-rules.ts'
import type { Choice } from '#app/lib/choice.ts'
import { displayIndiaDateTime } from '#app/lib/dates.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { fieldOf } from '#app/offline/outbox/rules.ts'
import { NatureField } from './lead-fields.tsx'
import { useOutboxItems, useSignedInUserId } from './outbox/outbox-items.ts'
import { useVisitForm, useVisitRounds, VisitForm, type VisitRound } from './outbox/use-visit-form.tsx'
import { useHandoff, useRestoredItem, useVisitSave } from './outbox/use-visit-save.tsx'
import { useVisitLocation } from './use-location.tsx'
import { VisitFields } from './visit-fields.tsx'

const followUpSchema = () => import('#app/domain/leads/schemas.ts').then((m) => m.followUpFormSchema)

interface FollowUpProps {
  leadId: number
  clientKey: string
  statuses: Choice<number>[]
  nature: 'H' | 'C'
  today: string
}

/** This lead's visits kept on the phone (D54): shown on the lead at once, "waiting to send" or refused. */
function KeptVisits({ leadId, userId }: { leadId: number; userId: string | null }) {
  const t = useT('crm')
  const kept = useOutboxItems(userId).filter((i) => i.kind === 'follow-up' && i.leadId === leadId)
  if (kept.length === 0) return null
  return (
    <ul aria-label={t('followUp.keptList')} className="mt-3 grid gap-2">
      {kept.map((item) => (
        <li key={item.id} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('followUp.keptRecorded', { when: displayIndiaDateTime(new Date(item.createdAt)) })}
          <strong>
            {item.state === 'refused' ? (
              <>
                {t('followUp.refused', { error: '' })}
                <SpecMessage text={item.error ?? ''} />
              </>
            ) : (
              t('followUp.waiting')
            )}
          </strong>
        </li>
      ))}
    </ul>
  )
}

/**
 * The follow-up form (spec section 5): remark, nature, status and next visit, and the selfie, with the spec's
 * messages. Status Closed clears and disables Next Visit (D31). A refusal shows a dialog titled 'Error!' with the
 * server's text, and the same text next to Save, and nothing is saved.
 *
 * Nothing entered is lost (D54, D11 revised): without a connection the visit is kept on the phone, listed on the
 * lead as waiting to send, and sent by itself later; a save meeting an ended session is kept and sent once the user
 * signs in again. `?outbox=<key>` opens a kept visit the server refused, filled with what was kept, to fix it.
 */
export function FollowUpForm(props: FollowUpProps) {
  const navigate = useNavigate()
  const t = useT('crm')
  const { revalidate } = useRevalidator()
  const userId = useSignedInUserId()
  const { item, loading } = useRestoredItem(userId)
  const rounds = useVisitRounds(
    props.clientKey,
    item?.kind === 'follow-up' && item.leadId === props.leadId ? item : null,
  )
  useHandoff((leadId) => {
    if (leadId !== props.leadId) return void navigate(`/crm/leads/${leadId}?saved=1`)
    void navigate(`/crm/leads/${leadId}?saved=visit`, { replace: true })
    void revalidate()
  })
  return (
    <section aria-labelledby="follow-up-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="follow-up-heading" className="text-lg font-bold text-navy">
        {t('followUp.heading')}
      </h2>
      <KeptVisits leadId={props.leadId} userId={userId} />
      {!loading && <FollowUpBody key={rounds.key} {...props} clientKey={rounds.clientKey} {...rounds.round} />}
    </section>
  )
}

function FollowUpBody({ leadId, clientKey, statuses, nature, today, ...round }: FollowUpProps & VisitRound) {
  const navigate = useNavigate()
  const t = useT('crm')
  const { revalidate } = useRevalidator()
  const location = useVisitLocation()
  // The lead page's name of the business, for the outbox's list (the form itself needs only the lead's number).
  const page = useRouteLoaderData('routes/office/crm/lead') as { detail?: { lead?: { businessName?: string } } }
  const leadName = page?.detail?.lead?.businessName
  const save = useVisitSave({
    kind: 'follow-up',
    leadId,
    label: useCallback(
      () => `${t('followUp.outboxLabel', { id: leadId })}${leadName ? ` ${leadName}` : ''}`,
      [t, leadId, leadName],
    ),
    restored: round.restored,
  })
  const visit = useVisitForm({ save, ...round, scrollToRestored: true })
  const [failure, setFailure] = useState<string | null>(null)
  const kept = (name: string) => (round.restored ? fieldOf(round.restored, name) : undefined)
  // The schema (zod and the lead's rules) loads at the form's first use, not with the lead's page (ADR 0240).
  const [form, fields] = useSchemaForm(followUpSchema, {
    id: `follow-up-${leadId}`,
    lastResult: useReplyResult(visit.reply),
    shouldValidate: 'onBlur',
    defaultValue: {
      leadId: String(leadId),
      clientKey,
      remark: kept('remark') ?? '',
      nature: kept('nature') ?? nature,
      status: kept('status') ?? '',
      nextVisit: kept('nextVisit') ?? '',
    },
    async onSubmit(event, { formData }) {
      event.preventDefault()
      const refused = await visit.submit(formData, async () => {
        // A fresh key for the next visit comes with the reloaded page.
        await navigate(`/crm/leads/${leadId}?saved=visit`, { replace: true, preventScrollReset: false })
        void revalidate()
      })
      if (refused) setFailure(refused)
    },
  })
  const closed = fields.status.value === String(CLOSED_STATUS)
  const busy = visit.busy
  return (
    <>
      <VisitForm
        visit={visit}
        form={form}
        intent="follow-up"
        clientKey={clientKey}
        className="mt-4 grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="leadId" value={leadId} />
        <TextAreaField
          field={fields.remark}
          label={t('fields.remark')}
          required
          maxLength={leadLimits.remark}
          rows={3}
          className="sm:col-span-2"
        />
        <NatureField field={fields.nature} />
        <VisitFields fields={fields} statuses={statuses} closed={closed} today={today} location={location} />
        <SaveBar
          busy={busy}
          label={t('followUp.save')}
          busyLabel={t('leadForm.saving')}
          status={visit.saveStatus}
          disabled={visit.draftWaiting}
        />
        {visit.leaveDialog}
      </VisitForm>
      <MessageDialog
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={t('followUp.errorTitle')}
        srTitle={t('followUp.errorTitle')}
      >
        {failure !== null && <SpecMessage text={failure} />}
      </MessageDialog>
    </>
  )
}
