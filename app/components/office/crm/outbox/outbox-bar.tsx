import type { TFunction } from 'i18next'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '#app/components/office/on-open.tsx'
import { displayIndiaDateTime } from '#app/lib/dates.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { askBackgroundSend } from '#app/offline/outbox/background.ts'
import { SENT_EVENT, type SentVisit, sendWaiting } from '#app/offline/outbox/queue.ts'
import type { OutboxItem } from '#app/offline/outbox/rules.ts'
import { dropOtherUsers, removeItem } from '#app/offline/outbox/store.ts'
import { currentOfflineSessionKey } from '#app/offline/stores.ts'
import { OFFICE_SCOPE } from '#app/offline/worker-address.ts'
import { useOutboxItems } from './outbox-items.ts'

function stateText(t: TFunction<'crm'>, item: OutboxItem): string {
  if (item.state === 'refused') return t('outbox.state.refused')
  if (item.state === 'signin') return t('outbox.state.signin')
  return t('outbox.state.waiting')
}

/** What the outbox calls a kept item: a new lead, a visit, or the start or end of the day (D58). */
function keptLabel(t: TFunction<'crm'>, item: OutboxItem): string {
  if (item.kind === 'day-start') return t('day.keptStart')
  if (item.kind === 'day-end') return t('day.keptEnd')
  if (item.kind === 'contact') return t('outbox.contact', { label: item.label })
  return item.kind === 'lead' ? t('outbox.newLead', { label: item.label }) : t('outbox.visit', { label: item.label })
}

/** Where a kept visit is opened to be fixed: its own form, filled from it. */
export function fixPathOf(item: OutboxItem): string {
  const id = encodeURIComponent(item.id)
  if (item.kind === 'day-start' || item.kind === 'day-end') return `/crm/day?outbox=${id}`
  if (item.kind === 'contact') return `/crm/leads/${item.leadId}`
  return item.kind === 'lead' ? `/crm/leads/new?outbox=${id}` : `/crm/leads/${item.leadId}?outbox=${id}#follow-up`
}

/**
 * The outbox (D54, ADR 0143): shown under the staff header on every back-office screen while the signed-in user has
 * visits kept on this phone: "Waiting to send (N)", opened to list each with its state and, for a refused one, the
 * server's message, Fix and Discard (asked first). It sends by itself when the app opens, when the connection
 * returns, after each wait, and on "Send now"; oldest first, one at a time; and, where the browser has Background
 * Sync, the service worker sends them when the connection returns with the app closed (ADR 0213).
 */
