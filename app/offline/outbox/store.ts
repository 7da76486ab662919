import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import { outboxDatabase } from '../stores.ts'
import type { OutboxItem } from './rules.ts'

/**
 * The outbox on the phone (D54): one IndexedDB database (listed in app/offline/stores.ts, so signing out clears
 * it), one store of kept visits by their one-time key. IndexedDB survives closing the browser and switching the
 * phone off. Every change is announced to this tab and the others, whose lists then read it again.
 */
interface OutboxSchema extends DBSchema {
  items: { key: string; value: OutboxItem }
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(outboxDatabase, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'id' })
    },
    // Signing out deletes the database: let go of it at once so the deletion is not held up by this tab.
    blocking(_current, _next, event) {
      ;(event.target as IDBDatabase).close()
      opening = null
    },
    terminated() {
      opening = null
    },
  })
  return opening
}

const CHANGED = 'office-outbox-changed'
let channel: BroadcastChannel | null = null
function announce() {
  // From the service worker (a send in the background) only the channel reaches the open pages.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED))
  try {
    channel ??= new BroadcastChannel(CHANGED)
    channel.postMessage('changed')
  } catch {
    // No BroadcastChannel: other tabs read the outbox again when they are next shown.
  }
}

/** Calls `listener` whenever the outbox changes, in this tab or another; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener)
  let other: BroadcastChannel | null = null
  try {
    other = new BroadcastChannel(CHANGED)
    other.onmessage = listener
  } catch {
    other = null
  }
  return () => {
    window.removeEventListener(CHANGED, listener)
    other?.close()
  }
}

export async function keepItem(item: OutboxItem): Promise<void> {
  await (await database()).put('items', item)
  announce()
}

export async function readItem(id: string): Promise<OutboxItem | undefined> {
  return (await database()).get('items', id)
}

export async function readItems(): Promise<OutboxItem[]> {
  return (await database()).getAll('items')
}

export async function removeItem(id: string): Promise<void> {
  await (await database()).delete('items', id)
  announce()
}

/** Changes a kept item if it is still there (it may have been sent or discarded meanwhile, by another tab). */
export async function updateItem(id: string, change: (item: OutboxItem) => OutboxItem): Promise<void> {
  const db = await database()
  const tx = db.transaction('items', 'readwrite')
  const item = await tx.store.get(id)
  if (item) await tx.store.put(change(item))
  await tx.done
  announce()
}

/**
 * D11 revised: only the signed-in user's items stay; another user's (whose session ended on this phone) are
 * dropped, never shown, sent or restored.
 */
export async function dropOtherUsers(userId: string): Promise<void> {
  const db = await database()
  const tx = db.transaction('items', 'readwrite')
  let dropped = false
  for (const item of await tx.store.getAll()) {
    if (item.userId !== userId) {
      await tx.store.delete(item.id)
      dropped = true
    }
  }
  await tx.done
  if (dropped) announce()
}
