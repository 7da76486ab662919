import { messages } from '#app/lib/errors.ts'
import { backoffMs, nextToSend, type OutboxItem, outcomeOf, type SendOutcome } from './rules.ts'
import { readItems, removeItem, updateItem } from './store.ts'

export const VISITS_URL = '/crm/visits'

/**
 * Sends one visit form (multipart, asking for JSON) and says what the answer means. An XMLHttpRequest, not fetch:
 * it reports the upload's progress. A request that never reaches the server is `later`, never an error shown as
 * 'Upload error'.
 */
export function sendVisit(body: FormData, onProgress?: (percent: number | null) => void): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', VISITS_URL)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'json'
    xhr.timeout = 120_000
    onProgress?.(0)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    const done = (outcome: SendOutcome) => {
      onProgress?.(null)
      resolve(outcome)
    }
    xhr.onload = () => done(outcomeOf(xhr.status, xhr.response, messages.MSG0002))
    xhr.onerror = () => done({ kind: 'later' })
    xhr.ontimeout = () => done({ kind: 'later' })
    xhr.onabort = () => done({ kind: 'later' })
    xhr.send(body)
  })
}

/**
 * The same send with fetch, for the service worker (which has no XMLHttpRequest): sending the outbox in the
 * background when the connection returns (ADR 0213). The answer means what it means to `sendVisit`.
 */
export async function fetchVisit(body: FormData): Promise<SendOutcome> {
  let res: Response
  try {
    res = await fetch(VISITS_URL, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(120_000) : undefined,
    })
  } catch {
    return { kind: 'later' }
  }
  const reply: unknown = await res.json().catch(() => null)
  return outcomeOf(res.status, reply, messages.MSG0002)
}

/** The form as it was kept, ready to send again. */
export function bodyOf(item: OutboxItem): FormData {
  const body = new FormData()
  for (const [name, value] of item.fields) body.append(name, value)
  if (item.photo) body.append('selfie', item.photo, item.photoName)
  return body
}

/** A visit the outbox saved: its lead, announced so the form that handed it over can open it. */
export interface SentVisit {
  id: string
  kind: OutboxItem['kind']
  leadId: number
}
export const SENT_EVENT = 'office-outbox-sent'
const sentKey = (id: string) => `office-outbox-sent:${id}`

function announceSent(sent: SentVisit) {
  if (typeof window === 'undefined') return
  try {
    sessionStorage.setItem(sentKey(sent.id), String(sent.leadId))
  } catch {
    // Storage refused: the event below still reaches a form on the page.
  }
  window.dispatchEvent(new CustomEvent<SentVisit>(SENT_EVENT, { detail: sent }))
}

/** The lead a kept visit became, when the outbox sent it in this tab's session (or null). */
export function sentLeadOf(id: string): number | null {
  try {
    const value = sessionStorage.getItem(sentKey(id))
    return value ? Number(value) : null
  } catch {
    return null
  }
}

/** Records a send's outcome on the kept item: gone when saved, its wait, its sign-in or its refusal otherwise. */
export async function settle(item: OutboxItem, outcome: SendOutcome): Promise<void> {
  if (outcome.kind === 'saved') {
    await removeItem(item.id)
    announceSent({ id: item.id, kind: item.kind, leadId: outcome.leadId })
    return
  }
  await updateItem(item.id, (kept) => {
    if (outcome.kind === 'later') {
      const attempts = kept.attempts + 1
      return { ...kept, state: 'waiting', attempts, nextTryAt: Date.now() + backoffMs(attempts) }
    }
    if (outcome.kind === 'signin') return { ...kept, state: 'signin', error: outcome.message }
    return { ...kept, state: 'refused', error: outcome.message, field: outcome.field }
  })
}

/** Runs `job` in one tab at a time (two tabs never send the same visit at once; if they did, it is saved once). */
function oneTabAtATime<T>(job: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request('office-outbox', job) as Promise<T>
  return job()
}

/**
 * Sends the signed-in user's waiting visits, oldest first, one at a time. A visit that cannot go now (no
 * connection, a server fault) keeps its place and waits (back-off) and the later ones wait behind it; a refused one
 * is set aside with its message and the next is sent; an ended session stops everything until the user signs in.
 * `now` sends each waiting visit whatever its back-off (the connection came back, the retry button).
 */
export function sendWaiting(
  userId: string,
  options: { now?: boolean; send?: (body: FormData) => Promise<SendOutcome> } = {},
): Promise<void> {
  const send = options.send ?? ((body: FormData) => sendVisit(body))
  return oneTabAtATime(async () => {
    if (options.now) {
      for (const item of await readItems())
        if (item.userId === userId && item.state !== 'refused')
          await updateItem(item.id, (kept) => ({ ...kept, state: 'waiting', nextTryAt: 0 }))
    }
    for (;;) {
      const item = nextToSend(await readItems(), userId, Date.now())
      if (!item) return
      const outcome = await send(bodyOf(item))
      await settle(item, outcome)
      if (outcome.kind === 'later' || outcome.kind === 'signin') return
    }
  })
}