export function OutboxBar({ userId }: { userId: string }) {
  const t = useT('crm')
  const items = useOutboxItems(userId)
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const [online, setOnline] = useState(true)
  const [sent, setSent] = useState<(SentVisit & { label: string })[]>([])
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null)

  const send = useCallback(
    async (now: boolean) => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return
      setSending(true)
      try {
        await sendWaiting(userId, { now })
      } catch {
        // IndexedDB or the lock refused (private mode): nothing is sent now; the next try may succeed.
      } finally {
        setSending(false)
      }
    },
    [userId],
  )

  // Opening the app (a signed-in page: the session is live again, so a visit held for sign-in goes too).
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return
    setOnline(navigator.onLine)
    void dropOtherUsers(userId)
      .catch(() => undefined)
      .then(() => send(true))
    const back = () => {
      setOnline(true)
      void send(true)
    }
    const gone = () => setOnline(false)
    window.addEventListener('online', back)
    window.addEventListener('offline', gone)
    return () => {
      window.removeEventListener('online', back)
      window.removeEventListener('offline', gone)
    }
  }, [userId, send])

  // After each wait (back-off), the next try.
  const waiting = items.filter((i) => i.state === 'waiting')
  const nextTry = waiting.length ? Math.min(...waiting.map((i) => i.nextTryAt)) : null
  useEffect(() => {
    if (nextTry === null || sending) return
    const timer = window.setTimeout(() => void send(false), Math.max(1_000, nextTry - Date.now()))
    return () => window.clearTimeout(timer)
  }, [nextTry, sending, send])

  // Without the app open (ADR 0213): while visits wait and the phone is offline, or the app goes to the background,
  // the browser is asked to wake the service worker when the connection returns (where it has Background Sync).
  const locale = useLocale()
  const waitingCount = waiting.length
  useEffect(() => {
    if (waitingCount === 0) return
    const ask = () => {
      const session = currentOfflineSessionKey()
      if (session) void askBackgroundSend({ userId, session, locale }, OFFICE_SCOPE)
    }
    if (navigator.onLine === false) ask()
    const hidden = () => {
      if (document.visibilityState === 'hidden') ask()
    }
    document.addEventListener('visibilitychange', hidden)
    window.addEventListener('offline', ask)
    return () => {
      document.removeEventListener('visibilitychange', hidden)
      window.removeEventListener('offline', ask)
    }
  }, [waitingCount, userId, locale])

  useEffect(() => {
    const onSent = (event: Event) => {
      const detail = (event as CustomEvent<SentVisit>).detail
      setSent((list) => [...list.slice(-2), { ...detail, label: labelOf(detail.id) }])
    }
    const labels = new Map(items.map((i) => [i.id, i.label]))
    const labelOf = (id: string) => labels.get(id) ?? t('outbox.visitFallback')
    window.addEventListener(SENT_EVENT, onSent)
    return () => window.removeEventListener(SENT_EVENT, onSent)
  }, [items, t])

  const refused = items.filter((i) => i.state === 'refused').length
  if (items.length === 0 && sent.length === 0) return null
  return (
    <section aria-label={t('outbox.label')} className="border-b border-slate-200 bg-amber-50 print:hidden">
      <div className="container-page py-2">
        {items.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              aria-expanded={open}
              aria-controls="outbox-list"
              onClick={() => setOpen(!open)}
              className="inline-flex min-h-11 items-center rounded-md border border-amber-400 bg-white px-3 font-semibold text-amber-900"
            >
              {t('outbox.button', { n: items.length })}
            </button>
            <p
              role="status"
              className="order-last basis-full text-sm text-amber-900 sm:order-none sm:basis-auto sm:flex-1"
            >
              {sending
                ? t('outbox.sending')
                : !online
                  ? t('outbox.offline')
                  : refused > 0
                    ? t('outbox.refused', { n: refused })
                    : items.some((i) => i.state === 'signin')
                      ? t('outbox.sessionEnded')
                      : t('outbox.kept')}
            </p>
            <button
              type="button"
              onClick={() => void send(true)}
              disabled={sending}
              className="ml-auto inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white disabled:opacity-60 sm:ml-0"
            >
              {t('outbox.sendNow')}
            </button>
          </div>
        )}
        {open && items.length > 0 && (
          <ul id="outbox-list" className="mt-2 grid gap-2">
            {items.map((item) => (
              <li
                key={item.id}
                data-outbox-item={item.state}
                className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800"
              >
                <p className="font-semibold text-navy">{keptLabel(t, item)}</p>
                <p className="text-slate-700">
                  {t('outbox.recorded', { when: displayIndiaDateTime(new Date(item.createdAt)) })} ·{' '}
                  {stateText(t, item)}
                </p>
                {item.error && item.state !== 'waiting' && (
                  <p className={item.state === 'refused' ? 'mt-1 font-medium text-red-800' : 'mt-1 text-amber-900'}>
                    <SpecMessage text={item.error} />
                  </p>
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  {item.state === 'refused' && (
                    <Link
                      to={fixPathOf(item)}
                      onClick={() => setOpen(false)}
                      className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white"
                    >
                      {t('outbox.fix')}
                    </Link>
                  )}
                  <button
                    type="button"
                    onClick={() => setDiscarding(item)}
                    className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-800"
                  >
                    {t('outbox.discard')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {sent.length > 0 && (
          <ul aria-label={t('outbox.sentList')} className="mt-1 grid gap-1 text-sm text-emerald-900">
            {sent.map((s) => (
              <li key={s.id} role="status">
                {t('outbox.sent')}
                <Link to={s.leadId ? `/crm/leads/${s.leadId}` : '/crm'} className="font-semibold underline">
                  {s.kind === 'day-start' || s.kind === 'day-end'
                    ? t(s.kind === 'day-start' ? 'day.sentStart' : 'day.sentEnd')
                    : s.kind === 'lead'
                      ? t('outbox.sentLead', { label: s.label })
                      : s.kind === 'contact'
                        ? t('outbox.sentContact', { label: s.label })
                        : t('outbox.sentVisit', { label: s.label })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {discarding && (
        <ConfirmDialog
          open
          title={t('outbox.discardTitle')}
          keepLabel={t('outbox.keep')}
          discardLabel={t('outbox.discard')}
          onKeep={() => setDiscarding(null)}
          onDiscard={() => {
            void removeItem(discarding.id)
            setDiscarding(null)
          }}
        >
          {discarding.kind === 'day-start' || discarding.kind === 'day-end'
            ? t('day.discard', { label: keptLabel(t, discarding) })
            : discarding.kind === 'lead'
              ? t('outbox.discardLead', { label: discarding.label })
              : discarding.kind === 'contact'
                ? t('outbox.discardContact', { label: discarding.label })
                : t('outbox.discardVisit', { label: discarding.label })}
        </ConfirmDialog>
      )}
    </section>
  )
}
