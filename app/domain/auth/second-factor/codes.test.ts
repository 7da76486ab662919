import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  TOTP_PERIOD_SECONDS,
  totpTimeStep,
  totpUri,
} from './codes.server.ts'

const at = (step: number) => step * TOTP_PERIOD_SECONDS * 1000 + 5_000
const codeAt = (secret: string, step: number) => generate({ secret, epoch: at(step) / 1000 })

describe('authenticator codes (RFC 6238)', () => {
  const secret = newTotpSecret()

  it('makes a 160-bit base32 secret and an otpauth address naming the issuer and account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = totpUri(secret, 'admin', 'Agent Network')
    expect(uri).toMatch(/^otpauth:\/\/totp\//)
    expect(uri).toContain(`secret=${secret}`)
    expect(uri).toContain('issuer=Agent')
  })

  it('accepts the code of the current step and of the step before or after, not two away', async () => {
    const step = 60_000_000
    expect(await totpTimeStep(secret, await codeAt(secret, step), null, at(step))).toBe(step)
    expect(await totpTimeStep(secret, await codeAt(secret, step - 1), null, at(step))).toBe(step - 1)
    expect(await totpTimeStep(secret, await codeAt(secret, step + 1), null, at(step))).toBe(step + 1)
    expect(await totpTimeStep(secret, await codeAt(secret, step - 2), null, at(step))).toBeNull()
    expect(await totpTimeStep(secret, await codeAt(secret, step + 2), null, at(step))).toBeNull()
  })

  it('refuses a code already used (its step or an older one), accepts the next step', async () => {
    const step = 60_000_100
    const code = await codeAt(secret, step)
    expect(await totpTimeStep(secret, code, step, at(step))).toBeNull()
    expect(await totpTimeStep(secret, await codeAt(secret, step - 1), step, at(step))).toBeNull()
    expect(await totpTimeStep(secret, await codeAt(secret, step + 1), step, at(step + 1))).toBe(step + 1)
  })

  it('refuses anything but six digits, and a wrong code', async () => {
    const step = 60_000_200
    const code = await codeAt(secret, step)
    for (const bad of ['', '12345', '1234567', 'abcdef', ` ${code}`]) {
      expect(await totpTimeStep(secret, bad, null, at(step))).toBeNull()
    }
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await totpTimeStep(secret, wrong, null, at(step))).toBeNull()
    expect(await totpTimeStep(newTotpSecret(), code, null, at(step))).toBeNull()
  })
})

describe('recovery codes', () => {
  it('makes ten distinct codes of ten characters without look-alike letters', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const c of codes) {
      expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
      expect(c).not.toMatch(/[01lio]/)
      expect(looksLikeRecoveryCode(c)).toBe(true)
    }
  })

  it('hashes a code the same however it is typed (case, spaces, hyphen), and differently from another', () => {
    const [a, b] = newRecoveryCodes(2) as [string, string]
    expect(hashRecoveryCode(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashRecoveryCode(` ${a.toUpperCase().replace('-', ' ')} `)).toBe(hashRecoveryCode(a))
    expect(hashRecoveryCode(normalizeRecoveryCode(a))).toBe(hashRecoveryCode(a))
    expect(hashRecoveryCode(a)).not.toBe(hashRecoveryCode(b))
    expect(looksLikeRecoveryCode('123456')).toBe(false)
  })
})
