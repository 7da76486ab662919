import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { messages } from '#app/lib/errors.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { SENT_EVENT, sendVisit, sentLeadOf } from '#app/offline/outbox/queue.ts'
import { backoffMs, fieldOf, keptDeclaredPhoto, type OutboxItem, textFields } from '#app/offline/outbox/rules.ts'
import { keepItem, readItem, removeItem, updateItem } from '#app/offline/outbox/store.ts'
import { useOutboxItems, useSignedInUserId } from './outbox-items.ts'

/** What became of a press of Save. */
export type VisitSaveResult =
  | { kind: 'saved'; leadId: number }
  /** Kept on the phone: no connection or a server fault (sent by itself later), or the session ended. */
  | { kind: 'kept'; why: 'offline' | 'signin'; id: string }
  /** Refused by the server's rules: shown next to Save and at its field. */
  | { kind: 'refused'; message: string; field?: string }

/** The id of the kept draft this tab handed to sign-in, so the form can follow it once the outbox sends it. */
export const HANDOFF_KEY = 'office-outbox-handoff'

/**
 * Saving a visit form (D54, D11 revised): the time Save was pressed goes with it (deviceAt); without a connection,
 * when the server cannot be reached or answers a fault, the form (fields and photo) is kept in the outbox and sent
 * by itself later; a save meeting an ended session is kept the same way and sent once the user signs in again;
 * a refusal is returned to the form. A form restored from the outbox (to fix a refused visit) replaces that item.
 */
export function useVisitSave(options: {
  kind: OutboxItem['kind']
  leadId?: number
  label: (body: FormData) => string
  restored?: OutboxItem | null
}) {
  const userId = useSignedInUserId()
  const [progress, setProgress] = useState<number | null>(null)
  const { kind, leadId, label, restored } = options
  const submit = useCallback(
    async (body: FormData): Promise<VisitSaveResult> => {
      // The time of the visit as the phone saw it; a fixed visit keeps its first one unless that was refused.
      const keepTime = restored && restored.field !== 'deviceAt' ? fieldOf(restored, 'deviceAt') : undefined
      body.set('deviceAt', keepTime || new Date().toISOString())
      const photo = body.get('selfie')
      const item: OutboxItem = {
        id: String(body.get('clientKey')),
        userId: userId ?? '',
        kind,
        leadId,
        label: label(body),
        fields: textFields(body),
        photo: photo instanceof Blob && photo.size > 0 ? photo : null,
        photoName: photo instanceof File ? photo.name : 'selfie',
        createdAt: restored?.createdAt ?? Date.now(),
        state: 'waiting',
        attempts: 0,
        nextTryAt: 0,
      }
      if (typeof navigator !== 'undefined' && navigator.onLine === false && userId) {
        await keepItem(item)
        return { kind: 'kept', why: 'offline', id: item.id }
      }
      const outcome = await sendVisit(body, setProgress)
      if (outcome.kind === 'saved') {
        if (restored) await removeItem(restored.id)
        return { kind: 'saved', leadId: outcome.leadId }
      }
      if (outcome.kind === 'refused') {
        if (restored)
          await updateItem(restored.id, (kept) => ({
            ...item,
            error: outcome.message,
            field: outcome.field,
            state: 'refused',
            attempts: kept.attempts,
          }))
        return { kind: 'refused', message: outcome.message, field: outcome.field }
      }
      if (!userId) return { kind: 'refused', message: messages.UPLOAD_FAILED }
      if (outcome.kind === 'signin') {
        await keepItem({ ...item, state: 'signin', error: outcome.message })
        try {
          sessionStorage.setItem(HANDOFF_KEY, item.id)
        } catch {
          // Storage refused: the visit is kept and sent all the same; the form just does not follow it.
        }
        return { kind: 'kept', why: 'signin', id: item.id }
      }
      await keepItem({ ...item, attempts: 1, nextTryAt: Date.now() + backoffMs(1) })
      return { kind: 'kept', why: 'offline', id: item.id }
    },
    [userId, kind, leadId, label, restored],
  )
  return { submit, progress, userId }
}

/** The kept item named by `?outbox=` (a refused visit opened to be fixed), when it is the signed-in user's. */
export function useRestoredItem(userId: string | null): { item: OutboxItem | null; loading: boolean } {
  const id = new URLSearchParams(useLocation().search).get('outbox')
  const [state, setState] = useState<{ item: OutboxItem | null; loading: boolean }>({ item: null, loading: !!id })
  useEffect(() => {
    if (!id || !userId) {
      setState({ item: null, loading: false })
      return
    }
    let live = true
    readItem(id)
      .then((item) => live && setState({ item: item && item.userId === userId ? item : null, loading: false }))
      .catch(() => live && setState({ item: null, loading: false }))
    return () => {
      live = false
    }
  }, [id, userId])
  return state
}

