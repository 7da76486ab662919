import '#app/lib/i18n/catalogues.server.ts'
import { describe, expect, it } from 'vitest'
import { passkeyError } from '#app/components/office/passkey-client.ts'
import { translator } from '#app/lib/i18n/i18n.ts'
import { passwordRules } from '#app/lib/password-policy.ts'
import { office as en } from '#app/messages/en/office.ts'
import { office as hi } from '#app/messages/hi/office.ts'

/** The office's own words (D55): the English as the screens always said it, the Hindi beside it. */
describe('the office catalogue', () => {
  it("words the password rules as the policy's list, in its order", () => {
    expect(Object.values(en.password.rule)).toEqual([...passwordRules])
    expect(Object.keys(hi.password.rule)).toEqual(Object.keys(en.password.rule))
  })

  it("shows the browser's own passkey failures in the reader's language, and a server's message as it came", () => {
    const t = translator('hi', 'office')
    expect(passkeyError(en.passkey.notUsed, t)).toBe(hi.passkey.notUsed)
    expect(passkeyError(en.passkey.alreadyHere, t)).toBe(hi.passkey.alreadyHere)
    expect(passkeyError(en.passkey.notAdded, translator('en', 'office'))).toBe(en.passkey.notAdded)
    expect(passkeyError('Session has been expired. Please login again.', t)).toBe(
      'Session has been expired. Please login again.',
    )
  })

  it('puts the signed-in name inside the sentence wherever the language places it', () => {
    for (const locale of ['en', 'hi'] as const) {
      const parts = translator(locale, 'office')('login.signedInAs', { name: '\u0000' }).split('\u0000')
      expect(parts, locale).toHaveLength(2)
    }
  })

  it('keeps Latin digits and the product names in Hindi', () => {
    expect(hi.security.unused).toContain('10')
    expect(hi.step.codeHint).toContain('6')
    expect(hi.error.backToCrm).toContain('CRM')
  })
})
