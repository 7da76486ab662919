import { hash } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import { inGroups } from '#app/lib/in-groups.ts'
import { checkPasswordPolicy, PASSWORD_MAX } from '#app/lib/password-policy.ts'
import { generatePassword, hashOptions, hashPassword, PASSWORD_HASH, verifyPassword } from './password-hash.server.ts'

// Issue 28: initial and one-time passwords are read off a screen and typed on a phone.
describe('generated passwords', () => {
  const many = Array.from({ length: 2000 }, () => generatePassword())

  it('meet the password policy (8-20 characters, a capital, a small letter, a digit)', () => {
    for (const p of many) expect(checkPasswordPolicy(p), p).toBeNull()
    for (const p of many) expect(p.length).toBeLessThanOrEqual(PASSWORD_MAX)
  })

  it('have no look-alike characters (0/O/o, 1/l/I/i)', () => {
    for (const p of many) expect(p).not.toMatch(/[0O1lIio]/)
  })

  it('are easy to type on a phone: one capital, first, then small letters and digits', () => {
    for (const p of many) expect(p).toMatch(/^[A-Z][a-z2-9]+$/)
  })

  it('are at least as strong as 16 random characters of 57 (93 bits)', () => {
    const capitals = new Set(many.map((p) => p[0])).size
    const rest = new Set(many.flatMap((p) => [...p.slice(1)])).size
    const bits = Math.log2(capitals) + (PASSWORD_MAX - 1) * Math.log2(rest)
    expect(bits).toBeGreaterThanOrEqual(16 * Math.log2(57))
    // Different every time.
    expect(new Set(many).size).toBe(many.length)
  })

  it('read in groups of four', () => {
    expect(inGroups('Kx7m3qpa9hd2wf4nbtr8')).toEqual(['Kx7m', '3qpa', '9hd2', 'wf4n', 'btr8'])
    expect(inGroups('ABCDEF')).toEqual(['ABCD', 'EF'])
  })
})

describe('the password hash (D14, ADR 0181)', () => {
  it("is argon2id with OWASP's parameters wherever the product runs: 19 MiB, 2 iterations, 1 lane", async () => {
    expect(hashOptions({ NODE_ENV: 'production' })).toEqual(PASSWORD_HASH)
    expect(hashOptions({ NODE_ENV: 'test' })).toEqual(PASSWORD_HASH)
    expect(PASSWORD_HASH).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })
    const stored = await hash('Admin1234', hashOptions({}))
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true)
    expect(await verifyPassword(stored, 'Admin1234')).toBe(true)
  })

  it('costs the least argon2id allows only under the test runner, and verifies either way', async () => {
    expect(process.env.VITEST).toBe('true')
    const cheap = await hashPassword('Admin1234')
    expect(cheap.startsWith('$argon2id$v=19$m=8,t=1,p=1$')).toBe(true)
    expect(await verifyPassword(cheap, 'Admin1234')).toBe(true)
    expect(await verifyPassword(cheap, 'Admin12345')).toBe(false)
  })
})