/** Puts a kept photo back into the form's file input, as if just picked (a restored draft). */
export function restorePhoto(input: HTMLInputElement | null, item: OutboxItem | null) {
  if (!input || !item?.photo) return
  const file =
    item.photo instanceof File ? item.photo : new File([item.photo], item.photoName, { type: item.photo.type })
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  // The kept photo is the small copy, which carries no EXIF: the capture time and GPS read from the original when
  // it was picked (D53) come back with it, so the server's "old photo" rule still sees them.
  input.dataset.declared = JSON.stringify(keptDeclaredPhoto(item))
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** What the status next to Save says. */
export type SaveNotice =
  | { tone: 'kept'; text: string; id: string }
  | { tone: 'signin'; text: string; id: string }
  | { tone: 'error'; text: string }

export const KEPT_TEXT =
  'Kept on this phone: waiting to send. It is sent by itself when the connection returns; nothing more to do.'

export function noticeOf(result: VisitSaveResult): SaveNotice | null {
  if (result.kind === 'kept')
    return result.why === 'offline'
      ? { tone: 'kept', text: KEPT_TEXT, id: result.id }
      : { tone: 'signin', text: messages.MSG0002, id: result.id }
  if (result.kind === 'refused') return { tone: 'error', text: result.message }
  return null
}

/**
 * A save's outcome next to the Save button, where the user is looking, with focus moved to it: the error of a
 * refused save, a visit kept for later, or the ended session with the way to sign in again (the draft is kept).
 */
export function SaveStatus({ notice }: { notice: SaveNotice | null }) {
  const ref = useRef<HTMLDivElement>(null)
  const t = useT('crm')
  const { pathname, search } = useLocation()
  const userId = useSignedInUserId()
  // The note of a kept visit lasts while it waits: once sent or refused, the outbox says what became of it.
  const kept = useOutboxItems(userId)
  const seenWaiting = useRef<string | null>(null)
  useEffect(() => {
    if (notice) ref.current?.focus()
  }, [notice])
  if (!notice) return null
  if (notice.tone === 'kept') {
    const waiting = kept.some((i) => i.id === notice.id && i.state === 'waiting')
    if (waiting) seenWaiting.current = notice.id
    else if (seenWaiting.current === notice.id) return null
  }
  const back = pathname + search.replace(/([?&])outbox=[^&]*&?/, '$1').replace(/[?&]$/, '')
  const style =
    notice.tone === 'kept'
      ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
      : notice.tone === 'signin'
        ? 'border-amber-300 bg-amber-50 text-amber-900'
        : 'border-red-300 bg-red-50 text-red-800'
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={notice.tone === 'kept' ? 'status' : 'alert'}
      data-save-status={notice.tone}
      className={`rounded-md border px-3 py-2 text-sm font-medium focus:outline-2 focus:outline-brand-600 sm:col-span-2 ${style}`}
    >
      <p>{notice.tone === 'kept' ? t('save.kept') : <SpecMessage text={notice.text} />}</p>
      {notice.tone === 'signin' && (
        <>
          <p className="mt-1 font-normal">{t('save.signinKept')}</p>
          <Link
            // The sign-in page says the visit waits and fills in whose it is (trial fault 12).
            to={`/login?expired=1&kept=visit&user=${encodeURIComponent(userId ?? '')}&redirectTo=${encodeURIComponent(back)}`}
            className="mt-2 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white"
          >
            {t('save.signinAgain')}
          </Link>
        </>
      )}
    </div>
  )
}

/**
 * D11 revised: a draft kept when its save met an ended session is sent by the outbox once the user has signed in
 * again; the form it came from, shown again after sign-in, then opens what it became (`onSent` with the lead).
 */
export function useHandoff(onSent: (leadId: number) => void) {
  const latest = useRef(onSent)
  latest.current = onSent
  useEffect(() => {
    let id: string | null = null
    try {
      id = sessionStorage.getItem(HANDOFF_KEY)
    } catch {
      id = null
    }
    if (!id) return
    const check = () => {
      const leadId = sentLeadOf(id!)
      if (leadId === null) return
      try {
        sessionStorage.removeItem(HANDOFF_KEY)
      } catch {
        // Nothing to forget.
      }
      latest.current(leadId)
    }
    check()
    window.addEventListener(SENT_EVENT, check)
    return () => window.removeEventListener(SENT_EVENT, check)
  }, [])
}

/**
 * Whether the form's draft waits to be sent (D11 revised, trial fault 12): kept when its save met an ended session,
 * or handed to sign-in by this tab and not yet sent. Save stays off meanwhile, so a second press cannot send the
 * same visit again; a draft the server refused frees it (the outbox shows the refusal, to fix or discard).
 */
export function useDraftWaiting(notice: SaveNotice | null): boolean {
  const kept = useOutboxItems(useSignedInUserId())
  const [handedOff, setHandedOff] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever a save's outcome changes.
  useEffect(() => {
    try {
      setHandedOff(sessionStorage.getItem(HANDOFF_KEY))
    } catch {
      setHandedOff(null)
    }
  }, [notice])
  if (notice?.tone === 'signin') return !kept.some((i) => i.id === notice.id && i.state === 'refused')
  return handedOff !== null && kept.some((i) => i.id === handedOff && i.state !== 'refused')
}
