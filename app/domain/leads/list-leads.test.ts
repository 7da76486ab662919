import { describe, expect, it } from 'vitest'
import { dueState, mobileDigits, rankTeam, toVisit } from './list-leads.server.ts'
import { leadFilterSchema } from './schemas.ts'

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

describe('the list opens on Today (ADR 0151)', () => {
  it('is the order when none is asked for; the old "Next visit" order is the same order', () => {
    expect(leadFilterSchema.parse({}).sort).toBeUndefined()
    expect(leadFilterSchema.parse({ sort: 'nextVisit' }).sort).toBe('today')
    expect(leadFilterSchema.parse({ sort: 'today' }).sort).toBe('today')
    expect(leadFilterSchema.parse({ sort: '-created' }).sort).toBe('-created')
    expect(leadFilterSchema.parse({ sort: 'bogus' }).sort).toBeUndefined()
  })
})

describe('the search reads a phone number as digits (ADR 0152)', () => {
  it('takes the digits of what reads as a phone number, the last ten of a longer one', () => {
    expect(mobileDigits('98765')).toBe('98765')
    expect(mobileDigits(' 98765 01234 ')).toBe('9876501234')
    expect(mobileDigits('+91 98765-01234')).toBe('9876501234')
    expect(mobileDigits('09876501234')).toBe('9876501234')
    expect(mobileDigits('(0) 98765.01234')).toBe('9876501234')
  })
  it('a name, or a name with digits in it, is not a phone number', () => {
    expect(mobileDigits('Kirana')).toBeNull()
    expect(mobileDigits('Shop 12')).toBeNull()
    expect(mobileDigits('+ -')).toBeNull()
    expect(mobileDigits('')).toBeNull()
  })
})

describe("the team panel's order (ADR 0151)", () => {
  it('most overdue first, then most due today; equal counts keep the order they came in (by name)', () => {
    const team = [
      { name: 'Asha', overdue: 0, dueToday: 4 },
      { name: 'Bala', overdue: 3, dueToday: 0 },
      { name: 'Chitra', overdue: 3, dueToday: 1 },
      { name: 'Dev', overdue: 0, dueToday: 0 },
      { name: 'Esha', overdue: 3, dueToday: 0 },
      { name: 'Farid', overdue: 7, dueToday: 0 },
    ]
    expect(rankTeam(team).map((t) => t.name)).toEqual(['Farid', 'Chitra', 'Bala', 'Esha', 'Asha', 'Dev'])
    // The input is left as it was.
    expect(team[0]!.name).toBe('Asha')
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
