import { describe, expect, it } from 'vitest'
import { QUEUE_RETRY, retryDelayMs } from './queue.server.ts'

describe('mail retry backoff (D41)', () => {
  it('starts at 5 s, doubles, and stops growing at 15 minutes', () => {
    expect(QUEUE_RETRY).toEqual({ baseDelayMs: 5_000, maxDelayMs: 900_000 })
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 100].map((n) => retryDelayMs(n))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 900_000, 900_000,
    ])
  })
})
