import { describe, expect, it } from 'vitest'
import { rankTeam } from './team-follow-ups.server.ts'

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
