import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { claimOwner, LIST_KEY, leadKey, readCopy, releaseOwner, saveCopy } from '#app/offline/read-copy.ts'
import { clearOfflineData } from '#app/offline/stores.ts'
import { databaseNames, stubBrowserStorage } from '../../../../tests/helpers/browser-storage.ts'
import { NETWORK_GRACE_MS, orOfflineCopy } from './offline-loader.ts'

// The browser's storage the client loader reads: IndexedDB (fake-indexeddb), localStorage in memory, and the
// session's key of the offline copy, as its cookie gives it (ADR 0170). No Cache Storage: these copies keep no
// picture (the pictures are app/offline/read-copy.test.ts's).
const { phone } = stubBrowserStorage()

beforeEach(async () => {
  phone.cookie = 'staff=1; office-copy=session-one'
  releaseOwner()
  await clearOfflineData()
})

describe('offline read copy (ADR 0149)', () => {
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

  it('after a copy shown for slowness, the next ask waits for the server even when it is slow again', async () => {
    await claimOwner(7, () => clearOfflineData())
    await saveCopy(leadKey(22), { name: 'saved' })
    const answers: ((v: { name: string }) => void)[] = []
    const server = () =>
      new Promise<{ name: string }>((resolve) => {
        answers.push(resolve)
      })
    const request = new Request('http://x/crm/leads/22')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const first = orOfflineCopy<{ name: string }>(leadKey(22), server, request)
      await vi.advanceTimersByTimeAsync(NETWORK_GRACE_MS)
      expect((await first).name).toBe('saved')
      // The first request answers before the screen asks again: the second ask is a new request, as slow.
      answers[0]!({ name: 'first' })
      await vi.advanceTimersByTimeAsync(0)
      const again = orOfflineCopy<{ name: string }>(leadKey(22), server, request)
      await vi.advanceTimersByTimeAsync(NETWORK_GRACE_MS * 3)
      expect(answers).toHaveLength(2)
      answers[1]!({ name: 'fresh' })
      expect(await again).toEqual({ name: 'fresh' })
      // Answered: a later visit of the screen has the grace again.
      const later = orOfflineCopy<{ name: string }>(leadKey(22), server, request)
      await vi.advanceTimersByTimeAsync(NETWORK_GRACE_MS)
      expect((await later).name).toBe('saved')
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
      // The list right after the working day's start or end was saved, or leads were assigned; a lead just merged.
      const after = ['/crm?day=end', '/crm?assigned=2&assignedTo=Asha', '/crm/leads/4?merged=9'].map((address) =>
        orOfflineCopy(LIST_KEY, () => slow, new Request(`http://x${address}`)),
      )
      await vi.advanceTimersByTimeAsync(NETWORK_GRACE_MS * 2)
      answer({ name: 'fresh' })
      expect(await saved).toEqual({ name: 'fresh' })
      for (const screen of after) expect(await screen).toEqual({ name: 'fresh' })
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
})
