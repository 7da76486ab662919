/**
 * The back office's service worker (ADR 0148), built from this file by scripts/build-sw.mjs into `/office-sw.js` and
 * registered only by the office layout, twice: with the scope `/crm`, and with the scope `/account` for the account
 * menu's pages (ADR 0209), each registration a worker of its own; the public pages never load or meet it.
 *
 * Workbox does the work; nothing here is a caching engine of its own:
 * - precache: the build's hashed scripts and styles, the manifest and its icons (the same for every user), so the
 *   app shell starts with no connection;
 * - the CRM list and a lead's page (documents): network first, the last copy of each kept in the user's cache of
 *   pages (`office-user-pages`, cleared with everything of the user, stores.ts) and shown when the network fails,
 *   marked as an offline copy with the time it was saved;
 * - an evidence thumbnail: from the network; when that fails, the copy the page put in the user's pictures cache
 *   (the thumbnails of the leads' latest visits, read-copy.ts). The worker itself never stores a picture.
 * - only for the session that saved it (D54, issue 28 item 4, ADR 0170): a saved page keeps the session's key (the
 *   `office-copy` cookie, read through the Cookie Store API) and is shown only while the phone holds that same
 *   session; with none (the browser was closed, the server ended it), the user's caches and read copy are deleted
 *   and the page says to sign in. A browser without the Cookie Store API gets no saved page at all.
 * The data of screens opened inside the app (`.data` requests) is not the worker's: it goes to the network, and the
 * page falls back to its IndexedDB copy (read-copy.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkFirst, NetworkOnly } from 'workbox-strategies'
import { messages } from '#app/lib/errors.ts'
import { asLocale, htmlLang, type Locale } from '#app/lib/i18n/locale.ts'
import { errors as hiErrors } from '#app/messages/hi/errors.ts'
import { sendInBackground, syncTargetOf } from './outbox/background.ts'
import { noticeOfItem } from './outbox/background-notice.ts'
import type { OutboxItem } from './outbox/rules.ts'
import {
  bookDatabase,
  languageChoicePath,
  officeCaches,
  offlineAccountPath,
  offlinePagePath,
  offlineScreenPath,
  offlineSessionKeyOf,
  readCopyDatabase,
  userCachePrefix,
} from './stores.ts'

declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
  location: Location
  registration: ServiceWorkerRegistration
  clients: {
    matchAll(options: {
      type: 'window'
      includeUncontrolled: boolean
    }): Promise<Array<{ url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> }>>
    openWindow(url: string): Promise<unknown>
  }
  addEventListener(type: 'push', listener: (event: PushLikeEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLikeEvent) => void): void
  addEventListener(type: 'sync', listener: (event: SyncLikeEvent) => void): void
  skipWaiting(): Promise<void>
  /** The Cookie Store API (Chromium, Safari 18.4+), where the browser has it. */
  cookieStore?: { getAll(): Promise<Array<{ name: string; value: string }>> }
}

interface PushLikeEvent {
  data: { json(): unknown; text(): string } | null
  waitUntil(promise: Promise<unknown>): void
}
interface SyncLikeEvent {
  tag: string
  waitUntil(promise: Promise<unknown>): void
}
interface NotificationClickLikeEvent {
  notification: { data?: unknown; close(): void }
  waitUntil(promise: Promise<unknown>): void
}

/** The header under which a saved page keeps the key of the session that saved it. */
const SAVED_SESSION = 'x-office-session'

/** The key of the session the phone holds now, or null (none, or no way to read it). */
async function sessionKeyNow(): Promise<string | null> {
  try {
    const all = (await self.cookieStore?.getAll()) ?? []
    return offlineSessionKeyOf(all.map((c) => `${c.name}=${c.value}`).join('; '))
  } catch {
    return null
  }
}

/** The session that saved the user's copies is gone: they are deleted (the outbox stays for the next sign-in, D11). */
async function forgetUserCopies(): Promise<void> {
  const names = await caches.keys().catch(() => [] as string[])
  await Promise.allSettled([
    ...names.filter((n) => n.startsWith(userCachePrefix)).map((n) => caches.delete(n)),
    ...[readCopyDatabase, bookDatabase].map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name)
          request.onsuccess = request.onerror = request.onblocked = () => resolve()
        }),
    ),
  ])
}

/** The header under which a saved page keeps the time it was saved. */
const SAVED_AT = 'x-office-saved-at'

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
self.skipWaiting()
clientsClaim()

