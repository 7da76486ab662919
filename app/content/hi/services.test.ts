import { describe, expect, it } from 'vitest'
import { serviceIndexHi } from '#app/content/hi/service-index.ts'
import { serviceBodies } from '#app/content/services.ts'
import type { ServicePageBody } from '#app/content/types.ts'
import { type ServiceKey, serviceIndex } from '#app/lib/service-index.ts'

const pages = Object.fromEntries(
  serviceIndex.map((s) => [s.key, { en: serviceBodies.en[s.key], hi: serviceBodies.hi[s.key] }]),
) as Record<ServiceKey, { en: ServicePageBody; hi: ServicePageBody }>

const devanagari = /[\u0900-\u097F]/
/** Devanagari digits: the Hindi pages write numbers in Latin digits (D55). */
const devanagariDigits = /[\u0966-\u096F]/
/** Fields that are not text and must stay exactly as in the English body. */
const keptFields = new Set(['image', 'phoneLine', 'href', 'faqFirstOpen'])

/** Every number in a text (amounts, percentages, years, limits), e.g. `20,000`, `99.99`, `80`. */
function numbers(text: string): string[] {
  return (text.match(/\d(?:[\d,.]*\d)?/g) ?? []).sort()
}

/**
 * Walks the English and the Hindi body side by side and returns every difference in shape or in what must be
 * kept, as readable lines (empty when the Hindi body is a faithful copy of the English one's shape).
 */
function compare(en: unknown, hi: unknown, path: string, field: string, problems: string[]): void {
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) {
      problems.push(`${path}: not a list`)
      return
    }
    if (field === 'keywords') {
      if (hi.length === 0) problems.push(`${path}: no keywords`)
      for (const [i, k] of hi.entries()) {
        if (typeof k !== 'string' || k.trim() === '') problems.push(`${path}[${i}]: empty keyword`)
      }
      if (!hi.some((k) => devanagari.test(String(k)))) problems.push(`${path}: no Hindi keyword`)
      return
    }
    if (hi.length !== en.length) problems.push(`${path}: ${hi.length} items, English has ${en.length}`)
    for (let i = 0; i < Math.min(en.length, hi.length); i++) compare(en[i], hi[i], `${path}[${i}]`, field, problems)
    return
  }
  if (en !== null && typeof en === 'object') {
    if (hi === null || typeof hi !== 'object' || Array.isArray(hi)) {
      problems.push(`${path}: not an object`)
      return
    }
    const enKeys = Object.keys(en).sort()
    const hiKeys = Object.keys(hi).sort()
    if (enKeys.join() !== hiKeys.join()) problems.push(`${path}: fields ${hiKeys.join()}, English has ${enKeys.join()}`)
    for (const key of enKeys) {
      if (key in hi) {
        compare(
          (en as Record<string, unknown>)[key],
          (hi as Record<string, unknown>)[key],
          `${path}.${key}`,
          key,
          problems,
        )
      }
    }
    return
  }
  if (keptFields.has(field)) {
    if (hi !== en) problems.push(`${path}: ${String(hi)}, English has ${String(en)}`)
    return
  }
  if (typeof en === 'string') {
    if (typeof hi !== 'string' || hi.trim() === '') {
      problems.push(`${path}: empty`)
      return
    }
    if (!devanagari.test(hi)) problems.push(`${path}: no Devanagari: ${hi}`)
    if (devanagariDigits.test(hi)) problems.push(`${path}: Devanagari digits: ${hi}`)
    if (en.includes('{company}') && !hi.includes('{company}')) problems.push(`${path}: {company} lost`)
    const missing = numbers(en).filter((n) => !numbers(hi).includes(n))
    if (missing.length > 0) problems.push(`${path}: numbers ${missing.join(' ')} of the English text missing`)
    return
  }
  if (hi !== en) problems.push(`${path}: ${String(hi)}, English has ${String(en)}`)
}

describe('Hindi service page bodies', () => {
  it('has one for every service of the index', () => {
    expect(Object.keys(pages).sort()).toEqual(serviceIndex.map((s) => s.key).sort())
  })

  for (const [key, { en, hi }] of Object.entries(pages)) {
    it(`${key}: same shape, kept fields, numbers and {company} as the English body, all text in Hindi`, () => {
      const problems: string[] = []
      compare(en, hi, key, '', problems)
      expect(problems).toEqual([])
    })

    it(`${key}: the title keeps the English '| {company}' tail`, () => {
      expect(en.title.endsWith(' | {company}')).toBe(true)
      expect(hi.title.endsWith(' | {company}')).toBe(true)
    })
  }
})

describe('Hindi service index', () => {
  it('covers exactly the keys of the service index', () => {
    expect(Object.keys(serviceIndexHi).sort()).toEqual(serviceIndex.map((s) => s.key).sort())
  })

  for (const entry of serviceIndex) {
    it(`${entry.key}: label, summary and dropdown label filled in; the page form's choices all labelled`, () => {
      const hi = serviceIndexHi[entry.key]
      expect(hi.label.trim()).not.toBe('')
      expect(hi.quoteChoiceLabel.trim()).not.toBe('')
      expect(hi.summary).toMatch(devanagari)
      expect(hi.summary).not.toMatch(devanagariDigits)
      expect(numbers(entry.summary).filter((n) => !numbers(hi.summary).includes(n))).toEqual([])
      const pageForm = entry.pageForm
      if (pageForm.kind === 'choice') {
        expect(hi.pageFormPrompt).toMatch(devanagari)
        expect(Object.keys(hi.pageFormOptionLabels ?? {}).sort()).toEqual(pageForm.options.map((o) => o.value).sort())
        for (const label of Object.values(hi.pageFormOptionLabels ?? {})) expect(label).toMatch(devanagari)
      } else {
        expect(hi.pageFormPrompt).toBeUndefined()
        expect(hi.pageFormOptionLabels).toBeUndefined()
      }
    })
  }
})
