import { describe, expect, it } from 'vitest'
import { messages } from '#app/lib/errors.ts'
import { callbackSchema, hasAadhaarLikeNumber, paymentSchema, quoteSchema, sourcePathSchema } from './schemas.ts'

const quote = quoteSchema(['Fastag', 'Buy & Sell GOLD'])
const valid = { name: 'Ravi', email: 'ravi@example.in', phone: '9876543210', service: 'Fastag' }
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message

describe('Aadhaar-like numbers (security.md)', () => {
  it.each(['234567890123', '2345 6789 0123', '2345-6789-0123', 'my no. 9999 8888 7777 ok'])('finds %s', (v) => {
    expect(hasAadhaarLikeNumber(v)).toBe(true)
  })
  it.each([
    '98765 43210',
    '9876543210',
    '+919876543210',
    '1234 5678 9012',
    '0234 5678 9012',
    '2345678901234',
    '23456789012',
    'Rs. 2,34,567',
  ])('leaves %s alone', (v) => {
    expect(hasAadhaarLikeNumber(v)).toBe(false)
  })
})

describe('quote schema', () => {
  it('keeps #, +, % and & as typed and trims', () => {
    const r = quote.parse({ ...valid, name: '  A&B #1 +50%  ', message: ' 100% + GST & more ' })
    expect(r.name).toBe('A&B #1 +50%')
    expect(r.message).toBe('100% + GST & more')
    expect(r.location).toBe('')
  })

  it('turns line breaks in one-line fields into spaces', () => {
    expect(quote.parse({ ...valid, name: 'Ravi\r\nBcc: x' }).name).toBe('Ravi Bcc: x')
  })

  it('the service must be one of the allowed values, exactly', () => {
    expect(quote.parse({ ...valid, service: 'Buy & Sell GOLD' }).service).toBe('Buy & Sell GOLD')
    expect(firstMessage(quote.safeParse({ ...valid, service: 'fastag' }))).toBe(messages.SERVICE_UNKNOWN)
    expect(firstMessage(quote.safeParse({ ...valid, service: '' }))).toBe(messages.SERVICE_REQUIRED)
  })

  it('gives the catalogue messages for missing and malformed fields (empty strings and absent alike)', () => {
    expect(firstMessage(quote.safeParse({ ...valid, name: undefined }))).toBe(messages.PAY_NAME_REQUIRED)
    expect(firstMessage(quote.safeParse({ ...valid, name: '' }))).toBe(messages.PAY_NAME_REQUIRED)
    expect(firstMessage(quote.safeParse({ ...valid, email: 'a@b' }))).toBe(messages.INVALID_EMAIL)
    expect(firstMessage(quote.safeParse({ ...valid, phone: '+919876543210' }))).toBe(messages.INVALID_PHONE)
    expect(firstMessage(quote.safeParse({ ...valid, phone: '98765 4321' }))).toBe(messages.INVALID_PHONE)
  })

  it('refuses values that are not text', () => {
    expect(quote.safeParse({ ...valid, name: 5 }).success).toBe(false)
    expect(quote.safeParse({ ...valid, message: ['x'] }).success).toBe(false)
  })
})

describe('callback and payment schemas', () => {
  it('callback: e-mail and message may be empty', () => {
    expect(callbackSchema.parse({ name: 'R', phone: '9876543210' })).toEqual({
      name: 'R',
      phone: '9876543210',
      email: '',
      message: '',
    })
  })

  it.each([
    ['0', false],
    ['0.00', false],
    ['-1', false],
    ['1e3', false],
    ['10.123', false],
    ['', false],
    ['1', true],
    ['0.5', true],
    ['1500.50', true],
  ])('payment amount %s accepted: %s', (amount, ok) => {
    const r = paymentSchema.safeParse({ name: 'N', email: 'n@example.in', phone: '9876543210', amount })
    expect(r.success).toBe(ok)
    if (!ok) expect(firstMessage(r)).toBe(messages.PAY_AMOUNT_REQUIRED)
  })
})

describe('source path', () => {
  it.each([
    ['/contact', '/contact'],
    ['/blog/x-y', '/blog/x-y'],
    ['https://evil.example/', ''],
    ['//evil.example', ''],
    ['/\\evil', ''],
    ['javascript:alert(1)', ''],
    [`/${'x'.repeat(300)}`, ''],
  ])('%s -> %s', (input, output) => {
    expect(sourcePathSchema.parse(input)).toBe(output)
  })
})
