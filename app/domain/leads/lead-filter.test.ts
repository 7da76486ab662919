import { describe, expect, it } from 'vitest'
import { mobileDigits } from './lead-filter.server.ts'

describe('the search reads a phone number as digits (ADR 0152)', () => {
  it.each([
    { typed: '98765', digits: '98765' },
    { typed: ' 98765 01234 ', digits: '9876501234' },
    { typed: '+91 98765-01234', digits: '9876501234' },
    { typed: '09876501234', digits: '9876501234' },
    { typed: '(0) 98765.01234', digits: '9876501234' },
  ])('takes the digits of what reads as a phone number, the last ten of a longer one: "$typed"', ({ typed, digits }) =>
    expect(mobileDigits(typed)).toBe(digits),
  )
  it.each(['Kirana', 'Shop 12', '+ -', ''])('a name, or a name with digits in it, is not a phone number: %j', (typed) =>
    expect(mobileDigits(typed)).toBeNull(),
  )
})
