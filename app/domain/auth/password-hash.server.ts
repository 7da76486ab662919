import { randomInt } from 'node:crypto'
import { type Algorithm, hash, verify } from '@node-rs/argon2'
import { PASSWORD_MAX } from '#app/lib/password-policy.ts'

// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Algorithm

/** argon2id with OWASP's parameters (D14, ASVS 11.4.2): 19 MiB, 2 iterations, 1 lane. */
export const PASSWORD_HASH = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * The cost new hashes are made with: OWASP's wherever the product runs. Under the Vitest runner alone (it sets
 * VITEST=true in its own processes) argon2id's lowest cost, as test suites commonly do (ADR 0181): the integration
 * tests make thousands of hashes and sign-ins, each a 19 MiB two-pass computation, and the suite spent a fifth of its
 * processor time on them. The algorithm and the code are the same; a stored hash carries its own parameters, which
 * verification reads; the built server the end-to-end tests and benchmarks start never has VITEST set (the test
 * harness removes it from the servers it starts).
 */
export function hashOptions(env: NodeJS.ProcessEnv = process.env) {
  return env.VITEST === 'true' ? { ...PASSWORD_HASH, memoryCost: 8, timeCost: 1 } : PASSWORD_HASH
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions())
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

/** Letters and digits with no look-alikes: no O/0, I/l/1, nor o, i (ADR 0177). */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const LOWER = 'abcdefghjkmnpqrstuvwxyz'
const DIGITS = '23456789'
const SMALL = LOWER + DIGITS

/**
 * A random password for a person to read off a screen and type on a phone (ADR 0177): one capital letter first (as a
 * phone's keyboard starts a field anyway), then small letters and digits only, with at least one digit, no
 * look-alike characters, and as long as the policy allows (20): about 98 bits, more than the 93 of the 16 mixed-case
 * characters it replaces. Shown in groups of four (`passwordGroups`), typed without spaces.
 */
export function generatePassword(length = PASSWORD_MAX): string {
  const pick = (set: string) => set[randomInt(set.length)]!
  for (;;) {
    const rest = Array.from({ length: length - 1 }, () => pick(SMALL)).join('')
    if (/[2-9]/.test(rest)) return pick(UPPER) + rest
  }
}
