import { deviceTimeApart } from '#app/domain/leads/lead-rules.ts'
import { displayDate, displayIndiaDateTime } from '#app/lib/dates.ts'
import { useT } from '#app/lib/i18n/react.ts'

export interface ContactEntry {
  id: number
  at: string | Date
  deviceAt: string | Date | null
  channel: string
  outcome: string
  callBackOn: string | null
  note: string
  setNextVisit: boolean
  userName: string
}

/**
 * D60: the calls and WhatsApp messages logged on a lead, newest first, apart from its visits (they carry no selfie and
 * no place): the channel and outcome, a call-back date and whether it became the next visit, the note, who and when
 * (the phone's time beside the server's when a contact logged offline arrived later, as for visits).
 */
export function ContactTimeline({ contacts }: { contacts: ContactEntry[] }) {
  const t = useT('crm')
  return (
    <section aria-labelledby="contacts-heading" className="grid gap-3">
      <h2 id="contacts-heading" className="text-lg font-bold text-navy">
        {t('contact.heading', { n: contacts.length })}
      </h2>
      {contacts.length === 0 ? (
        <p className="text-slate-700">{t('contact.none')}</p>
      ) : (
        <ol className="grid gap-2">
          {contacts.map((c) => {
            const channel = t(`contact.channels.${c.channel === 'whatsapp' ? 'whatsapp' : 'call'}`)
            const outcomeKey =
              (['reached', 'no-answer', 'call-back'] as const).find((o) => o === c.outcome) ?? 'reached'
            const outcome = t(`contact.outcomes.${outcomeKey}`, {
              date: c.callBackOn ? displayDate(c.callBackOn) : '',
            })
            return (
              <li
                key={c.id}
                data-contact={c.outcome}
                className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-900"
              >
                <p className="font-semibold">
                  {t('contact.item', { channel, outcome })}
                  {c.setNextVisit && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
                      {t('contact.nextVisitSet')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  <time dateTime={new Date(c.at).toISOString()}>
                    {t('contact.by', { when: displayIndiaDateTime(new Date(c.at)), name: c.userName })}
                  </time>
                  {deviceTimeApart(c.at, c.deviceAt) && (
                    <>
                      {' · '}
                      {t('contact.phoneTime', { when: displayIndiaDateTime(new Date(c.deviceAt!)) })}
                    </>
                  )}
                </p>
                {c.note && <p className="mt-1 break-words text-slate-800">{c.note}</p>}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
