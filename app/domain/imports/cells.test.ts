import { describe, expect, it } from 'vitest'
import { dayOf, mobileOf } from './cells.ts'

describe('a lead file’s cells (D62)', () => {
  it('reads a next visit written the Indian way or the ISO way, and leaves anything else for the form to refuse', () => {
    expect(dayOf('05/01/2099')).toBe('2099-01-05')
    expect(dayOf('5-1-2099')).toBe('2099-01-05')
    expect(dayOf('05.01.2099')).toBe('2099-01-05')
    expect(dayOf('2099-1-5')).toBe('2099-01-05')
    expect(dayOf('31/02/2099')).toBe('31/02/2099')
    expect(dayOf('next week')).toBe('next week')
  })

  it('reads a mobile without spaces, dashes, +91 or a leading 0; anything else as written', () => {
    expect(mobileOf('98111 00002')).toBe('9811100002')
    expect(mobileOf('+91 98111-00002')).toBe('9811100002')
    expect(mobileOf('09811100002')).toBe('9811100002')
    expect(mobileOf('=1+1')).toBe('=1+1')
    expect(mobileOf('12345')).toBe('12345')
  })
})
