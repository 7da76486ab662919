import { describe, expect, it } from 'vitest'
import { inGroups } from '#app/lib/in-groups.ts'
import { checkPasswordPolicy, PASSWORD_MAX } from '#app/lib/password-policy.ts'
import { generatePassword } from './password-hash.server.ts'

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
