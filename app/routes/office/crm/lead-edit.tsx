import { redirect, useActionData, useNavigation } from 'react-router'
import { Alert, LinkButton, SaveBar } from '#app/components/office/controls.tsx'
import { natureText, valueLabel } from '#app/components/office/crm/labels.ts'
import {
  BusinessNameField,
  EmailField,
  LeadTextArea,
  MobileField,
  VolumeField,
} from '#app/components/office/crm/lead-fields.tsx'
import { ProductChips } from '#app/components/office/crm/product-chips.tsx'
import { OfflineCopyNote } from '#app/components/office/offline/offline-copy.tsx'
import { orOfflineCopy } from '#app/components/office/offline/offline-loader.ts'
import { OfficePage } from '#app/components/office/page.tsx'
import { SaveErrorDialog } from '#app/components/office/save-error-dialog.tsx'
import { useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { IntentForm } from '#app/components/ui/intent-form.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { leadDetail } from '#app/domain/leads/lead-detail.server.ts'
import { editLeadFormSchema, editLeadSchema, leadLimits } from '#app/domain/leads/schemas.ts'
import { updateLead } from '#app/domain/leads/update-lead.server.ts'
import { leadEditAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { displayDate } from '#app/lib/dates.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { editFromBook } from '#app/offline/book-screens.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { readRecord } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/lead-edit'

/**
 * The lead form in edit mode (optype E), for CRM edit. Lead type, nature, contact person, remark, next visit and
 * status are shown disabled (spec section 4): they change only through a visit, which carries its evidence.
 */
const access = leadEditAccess({ save: editLeadSchema })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm', 'meta.editLead')

export const loader = officeLoader(access, async (staff) => {
  return readRecord('lead', async () => ({
    lead: (await leadDetail(staff.ctx.db, staff.actor, staff.params.leadId)).lead,
  }))
})

/**
 * The server's form; with no connection, the office's own page saying that a change needs one (ADR 0207): a lead's
 * change is not queued on the phone (only new leads and visits are, D54), so the form is not offered offline.
 */
export const clientLoader = ({ serverLoader, params, request }: Route.ClientLoaderArgs) =>
  orOfflineCopy(`edit:${params.leadId}`, serverLoader, request, {
    // A slow answer is waited for: the copy here only says that the form needs the connection.
    waitForServer: true,
    book: async () =>
      (await editFromBook(Number(params.leadId))) as Awaited<ReturnType<typeof serverLoader>> | undefined,
  })

export const action = officeAction(access, {
  save: async (input, { staff, actor }) => {
    await updateLead(staff.ctx.db, actor, input)
    return redirect(`/crm/leads/${input.leadId}?saved=1`)
  },
})

/** A field shown but not editable here; `name` makes its id (`locked-lead-type`), the same in both languages. */
function Locked({ name, label, value }: { name: string; label: string; value: string }) {
  const id = `locked-${name}`
  return (
    <Labelled htmlFor={id} label={label}>
      <input
        id={id}
        value={value}
        disabled
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-slate-700"
      />
    </Labelled>
  )
}

/** The edit form opened with no connection: why it is not offered, and the way back to the lead. */
function EditOffline({ leadId, name, at }: { leadId: number; name: string; at: string }) {
  const t = useT('crm')
  return (
    <OfficePage title={t('edit.title', { name })}>
      <div className="grid gap-4">
        <OfflineCopyNote at={at} />
        <Alert tone="info">{t('book.editOffline')}</Alert>
        <p>
          <LinkButton to={`/crm/leads/${leadId}`} variant="secondary" className="min-h-11">
            {t('book.backToLead')}
          </LinkButton>
        </p>
      </div>
    </OfficePage>
  )
}

export default function EditLead({ loaderData }: Route.ComponentProps) {
  if ('offlineCopyAt' in loaderData && typeof loaderData.offlineCopyAt === 'string') {
    return (
      <EditOffline leadId={loaderData.lead.srno} name={loaderData.lead.businessName} at={loaderData.offlineCopyAt} />
    )
  }
  return <EditForm lead={loaderData.lead} />
}

function EditForm({ lead }: { lead: Route.ComponentProps['loaderData']['lead'] }) {
  const reply = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const t = useT('crm')
  const [form, fields] = useSchemaForm(editLeadFormSchema, {
    id: `edit-lead-${lead.srno}`,
    lastResult: useReplyResult(reply),
    shouldValidate: 'onBlur',
    defaultValue: {
      businessName: lead.businessName,
      mobile: lead.mobile,
      email: lead.email,
      address: lead.address,
      volume: lead.volume === null ? '' : String(lead.volume),
    },
  })
  return (
    <OfficePage title={t('edit.title', { name: lead.businessName })}>
      <IntentForm
        form={form}
        intent="save"
        errorBox="sm:col-span-2"
        className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
      >
        <Locked name="lead-type" label={t('fields.leadType')} value={valueLabel(t, 'type', lead.type)} />
        <Locked name="lead-nature" label={t('fields.leadNature')} value={natureText(t, lead.nature)} />
        <BusinessNameField field={fields.businessName} />
        <Locked name="contact-person" label={t('fields.contactPerson')} value={lead.contactPerson} />
        <MobileField field={fields.mobile} />
        <EmailField field={fields.email} />
        <VolumeField field={fields.volume} />
        <LeadTextArea field={fields.address} label={t('fields.address')} maxLength={leadLimits.address} />
        <ProductChips selected={lead.products} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Locked name="remark" label={t('fields.remark')} value={lead.remark} />
        </div>
        <Locked name="status" label={t('fields.status')} value={valueLabel(t, 'status', lead.status)} />
        <Locked
          name="next-visit"
          label={t('fields.nextVisit')}
          value={lead.nextVisit ? displayDate(lead.nextVisit) : ''}
        />
        <p className="text-sm text-slate-600 sm:col-span-2">{t('edit.lockedNote')}</p>
        <SaveBar busy={busy} label={t('edit.save')} cancelTo={`/crm/leads/${lead.srno}`} />
      </IntentForm>
      <SaveErrorDialog error={reply && !reply.ok ? reply.error : null} srTitle={t('edit.couldNotSave')} />
    </OfficePage>
  )
}
