/**
 * The back office's service worker (ADR 0148), built from this file by scripts/build-sw.mjs into `/office-sw.js` and
 * registered only by the office layout, with the scope `/crm`: the public pages never load or meet it.
 *
 * Workbox does the work; nothing here is a caching engine of its own:
 * - precache: the build's hashed scripts and styles, the manifest and its icons (the same for every user), so the
 *   app shell starts with no connection;
 * - the CRM list and a lead's page (documents): network first, the last copy of each kept in the user's cache of
 *   pages (`office-user-pages`, cleared with everything of the user, stores.ts) and shown when the network fails,
 *   marked as an offline copy with the time it was saved;
 * - an evidence thumbnail: from the network; when that fails, the copy the page put in the user's pictures cache
 *   (the thumbnails of the leads' latest visits, read-copy.ts). The worker itself never stores a picture.
 * The data of screens opened inside the app (`.data` requests) is not the worker's: it goes to the network, and the
 * page falls back to its IndexedDB copy (read-copy.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { messages } from '#app/lib/errors.ts'
import { officeCaches, offlinePagePath } from './stores.ts'

declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
  skipWaiting(): Promise<void>
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
    // A phone on a poor connection waits this long for the network before showing the saved copy.
    networkTimeoutSeconds: 6,
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
          const headers = new Headers(response.headers)
          headers.set(SAVED_AT, new Date().toISOString())
          return new Response(await response.blob(), { status: response.status, headers })
        },
        // Read from the cache only when the network failed: the page it gives is an offline copy.
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse ? markedAsCopy(cachedResponse) : cachedResponse,
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

/** A CRM page never saved, asked for with no connection: a short page saying so, with the way to the list. */
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  const body =
    `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${messages.OFFLINE_TITLE}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;padding:1.5rem;line-height:1.5"><h1 style="font-size:1.25rem">${messages.OFFLINE_TITLE}</h1>` +
    `<p>${messages.OFFLINE_NOT_SAVED}</p>` +
    `<p><a href="/crm" style="display:inline-block;min-height:44px;padding:.6rem 0">${messages.OFFLINE_OPEN_LIST}</a></p></body></html>`
  return new Response(body, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })
})
