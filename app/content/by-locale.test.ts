import { describe, expect, it } from 'vitest'
import { homeContent, offerContent, privacyContent, servicePage, termsContent } from '#app/content/by-locale.ts'
import { servicesIn } from '#app/content/service-labels.ts'
import { serviceIndex } from '#app/lib/service-index.ts'

const devanagari = /[\u0900-\u097F]/

describe('page content by language (D55)', () => {
  it('gives the English modules for English and the Hindi ones for Hindi', () => {
    expect(homeContent('en').homeIntro.heading).toBe('Our Services')
    expect(homeContent('hi').homeIntro.heading).toMatch(devanagari)
    expect(offerContent('hi').hero.heading).toMatch(devanagari)
    expect(termsContent('hi').terms[0]?.heading).toMatch(devanagari)
    expect(privacyContent('hi').privacy.heading).toMatch(devanagari)
    expect(privacyContent('hi').privacyNoticeVersion).toBe(privacyContent('en').privacyNoticeVersion)
  })

  it('keeps a Hindi service page at its English path with its English form values, its words in Hindi', () => {
    for (const s of serviceIndex) {
      const hi = servicePage(s.key, 'hi')
      expect(hi.path).toBe(s.path)
      expect(hi.pageForm).toEqual(s.pageForm)
      expect(hi.heading, s.key).toMatch(devanagari)
      expect(servicePage(s.key, 'en').label).toBe(s.label)
    }
    expect(servicesIn('hi').map((s) => s.path)).toEqual(serviceIndex.map((s) => s.path))
    expect(servicesIn('en').map((s) => s.label)).toEqual(serviceIndex.map((s) => s.label))
  })
})
