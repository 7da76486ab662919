import { createHash, randomInt } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'

/**
 * Authenticator codes (RFC 6238 through otplib: SHA-1, six digits, 30-second steps, what every authenticator app
 * reads from the QR code) and recovery codes (D56).
 */

export const TOTP_PERIOD_SECONDS = 30
/** A code of the step before or after the server's own is accepted too (a phone's clock a little off). */
export const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS
export const RECOVERY_CODE_COUNT = 10

/** A new base32 secret of 160 random bits (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 })
}

/** The otpauth:// address the QR code carries. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret })
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code)

/**
 * The time step of a correct code, or null. A code of a step at or before `lastTimeStep` (the last one accepted for
 * this user) is refused, so each code is accepted once even within its window, and an older code after a newer one.
 */
export async function totpTimeStep(
  secret: string,
  code: string,
  lastTimeStep: number | null,
  nowMs = Date.now(),
): Promise<number | null> {
  if (!isTotpCode(code)) return null
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

// No 0/o, 1/l/i: a code read from paper is typed back without guessing.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten recovery codes of ten characters (about 50 random bits each), written `xxxxx-xxxxx`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** What a typed recovery code is compared as: lower case, without spaces or hyphens. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '')
}

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(code))

/**
 * Recovery codes are stored as a SHA-256 hash only: they are random (not chosen by a person), so a fast hash is
 * enough to keep a database copy from handing them out, and the second step's throttle limits guessing.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')
}
