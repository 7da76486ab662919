import { randomBytes } from 'node:crypto'
import { leads, reportingLines } from '#app/db/schema.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'

// Rows the test helpers write straight into the database, in a module of their own that needs no test runner and no
// server, so the end-to-end digest seed (digest.ts) can use them as the integration helpers (crm.ts) do.

/** A new client key (the idempotency key a phone gives a visit), unique per call. */
export function newKey(): string {
  return randomBytes(18).toString('base64url')
}

/**
 * One lead row written straight into the database, its serial returned: a Hot lead of type 1, status 1, due today,
 * under a new client key, unless `values` say otherwise (the one insert the test helpers and files share).
 */
export async function insertLead(
  db: Db,
  values: Partial<typeof leads.$inferInsert> & { ownerSrno: number; businessName: string },
): Promise<number> {
  const [lead] = await db
    .insert(leads)
    .values({ typeSrno: 1, nature: 'H', statusSrno: 1, nextVisit: todayInIndia(), clientKey: newKey(), ...values })
    .returning({ srno: leads.srno })
  return lead!.srno
}

/** The people of a test team made by `make`, one after another, so their serials follow the order of `names`. */
export async function madeInTurn<const Names extends readonly string[], T>(
  names: Names,
  make: (name: string) => Promise<T>,
): Promise<{ -readonly [K in keyof Names]: T }> {
  const made: T[] = []
  for (const name of names) made.push(await make(name))
  return made as { -readonly [K in keyof Names]: T }
}

/** Reporting lines written straight into the database: in each [user, boss] pair the user reports to the boss. */
export async function addReportingLines(db: Db, pairs: [{ srno: number }, { srno: number }][]) {
  await db
    .insert(reportingLines)
    .values(pairs.map(([user, boss]) => ({ userSrno: user.srno, reportsToSrno: boss.srno })))
}
