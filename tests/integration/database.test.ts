import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { groupRights, leadStatuses, leadTypes, rightGroups, rights, users } from '#app/db/schema.ts'
import { hashOptions, verifyPassword } from '#app/domain/auth/password-hash.server.ts'
import { rightKeys } from '#app/domain/rights/catalogue.ts'
import { seedDatabase } from '#app/domain/setup/seed.server.ts'
import { createTestDatabase, TEST_ADMIN_PASSWORD, useTestDatabase } from '../helpers/db.ts'

const handle = useTestDatabase()

describe('schema and seed', () => {
  it('seeds lead types 1-3 and statuses 1-4 (spec section 3, D31)', async () => {
    const types = await handle.db.select().from(leadTypes).orderBy(leadTypes.srno)
    expect(types).toEqual([
      { srno: 1, name: 'Retailer' },
      { srno: 2, name: 'Distributor' },
      { srno: 3, name: 'Super Distributor' },
    ])
    const statuses = await handle.db.select().from(leadStatuses).orderBy(leadStatuses.srno)
    expect(statuses.map((s) => [s.srno, s.status])).toEqual([
      [1, 'Open'],
      [2, 'Closed'],
      [3, 'Interested'],
      [4, 'Converted'],
    ])
  })

  it('seeds the rights tree and the three groups of D21/D22', async () => {
    const keys = (await handle.db.select({ key: rights.key }).from(rights)).map((r) => r.key).sort()
    expect(keys).toEqual([...rightKeys].sort())
    const groups = await handle.db.select().from(rightGroups).orderBy(rightGroups.srno)
    expect(groups.map((g) => [g.srno, g.name])).toEqual([
      [1, 'Administrator'],
      [2, 'Manager'],
      [3, 'Field Staff'],
    ])
    const flags = await handle.db
      .select({ group: groupRights.groupSrno, key: rights.key, q: groupRights.canQuery, e: groupRights.canEdit })
      .from(groupRights)
      .innerJoin(rights, eq(rights.srno, groupRights.rightSrno))
    const keysOf = (g: number) =>
      flags
        .filter((f) => f.group === g)
        .map((f) => f.key)
        .sort()
    expect(keysOf(1)).toEqual([...rightKeys].sort())
    expect(keysOf(2)).toEqual(['CRM', 'ENQUIRY', 'REPCRM', 'REPCRMATTEND', 'REPCRMFOLLOWUP', 'REPCRMVISIT'])
    expect(keysOf(3)).toEqual(['CRM'])
  })

  it('creates user serial 1 "admin" in the Administrator group with ADMIN_PASSWORD as an argon2id hash (D16)', async () => {
    const [admin] = await handle.db.select().from(users).where(eq(users.srno, 1))
    expect(admin?.userId).toBe('admin')
    expect(admin?.rightGroup).toBe(1)
    expect(admin?.chgPwOnLogon).toBe(0)
    // The parameters of the hash made here, under the test runner (ADR 0181); the product's own are a unit test's.
    const { memoryCost: m, timeCost: t, parallelism: p } = hashOptions()
    expect(admin?.passwordHash.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`)).toBe(true)
    expect(await verifyPassword(admin!.passwordHash, TEST_ADMIN_PASSWORD)).toBe(true)
  })

  it('is idempotent and never changes an existing administrator password (D16)', async () => {
    const before = await handle.db.select().from(users).where(eq(users.srno, 1))
    const again = await seedDatabase(handle.db, { adminPassword: 'Different99' })
    expect(again.adminCreated).toBe(false)
    const after = await handle.db.select().from(users).where(eq(users.srno, 1))
    expect(after[0]?.passwordHash).toBe(before[0]?.passwordHash)
    const count = await handle.db.execute(sql`select count(*)::int as n from rights`)
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(rightKeys.length)
  })

  it('gives the next user serial 2, not 1', async () => {
    const [row] = await handle.db
      .insert(users)
      .values({
        userId: 'field1',
        userName: 'Field One',
        mobile: '9876543210',
        email: 'f1@example.in',
        rightGroup: 3,
        passwordHash: 'x',
      })
      .returning({ srno: users.srno })
    expect(row?.srno).toBeGreaterThan(1)
  })

  it('keeps user ids unique without regard to case (D25)', async () => {
    await expect(
      handle.db.insert(users).values({
        userId: 'ADMIN',
        userName: 'Copy',
        mobile: '9876543210',
        email: 'c@example.in',
        rightGroup: 3,
        passwordHash: 'x',
      }),
    ).rejects.toThrow()
  })
})

describe('generated first administrator password (D16)', () => {
  it('generates a policy-compliant password, reports it once and forces a change', async () => {
    const fresh = await createTestDatabase({ seed: false })
    try {
      const result = await seedDatabase(fresh.db, {})
      expect(result.generatedAdminPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{20}$/)
      const [admin] = await fresh.db.select().from(users).where(eq(users.srno, 1))
      expect(admin?.chgPwOnLogon).toBe(1)
      expect(await verifyPassword(admin!.passwordHash, result.generatedAdminPassword!)).toBe(true)
      expect((await seedDatabase(fresh.db, {})).generatedAdminPassword).toBeUndefined()
    } finally {
      await fresh.close()
    }
  })
})
