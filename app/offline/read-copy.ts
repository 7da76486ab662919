/**
 * The offline read copy (ADR 0149): the CRM list and each lead's detail and timeline, as the server last gave them to
 * this user, kept in IndexedDB by the page (not by the service worker) and shown when the network fails, marked
 * "offline copy, updated <time>". A screen's client loader reads it (`orOfflineCopy`,
 * app/components/office/offline/offline-loader.ts).
 *
 * - A screen saves its loader's data when it came from the server (`saveCopy`).
 * - Only for the signed-in owner: nothing is saved before the office layout has checked whose copy the phone holds
 *   (`claimOwner`, which clears another user's first).
 * - Only under the session that saved it (D54, ADR 0170): each copy keeps the session's key (its cookie); with no
 *   session on the phone, or another one, no copy is shown and the read copies are deleted (`forgetSession`); an
 *   answer of the server saying the session is gone (401, a redirect to /login) deletes them too.
 * - At most READ_COPY_CAP leads (the oldest saved go first) and one list; with each lead, the thumbnail of its latest
 *   visit in the pictures cache, and no other picture.
 */
import { type DBSchema, type IDBPObjectStore, openDB } from 'idb'
import {
  clearOfflineData,
  currentOfflineSessionKey,
  officeCaches,
  ownerStorageKey,
  readCopyDatabase,
} from './stores.ts'

/** How many leads' copies the phone keeps at most. */
export const READ_COPY_CAP = 200
const STORE = 'copies'
export const LIST_KEY = 'list'
export const leadKey = (leadId: number | string) => `lead:${leadId}`

export interface SavedCopy<T = unknown> {
  key: string
  /** ISO time the data was saved (the server answered moments before). */
  savedAt: string
  data: T
  /** Picture addresses kept with this copy in the pictures cache. */
  pictures: string[]
  /** The key of the session that saved it (ADR 0170); shown only while the phone holds that session. */
  session?: string
}

let ownerReady: Promise<boolean> | null = null
let resolveOwner: ((ok: boolean) => void) | null = null
/** Whether the phone's copies are the signed-in user's (after claimOwner); nothing is saved before. */
export function ownerClaimed(): Promise<boolean> {
  ownerReady ??= new Promise((resolve) => {
    resolveOwner = resolve
  })
  return ownerReady
}

/**
 * The signed-in user's Sr No, told by the office layout: a copy of another user on the phone is cleared first (with
 * `clear`, the full clearOfflineData), then the phone's copies are this user's. Until this has run, nothing is saved.
 */
export async function claimOwner(userSrno: number, clear: () => Promise<void>): Promise<void> {
  ownerClaimed()
  const owner = String(userSrno)
  let stored: string | null = null
  try {
    stored = localStorage.getItem(ownerStorageKey)
  } catch {
    stored = null
  }
  if (stored !== owner) {
    await clear()
    try {
      localStorage.setItem(ownerStorageKey, owner)
    } catch {
      // Storage refused: the copy cannot be tied to its owner, so nothing is saved.
      resolveOwner?.(false)
      return
    }
  }
  resolveOwner?.(true)
}

/** Nobody is signed in now: nothing more is saved until the next claim. */
export function releaseOwner(): void {
  ownerReady = null
  resolveOwner = null
}

interface CopyDatabase extends DBSchema {
  copies: { key: string; value: SavedCopy; indexes: { savedAt: string } }
}

async function withStore<R, M extends IDBTransactionMode>(
  mode: M,
  work: (store: IDBPObjectStore<CopyDatabase, ['copies'], 'copies', M>) => Promise<R>,
): Promise<R> {
  const db = await openDB<CopyDatabase>(readCopyDatabase, 1, {
    upgrade(d) {
      d.createObjectStore(STORE, { keyPath: 'key' }).createIndex('savedAt', 'savedAt')
    },
  })
  // Closed at once after each use: deleting the database (clearOfflineData) is never held up by this tab.
  try {
    const tx = db.transaction(STORE, mode)
    const result = await work(tx.store)
    await tx.done
    return result
  } finally {
    db.close()
  }
}

/** Saves the server's data of a screen for offline reading, with the pictures to keep beside it. Never throws. */
export async function saveCopy(key: string, data: unknown, pictures: string[] = []): Promise<void> {
  try {
    if (!(await ownerClaimed())) return
    // A copy that cannot be tied to a session (no key: a session from before the key existed) is not kept.
    const session = currentOfflineSessionKey()
    if (!session) return
    const copy: SavedCopy = { key, savedAt: new Date().toISOString(), data, pictures, session }
    const dropped: string[] = []
    const before = await withStore('readonly', (store) => store.get(key))
    await withStore('readwrite', async (store) => {
      await store.put(copy)
      // The cap: the leads saved longest ago go first (the list is one entry and always stays).
      const count = await store.count()
      let extra = count - 1 - READ_COPY_CAP
      let cursor = extra > 0 ? await store.index('savedAt').openCursor() : null
      while (cursor && extra > 0) {
        const old = cursor.value
        if (old.key !== LIST_KEY) {
          dropped.push(...old.pictures)
          await cursor.delete()
          extra--
        }
        cursor = await cursor.continue()
      }
    })
    if (typeof caches === 'undefined') return
    const cache = await caches.open(officeCaches.pictures)
    const stale = [...(before?.pictures ?? []), ...dropped].filter((p) => !pictures.includes(p))
    await Promise.all(stale.map((p) => cache.delete(p)))
    for (const picture of pictures) if (!(await cache.match(picture))) await cache.add(picture)
  } catch {
    // A full or refused storage only means no offline copy this time.
  }
}

/** The saved copy of a screen, or undefined. */
export async function readCopy<T>(key: string): Promise<SavedCopy<T> | undefined> {
  try {
    return (await withStore('readonly', (store) => store.get(key))) as SavedCopy<T> | undefined
  } catch {
    return undefined
  }
}

/** When each lead's copy was saved (to know which are worth fetching again). */
export async function savedTimes(): Promise<Map<string, number>> {
  try {
    const all = await withStore('readonly', (store) => store.getAll())
    return new Map(all.map((c) => [c.key, Date.parse(c.savedAt)]))
  } catch {
    return new Map()
  }
}

/** The session this phone held is gone: its read copies and user caches are deleted; the queued visits stay (D11). */
export async function forgetSession(): Promise<void> {
  releaseOwner()
  await clearOfflineData({ keepQueued: true })
}
