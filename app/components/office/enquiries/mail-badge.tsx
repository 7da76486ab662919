import type { MailState } from '#app/domain/enquiries/mail-state.ts'
import { useT } from '#app/lib/i18n/react.ts'

const tones: Record<MailState, string> = {
  queued: 'border-slate-300 bg-slate-100 text-slate-800',
  sent: 'border-green-300 bg-green-50 text-green-800',
  retrying: 'border-amber-300 bg-amber-50 text-amber-900',
  failed: 'border-red-300 bg-red-50 text-red-800',
  none: 'border-slate-300 bg-white text-slate-700',
}

/** The delivery state of an enquiry's mail, as a word (never colour alone), with the last error when unsent. */
export function MailBadge({ state, error }: { state: MailState; error?: string | null }) {
  const t = useT('admin')
  return (
    <span className="inline-flex flex-col gap-1">
      <span
        className={`inline-flex w-fit whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[state]}`}
      >
        {t(`enquiries.mail.${state}`)}
      </span>
      {error && <span className="text-xs break-words text-slate-700">{t('enquiries.mail.lastError', { error })}</span>}
    </span>
  )
}

/** New or handled, in words. */
export function StateBadge({ handled }: { handled: boolean }) {
  const t = useT('admin')
  return (
    <span
      className={`inline-flex w-fit rounded-full border px-2 py-0.5 text-xs font-semibold ${
        handled ? 'border-slate-300 bg-slate-100 text-slate-800' : 'border-brand-100 bg-brand-50 text-brand-800'
      }`}
    >
      {handled ? t('enquiries.states.handled') : t('enquiries.states.new')}
    </span>
  )
}
