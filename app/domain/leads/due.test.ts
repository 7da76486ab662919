import { describe, expect, it } from 'vitest'
import { dueState, toVisit } from './due.ts'

describe('D39: due and overdue (India dates, never when Closed)', () => {
  const today = '2026-11-25'
  it('before today is overdue, today is due, later and no date are neither', () => {
    expect(dueState('2026-11-24', 3, today)).toBe('overdue')
    expect(dueState('2026-11-25', 1, today)).toBe('today')
    expect(dueState('2026-11-26', 3, today)).toBeNull()
    expect(dueState(null, 3, today)).toBeNull()
  })
  it('a Closed lead is never due, whatever its date says', () => {
    expect(dueState('2026-11-01', 2, today)).toBeNull()
    expect(dueState('2026-11-25', 2, today)).toBeNull()
  })
})

describe('"To visit": a lead no one has visited yet (ADR 0214)', () => {
  it('is an open lead with no visit; a visited or Closed one is not', () => {
    expect(toVisit(0, 3)).toBe(true)
    expect(toVisit(0, 1)).toBe(true)
    expect(toVisit(1, 3)).toBe(false)
    expect(toVisit(0, 2)).toBe(false)
  })
})
