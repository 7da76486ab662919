import { describe, expect, it } from 'vitest'
import { sectionOf } from './nav.ts'

describe("the header's active section", () => {
  it('is the same for a page in English and in Hindi (D55)', () => {
    const pages: [string, ReturnType<typeof sectionOf>][] = [
      ['/', 'home'],
      ['/about', 'about'],
      ['/services/insurance', 'services'],
      ['/fastag', 'fastag'],
      ['/human-atm', 'human-ATM'],
      ['/contact', 'contact'],
      ['/offers', 'offerpage'],
      ['/privacy', null],
    ]
    for (const [path, section] of pages) {
      expect(sectionOf(path), path).toBe(section)
      expect(sectionOf(path === '/' ? '/hi' : `/hi${path}`), `/hi${path}`).toBe(section)
    }
    expect(sectionOf('/hi/')).toBe('home')
    expect(sectionOf('/HI/About/')).toBe('about')
    expect(sectionOf('/history')).toBe(null)
  })
})
