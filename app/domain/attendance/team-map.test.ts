import { describe, expect, it } from 'vitest'
import { initials, PALETTE, personMarks } from './team-map.ts'

const names = [
  'Anil Kumar',
  'Asha Kapoor',
  'Bina Rao',
  'Chetan Shah',
  'Deepa Nair',
  'Esha Gupta',
  'Farhan Ali',
  'Gita Iyer',
  'Harish Menon',
  'Indu Das',
  'Jatin Bose',
  'Kavya Reddy',
]
const team = names.map((name, i) => ({ srno: 100 + i * 7, name }))
const visitsOf = (...srnos: number[]) => srnos.map((userSrno) => ({ userSrno }))

describe("the team map's colours and labels (D58, the manager's day)", () => {
  it('gives twelve people twelve distinct colours and distinct labels, each named once in the legend', () => {
    const marks = personMarks(
      team,
      team.flatMap((p, i) => visitsOf(...Array(i + 1).fill(p.srno))),
    )
    expect(marks).toHaveLength(12)
    expect(new Set(marks.map((m) => m.colour)).size).toBe(12)
    expect(new Set(marks.map((m) => m.label)).size).toBe(12)
    expect(marks.map((m) => m.name)).toEqual(names)
    expect(marks.map((m) => m.visits)).toEqual(names.map((_, i) => i + 1))
    for (const m of marks) expect(PALETTE).toContain(m.colour)
  })

  it('keeps a person in the same colour and label whoever else has visited, and whatever the order given', () => {
    const alone = personMarks(team, visitsOf(team[5]!.srno))
    const later = personMarks([...team].reverse(), visitsOf(team[0]!.srno, team[5]!.srno, team[11]!.srno))
    const mine = later.find((m) => m.srno === team[5]!.srno)!
    expect(alone).toEqual([{ ...mine, visits: 1 }])
    expect(mine.visits).toBe(1)
  })

  it('lists in the legend only the people with a located visit, in the order the screen lists them', () => {
    const marks = personMarks(team, visitsOf(team[3]!.srno, team[1]!.srno, team[3]!.srno))
    expect(marks.map((m) => [m.name, m.visits])).toEqual([
      ['Asha Kapoor', 1],
      ['Chetan Shah', 2],
    ])
    expect(personMarks([...team].reverse(), visitsOf(team[3]!.srno, team[1]!.srno)).map((m) => m.name)).toEqual([
      'Chetan Shah',
      'Asha Kapoor',
    ])
    expect(personMarks(team, [])).toEqual([])
  })

  it('numbers people who share initials, so no two markers read the same', () => {
    // Anil Kumar and Asha Kapoor are both "AK".
    const marks = personMarks(team, visitsOf(team[0]!.srno, team[1]!.srno))
    expect(marks.map((m) => m.label)).toEqual(['AK', 'AK2'])
  })

  it('in a team larger than the palette, colours the people with visits distinctly (up to twelve)', () => {
    const big = Array.from({ length: 30 }, (_, i) => ({ srno: i + 1, name: `Person ${i + 1}` }))
    // People 1 and 13 would share a colour by their place in the team; on the map they must not.
    const twelve = [1, 13, 25, 2, 14, 26, 3, 15, 27, 4, 16, 28]
    const marks = personMarks(big, visitsOf(...twelve))
    expect(new Set(marks.map((m) => m.colour)).size).toBe(12)
    expect(new Set(marks.map((m) => m.label)).size).toBe(12)
  })

  it('takes initials from the first and last words, in any script', () => {
    expect(initials('anil kumar sharma')).toBe('AS')
    expect(initials('  Ravi  ')).toBe('R')
    expect(initials('')).toBe('?')
    // A Devanagari letter with its vowel sign stays whole (one grapheme).
    expect(initials('सुनील कुमार')).toBe('सुकु')
  })
})
