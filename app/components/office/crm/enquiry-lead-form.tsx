import { useNavigation } from 'react-router'
import { SaveBar } from '#app/components/office/controls.tsx'
import { SelectField, TextField, useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { IntentForm } from '#app/components/ui/intent-form.tsx'
import { enquiryLeadFormSchema } from '#app/domain/leads/assign-schemas.ts'
import type { Choice } from '#app/lib/choice.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { NewLeadFields } from './lead-fields.tsx'
import type { LeadDefaults } from './lead-form.tsx'

export interface Person {
  srno: number
  userId: string
  name: string
}

/**
 * A lead made in the office from a web enquiry (D51): the lead's details, the person who will visit (anyone the
 * converter may give leads to) and the date of the first visit. No selfie: the lead has no visit until that person
 * records the first one, with its selfie, at the business.
 */
export function EnquiryLeadForm({
  enquiryId,
  clientKey,
  types,
  people,
  today,
  defaults = {},
  reply,
}: {
  enquiryId: number
  clientKey: string
  types: Choice<number>[]
  people: Person[]
  today: string
  defaults?: LeadDefaults
  reply: unknown
}) {
  const busy = useNavigation().state === 'submitting'
  const t = useT('crm')
  const [form, fields] = useSchemaForm(enquiryLeadFormSchema, {
    id: 'enquiry-lead',
    lastResult: useReplyResult(reply),
    shouldValidate: 'onBlur',
    defaultValue: {
      clientKey,
      owner: '',
      firstVisit: '',
      type: '',
      nature: '',
      businessName: '',
      contactPerson: defaults.contactPerson ?? '',
      mobile: defaults.mobile ?? '',
      email: defaults.email ?? '',
      address: defaults.address ?? '',
      remark: defaults.remark ?? '',
      volume: '',
    },
  })
  return (
    <IntentForm
      form={form}
      intent="enquiry-lead"
      action={`/crm/leads/new?enquiry=${enquiryId}`}
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
    >
      <input type="hidden" name="clientKey" value={clientKey} />
      <input type="hidden" name="enquiry" value={enquiryId} />
      <SelectField
        field={fields.owner}
        label={t('enquiry.visitBy')}
        required
        placeholder={t('fields.select')}
        hint={t('enquiry.visitByHint')}
        options={people.map((p) => ({ value: String(p.srno), label: `${p.name} (${p.userId})` }))}
      />
      <TextField
        field={fields.firstVisit}
        label={t('enquiry.firstVisit')}
        type="date"
        required
        min={today}
        hint={t('enquiry.firstVisitHint')}
      />
      <NewLeadFields fields={fields} types={types} products={defaults.products ?? []} />
      <SaveBar
        busy={busy}
        label={t('leadForm.save')}
        busyLabel={t('leadForm.saving')}
        cancelTo={`/enquiries/${enquiryId}`}
      />
    </IntentForm>
  )
}
