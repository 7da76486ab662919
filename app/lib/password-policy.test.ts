import { describe, expect, it } from 'vitest'
import { checkPasswordPolicy } from '#app/lib/password-policy.ts'

describe('password policy (spec section 5, D14)', () => {
  it.each(['Abcdefg1', 'Abcdefghijklmnopqr12', 'Passw0rdX'])('accepts %s', (pw) => {
    expect(checkPasswordPolicy(pw)).toBeNull()
  })
  it.each([
    ['Abcdef1', 'too short (7)'],
    ['Abcdefghijklmnopqrs12', 'too long (21)'],
    ['abcdefg1', 'no capital'],
    ['ABCDEFG1', 'no small letter'],
    ['Abcdefgh', 'no digit'],
    ['        ', 'blank'],
    [' Abcdefg1', 'a leading space (sign-in trims, so it could never be used)'],
    ['Abcdefg1 ', 'a trailing space'],
  ])('refuses %s: %s', (pw) => {
    expect(checkPasswordPolicy(pw)).not.toBeNull()
  })
})
