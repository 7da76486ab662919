import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { SaveBar } from '#app/components/office/controls.tsx'
import { useSignedInUserId } from '#app/components/office/crm/outbox/outbox-items.ts'
import { useVisitForm, VisitForm } from '#app/components/office/crm/outbox/use-visit-form.tsx'
import { useRestoredItem, useVisitSave } from '#app/components/office/crm/outbox/use-visit-save.tsx'
import { SelfieField } from '#app/components/office/crm/selfie-field.tsx'
import { LocationFields, locationText, useVisitLocation } from '#app/components/office/crm/use-location.tsx'
import { useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { dayEventFormSchema } from '#app/domain/attendance/schemas.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { newClientKey } from '#app/offline/outbox/rules.ts'

/**
 * Starting or ending the working day (D58): a selfie and where the phone is, sent like a visit (made small on the
 * phone, checked from its bytes on the server, marks that never block). Without a connection it is kept in the
 * outbox and sent by itself once, with the time it was recorded on the phone, so a day started offline still starts
 * at that time. Saved (or kept), the user goes back to the CRM list, which shows the day.
 */
export function DayForm({ kind, clientKey }: { kind: 'start' | 'end'; clientKey: string }) {
  const t = useT('crm')
  const navigate = useNavigate()
  const userId = useSignedInUserId()
  const { item } = useRestoredItem(userId)
  const restored = item && item.kind === `day-${kind}` ? item : null
  // The page's one-time key is the start's; an end shown after a start kept on this page needs its own (the same key
  // would be read by the server as the start sent again).
  const [key] = useState(() => restored?.id ?? (clientKey ? `${clientKey}-${kind}` : newClientKey()))
  const location = useVisitLocation()
  const save = useVisitSave({
    kind: kind === 'start' ? 'day-start' : 'day-end',
    label: useCallback(() => (kind === 'start' ? t('day.keptStart') : t('day.keptEnd')), [kind, t]),
    restored,
  })
  const visit = useVisitForm({
    save,
    restored,
    initialNotice: null,
    // Kept on the phone: the page then reads it from the outbox and says the day is started (or ended), waiting to
    // send; the end's form follows a kept start.
    onKept: () => undefined,
  })
  const [form, fields] = useSchemaForm(dayEventFormSchema, {
    id: `day-${kind}`,
    lastResult: useReplyResult(visit.reply),
    defaultValue: { clientKey: key },
    async onSubmit(event, { formData }) {
      event.preventDefault()
      await visit.submit(formData, async () => {
        await navigate(`/crm?day=${kind}`)
      })
    },
  })
  return (
    <VisitForm
      visit={visit}
      form={form}
      intent={kind === 'start' ? 'day-start' : 'day-end'}
      clientKey={key}
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <p className="text-slate-800">{kind === 'start' ? t('day.startHelp') : t('day.endHelp')}</p>
      <SelfieField field={fields.selfie} />
      <p className="text-sm text-slate-700" role="status">
        {locationText(t, location)}
      </p>
      <LocationFields location={location} />
      <SaveBar
        wide={false}
        busy={visit.progress !== null}
        label={kind === 'start' ? t('day.start') : t('day.end')}
        busyLabel={t('leadForm.saving')}
        status={visit.saveStatus}
        disabled={visit.draftWaiting}
      />
      {visit.leaveDialog}
    </VisitForm>
  )
}
