import { OFFICE_SCOPE, OFFICE_SERVICE_WORKER } from '#app/offline/worker-address.ts'

/**
 * The browser's side of Web Push (D61): the office's service worker registration (scope /crm), this device's push
 * subscription, and the browser's permission. Nothing here is kept by the page: the browser holds the subscription.
 */

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  )
}

/** The office's worker registration, made if the office has not registered it yet; null without one. */
export async function officeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null
  const existing = await navigator.serviceWorker.getRegistration(OFFICE_SCOPE).catch(() => undefined)
  const registration =
    existing ??
    (await navigator.serviceWorker.register(OFFICE_SERVICE_WORKER, { scope: OFFICE_SCOPE }).catch(() => undefined))
  if (!registration) return null
  if (registration.active) return registration
  // A worker just installed: subscribing needs it active.
  const worker = registration.installing ?? registration.waiting
  if (!worker) return null
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000)
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  return registration.active ? registration : null
}

/** This device's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null
  const registration = await navigator.serviceWorker.getRegistration(OFFICE_SCOPE).catch(() => undefined)
  return (await registration?.pushManager.getSubscription().catch(() => null)) ?? null
}

/** The VAPID public key (base64url) as the bytes `subscribe` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** The fields the server keeps of a subscription. */
export function subscriptionFields(sub: PushSubscription): { endpoint: string; p256dh: string; auth: string } {
  const json = sub.toJSON()
  return { endpoint: sub.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }
}
