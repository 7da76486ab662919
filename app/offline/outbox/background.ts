import { asLocale, type Locale } from '#app/lib/i18n/locale.ts'
import { fetchVisit, sendWaiting } from './queue.ts'
import type { OutboxItem, SendOutcome } from './rules.ts'
import { readItems } from './store.ts'

/**
 * Sending the outbox without the app open (ADR 0213). Where the browser offers Background Sync, the page asks for a
 * sync while visits wait (offline, or the app going to the background); the browser wakes the service worker when
 * the connection returns and the worker sends them with the outbox's own sender (`sendWaiting`: oldest first, one
 * at a time, the form's one-time key, a refusal kept on the item with its message), through fetch. Where the
 * browser has no Background Sync, nothing changes: the queue goes when the app opens.
 *
 * Only the session that asked sends: the sync's tag names the user and the session's key (the offline-copy cookie,
 * ADR 0170), and the worker sends only while the phone holds that same session, so a visit is never sent under
 * another user's session. A visit refused in the background (or held for a sign-in) shows in the outbox at the next
 * open, and as a notification on a phone where the user turned notifications on (D61's "Notifications on this
 * phone": permission granted and a push subscription).
 */

const TAG = 'office-outbox'

export interface SyncTarget {
  userId: string
  session: string
  locale: Locale
}

export function syncTag(target: SyncTarget): string {
  return [TAG, target.userId, target.session, target.locale].map(encodeURIComponent).join(' ')
}

export function syncTargetOf(tag: string): SyncTarget | null {
  const parts = tag.split(' ').map((p) => {
    try {
      return decodeURIComponent(p)
    } catch {
      return ''
    }
  })
  if (parts.length !== 4 || parts[0] !== TAG || !parts[1] || !parts[2]) return null
  return { userId: parts[1], session: parts[2], locale: asLocale(parts[3]) }
}

/**
 * The worker's part: sends the user's waiting visits when the phone still holds the session that asked (else the
 * page sends them at its next open), then answers the visits newly refused or held for sign-in (for a
 * notification). Throws while visits still wait, so the browser tries again later.
 */
export async function sendInBackground(
  target: SyncTarget,
  sessionNow: string | null,
  send: (body: FormData) => Promise<SendOutcome> = fetchVisit,
): Promise<OutboxItem[]> {
  if (!sessionNow || sessionNow !== target.session) return []
  const mine = (items: OutboxItem[]) => items.filter((i) => i.userId === target.userId)
  const before = new Map(mine(await readItems()).map((i) => [i.id, i.state]))
  await sendWaiting(target.userId, { now: true, send })
  const after = mine(await readItems())
  const needsUser = after.filter((i) => i.state !== 'waiting' && before.get(i.id) === 'waiting')
  if (after.some((i) => i.state === 'waiting')) {
    const error = new Error('visits still waiting') as Error & { needsUser?: OutboxItem[] }
    error.needsUser = needsUser
    throw error
  }
  return needsUser
}

interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/**
 * The page's part: asks the browser to wake the worker when the connection returns, where it can (Chromium's
 * Background Sync); elsewhere does nothing (the queue goes when the app opens). Never throws.
 */
export async function askBackgroundSend(target: SyncTarget, scope: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
    const registration = (await navigator.serviceWorker.getRegistration(scope)) as
      | (ServiceWorkerRegistration & SyncCapableRegistration)
      | undefined
    if (!registration?.active || !registration.sync) return false
    await registration.sync.register(syncTag(target))
    return true
  } catch {
    return false
  }
}