/** Puts `<meta name="office-offline-copy" content="time">` at the start of a saved page's head. */
async function markedAsCopy(response: Response): Promise<Response> {
  const savedAt = response.headers.get(SAVED_AT) ?? ''
  const html = await response.text()
  const marked = html.replace(/<head>/i, `<head><meta name="office-offline-copy" content="${savedAt}">`)
  return new Response(marked, { status: response.status, statusText: response.statusText, headers: response.headers })
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && offlinePagePath.test(url.pathname),
  new NetworkFirst({
    cacheName: officeCaches.pages,
    // A weak signal is not a dead one: after this long the saved copy is shown, marked with its time, and the page
    // asks the server again for its data (OfflineCopy), so the fresh list replaces it when the network answers.
    networkTimeoutSeconds: 1.5,
    plugins: [
      // Only a page the user could see: a redirect to /login or an error page is never kept.
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        // One copy of the list, whatever its filters or page: the last one seen.
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url)
          return `${url.origin}${url.pathname}`
        },
        cacheWillUpdate: async ({ response }) => {
          if (!response.headers.get('content-type')?.includes('text/html')) return null
          // Kept only under the session that saw it (ADR 0170).
          const session = await sessionKeyNow()
          if (!session) return null
          const headers = new Headers(response.headers)
          headers.set(SAVED_AT, new Date().toISOString())
          headers.set(SAVED_SESSION, session)
          return new Response(await response.blob(), { status: response.status, headers })
        },
        // Read from the cache only when the network failed: the page it gives is an offline copy.
        // D54: only while the phone holds the session that saved it; otherwise it is deleted, unread.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse
          const session = await sessionKeyNow()
          if (!session || cachedResponse.headers.get(SAVED_SESSION) !== session) {
            await forgetUserCopies()
            return null
          }
          return markedAsCopy(cachedResponse)
        },
      },
    ],
  }),
)

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && /^\/crm\/files\/\d+$/.test(url.pathname) && !url.searchParams.has('download'),
  new NetworkFirst({
    cacheName: officeCaches.pictures,
    // The worker never adds a picture: the page chooses which thumbnails are kept (the latest visit's of each lead).
    plugins: [{ cacheWillUpdate: async () => null }],
  }),
)

// New lead and a lead's edit form have no saved page of their own: from the network, or, offline, the shell below.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && offlineScreenPath.test(url.pathname) && !offlinePagePath.test(url.pathname),
  new NetworkOnly(),
)

// The account menu's pages (ADR 0209): from the network, or, offline, the same shell; the language choice's form too.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && offlineAccountPath.test(url.pathname),
  new NetworkOnly(),
)
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === languageChoicePath,
  new NetworkOnly(),
  'POST',
)

/**
 * ADR 0207: an office screen that opens offline (New lead, the edit form, a lead never opened on this phone) asked
 * for by its address or reloaded with no connection: the saved list page serves as the app's shell (its scripts and
 * the signed-in user's header), only under the session that saved it; its scripts then draw the screen asked for
 * from the phone's copy (the route's client loader reads the book of leads), not the list.
 */
async function officeShell(): Promise<Response | null> {
  const session = await sessionKeyNow()
  if (!session) return null
  const list = await savedList()
  if (!list || list.headers.get(SAVED_SESSION) !== session) return null
  const headers = new Headers(list.headers)
  headers.set('cache-control', 'no-store')
  return new Response(list.body, { status: 200, headers })
}

/**
 * The user's saved list page, if any. Read with `caches.match` and the cache's name, never `caches.open`, which would
 * make the user's cache again after a sign-out or an ended session deleted it.
 */
async function savedList(): Promise<Response | undefined> {
  return caches.match(`${self.location.origin}/crm`, { cacheName: officeCaches.pages })
}

