import { describe, expect, it } from 'vitest'
import { dayOf, mobileOf } from './cells.ts'

describe('a lead file’s cells (D62)', () => {
  it.each([
    ['05/01/2099', '2099-01-05'],
    ['5-1-2099', '2099-01-05'],
    ['05.01.2099', '2099-01-05'],
    ['2099-1-5', '2099-01-05'],
    ['31/02/2099', '31/02/2099'],
    ['next week', 'next week'],
  ])(
    'reads a next visit written the Indian way or the ISO way, and leaves anything else for the form to refuse: %s',
    (cell, day) => expect(dayOf(cell)).toBe(day),
  )

  it.each([
    ['98111 00002', '9811100002'],
    ['+91 98111-00002', '9811100002'],
    ['09811100002', '9811100002'],
    ['=1+1', '=1+1'],
    ['12345', '12345'],
  ])('reads a mobile without spaces, dashes, +91 or a leading 0; anything else as written: %s', (cell, mobile) =>
    expect(mobileOf(cell)).toBe(mobile),
  )
})
