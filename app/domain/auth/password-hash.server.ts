import { randomInt } from 'node:crypto'
import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's parameters (D14, ASVS 11.4.2): 19 MiB, 2 iterations, 1 lane. */
// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Algorithm
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

/**
 * A hash of a random password, verified against when the user id is unknown, so a wrong user id costs the same
 * time as a wrong password (no user enumeration by timing).
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(generatePassword())
  return decoy
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const LOWER = 'abcdefghijkmnopqrstuvwxyz'
const DIGITS = '23456789'

/** A random 16-character password that meets the policy (no look-alike characters, for reading it aloud). */
export function generatePassword(length = 16): string {
  const all = UPPER + LOWER + DIGITS
  const pick = (set: string) => set[randomInt(set.length)]!
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)]
  while (chars.length < length) chars.push(pick(all))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}
