import { Dialog } from 'radix-ui'
import { type FormEvent, useId, useState } from 'react'
import { useRevalidator } from 'react-router'
import { controlClass } from '#app/components/ui/control-class.ts'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { CONTACT_NOTE_MAX, type ContactChannel, contactFormSchema } from '#app/domain/contacts/schemas.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { newClientKey } from '#app/offline/outbox/rules.ts'
import type { ContactLead } from './contact-buttons.tsx'
import { useVisitSave } from './outbox/use-visit-save.tsx'

type Outcome = 'reached' | 'no-answer' | 'call-back'

/**
 * D60: the small sheet that asks how a call or WhatsApp message went: reached, no answer, or call back on a date
 * (not before today), the choice to make that date the lead's next visit, and a note. Saved through the outbox (a
 * contact kind of item with its one-time key, ADR 0231): with no connection it is kept on the phone and sent once
 * the connection returns, and the server saves it once however often it arrives.
 */
export default function ContactSheet({
  lead,
  channel,
  onClose,
}: {
  lead: ContactLead
  channel: ContactChannel
  /** `saved` or `kept` (on the phone, sent later): the question is answered; null: only put off. */
  onClose: (done: 'saved' | 'kept' | null) => void
}) {
  const t = useT('crm')
  const id = useId()
  const revalidator = useRevalidator()
  const [clientKey] = useState(newClientKey)
  const [outcome, setOutcome] = useState<Outcome | ''>('')
  const [callBackOn, setCallBackOn] = useState('')
  const [setNext, setSetNext] = useState(!lead.closed)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Partial<Record<'outcome' | 'callBackOn' | 'note' | 'form', string>>>({})
  const [busy, setBusy] = useState(false)
  const [kept, setKept] = useState(false)
  const { submit } = useVisitSave({ kind: 'contact', leadId: lead.srno, label: () => lead.businessName })

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const fields = {
      channel,
      outcome,
      callBackOn: outcome === 'call-back' ? callBackOn : '',
      note,
      ...(outcome === 'call-back' && setNext && !lead.closed ? { setNextVisit: '1' } : {}),
    }
    const checked = contactFormSchema.safeParse(fields)
    if (!checked.success) {
      const found: typeof errors = {}
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof typeof errors
        if (key && !found[key]) found[key] = issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    const body = new FormData()
    body.set('intent', 'contact')
    body.set('leadId', String(lead.srno))
    body.set('clientKey', clientKey)
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    setBusy(true)
    const result = await submit(body)
    setBusy(false)
    if (result.kind === 'saved') {
      onClose('saved')
      void revalidator.revalidate()
    } else if (result.kind === 'kept') setKept(true)
    else setErrors({ [result.field === 'callBackOn' ? 'callBackOn' : 'form']: result.message })
  }

  const errorOf = (name: keyof typeof errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
        <SpecMessage text={errors[name]!} />
      </p>
    ) : null
  const described = (name: keyof typeof errors) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {}
  const choice = (value: Outcome, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name="outcome"
        value={value}
        checked={outcome === value}
        onChange={() => setOutcome(value)}
        className="h-5 w-5 accent-brand-600"
      />
      <span className="font-medium text-slate-900">{label}</span>
    </label>
  )

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose(kept ? 'kept' : null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/50" />
        <Dialog.Content
          data-contact-sheet
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
        >
          <Dialog.Title className="text-lg font-bold text-navy">
            {channel === 'call' ? t('contact.askCall') : t('contact.askWhatsapp')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t('contact.about', { name: lead.businessName, mobile: lead.mobile })}
          </Dialog.Description>
          {kept ? (
            <div className="mt-4 grid gap-4">
              <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
                {t('contact.kept')}
              </p>
              <Dialog.Close className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
                {t('contact.later')}
              </Dialog.Close>
            </div>
          ) : (
            <form onSubmit={save} noValidate className="mt-4 grid gap-4">
              {errors.form && (
                <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900">
                  <SpecMessage text={errors.form} />
                </p>
              )}
              <fieldset className="grid gap-2" {...described('outcome')}>
                <legend className="mb-1 text-sm font-semibold text-slate-800">{t('contact.outcome')}</legend>
                {choice('reached', t('contact.reached'))}
                {choice('no-answer', t('contact.noAnswer'))}
                {choice('call-back', t('contact.callBack'))}
                {errorOf('outcome')}
              </fieldset>
              {outcome === 'call-back' && (
                <div className="grid gap-2">
                  <Labelled htmlFor={`${id}-date`} label={t('contact.callBackOn')}>
                    <input
                      id={`${id}-date`}
                      type="date"
                      name="callBackOn"
                      min={todayInIndia()}
                      value={callBackOn}
                      onChange={(e) => setCallBackOn(e.target.value)}
                      className={controlClass}
                      {...described('callBackOn')}
                    />
                    {errorOf('callBackOn')}
                  </Labelled>
                  {!lead.closed && (
                    <label className="flex min-h-11 items-center gap-3">
                      <input
                        type="checkbox"
                        name="setNextVisit"
                        checked={setNext}
                        onChange={(e) => setSetNext(e.target.checked)}
                        className="h-5 w-5 accent-brand-600"
                      />
                      <span className="text-slate-900">{t('contact.setNextVisit')}</span>
                    </label>
                  )}
                </div>
              )}
              <Labelled htmlFor={`${id}-note`} label={t('contact.note')}>
                <textarea
                  id={`${id}-note`}
                  name="note"
                  rows={2}
                  maxLength={CONTACT_NOTE_MAX}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  className={controlClass}
                  {...described('note')}
                />
                {errorOf('note')}
              </Labelled>
              <div className="flex flex-wrap justify-end gap-3">
                <Dialog.Close className="min-h-11 rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50">
                  {t('contact.later')}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={busy}
                  className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {busy ? t('contact.saving') : t('contact.save')}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
