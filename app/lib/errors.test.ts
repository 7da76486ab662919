import { describe, expect, it } from 'vitest'
import { AppError, httpStatusFor, messageFor, messages, toUserError } from './errors.ts'

describe('error catalogue', () => {
  it('carries the spec section 8 texts exactly', () => {
    // The spec's own table, pasted as it stands there (its notes in brackets are not part of the text), so it can be
    // laid beside the spec line by line; every code in it must be in the catalogue with that text, letter for letter.
    const specTable = `
| ERR0000 | Unidentified Error. Please contact to administrator |
| MSG0000 | SUCCESS |
| MSG0001 | Invalid username or password. |
| MSG0002 | Session has been expired. Please login again. (session cleared, site root reloaded) |
| MSG0003 | User is inactive. |
| MSG0004 | User is blocked by Admin or Head office. |
| MSG0005 | Please check password policy. |
| MSG0006 | Please fill mandatory feilds. |
| MSG0007 | Date of birth sould be less than today. |
| MSG0008 | Payment does not tally. Please check. |
| MSG0009 | New password and confirm password does not match. |
`
    const rows = specTable
      .trim()
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, code, text]) => [code!, text!.replace(/ \([^)]*\)$/, '')] as const)
    expect(rows).toHaveLength(11)
    for (const [code, text] of rows)
      expect({ code, text: messages[code as keyof typeof messages] }).toEqual({ code, text })
  })

  it('carries the other messages of sections 5 and 8 exactly', () => {
    expect(messages.UPLOAD_FAILED).toBe('Upload error. Try again.')
    expect(messages.RESET_FIELDS_REQUIRED).toBe('Invalid User Id or Email Id.')
    expect(messages.PAY_NAME_REQUIRED).toBe('Please fill Name.')
    expect(messages.PAY_EMAIL_REQUIRED).toBe('Please fill Email.')
    expect(messages.PAY_PHONE_REQUIRED).toBe('Please fill Contact Number.')
    expect(messages.PAY_AMOUNT_REQUIRED).toBe('Please fill Amount.')
    expect(messages.LEAD_MANDATORY).toBe('Please Fill Mendatory Fields.')
    expect(messages.LEAD_STATUS_REQUIRED).toBe('Please select status to proceed.')
    expect(messages.SELFIE_REQUIRED).toBe('Please select file to upload selfie.')
    expect(messages.FILE_NAME_DOTS).toBe('(.) not allowed in file name.')
    expect(messages.FILE_TOO_LARGE).toBe('Please select a file with in 10 MB size.')
    expect(messages.LEAD_SAVE_FAILED).toBe('Not able to save order. Please contact to administrator.')
    expect(messages.LEAD_SAVED).toBe('Lead has been saved.')
    expect(messages.REPORTING_USER_REQUIRED).toBe('Please select user.')
    expect(messages.THANK_YOU_TITLE).toBe('Thank You.')
    expect(messages.THANK_YOU_TEXT).toBe('We have received your request. We will contact you shortly.')
    expect(messages.SORRY_TITLE).toBe('Sorry.')
    expect(messageFor('SORRY_TEXT', { email: 'info@x.in' })).toBe(
      'We are unable to process your request. Please write us on info@x.in',
    )
  })

  it('maps codes to HTTP statuses in one place', () => {
    expect(httpStatusFor('MSG0002')).toBe(401)
    expect(httpStatusFor('FORBIDDEN')).toBe(403)
    expect(httpStatusFor('MSG0006')).toBe(400)
    expect(httpStatusFor('ERR0000')).toBe(500)
    expect(new AppError('FORBIDDEN').status).toBe(403)
  })

  it('never shows an unexpected error to the user', () => {
    const shown = toUserError(new Error('relation "users" does not exist at /srv/app.js:12'))
    expect(shown).toEqual({ code: 'ERR0000', message: messages.ERR0000, status: 500 })
    expect(toUserError(new AppError('MSG0006', { field: 'name' }))).toMatchObject({
      code: 'MSG0006',
      message: 'Please fill mandatory feilds.',
      field: 'name',
      status: 400,
    })
  })
})
