/**
 * The user's book of leads on the phone (ADR 0206): every lead the user may see (D24), up to BOOK_CAP, kept in
 * IndexedDB and brought up to date in the background from `/crm/book` (only what changed since the last sync), with
 * the thumbnail of each lead's latest visit in the pictures cache. The CRM list, a lead, New lead and the edit form
 * read it when the network does not answer; the list's search runs over it offline.
 *
 * Like the read copy (read-copy.ts), it belongs to the signed-in owner and to the session that synced it: it is
 * deleted with everything of the user (stores.ts), and read only while the phone holds that session.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import {
  BOOK_CAP,
  type BookAnswer,
  type BookLead,
  decodeLead,
  matchesSearch,
  searchText,
} from '#app/domain/leads/book.ts'
import { ownerClaimed } from './read-copy.ts'
import { bookDatabase, currentOfflineSessionKey, officeCaches } from './stores.ts'

export interface BookEntry {
  srno: number
  lead: BookLead
  /** What the list's search looks in, lower case (searchText). */
  text: string
}

export interface BookMeta {
  key: 'sync'
  /** Where the next sync starts; none until a whole first sync has come. */
  cursor: string | null
  /** When the book was last brought up to date (the server's time). */
  syncedAt: string | null
  /** The session that synced it (ADR 0170): read only while the phone holds it. */
  session: string
  can: BookAnswer['can']
  choices: BookAnswer['choices']
  count: number
}

interface BookSchema extends DBSchema {
  leads: { key: number; value: BookEntry }
  meta: { key: string; value: BookMeta }
}

function open(): Promise<IDBPDatabase<BookSchema>> {
  return openDB<BookSchema>(bookDatabase, 1, {
    upgrade(db) {
      db.createObjectStore('leads', { keyPath: 'srno' })
      db.createObjectStore('meta', { keyPath: 'key' })
    },
    // Deleting the book (sign-out, another user) is never held up by this tab.
    blocking(_current, _next, event) {
      ;(event.target as IDBDatabase).close()
    },
  })
}

async function withDb<R>(work: (db: IDBPDatabase<BookSchema>) => Promise<R>): Promise<R> {
  const db = await open()
  try {
    return await work(db)
  } finally {
    db.close()
  }
}

/** The book's state, when it belongs to the session the phone holds now; otherwise nothing. */
export async function bookMeta(): Promise<BookMeta | undefined> {
  try {
    const meta = await withDb((db) => db.get('meta', 'sync'))
    const session = currentOfflineSessionKey()
    return meta && session && meta.session === session ? meta : undefined
  } catch {
    return undefined
  }
}

/** One lead of the book, or undefined (not on the phone, or the book is another session's). */
export async function bookLead(srno: number): Promise<BookLead | undefined> {
  if (!(await bookMeta())) return undefined
  try {
    return (await withDb((db) => db.get('leads', srno)))?.lead
  } catch {
    return undefined
  }
}

/** Every lead of the book (at most BOOK_CAP), each with its search text. */
export async function bookEntries(): Promise<BookEntry[]> {
  if (!(await bookMeta())) return []
  try {
    return await withDb((db) => db.getAll('leads'))
  } catch {
    return []
  }
}

/** The leads of the book whose name, contact person or mobile match the search, newest first. */
export async function searchBook(q: string): Promise<BookLead[]> {
  const all = await bookEntries()
  return all
    .filter((e) => matchesSearch(e.text, q))
    .map((e) => e.lead)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.srno - a.srno)
}

let running: Promise<SyncResult> | null = null

export interface SyncResult {
  ok: boolean
  /** Bytes of the answers as received (before decompression, where the browser says). */
  bytes: number
  pages: number
  changed: number
  removed: number
}

/**
 * Brings the book up to date: a first sync (or one the server says starts again) fetches the whole book page by
 * page and drops the leads it no longer holds; a later one only what changed and what was removed. The cursor is
 * kept only once every page has come, so a sync cut short starts again from the last complete one. One sync at a
 * time in this tab. Never throws.
 */
export function syncBook(): Promise<SyncResult> {
  running ??= runSync().finally(() => {
    running = null
  })
  return running
}

