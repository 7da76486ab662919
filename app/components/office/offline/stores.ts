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

/** Every IndexedDB database of the back office. */
export const officeDatabases: readonly string[] = [readCopyDatabase]

/**
 * Every Cache Storage cache that may hold something of the user: each starts with this prefix (the service worker's
 * runtime caches of office pages and evidence thumbnails, ADR 0148). The service worker's precache of the build's
 * scripts, styles and icons holds nothing of any user (it is the same for everyone) and is kept.
 */
export const userCachePrefix = 'office-user-'
export const officeCaches = {
  pictures: `${userCachePrefix}pictures`,
} as const

/** Whose copy is stored on this phone (the user's Sr No), kept beside the copy so another user's sign-in clears it. */
export const ownerStorageKey = 'office-offline-owner'

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => resolve()
    // Another tab still holds it open and did not close on versionchange: it is deleted once that tab lets go.
    request.onblocked = () => resolve()
  })
}

/** Deletes every database and user cache of the list above, and forgets whose they were. Never throws. */
export async function clearOfflineData(): Promise<void> {
  if (typeof window === 'undefined') return
  const jobs: Promise<unknown>[] = []
  if (typeof indexedDB !== 'undefined') jobs.push(...officeDatabases.map(deleteDatabase))
  if (typeof caches !== 'undefined') {
    jobs.push(
      caches
        .keys()
        .then((keys) => Promise.all(keys.filter((k) => k.startsWith(userCachePrefix)).map((k) => caches.delete(k))))
        .catch(() => undefined),
    )
  }
  try {
    localStorage.removeItem(ownerStorageKey)
  } catch {
    // Storage refused (private mode): there is nothing stored either.
  }
  await Promise.allSettled(jobs)
}
