/**
 * The team map's marks (D58, the manager's day; ADR 0232): each person with located visits today gets a colour and a
 * short label (their initials), so a marker says whose visit it is by its text as well as its colour, and the legend
 * names the person beside the same badge. Pure, so the map screen and its tests share it.
 *
 * Rules:
 * - A person's colour and label depend only on the team (the people below the viewer, ordered by their serial), not
 *   on who has visited so far: a manager who looks again later in the day finds each person in the same colour.
 * - Up to PALETTE.length (12) people never share a colour. In a larger team the colours are given to the people with
 *   visits today instead, in the same serial order, so the map still shows up to 12 people in distinct colours.
 * - Labels are the initials of the first and last word of the name; two people with the same initials get a number
 *   after them (AK, AK2), so no two markers on the map read the same.
 * - The legend lists only the people with at least one located visit, with their count, in the order the people
 *   are given (the screen's list order).
 */

/** Twelve well-separated dark colours; white text on each has a contrast of at least 4.5:1 (WCAG AA). */
export const PALETTE = [
  '#1d4ed8', // blue
  '#b91c1c', // red
  '#15803d', // green
  '#7e22ce', // purple
  '#c2410c', // orange
  '#0f766e', // teal
  '#be185d', // pink
  '#4d7c0f', // olive
  '#78350f', // brown
  '#0e7490', // cyan
  '#334155', // slate
  '#a16207', // ochre
] as const

export interface TeamMapPerson {
  srno: number
  name: string
}

export interface TeamMapVisit {
  userSrno: number
}

export interface PersonMark {
  srno: number
  name: string
  colour: string
  label: string
  visits: number
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const firstGrapheme = (word: string) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? ''

/** The initials of a name: the first letter of its first and last words (one word: its first letter). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = firstGrapheme(words[0]!)
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : ''
  return `${first}${last}`.toLocaleUpperCase('en-IN')
}

/**
 * The mark of every person with located visits, in the order of `people`, each with the number of their
 * located visits: the legend's entries and the markers' colours and labels.
 */
export function personMarks(people: readonly TeamMapPerson[], visits: readonly TeamMapVisit[]): PersonMark[] {
  const counts = new Map<number, number>()
  for (const v of visits) counts.set(v.userSrno, (counts.get(v.userSrno) ?? 0) + 1)
  const team = [...people].sort((a, b) => a.srno - b.srno)
  // A small team: colours by place in the whole team (stable all day). A large one: among those with visits.
  const coloured = team.length <= PALETTE.length ? team : team.filter((p) => counts.has(p.srno))
  const colourOf = new Map(coloured.map((p, i) => [p.srno, PALETTE[i % PALETTE.length]!]))
  // Labels over the whole team, so a label too stays the same whoever visits first.
  const used = new Set<string>()
  const labelOf = new Map<number, string>()
  for (const p of team) {
    const base = initials(p.name)
    let label = base
    for (let n = 2; used.has(label); n++) label = `${base}${n}`
    used.add(label)
    labelOf.set(p.srno, label)
  }
  return people
    .filter((p) => counts.has(p.srno))
    .map((p) => ({
      srno: p.srno,
      name: p.name,
      colour: colourOf.get(p.srno)!,
      label: labelOf.get(p.srno)!,
      visits: counts.get(p.srno)!,
    }))
}