async function runSync(): Promise<SyncResult> {
  const result: SyncResult = { ok: false, bytes: 0, pages: 0, changed: 0, removed: 0 }
  try {
    if (!(await ownerClaimed())) return result
    const session = currentOfflineSessionKey()
    if (!session) return result
    const before = await withDb((db) => db.get('meta', 'sync'))
    let cursor = before && before.session === session ? before.cursor : null
    let after: number | null = null
    let reset = false
    let firstCursor: string | null = null
    const seen = new Set<number>()
    let last: BookAnswer | null = null
    const pictures: { drop: number[]; keep: number[] } = { drop: [], keep: [] }
    for (;;) {
      const query = new URLSearchParams()
      if (cursor && after === null) query.set('cursor', cursor)
      if (after !== null) query.set('after', String(after))
      const response = await fetch(`/crm/book${query.size ? `?${query}` : ''}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      })
      // Signed out, or refused: the book is left as it is (clearing it is the sign-out's work).
      if (!response.ok || !response.headers.get('content-type')?.includes('json')) return result
      const text = await response.text()
      result.bytes += Number(response.headers.get('content-length')) || text.length
      result.pages++
      const answer = JSON.parse(text) as BookAnswer
      last = answer
      firstCursor ??= answer.cursor
      if (after === null) reset = answer.reset
      const leads = answer.leads.map(decodeLead)
      await withDb(async (db) => {
        const tx = db.transaction(['leads'], 'readwrite')
        for (const lead of leads) {
          const old = await tx.objectStore('leads').get(lead.srno)
          if (old?.lead.thumbnailId && old.lead.thumbnailId !== lead.thumbnailId)
            pictures.drop.push(old.lead.thumbnailId)
          if (lead.thumbnailId) pictures.keep.push(lead.thumbnailId)
          seen.add(lead.srno)
          await tx.objectStore('leads').put({ srno: lead.srno, lead, text: searchText(lead) })
        }
        for (const srno of answer.removed) {
          const old = await tx.objectStore('leads').get(srno)
          if (old?.lead.thumbnailId) pictures.drop.push(old.lead.thumbnailId)
          await tx.objectStore('leads').delete(srno)
        }
        await tx.done
      })
      result.changed += leads.length
      result.removed += answer.removed.length
      if (answer.more === null || (reset && seen.size >= BOOK_CAP)) break
      after = answer.more
      cursor = null
    }
    if (!last || !firstCursor) return result
    const done = last
    const startCursor = firstCursor
    await withDb(async (db) => {
      const tx = db.transaction(['leads', 'meta'], 'readwrite')
      // A whole book replaces the one on the phone: the leads it no longer holds go.
      if (reset) {
        for (const key of await tx.objectStore('leads').getAllKeys()) {
          if (seen.has(key)) continue
          const old = await tx.objectStore('leads').get(key)
          if (old?.lead.thumbnailId) pictures.drop.push(old.lead.thumbnailId)
          await tx.objectStore('leads').delete(key)
        }
      }
      const count = await tx.objectStore('leads').count()
      await tx.objectStore('meta').put({
        key: 'sync',
        // The first page's cursor: every write after it comes again at the next sync.
        cursor: startCursor,
        syncedAt: done.at,
        session,
        can: done.can,
        choices: done.choices,
        count,
      })
      await tx.done
    })
    result.ok = true
    await dropPictures(pictures.drop.filter((id) => !pictures.keep.includes(id)))
    return result
  } catch {
    // No connection, or the storage refused: the book stays as the last complete sync left it.
    return result
  }
}

const pictureUrl = (id: number) => `/crm/files/${id}`

async function dropPictures(ids: number[]): Promise<void> {
  if (typeof caches === 'undefined' || ids.length === 0) return
  const cache = await caches.open(officeCaches.pictures)
  await Promise.all(ids.map((id) => cache.delete(pictureUrl(id))))
}

/**
 * Keeps the thumbnail of each lead's latest visit in the pictures cache, one after the other, those missing only;
 * stops at the first failure (the connection went) and at `limit`. Answers how many were fetched.
 */
export async function keepThumbnails(limit = Number.POSITIVE_INFINITY): Promise<number> {
  if (typeof caches === 'undefined') return 0
  let fetched = 0
  try {
    const cache = await caches.open(officeCaches.pictures)
    const cached = new Set((await cache.keys()).map((r) => new URL(r.url).pathname))
    for (const { lead } of await bookEntries()) {
      if (fetched >= limit) break
      if (!lead.thumbnailId || cached.has(pictureUrl(lead.thumbnailId))) continue
      const response = await fetch(pictureUrl(lead.thumbnailId), { credentials: 'same-origin' })
      if (!response.ok) return fetched
      await cache.put(pictureUrl(lead.thumbnailId), response)
      fetched++
    }
  } catch {
    // Offline or full: the next sync goes on.
  }
  return fetched
}

/** How much the phone holds for the office, and of how much it may use (the browser's estimate), or null. */
export async function storageUsed(): Promise<{ usage: number; quota: number; persisted: boolean } | null> {
  try {
    if (!navigator.storage?.estimate) return null
    const { usage = 0, quota = 0 } = await navigator.storage.estimate()
    const persisted = (await navigator.storage.persisted?.()) ?? false
    return { usage, quota, persisted }
  } catch {
    return null
  }
}

/** Asks the browser to keep the office's storage when the phone runs short (it may say no). Once per page load. */
let persistAsked = false
export async function askToPersist(): Promise<void> {
  if (persistAsked) return
  persistAsked = true
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist()
  } catch {
    // Not offered: the browser keeps the storage as long as it can.
  }
}
