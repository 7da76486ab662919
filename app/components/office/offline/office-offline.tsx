import { useEffect } from 'react'
import { PushDeviceCheck } from '../push-device-check.tsx'
import { claimOwner, releaseOwner } from './read-copy.ts'
import { clearOfflineData } from './stores.ts'
import { OFFICE_SCOPE, OFFICE_SERVICE_WORKER } from './worker-address.ts'

export { OFFICE_SCOPE, OFFICE_SERVICE_WORKER }

/** Registers the office's service worker once the page has loaded (so it never competes with the first load). */
function registerWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register(OFFICE_SERVICE_WORKER, { scope: OFFICE_SCOPE }).catch(() => {
      // No service worker (a browser that refuses one): the office works online as before.
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
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
