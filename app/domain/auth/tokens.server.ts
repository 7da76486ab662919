import { createHash, randomBytes } from 'node:crypto'

/** A 256-bit random token (D10), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as this hash, so a database leak does not hand out live sessions or reset links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
