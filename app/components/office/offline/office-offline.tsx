import { useEffect } from 'react'
import { askToPersist, keepThumbnails, syncBook } from '#app/offline/book-store.ts'
import { claimOwner, releaseOwner } from '#app/offline/read-copy.ts'
import { clearOfflineData } from '#app/offline/stores.ts'
import { OFFICE_SCOPE, OFFICE_SCOPES, OFFICE_SERVICE_WORKER } from '#app/offline/worker-address.ts'
import { PushDeviceCheck } from '../push-device-check.tsx'

export { OFFICE_SCOPE, OFFICE_SERVICE_WORKER }

/**
 * Registers the office's service worker once the page has loaded (so it never competes with the first load): at the
 * CRM's scope and at the account menu's (ADR 0209), the public pages being under neither.
 */
function registerWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const register = () => {
    for (const scope of OFFICE_SCOPES) {
      navigator.serviceWorker.register(OFFICE_SERVICE_WORKER, { scope }).catch(() => {
        // No service worker (a browser that refuses one): the office works online as before.
      })
    }
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** How often the book of leads is brought up to date while an office page is open and shown. */
export const BOOK_SYNC_EVERY_MS = 5 * 60_000

/**
 * The user's book of leads on the phone (ADR 0206), kept current in the background: once the page has loaded, when
 * the connection returns, when the page is shown again, and every BOOK_SYNC_EVERY_MS while it is shown. After a sync
 * the latest visits' thumbnails are fetched, and the browser is asked to keep the office's storage.
 */
function keepBookCurrent(): () => void {
  let stopped = false
  const sync = async () => {
    if (stopped || document.visibilityState === 'hidden' || navigator.onLine === false) return
    const result = await syncBook()
    if (!result.ok || stopped) return
    await askToPersist()
    await keepThumbnails()
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void sync()
  }
  const first = () => setTimeout(() => void sync(), 1000)
  let firstTimer: ReturnType<typeof setTimeout> | undefined
  if (document.readyState === 'complete') firstTimer = first()
  const onLoad = () => {
    firstTimer = first()
  }
  window.addEventListener('load', onLoad, { once: true })
  window.addEventListener('online', sync)
  document.addEventListener('visibilitychange', onVisible)
  const every = setInterval(sync, BOOK_SYNC_EVERY_MS)
  return () => {
    stopped = true
    clearTimeout(firstTimer)
    clearInterval(every)
    window.removeEventListener('load', onLoad)
    window.removeEventListener('online', sync)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/**
 * The office's side of being installable and readable offline (ADRs 0148-0150), rendered by the office layout only
 * (the public pages never get the manifest or the service worker):
 * - signed in: the web app manifest and home-screen icon are linked, the service worker is registered, and the phone's
 *   offline data is claimed for this user; another user's is cleared first (every copy and queued item);
 * - nobody signed in on an office page (the sign-in page, where a session ended by the server sends the user): the
 *   read copies are cleared at once; the queued visits and drafts wait for the next sign-in (D11 revised), which keeps
 *   them for the same user and clears them for another.
 */
export function OfficeOffline({ userSrno, confirmPush = true }: { userSrno: number | null; confirmPush?: boolean }) {
  useEffect(() => {
    if (userSrno === null) {
      releaseOwner()
      void clearOfflineData({ keepQueued: true })
      return
    }
    void claimOwner(userSrno, () => clearOfflineData())
    registerWorker()
    return keepBookCurrent()
  }, [userSrno])
  if (userSrno === null) return null
  // React places these in the document's head.
  return (
    <>
      <link rel="manifest" href="/office.webmanifest" />
      <link rel="apple-touch-icon" href="/office-icons/apple-touch-icon.png" />
      {confirmPush && <PushDeviceCheck userSrno={userSrno} />}
    </>
  )
}

/** Sign out from the office: everything of the user on the phone is deleted first, then the session is ended. */
export async function beforeSignOut(): Promise<void> {
  releaseOwner()
  await clearOfflineData()
}
