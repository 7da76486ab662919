import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type AnyFormMetadata, formProps } from '#app/components/ui/form-kit.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { newClientKey, type OutboxItem } from '#app/offline/outbox/rules.ts'
import { UploadProgress, type UploadReply } from '../use-upload.tsx'
import { useLeaveGuard } from './leave-guard.tsx'
import {
  noticeOf,
  restorePhoto,
  type SaveNotice,
  SaveStatus,
  useDraftWaiting,
  type useVisitSave,
} from './use-visit-save.tsx'

/**
 * What one round of a visit form starts with: the visit restored from the outbox (in the first round only), the note
 * the last round left (a visit kept on the phone), and what to do when this round's visit is kept for later.
 */
export interface VisitRound {
  restored: OutboxItem | null
  initialNotice: SaveNotice | null
  onKept: (notice: SaveNotice) => void
}

/**
 * The rounds of a visit form (a new lead, a follow-up): a visit kept on the phone starts the form afresh (`key`
 * changes), with a new one-time key and the note of what was kept. `item` is the visit restored from the outbox, if
 * it belongs to this form; it fills the first round only, with its own key.
 */
export function useVisitRounds(clientKey: string, item: OutboxItem | null) {
  const [round, setRound] = useState({ n: 0, clientKey, notice: null as SaveNotice | null })
  const restored = round.n === 0 ? item : null
  return {
    key: round.n,
    clientKey: restored?.id ?? round.clientKey,
    round: {
      restored,
      initialNotice: round.notice,
      onKept: (notice: SaveNotice) => setRound((r) => ({ n: r.n + 1, clientKey: newClientKey(), notice })),
    } satisfies VisitRound,
  }
}

/**
 * The state both visit forms (a new lead, a follow-up) keep around a save (D54, D11 revised): the server's refusal
 * for the form's fields, the note beside Save, the question before leaving a filled form, and a visit restored from
 * the outbox (its photo put back in the file field). `submit` sends the form and says what became of it: saved (the
 * caller goes on), kept on the phone (the form starts afresh when it was kept for later), or refused (the message
 * shows next to Save and at its field, and is returned).
 */
export function useVisitForm({
  save,
  restored,
  initialNotice,
  onKept,
  scrollToRestored = false,
}: VisitRound & {
  save: ReturnType<typeof useVisitSave>
  /** Bring a restored visit's form into view (the follow-up form sits below the lead's facts). */
  scrollToRestored?: boolean
}) {
  const [reply, setReply] = useState<UploadReply | null>(
    restored?.error ? { ok: false, error: restored.error, field: restored.field } : null,
  )
  const [notice, setNotice] = useState<SaveNotice | null>(
    initialNotice ?? (restored?.error ? { tone: 'error', text: restored.error } : null),
  )
  const guard = useLeaveGuard()
  // Typing again in a fresh form: the note of the visit kept before has been read.
  const editing = () => {
    guard.dirty()
    if (notice?.tone === 'kept') setNotice(null)
  }
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    restorePhoto(formRef.current?.querySelector<HTMLInputElement>('input[type="file"]') ?? null, restored)
    if (restored && scrollToRestored) formRef.current?.scrollIntoView({ block: 'start' })
  }, [restored, scrollToRestored])

  async function submit(formData: FormData, onSaved: (leadId: number) => Promise<void>): Promise<string | null> {
    setReply(null)
    setNotice(null)
    const result = await save.submit(formData)
    if (result.kind === 'saved') {
      guard.clean()
      await onSaved(result.leadId)
      return null
    }
    const shown = noticeOf(result)
    if (result.kind === 'kept') {
      guard.clean()
      if (result.why === 'offline' && shown) onKept(shown)
      else setNotice(shown)
      return null
    }
    setReply({ ok: false, error: result.message, field: result.field })
    setNotice(shown)
    return result.message
  }

  const progress = save.progress
  /** Save is on its way (the button itself also shows busy while the photo is being made small, controls.tsx). */
  const busy = progress !== null
  // Save is off while the form's draft waits to be sent after sign-in (trial fault 12).
  const draftWaiting = useDraftWaiting(notice)
  // What the Save bar says, just above Save where the user is looking: the save's outcome and the upload's progress.
  const saveStatus: ReactNode =
    notice || progress !== null ? (
      <>
        <SaveStatus notice={notice} />
        <UploadProgress progress={progress} />
      </>
    ) : undefined
  return {
    reply,
    notice,
    editing,
    formRef,
    submit,
    progress,
    busy,
    saveStatus,
    draftWaiting,
    leaveDialog: guard.dialog,
  }
}

/**
 * A visit's form (a new lead, a follow-up): sent with its photo to /crm/visits as one multipart request, with what
 * the visit is and the key that makes a second send of it harmless; every edit is noted (`editing`).
 */
export function VisitForm({
  visit,
  form,
  intent,
  clientKey,
  className,
  children,
}: {
  visit: ReturnType<typeof useVisitForm>
  form: AnyFormMetadata
  intent: 'lead' | 'follow-up' | 'day-start' | 'day-end'
  clientKey: string
  className: string
  children: ReactNode
}) {
  // A lead's follow-up form hydrates after the rest of its page (ADR 0244): it says when its script has taken over,
  // as the document does, so that a test acts on it only then.
  const hydrated = useHydrated()
  return (
    <form
      ref={visit.formRef}
      data-hydrated={hydrated ? 'true' : 'false'}
      method="post"
      action="/crm/visits"
      encType="multipart/form-data"
      {...formProps(form)}
      onInput={visit.editing}
      onChange={visit.editing}
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="clientKey" value={clientKey} />
      {children}
    </form>
  )
}
