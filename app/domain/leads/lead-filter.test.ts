import { describe, expect, it } from 'vitest'
import { mobileDigits } from './lead-filter.server.ts'

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
