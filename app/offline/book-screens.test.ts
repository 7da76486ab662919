import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { workdayOf } from './book-screens.ts'

describe("the working day's line of a list drawn from the book", () => {
  const started = { day: '2026-11-28', state: 'open', startAt: '2026-11-28T03:40:00.000Z', endAt: null }

  it("is the one the server last sent while it is today's", () => {
    expect(workdayOf(started, '2026-11-28')).toEqual(started)
  })

  it('on a later day, or with none saved, the day has not started (so "Start the day" is offered offline)', () => {
    const fresh = { day: '2026-11-29', state: 'not-started', startAt: null, endAt: null }
    expect(workdayOf(started, '2026-11-29')).toEqual(fresh)
    expect(workdayOf(undefined, '2026-11-29')).toEqual(fresh)
    expect(workdayOf('nonsense', '2026-11-29')).toEqual(fresh)
  })
})
