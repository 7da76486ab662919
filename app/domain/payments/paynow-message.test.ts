import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { messages } from '#app/lib/errors.ts'
import { payFormProblems } from './pay-form-check.ts'
import { decodePayNowMessage, encodePayNowMessage, payNowUrl } from './paynow-message.ts'

describe('paynow m value (ADR 0022)', () => {
  it('round-trips any five fields, separators and percent signs included', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ unit: 'binary' }),
          email: fc.string(),
          phone: fc.string(),
          amount: fc.string(),
          message: fc.string({ unit: 'binary' }),
        }),
        (fields) => {
          expect(decodePayNowMessage(encodePayNowMessage(fields))).toEqual(fields)
          const m = new URL(payNowUrl(fields), 'http://x').searchParams.get('m')!
          expect(decodePayNowMessage(m)).toEqual(fields)
        },
      ),
    )
  })

  it('builds the spec path with m encoded once more', () => {
    expect(payNowUrl({ name: 'A B', email: 'a@b.in', phone: '1', amount: '2', message: '50% & #1' })).toBe(
      '/api/paynow.php?m=A%2520B%7Ca%2540b.in%7C1%7C2%7C50%2525%2520%2526%2520%25231',
    )
  })

  it('reads an older raw value; refuses fewer than five parts', () => {
    expect(decodePayNowMessage('N|e@x.in|9876543210|10|a | b')).toEqual({
      name: 'N',
      email: 'e@x.in',
      phone: '9876543210',
      amount: '10',
      message: 'a | b',
    })
    expect(decodePayNowMessage('a|b|c|d')).toBeNull()
    expect(decodePayNowMessage('100%|x|y|z|w')?.name).toBe('100%')
  })
})

describe('pay form alert (spec section 5)', () => {
  const empty = { name: '', email: '', phone: '', amount: '', message: '' }

  it('lists every missing field at once, in order, with the exact texts', () => {
    expect(payFormProblems(empty)).toEqual([
      messages.PAY_NAME_REQUIRED,
      messages.PAY_EMAIL_REQUIRED,
      messages.PAY_PHONE_REQUIRED,
      messages.PAY_AMOUNT_REQUIRED,
    ])
    expect(messages.PAY_NAME_REQUIRED).toBe('Please fill Name.')
    expect(messages.PAY_EMAIL_REQUIRED).toBe('Please fill Email.')
    expect(messages.PAY_PHONE_REQUIRED).toBe('Please fill Contact Number.')
    expect(messages.PAY_AMOUNT_REQUIRED).toBe('Please fill Amount.')
  })

  it('an amount of 0 counts as missing', () => {
    expect(
      payFormProblems({ name: 'N', email: 'n@example.in', phone: '9876543210', amount: '0', message: '' }),
    ).toEqual([messages.PAY_AMOUNT_REQUIRED])
  })

  it('is empty for a valid form', () => {
    expect(
      payFormProblems({ name: 'N', email: 'n@example.in', phone: '9876543210', amount: '5', message: '' }),
    ).toEqual([])
  })
})
