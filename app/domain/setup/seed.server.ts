import { eq, sql } from 'drizzle-orm'
import { groupRights, leadStatuses, leadTypes, rightGroups, rights, users } from '#app/db/schema.ts'
import { generatePassword, hashPassword } from '#app/domain/auth/password-hash.server.ts'
import { ADMINISTRATOR_GROUP, rightTree, SUPER_ADMIN_SRNO, seededGroups } from '#app/domain/rights/catalogue.ts'
import type { Db } from '#app/lib/db.server.ts'

export const leadTypeSeed = [
  { srno: 1, name: 'Retailer' },
  { srno: 2, name: 'Distributor' },
  { srno: 3, name: 'Super Distributor' },
]

/** D31. Status 2 (Closed) ends the follow-up cycle. */
export const leadStatusSeed = [
  { srno: 1, status: 'Open' },
  { srno: 2, status: 'Closed' },
  { srno: 3, status: 'Interested' },
  { srno: 4, status: 'Converted' },
]

export interface SeedResult {
  /** Set when the first administrator was created with a generated password: print it once (D16). */
  generatedAdminPassword?: string
  adminCreated: boolean
}

/**
 * Seeds reference data and the first administrator. Idempotent: running it again changes nothing, and an existing
 * administrator's password is never touched (D16).
 */
export async function seedDatabase(db: Db, options: { adminPassword?: string }): Promise<SeedResult> {
  const result: SeedResult = { adminCreated: false }
  // Hash outside the transaction: argon2 takes a moment and needs no lock.
  const generated = options.adminPassword ? undefined : generatePassword()
  const adminHash = await hashPassword(options.adminPassword ?? generated!)

  await db.transaction(async (tx) => {
    await tx.insert(leadTypes).values(leadTypeSeed).onConflictDoNothing()
    await tx.insert(leadStatuses).values(leadStatusSeed).onConflictDoNothing()
    await tx
      .insert(rights)
      .values(rightTree.map((r) => ({ key: r.key, description: r.description, parent: r.parent, level: r.level })))
      .onConflictDoNothing()

    const groupsBefore = await tx.select({ srno: rightGroups.srno }).from(rightGroups)
    if (groupsBefore.length === 0) {
      await tx.insert(rightGroups).values(seededGroups.map((g) => ({ srno: g.srno, name: g.name })))
      const rightRows = await tx.select({ srno: rights.srno, key: rights.key }).from(rights)
      const byKey = new Map(rightRows.map((r) => [r.key, r.srno]))
      for (const group of seededGroups) {
        const rows = Object.entries(group.rights).map(([key, flags]) => ({
          groupSrno: group.srno,
          rightSrno: byKey.get(key)!,
          canQuery: flags.query,
          canAdd: flags.add,
          canEdit: flags.edit,
        }))
        if (rows.length) await tx.insert(groupRights).values(rows).onConflictDoNothing()
      }
    } else {
      // Rights added by a later version reach the Administrator group, which holds every right (D22).
      await tx.execute(sql`
        insert into group_rights (group_srno, right_srno, right_query, right_add, right_edit)
        select ${ADMINISTRATOR_GROUP}, r.right_srno, true, true, true from rights r
        where exists (select 1 from right_groups g where g.group_srno = ${ADMINISTRATOR_GROUP})
        on conflict do nothing`)
    }

    const admin = await tx.select({ srno: users.srno }).from(users).where(eq(users.srno, SUPER_ADMIN_SRNO))
    if (admin.length === 0) {
      await tx.insert(users).values({
        srno: SUPER_ADMIN_SRNO,
        userId: 'admin',
        userName: 'Administrator',
        mobile: '0000000000',
        email: 'admin@example.in',
        enable: 1,
        active: 1,
        entityType: '0',
        rightGroup: ADMINISTRATOR_GROUP,
        passwordHash: adminHash,
        chgPwOnLogon: generated ? 1 : 0,
      })
      result.adminCreated = true
      if (generated) result.generatedAdminPassword = generated
    }

    // Rows inserted with explicit serials must not collide with the next generated ones.
    for (const [table, column] of [
      ['users', 'um_srno'],
      ['right_groups', 'group_srno'],
      ['rights', 'right_srno'],
    ] as const) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`,
        ),
      )
    }
  })
  return result
}
