import { useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { SaveBar } from '#app/components/office/controls.tsx'
import { MessageDialog } from '#app/components/office/dialog.tsx'
import { formProps, SelectField, TextAreaField, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { CLOSED_STATUS, followUpFormSchema, leadLimits } from '#app/domain/leads/schemas.ts'
import type { Choice } from '#app/lib/choice.ts'
import { messages } from '#app/lib/errors.ts'
import { useVisitLocation } from './use-location.tsx'
import { useUpload } from './use-upload.tsx'
import { VisitFields } from './visit-fields.tsx'

/**
 * The follow-up form (spec section 5): remark, nature, status and next visit, and the selfie, with the spec's
 * messages. Status Closed clears and disables Next Visit (D31). An upload failure shows a dialog titled 'Error!'
 * with the server's text, and nothing is saved.
 */
export function FollowUpForm({
  leadId,
  clientKey,
  statuses,
  nature,
  today,
}: {
  leadId: number
  clientKey: string
  statuses: Choice<number>[]
  nature: 'H' | 'C'
  today: string
}) {
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const location = useVisitLocation()
  const { send, progress } = useUpload('/crm/visits', messages.UPLOAD_FAILED)
  const [failure, setFailure] = useState<string | null>(null)
  const [form, fields] = useSchemaForm(followUpFormSchema, {
    id: `follow-up-${leadId}`,
    shouldValidate: 'onBlur',
    defaultValue: { leadId: String(leadId), clientKey, remark: '', nature, status: '', nextVisit: '' },
    async onSubmit(event, { formData }) {
      event.preventDefault()
      const answer = await send(formData)
      if (!answer.ok) {
        setFailure(answer.error)
        return
      }
      // A fresh key for the next visit comes with the reloaded page.
      await navigate(`/crm/leads/${leadId}?saved=visit`, { replace: true, preventScrollReset: false })
      void revalidate()
    },
  })
  const closed = fields.status.value === String(CLOSED_STATUS)
  const busy = progress !== null
  return (
    <section aria-labelledby="follow-up-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="follow-up-heading" className="text-lg font-bold text-navy">
        Add a visit
      </h2>
      <form
        method="post"
        action="/crm/visits"
        encType="multipart/form-data"
        {...formProps(form)}
        className="mt-4 grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="follow-up" />
        <input type="hidden" name="leadId" value={leadId} />
        <input type="hidden" name="clientKey" value={clientKey} />
        <TextAreaField
          field={fields.remark}
          label="Remark"
          required
          maxLength={leadLimits.remark}
          rows={3}
          className="sm:col-span-2"
        />
        <SelectField
          field={fields.nature}
          label="Lead Nature"
          required
          options={[
            { value: 'H', label: 'Hot' },
            { value: 'C', label: 'Cold' },
          ]}
        />
        <VisitFields
          fields={fields}
          statuses={statuses}
          closed={closed}
          today={today}
          location={location}
          progress={progress}
        />
        <SaveBar busy={busy} label="Save visit" busyLabel="Saving…" />
      </form>
      <MessageDialog open={failure !== null} onClose={() => setFailure(null)} title="Error!" srTitle="Error!">
        {failure}
      </MessageDialog>
    </section>
  )
}
