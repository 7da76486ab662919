import type { Options } from 'express-rate-limit'
import { describe, expect, it } from 'vitest'
import { rateLimitHits } from '#app/db/schema.ts'
import { DatabaseRateLimitStore } from '#app/domain/limits/rate-limit-store.server.ts'
import { useTestDatabase } from '../helpers/db.ts'

// The per-address limit counters in the database (ADR 0061): shared by every store on the database, timed by the
// database clock. The HTTP behaviour (429, one budget for all form paths, kept across a restart) is tested in
// public-forms.test.ts; two server processes in two-servers.test.ts.

const handle = useTestDatabase({ seed: false })

function store(prefix: string, windowMs: number) {
  const s = new DatabaseRateLimitStore(handle.db, prefix)
  s.init({ windowMs } as Options)
  return s
}

describe('DatabaseRateLimitStore', () => {
  it('counts hits of one key across store instances (servers), each key and prefix apart', async () => {
    const a = store('t1:', 60_000)
    const b = store('t1:', 60_000)
    expect((await a.increment('10.0.0.1')).totalHits).toBe(1)
    expect((await b.increment('10.0.0.1')).totalHits).toBe(2)
    const third = await a.increment('10.0.0.1')
    expect(third.totalHits).toBe(3)
    // The window is timed by the database clock: it ends a minute after the first hit.
    expect(Math.abs(third.resetTime!.getTime() - (Date.now() + 60_000))).toBeLessThan(30_000)
    expect((await b.get('10.0.0.1'))?.totalHits).toBe(3)
    expect((await a.increment('10.0.0.2')).totalHits).toBe(1)
    expect((await store('t2:', 60_000).increment('10.0.0.1')).totalHits).toBe(1)
  })

  it('starts again after the window', async () => {
    const a = store('t6:', 300)
    await a.increment('10.0.0.1')
    await new Promise((r) => setTimeout(r, 600))
    expect(await a.get('10.0.0.1')).toBeUndefined()
    expect((await store('t6:', 300).increment('10.0.0.1')).totalHits).toBe(1)
  })

  it('decrements, resets one key, and resets only its own prefix', async () => {
    const a = store('t3:', 60_000)
    await a.increment('x')
    await a.increment('x')
    await a.decrement('x')
    expect((await a.get('x'))?.totalHits).toBe(1)
    await a.resetKey('x')
    expect(await a.get('x')).toBeUndefined()
    const other = store('t4:', 60_000)
    await other.increment('y')
    await a.increment('y')
    await a.resetAll()
    expect(await a.get('y')).toBeUndefined()
    expect((await other.get('y'))?.totalHits).toBe(1)
  })

  it('keeps the count exact under concurrent hits', async () => {
    const stores = [store('t5:', 60_000), store('t5:', 60_000)]
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2]!.increment('z')))
    expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    const rows = await handle.db.select().from(rateLimitHits)
    expect(rows.filter((r) => r.key === 't5:z')).toHaveLength(1)
  })
})