/** The language of the user's saved list page (`<html lang="hi-IN">`); the default when none is saved. */
async function pageLanguage(): Promise<Locale> {
  try {
    const list = await savedList()
    const head = list ? (await list.text()).slice(0, 400) : ''
    return asLocale(/<html[^>]*\blang="([a-z]{2,3})/i.exec(head)?.[1])
  } catch {
    return asLocale(null)
  }
}

/** The offline page's words in each language (the worker has no i18next: the error catalogue's own texts). */
type OfflineWord = 'OFFLINE_TITLE' | 'OFFLINE_SIGNED_OUT' | 'OFFLINE_NOT_SAVED' | 'OFFLINE_OPEN_LIST'
const offlineWords: Record<Locale, Record<OfflineWord, string>> = {
  en: messages,
  hi: hiErrors,
}

/** A CRM page never saved, asked for with no connection: a short page saying so, with the way to the list. */
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  const url = new URL(request.url)
  // ADR 0209: a language chosen with no connection cannot be kept: the browser goes to the language page, which says
  // why in the language the user still has (its shell below), never the browser's "No internet".
  if (request.method === 'POST' && url.pathname === languageChoicePath) {
    return Response.redirect(`${self.location.origin}${languageChoicePath}`, 303)
  }
  if ((offlineScreenPath.test(url.pathname) && url.pathname !== '/crm') || offlineAccountPath.test(url.pathname)) {
    const shell = await officeShell().catch(() => null)
    if (shell) return shell
  }
  // With no session on the phone nothing of a user is readable (D54): the page says to sign in instead.
  const signedOut = !(await sessionKeyNow())
  // In the user's language: the one their saved list page speaks (D55); English when none is saved.
  const locale = await pageLanguage()
  const say = offlineWords[locale]
  const body =
    `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${say.OFFLINE_TITLE}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;padding:1.5rem;line-height:1.5"><main><h1 style="font-size:1.25rem">${say.OFFLINE_TITLE}</h1>` +
    `<p>${signedOut ? say.OFFLINE_SIGNED_OUT : say.OFFLINE_NOT_SAVED}</p>` +
    `<p><a href="/crm" style="display:inline-block;min-height:44px;padding:.6rem 0">${say.OFFLINE_OPEN_LIST}</a></p></main></body></html>`
  return new Response(body, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })
})

/**
 * D61: a push shows the alert's words (made on the server in the user's language) and, when tapped, opens its link
 * in the installed app: an office window already open is brought forward and sent there, else a new one is opened.
 * Only a path of this site is ever opened; anything else opens the list of notifications.
 */
function pushLink(value: unknown): string {
  const url = typeof value === 'string' ? value : ''
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/alerts'
}

self.addEventListener('push', (event) => {
  let payload: { title?: unknown; url?: unknown; tag?: unknown } = {}
  try {
    payload = (event.data?.json() as typeof payload) ?? {}
  } catch {
    payload = { title: event.data?.text() }
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : messages.OFFLINE_OPEN_LIST
  event.waitUntil(
    self.registration.showNotification(title, {
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/office-icons/icon-192.png',
      badge: '/office-icons/icon-192.png',
      data: { url: pushLink(payload.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(
    pushLink((event.notification.data as { url?: unknown } | undefined)?.url),
    self.location.origin,
  )
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).origin === target.origin)
      if (open) {
        // Only a window this registration controls (its scope) can be sent elsewhere; any other opens a new window.
        const sent = await open.navigate(target.href).then(
          () => true,
          () => false,
        )
        if (sent) return open.focus()
      }
      return self.clients.openWindow(target.href)
    }),
  )
})

/**
 * Background Sync (ADR 0213): the connection returned while visits waited and no office page may be open; the
 * outbox's own sender sends them (outbox/background.ts), under the session that asked only. A visit refused
 * (or held for a sign-in) is kept on the phone with its message, shown in the outbox at the next open and, where
 * the user turned notifications on for this phone (D61), as a notification that opens it.
 */
async function notifyNeedsUser(items: OutboxItem[], locale: Locale): Promise<void> {
  if (items.length === 0 || typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  const subscribed = await self.registration.pushManager.getSubscription().catch(() => null)
  if (!subscribed) return
  for (const item of items) {
    const { title, body, url } = noticeOfItem(item, locale)
    await self.registration.showNotification(title, {
      body,
      tag: `office-outbox-${item.id}`,
      icon: '/office-icons/icon-192.png',
      badge: '/office-icons/icon-192.png',
      data: { url },
    })
  }
}

self.addEventListener('sync', (event) => {
  const target = syncTargetOf(event.tag)
  if (!target) return
  event.waitUntil(
    (async () => {
      try {
        await notifyNeedsUser(await sendInBackground(target, await sessionKeyNow()), target.locale)
      } catch (error) {
        await notifyNeedsUser((error as { needsUser?: OutboxItem[] }).needsUser ?? [], target.locale)
        // Still waiting: the browser wakes the worker again later.
        throw error
      }
    })(),
  )
})
