import { useCallback, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { SaveBar } from '#app/components/office/controls.tsx'
import { FormError, useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { CLOSED_STATUS } from '#app/domain/leads/lead-rules.ts'
import type { Choice } from '#app/lib/choice.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { fieldOf, type OutboxItem, productsKept } from '#app/offline/outbox/rules.ts'
import { MobileField, NewLeadFields } from './lead-fields.tsx'
import { useSignedInUserId } from './outbox/outbox-items.ts'
import { useVisitForm, useVisitRounds, VisitForm, type VisitRound } from './outbox/use-visit-form.tsx'
import { useHandoff, useRestoredItem, useVisitSave } from './outbox/use-visit-save.tsx'
import { useVisitLocation } from './use-location.tsx'
import { VisitFields } from './visit-fields.tsx'

export interface LeadDefaults {
  contactPerson?: string
  mobile?: string
  email?: string
  address?: string
  remark?: string
  enquiry?: number
  /** D59: the products ticked at first (a web enquiry's service). */
  products?: string[]
}

type MobileMatches = { visible: { srno: number; businessName: string; ownerName: string }[]; hidden: number }

/**
 * D38: a lead with the same mobile number gives a warning as the number is entered, naming the lead when the user
 * may see it; saving stays allowed (one shop can hold two businesses).
 */
function DuplicateMobile({ matches }: { matches: MobileMatches | null }) {
  const t = useT('crm')
  if (!matches || (matches.visible.length === 0 && matches.hidden === 0)) return null
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {matches.visible.length > 0 ? (
        <>
          <p className="font-semibold">{t('leadForm.duplicateList')}</p>
          <ul className="mt-1 list-disc pl-5">
            {matches.visible.map((m) => (
              <li key={m.srno}>
                <Link to={`/crm/leads/${m.srno}`} target="_blank" rel="noopener" className="underline">
                  {t('leadForm.duplicateLead', { id: m.srno, name: m.businessName })}
                </Link>{' '}
                ({m.ownerName})
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="font-semibold">{t('leadForm.duplicateOne')}</p>
      )}
      <p className="mt-1">{t('leadForm.stillSave')}</p>
    </div>
  )
}

/** The form's fields as a kept visit holds them, for a restored draft. */
function defaultsOf(item: OutboxItem | null, defaults: LeadDefaults) {
  const kept = (name: string) => (item ? fieldOf(item, name) : undefined)
  return {
    type: kept('type') ?? '',
    nature: kept('nature') ?? '',
    businessName: kept('businessName') ?? '',
    contactPerson: kept('contactPerson') ?? defaults.contactPerson ?? '',
    mobile: kept('mobile') ?? defaults.mobile ?? '',
    email: kept('email') ?? defaults.email ?? '',
    address: kept('address') ?? defaults.address ?? '',
    remark: kept('remark') ?? defaults.remark ?? '',
    volume: kept('volume') ?? '',
    status: kept('status') ?? '',
    nextVisit: kept('nextVisit') ?? '',
  }
}

interface LeadFormProps {
  clientKey: string
  types: Choice<number>[]
  statuses: Choice<number>[]
  today: string
  defaults?: LeadDefaults
}

/**
 * The new-lead form (spec sections 2-5): every field with its limit and message, the selfie with its preview, the
 * place of the visit, and the upload with a progress bar. Choosing status Closed clears and disables Next Visit
 * (D31). The form's one-time key travels with it, so a double tap or a resend makes one lead (D32).
 *
 * Nothing entered is lost (D54, D11 revised): without a connection (or when the server cannot be reached) the lead
 * is kept on the phone and sent by itself later, and the form starts afresh with a new key; a save meeting an ended
 * session is kept the same way and sent once the user signs in again, after which this form opens the saved lead.
 * `?outbox=<key>` opens a kept lead the server refused, filled with what was kept, to fix and send again.
 */

const newLeadSchemaOnUse = () => import('#app/domain/leads/schemas.ts').then((m) => m.newLeadFormSchema)
export function LeadForm(props: LeadFormProps) {
  const navigate = useNavigate()
  const userId = useSignedInUserId()
  const { item, loading } = useRestoredItem(userId)
  const rounds = useVisitRounds(props.clientKey, item)
  useHandoff((leadId) => void navigate(`/crm/leads/${leadId}?saved=1`))
  if (loading) return null
  // A restored draft is used for the first round only: once kept again or saved, the form starts afresh.
  return <LeadFormBody key={rounds.key} {...props} clientKey={rounds.clientKey} {...rounds.round} />
}

function LeadFormBody({ clientKey, types, statuses, today, defaults = {}, ...round }: LeadFormProps & VisitRound) {
  const navigate = useNavigate()
  const t = useT('crm')
  const location = useVisitLocation()
  const save = useVisitSave({
    kind: 'lead',
    label: useCallback((body: FormData) => String(body.get('businessName') ?? '').trim() || t('leadForm.newLead'), [t]),
    restored: round.restored,
  })
  const visit = useVisitForm({ save, ...round })
  const [matches, setMatches] = useState<MobileMatches | null>(null)
  // The schema loads at the form's first use, not with the page (ADR 0240).
  const [form, fields] = useSchemaForm(newLeadSchemaOnUse, {
    id: 'new-lead',
    lastResult: useReplyResult(visit.reply),
    shouldValidate: 'onBlur',
    defaultValue: { clientKey, ...defaultsOf(round.restored, defaults) },
    async onSubmit(event, { formData }) {
      event.preventDefault()
      await visit.submit(formData, async (leadId) => {
        await navigate(`/crm/leads/${leadId}?saved=1`)
      })
    },
  })
  const closed = fields.status.value === String(CLOSED_STATUS)
  const busy = visit.busy

  async function checkMobile(value: string) {
    if (!/^\d{10}$/.test(value)) {
      setMatches(null)
      return
    }
    const res = await fetch(`/crm/mobile-check?mobile=${value}`, { headers: { Accept: 'application/json' } })
    setMatches(res.ok ? ((await res.json()) as MobileMatches) : null)
  }

  return (
    <VisitForm
      visit={visit}
      form={form}
      intent="lead"
      clientKey={clientKey}
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
    >
      <div className="sm:col-span-2">
        <FormError errors={form.errors} id={form.errorId} />
      </div>
      {defaults.enquiry && <input type="hidden" name="enquiry" value={defaults.enquiry} />}
      <NewLeadFields
        fields={fields}
        types={types}
        products={round.restored ? productsKept(round.restored) : (defaults.products ?? [])}
        autoComplete
        mobile={
          <div className="grid gap-2">
            <MobileField
              field={fields.mobile}
              autoComplete="tel"
              onBlur={(event) => void checkMobile(event.currentTarget.value.trim())}
            />
            <DuplicateMobile matches={matches} />
          </div>
        }
      />
      <VisitFields fields={fields} statuses={statuses} closed={closed} today={today} location={location} />
      <SaveBar
        busy={busy}
        label={t('leadForm.save')}
        busyLabel={t('leadForm.saving')}
        cancelTo="/crm"
        status={visit.saveStatus}
        disabled={visit.draftWaiting}
      />
      {visit.leaveDialog}
    </VisitForm>
  )
}
