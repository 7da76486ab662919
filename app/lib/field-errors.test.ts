import { describe, expect, it } from 'vitest'
import { checksOnLeave, errorIdOf, isCheckedControl, messageLink, shownMessage } from './field-errors.ts'

describe('the form-error contract', () => {
  it("names a control's message after the control", () => {
    expect(errorIdOf('quote-1-field-phone')).toBe('quote-1-field-phone-error')
  })

  it('ties a shown message first in aria-describedby, before the hint, and marks the control invalid', () => {
    expect(messageLink('c', 'Wrong.', ['c-hint'])).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'c-error c-hint',
    })
  })

  it('with no message, keeps only the other descriptions and drops aria-invalid', () => {
    expect(messageLink('c', undefined, ['c-error', 'c-hint', ''])).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': 'c-hint',
    })
    expect(messageLink('c', undefined, [])).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined })
  })

  it('never names the message twice when it was already named', () => {
    expect(messageLink('c', 'Wrong.', ['c-error', 'c-hint'])['aria-describedby']).toBe('c-error c-hint')
  })

  it('shows the first of several messages', () => {
    expect(shownMessage(['first', 'second'])).toBe('first')
    expect(shownMessage([])).toBeUndefined()
    expect(shownMessage(undefined)).toBeUndefined()
  })

  it('checks a field as it is left once something was typed, or once it was checked (D44)', () => {
    expect(checksOnLeave('', false)).toBe(false)
    expect(checksOnLeave('a', false)).toBe(true)
    expect(checksOnLeave('', true)).toBe(true)
  })

  it('checks named controls a person fills in, not hidden or file inputs', () => {
    expect(isCheckedControl({ name: 'email', type: 'email' })).toBe(true)
    expect(isCheckedControl({ name: 'service', type: 'select-one' })).toBe(true)
    expect(isCheckedControl({ name: '', type: 'text' })).toBe(false)
    expect(isCheckedControl({ name: 'variant', type: 'hidden' })).toBe(false)
    expect(isCheckedControl({ name: 'selfie', type: 'file' })).toBe(false)
  })
})
