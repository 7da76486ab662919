import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  claimOwner,
  LIST_KEY,
  leadKey,
  NETWORK_GRACE_MS,
  orOfflineCopy,
  READ_COPY_CAP,
  readCopy,
  releaseOwner,
  saveCopy,
} from './read-copy.ts'
import { clearOfflineData, officeCaches, officeDatabases, ownerStorageKey } from './stores.ts'

// The browser's storage for the rules below: IndexedDB (fake-indexeddb), localStorage and Cache Storage in memory.
const local = new Map<string, string>()
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
const phone = { cookie: 'staff=1; office-copy=session-one' }
Object.assign(globalThis, {
  window: globalThis,
  document: phone,
  localStorage: {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, v: string) => void local.set(k, v),
    removeItem: (k: string) => void local.delete(k),
  },
  caches: {
    open: async (name: string) => memoryCache(name),
    keys: async () => [...cacheStore.keys()],
    delete: async (name: string) => cacheStore.delete(name),
  },
})

async function databaseNames() {
  return (await indexedDB.databases()).map((d) => d.name)
}

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

  it('a screen shows the server data when it answers, the copy marked with its time when the network fails', async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(leadKey(9), { name: 'old', clientKey: 'used-key' })
    expect(await orOfflineCopy(leadKey(9), async () => ({ name: 'new' }))).toEqual({ name: 'new' })
    const copy = await orOfflineCopy<{ name: string; clientKey?: string }>(leadKey(9), () =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    expect(copy.name).toBe('old')
    expect(copy.offlineCopyAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    // A new visit needs a one-time key of its own (D32).
    expect(copy.clientKey).not.toBe('used-key')
    // A refusal of the server (not a failed connection) is never hidden by the copy.
    const refusal = new Response('no', { status: 403 })
    await expect(orOfflineCopy(leadKey(9), () => Promise.reject(refusal))).rejects.toBe(refusal)
    // No copy: the failure stands.
    await expect(orOfflineCopy(leadKey(10), () => Promise.reject(new TypeError('x')))).rejects.toThrow('x')
    // Fetched ahead: a failure is an answer, never an error screen.
    const ahead = new Request('http://x/crm/leads/10?ahead=1')
    expect(await orOfflineCopy(leadKey(10), () => Promise.reject(new TypeError('x')), ahead)).toEqual({
      aheadFailed: true,
    })
  })
})

describe('a weak signal is not a dead one (stale-while-revalidate, ADR 0207)', () => {
  it('shows the copy once the server is slower than the grace, then the server answer on the next ask', async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(leadKey(21), { name: 'saved' })
    let answer!: (v: { name: string }) => void
    const slow = new Promise<{ name: string }>((resolve) => {
      answer = resolve
    })
    let asked = 0
    const server = () => {
      asked++
      return slow
    }
    const request = new Request('http://x/crm/leads/21')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const first = orOfflineCopy<{ name: string }>(leadKey(21), server, request)
      await vi.advanceTimersByTimeAsync(NETWORK_GRACE_MS)
      const shown = await first
      expect(shown.name).toBe('saved')
      expect(shown.offlineCopyAt).toMatch(/^\d{4}-/)
      // The screen asks again (OfflineCopy): it takes the answer of the request already on its way.
      const again = orOfflineCopy<{ name: string }>(leadKey(21), server, request)
      answer({ name: 'fresh' })
      expect(await again).toEqual({ name: 'fresh' })
      expect(asked).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('waits for the server right after a save, and where the screen asks for it', async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(LIST_KEY, { name: 'saved' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let answer!: (v: { name: string }) => void
      const slow = new Promise<{ name: string }>((resolve) => {
        answer = resolve
      })
      const saved = orOfflineCopy(LIST_KEY, () => slow, new Request('http://x/crm?saved=1'))
      await vi.advanceTimersByTimeAsync(NETWORK_GRACE_MS * 2)
      answer({ name: 'fresh' })
      expect(await saved).toEqual({ name: 'fresh' })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the copy is tied to the session that saved it (D54, issue 28 item 4, ADR 0170)', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'))

  it('with no session on the phone (the browser was closed) no copy is shown, and the copies are deleted', async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(LIST_KEY, { rows: ['seven'] })
    phone.cookie = 'staff=1'
    await expect(orOfflineCopy(LIST_KEY, offline)).rejects.toThrow('Failed to fetch')
    expect(await databaseNames()).not.toContain('office-read-copy')
  })

  it("another session's copy is not shown either", async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(LIST_KEY, { rows: ['seven'] })
    phone.cookie = 'office-copy=session-two'
    await expect(orOfflineCopy(LIST_KEY, offline)).rejects.toThrow('Failed to fetch')
    expect(await readCopy(LIST_KEY)).toBeUndefined()
  })

  it('an answer saying the session is gone (a redirect to /login, a 401) deletes the copies', async () => {
    for (const gone of [
      new Response(null, { status: 302, headers: { Location: '/login?expired=1&redirectTo=%2Fcrm' } }),
      new Response('{}', { status: 401 }),
    ]) {
      releaseOwner()
      await claimOwner(7, () => clearOfflineData())
      await saveCopy(LIST_KEY, { rows: ['seven'] })
      expect(await readCopy(LIST_KEY)).toBeDefined()
      await expect(orOfflineCopy(LIST_KEY, () => Promise.reject(gone))).rejects.toBe(gone)
      expect(await readCopy(LIST_KEY)).toBeUndefined()
    }
  })

  it('nothing is saved without a session key', async () => {
    phone.cookie = ''
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(LIST_KEY, { rows: ['seven'] })
    expect(await readCopy(LIST_KEY)).toBeUndefined()
  })
})
