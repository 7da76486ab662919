import { OFFLINE_SESSION_COOKIE } from '#app/domain/auth/constants.ts'

/**
 * Every place on the phone where the back office keeps anything of the signed-in user: the IndexedDB databases and
 * the Cache Storage caches. One list, so that signing out, a session ended by the server and another user signing in
 * clear all of them (`clearOfflineData`): nothing of one user is readable by the next.
 *
 * Add a new database or cache HERE before using it. Whoever opens one of these databases must close the connection
 * when asked (idb: `openDB(name, v, { blocking: () => db.close() })`, or `db.onversionchange = () => db.close()`), or
 * deleting it waits until that tab is closed.
 */

/** The offline read copy of the user's leads: the CRM list and each lead's detail and timeline (ADR 0149). */
export const readCopyDatabase = 'office-read-copy'

/**
 * The user's book of leads (ADR 0206): every lead the user may see, synced in the background from /crm/book, with
 * the cursor of the last sync (book-store.ts).
 */
export const bookDatabase = 'office-book'

/**
 * The visits kept on the phone until they are sent (D54) and the drafts kept when a save met an ended session (D11
 * revised), each marked with its user's id: the outbox (app/offline/outbox/; its screens are in
 * app/components/office/crm/outbox/). Signing out clears it; a session ended by the server does NOT (the user signs
 * in again and the draft is sent): pass `{ keepQueued: true }` to clearOfflineData then. Another user's items are dropped by the outbox itself when it
 * opens, so only the draft of the user who signs in again is ever restored.
 */
export const outboxDatabase = 'office-outbox'

/** Every IndexedDB database of the back office. */
export const officeDatabases: readonly string[] = [readCopyDatabase, bookDatabase, outboxDatabase]
/** What a session ended by the server leaves in place (D11 revised): the queued visits and drafts. */
export const keptOnSessionEnd: readonly string[] = [outboxDatabase]

/**
 * Every Cache Storage cache that may hold something of the user: each starts with this prefix (the service worker's
 * runtime caches of office pages and evidence thumbnails, ADR 0148). The service worker's precache of the build's
 * scripts, styles and icons holds nothing of any user (it is the same for everyone) and is kept.
 */
export const userCachePrefix = 'office-user-'
export const officeCaches = {
  /** The last copy of the CRM list's and each opened lead's page, kept by the service worker. */
  pages: `${userCachePrefix}pages`,
  /** The thumbnails of the leads' latest visits, put there by the page with the read copy and the book. */
  pictures: `${userCachePrefix}pictures`,
} as const

/** The office pages kept for offline reading: the CRM list (`/crm`) and a lead's page (`/crm/leads/123`). */
export const offlinePagePath = /^\/crm(\/leads\/\d+)?$/

/**
 * The office screens that open offline (ADR 0207): besides the saved pages above, New lead and a lead's edit form.
 * With no saved page of their own, the service worker answers them with the saved list page, whose scripts then
 * draw the screen asked for from the phone's copy (its client loader) instead of the browser's "No internet".
 */
export const offlineScreenPath = /^\/crm(\/leads\/(new|\d+(\/edit)?))?$/

/**
 * The account menu's pages a field user opens from the phone (ADR 0209): offline, the saved list page is their shell
 * too, and each says in the user's language that it needs a connection (changing them is the server's work).
 */
export const offlineAccountPath = /^\/account\/(security|language)$/
/** The language choice's form (a POST): offline, the worker sends the browser to the page saying why it waits. */
export const languageChoicePath = '/account/language'

/** Whose copy is stored on this phone (the user's Sr No), kept beside the copy so another user's sign-in clears it. */
export const ownerStorageKey = 'office-offline-owner'

/**
 * The signed-in session's key of the offline copy, from its cookie (set and removed by the server with the session
 * cookie, ADR 0170), or null when the phone holds no session: the browser was closed, the user signed out, or an
 * answer of the server found the session ended. A copy is shown only under the key it was saved with (D54: nothing
 * of a user is readable without their sign-in).
 */
export function offlineSessionKeyOf(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === OFFLINE_SESSION_COOKIE) return value.join('=') || null
  }
  return null
}

export function currentOfflineSessionKey(): string | null {
  if (typeof document === 'undefined') return null
  return offlineSessionKeyOf(document.cookie)
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => resolve()
    // Another tab still holds it open and did not close on versionchange: it is deleted once that tab lets go.
    request.onblocked = () => resolve()
  })
}

/**
 * Deletes every database and user cache of the list above, and forgets whose they were. Never throws. With
 * `keepQueued` (a session ended by the server, not a sign-out) the databases of `keptOnSessionEnd` stay.
 */
export async function clearOfflineData(options: { keepQueued?: boolean } = {}): Promise<void> {
  if (typeof window === 'undefined') return
  const jobs: Promise<unknown>[] = []
  const databases = options.keepQueued ? officeDatabases.filter((d) => !keptOnSessionEnd.includes(d)) : officeDatabases
  if (typeof indexedDB !== 'undefined') jobs.push(...databases.map(deleteDatabase))
  if (typeof caches !== 'undefined') {
    jobs.push(
      caches
        .keys()
        .then((keys) => Promise.all(keys.filter((k) => k.startsWith(userCachePrefix)).map((k) => caches.delete(k))))
        .catch(() => undefined),
    )
  }
  try {
    // After a session ended by the server the owner stays known: the same user signing in again keeps the queue.
    if (!options.keepQueued) localStorage.removeItem(ownerStorageKey)
  } catch {
    // Storage refused (private mode): there is nothing stored either.
  }
  await Promise.allSettled(jobs)
}
