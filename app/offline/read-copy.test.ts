import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { databaseNames, stubBrowserStorage } from '../../tests/helpers/browser-storage.ts'
import { claimOwner, LIST_KEY, leadKey, READ_COPY_CAP, readCopy, releaseOwner, saveCopy } from './read-copy.ts'
import { clearOfflineData, officeCaches, officeDatabases, ownerStorageKey } from './stores.ts'

// The browser's storage for the rules below: IndexedDB (fake-indexeddb), localStorage and Cache Storage in memory.
const cacheStore = new Map<string, Map<string, Response>>()
function memoryCache(name: string) {
  const entries = cacheStore.get(name) ?? new Map<string, Response>()
  cacheStore.set(name, entries)
  return {
    match: async (url: string) => entries.get(url),
    add: async (url: string) => void entries.set(url, new Response('picture')),
    delete: async (url: string) => entries.delete(url),
  }
}
// The session's key of the offline copy, as its cookie gives it (ADR 0170).
const { local, phone } = stubBrowserStorage({
  caches: {
    open: async (name: string) => memoryCache(name),
    keys: async () => [...cacheStore.keys()],
    delete: async (name: string) => cacheStore.delete(name),
  },
})

beforeEach(async () => {
  phone.cookie = 'staff=1; office-copy=session-one'
  releaseOwner()
  await clearOfflineData()
  cacheStore.clear()
})

describe('offline read copy (ADR 0149)', () => {
  it('saves nothing before the signed-in owner is known, then keeps the copy of that owner', async () => {
    const early = saveCopy(LIST_KEY, { rows: [1] })
    await claimOwner(7, () => clearOfflineData())
    await early
    expect(local.get(ownerStorageKey)).toBe('7')
    expect((await readCopy(LIST_KEY))?.data).toEqual({ rows: [1] })
  })

  it('another user signing in clears every copy, picture and queued item of the previous user', async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(leadKey(1), { detail: 'seven' }, ['/crm/files/11'])
    // A queued visit of user 7 in the outbox's database (listed in stores.ts).
    const outbox = officeDatabases.find((d) => d !== 'office-read-copy')!
    await new Promise((resolve) => {
      const req = indexedDB.open(outbox, 1)
      req.onupgradeneeded = () => req.result.createObjectStore('x')
      req.onsuccess = () => resolve(req.result.close())
    })
    expect(await databaseNames()).toEqual(expect.arrayContaining(['office-read-copy', outbox]))
    expect(await caches.keys()).toContain(officeCaches.pictures)
    releaseOwner()
    await claimOwner(8, () => clearOfflineData())
    expect(await readCopy(leadKey(1))).toBeUndefined()
    expect(await databaseNames()).not.toContain(outbox)
    expect((await caches.keys()).filter((c) => c.startsWith('office-user-'))).toEqual([])
    expect(local.get(ownerStorageKey)).toBe('8')
  })

  it('the same user signing in again keeps their copy; a session ended by the server keeps only the queue', async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(LIST_KEY, { rows: [] })
    releaseOwner()
    await claimOwner(7, () => clearOfflineData())
    expect(await readCopy(LIST_KEY)).toBeDefined()
    await clearOfflineData({ keepQueued: true })
    expect(await readCopy(LIST_KEY)).toBeUndefined()
    // The owner stays known, so the same user signing in again keeps the queued visits.
    expect(local.get(ownerStorageKey)).toBe('7')
  })

  it(`keeps at most ${READ_COPY_CAP} leads (the oldest saved go first, with their thumbnail) and the list`, async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(LIST_KEY, { rows: [] })
    for (let id = 1; id <= READ_COPY_CAP + 3; id++) {
      await saveCopy(leadKey(id), { id }, id <= 3 ? [`/crm/files/${id}`] : [])
    }
    expect(await readCopy(leadKey(1))).toBeUndefined()
    expect(await readCopy(leadKey(3))).toBeUndefined()
    expect(await readCopy(leadKey(4))).toBeDefined()
    expect(await readCopy(LIST_KEY)).toBeDefined()
    expect([...(cacheStore.get(officeCaches.pictures)?.keys() ?? [])]).toEqual([])
  })

  it("keeps only the latest visit's thumbnail of a lead: an older one is dropped when the copy is saved again", async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(leadKey(5), { v: 1 }, ['/crm/files/50'])
    await saveCopy(leadKey(5), { v: 2 }, ['/crm/files/51'])
    expect([...(cacheStore.get(officeCaches.pictures)?.keys() ?? [])]).toEqual(['/crm/files/51'])
  })
})

describe('the copy is tied to the session that saved it (D54, issue 28 item 4, ADR 0170)', () => {
  it('nothing is saved without a session key', async () => {
    phone.cookie = ''
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(LIST_KEY, { rows: ['seven'] })
    expect(await readCopy(LIST_KEY)).toBeUndefined()
  })
})
