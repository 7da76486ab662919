import { describe, expect, it } from 'vitest'
import { homeContent, offerContent, privacyContent, termsContent } from '#app/content/by-locale.ts'

/** Fields that are not text: links, file names, ids and the partners' names stay exactly as in English. */
const VERBATIM_KEYS = new Set(['href', 'image', 'icon', 'id', 'name'])

/** Names, abbreviations and amounts that stay in Latin script on Hindi pages (D55). */
const KEPT_IN_LATIN = [
  'Human ATM',
  'Micro ATM',
  'AEPS',
  'DMT',
  'Fastag',
  'DSC',
  'Aadhaar',
  'UPI',
  'KYC',
  'OTP',
  'GST',
  'EMI',
  'PAN',
  'MRP',
  'Rs',
  'Class 3',
  'DGFT',
  'Document Signer',
  'Epass auto 2003',
  'Proxkey',
  'SSL',
  'USB',
  'LRA',
]
const keptPattern = new RegExp(`\\{\\w+\\}|\\b(?:${KEPT_IN_LATIN.join('|')})\\b`, 'gi')

const DEVANAGARI = /[\u0900-\u097F]/

/** Whether an English text has words a Hindi reader needs translated (not only kept names, numbers and tokens). */
function needsHindi(english: string): boolean {
  return /[A-Za-z]{2,}/.test(english.replace(keptPattern, ' '))
}

function tokens(text: string): string[] {
  return (text.match(/\{[^{}]*\}/g) ?? []).sort()
}

function numbers(text: string): string[] {
  return text.match(/\d+(?:[,.]\d+)*/g) ?? []
}

/** Walks the English and the Hindi value side by side and lists every difference a translation may not make. */
function compare(en: unknown, hi: unknown, path: string, issues: string[], key = ''): void {
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) {
      issues.push(`${path}: not an array in Hindi`)
      return
    }
    if (hi.length !== en.length) issues.push(`${path}: ${hi.length} items in Hindi, ${en.length} in English`)
    en.forEach((item, index) => {
      compare(item, hi[index], `${path}[${index}]`, issues, key)
    })
    return
  }
  if (en !== null && typeof en === 'object') {
    if (hi === null || typeof hi !== 'object' || Array.isArray(hi)) {
      issues.push(`${path}: not an object in Hindi`)
      return
    }
    const enKeys = Object.keys(en).sort()
    const hiKeys = Object.keys(hi).sort()
    if (enKeys.join() !== hiKeys.join()) issues.push(`${path}: keys ${hiKeys.join()} in Hindi, ${enKeys.join()}`)
    for (const k of enKeys) {
      compare((en as Record<string, unknown>)[k], (hi as Record<string, unknown>)[k], `${path}.${k}`, issues, k)
    }
    return
  }
  if (typeof en !== 'string') {
    if (hi !== en) issues.push(`${path}: ${String(hi)} in Hindi, ${String(en)} in English`)
    return
  }
  if (typeof hi !== 'string') {
    issues.push(`${path}: not a string in Hindi`)
    return
  }
  if (hi.trim() === '' || hi !== hi.trim()) issues.push(`${path}: empty or padded text`)
  if (VERBATIM_KEYS.has(key) || !needsHindi(en)) {
    if (hi !== en) issues.push(`${path}: "${hi}" should stay "${en}"`)
    return
  }
  if (!DEVANAGARI.test(hi)) issues.push(`${path}: no Devanagari in "${hi}"`)
  if (tokens(hi).join() !== tokens(en).join()) issues.push(`${path}: tokens ${tokens(hi)} in Hindi, ${tokens(en)}`)
  const hiNumbers = new Set(numbers(hi))
  for (const n of numbers(en)) if (!hiNumbers.has(n)) issues.push(`${path}: number ${n} missing in Hindi`)
}

const enHome = homeContent('en')
const hiHome = homeContent('hi')
const enPrivacy = privacyContent('en')
const hiPrivacy = privacyContent('hi')
const enTerms = termsContent('en')
const hiTerms = termsContent('hi')

const pages = [
  { file: 'home', en: enHome, hi: hiHome },
  { file: 'offer', en: { offer: offerContent('en') }, hi: { offer: offerContent('hi') } },
  { file: 'privacy', en: enPrivacy, hi: hiPrivacy },
  { file: 'terms', en: enTerms, hi: hiTerms },
] as const

describe('Hindi page content', () => {
  for (const { file, en, hi } of pages) {
    it(`${file}: has the English content's values`, () => {
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort())
    })

    for (const name of Object.keys(en)) {
      if (name === 'termsLastUpdated' || name === 'privacyNoticeVersion') continue
      it(`${file}.${name}: same shape, fixed fields and numbers as English, text in Hindi`, () => {
        const issues: string[] = []
        compare((en as Record<string, unknown>)[name], (hi as Record<string, unknown>)[name], name, issues)
        expect(issues).toEqual([])
      })
    }
  }

  it('privacy: the notice version is the English one', () => {
    expect(hiPrivacy.privacyNoticeVersion).toBe(enPrivacy.privacyNoticeVersion)
  })

  it('terms: the last-updated date is the English date in Hindi words with Latin digits', () => {
    const months = ['January', 'February', 'March', 'April', 'May', 'June']
    months.push('July', 'August', 'September', 'October', 'November', 'December')
    const monthsHi = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून']
    monthsHi.push('जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर')
    const [day, month, year] = enTerms.termsLastUpdated.split(' ')
    expect(hiTerms.termsLastUpdated).toBe(`${day} ${monthsHi[months.indexOf(month ?? '')]} ${year}`)
  })

  it('privacy: the form notice names the notice once, by its Hindi heading, for the link', () => {
    expect(hiPrivacy.formNotice.split(hiPrivacy.privacy.heading)).toHaveLength(2)
  })

  it('terms: same clause count and paragraph count per clause', () => {
    expect(hiTerms.terms.map((c) => c.paragraphs.length)).toEqual(enTerms.terms.map((c) => c.paragraphs.length))
  })

  it('the check itself: kept names alone need no Hindi, other words do', () => {
    expect(needsHindi('Human ATM')).toBe(false)
    expect(needsHindi('Rs. 1,299')).toBe(false)
    expect(needsHindi('{company}: Human ATM, AEPS')).toBe(false)
    expect(needsHindi('Under 25')).toBe(true)
    expect(needsHindi('Class 3 DSC (Sign), 1 year')).toBe(true)
    const issues: string[] = []
    compare({ a: ['Pay {company} Rs. 59'], href: '/x' }, { a: ['Pay Rs. 5'], href: '/y' }, 'x', issues)
    expect(issues).toEqual([
      'x.a[0]: no Devanagari in "Pay Rs. 5"',
      'x.a[0]: tokens  in Hindi, {company}',
      'x.a[0]: number 59 missing in Hindi',
      'x.href: "/y" should stay "/x"',
    ])
  })
})
