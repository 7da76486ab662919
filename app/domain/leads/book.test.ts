import { describe, expect, it } from 'vitest'
import { type BookLead, decodeLead, encodeLead, matchesSearch, searchText } from './book.ts'

/** The phone's book of leads (ADR 0206): a lead survives its compact form, and the offline search finds it. */

const lead: BookLead = {
  srno: 7,
  businessName: 'Mahalaxmi Kirana',
  contactPerson: 'सुरेश कुमार',
  mobile: '7654321098',
  email: '',
  address: 'Station Road',
  remark: '',
  volume: null,
  products: ['fastag'],
  typeSrno: 1,
  type: 'Retailer',
  nature: 'H',
  statusSrno: 1,
  status: 'Open',
  nextVisit: '2026-11-27',
  createdAt: '2026-11-01T10:00:00.000Z',
  owner: { srno: 3, name: 'Bhanu', userId: 'bhanu' },
  enquiryId: null,
  enquiry: null,
  visitCount: 1,
  thumbnailId: 12,
  visits: [
    {
      srno: 4,
      kind: 'first',
      at: '2026-11-01T10:00:00.000Z',
      userName: 'Bhanu',
      remark: 'वापस आना है',
      nature: 'H',
      status: 'Open',
      nextVisit: null,
      thumbnailId: 12,
    },
  ],
}

describe('the book of leads', () => {
  it('travels as an array and comes back the same', () => {
    const row = encodeLead(lead)
    expect(Array.isArray(row)).toBe(true)
    expect(decodeLead(JSON.parse(JSON.stringify(row)))).toEqual(lead)
  })

  it('is searched by a word of the name, the contact person in Devanagari, or any digits of the mobile', () => {
    const text = searchText(lead)
    expect(matchesSearch(text, 'mahalaxmi')).toBe(true)
    expect(matchesSearch(text, 'KIRANA maha')).toBe(true)
    expect(matchesSearch(text, 'सुरेश')).toBe(true)
    // The same name typed as decomposed Unicode (another keyboard) is the same name.
    expect(matchesSearch(searchText({ ...lead, contactPerson: 'क़ासिम' }), 'क\u093Cासिम')).toBe(true)
    expect(matchesSearch(text, '4321')).toBe(true)
    expect(matchesSearch(text, '+91 76543 21098')).toBe(true)
    expect(matchesSearch(text, '1234')).toBe(false)
    expect(matchesSearch(text, 'sharma')).toBe(false)
    // Digits inside a name are words, not a mobile.
    expect(matchesSearch(searchText({ ...lead, businessName: 'Shop 21' }), 'shop 21')).toBe(true)
    expect(matchesSearch(text, '   ')).toBe(true)
  })
})
