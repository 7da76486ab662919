import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './db-errors.server.ts'

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true)
  })
  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(new Error('duplicate key value'))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})
