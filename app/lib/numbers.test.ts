import { describe, expect, it } from 'vitest'
import { formatCount, formatRupees } from './numbers.ts'

describe('numbers in both languages (D55)', () => {
  it('groups the Indian way with Latin digits', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1234)).toBe('1,234')
    expect(formatCount(125000)).toBe('1,25,000')
    expect(formatCount(12345678)).toBe('1,23,45,678')
  })

  it("writes amounts with the spec's Rs.", () => {
    expect(formatRupees(59)).toBe('Rs. 59')
    expect(formatRupees(100000)).toBe('Rs. 1,00,000')
    expect(formatRupees(null)).toBe('')
    expect(formatRupees(undefined)).toBe('')
  })
})
