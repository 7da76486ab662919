import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { leadRemovals, leads } from '#app/db/schema.ts'
import { bookChanges, CURSOR_MAX_DAYS, pruneLeadRemovals, REMOVALS_KEPT_DAYS } from '#app/domain/leads/book.server.ts'
import { type BookAnswer, decodeLead } from '#app/domain/leads/book.ts'
import { storedLead, useReportingTree, viewerOf } from '../helpers/crm.ts'
import { useTestDatabase } from '../helpers/db.ts'

/**
 * The book's removals are not kept for ever (ADR 0208): those older than REMOVALS_KEPT_DAYS are pruned by the
 * server's background rounds, and a phone whose cursor is older than CURSOR_MAX_DAYS starts its book again from
 * nothing, so it never keeps a lead it lost while the removal that would have told it is gone.
 */

const handle = useTestDatabase()
const tree = useReportingTree(handle)
const viewer = (srno: number) => viewerOf(handle.db, srno)
const DAY = 86_400

const leadOf = (owner: number, name: string, mobile?: string) => storedLead(handle.db, owner, name, mobile)

const ids = (answer: BookAnswer) => answer.leads.map((r) => decodeLead(r).srno)

/** The same cursor, as if the database had given it `days` ago. */
function agedCursor(cursor: string, days: number): string {
  const [xid, reach, at] = cursor.split('.')
  return `${xid}.${reach}.${Number(at) - Math.round(days * DAY)}`
}

/** Gives the leads away (each leaves its owner: a removal row) and dates those rows `days` back. */
async function giveAwayDated(srnos: number[], to: number, days: number) {
  await handle.db.update(leads).set({ ownerSrno: to }).where(inArray(leads.srno, srnos))
  await handle.db
    .update(leadRemovals)
    .set({ at: sql`now() - (${days}::integer * interval '1 day')` })
    .where(inArray(leadRemovals.leadSrno, srnos))
}

describe('the removals of the book of leads', () => {
  it(`are pruned once older than ${REMOVALS_KEPT_DAYS} days; newer ones stay`, async () => {
    const old = await leadOf(tree.fieldA.srno, 'Prune Old Stores')
    const recent = await leadOf(tree.fieldA.srno, 'Prune Recent Stores')
    await giveAwayDated([old], tree.fieldB.srno, REMOVALS_KEPT_DAYS + 1)
    await giveAwayDated([recent], tree.fieldB.srno, REMOVALS_KEPT_DAYS - 1)

    expect(await pruneLeadRemovals(handle.db)).toBeGreaterThanOrEqual(1)
    const left = await handle.db
      .select({ srno: leadRemovals.leadSrno })
      .from(leadRemovals)
      .where(inArray(leadRemovals.leadSrno, [old, recent]))
    expect(left.map((r) => r.srno)).toEqual([recent])
    // A second round finds nothing more of these.
    await pruneLeadRemovals(handle.db)
    expect(await handle.db.select().from(leadRemovals).where(eq(leadRemovals.leadSrno, recent))).toHaveLength(1)
  })

  it(`a cursor older than ${CURSOR_MAX_DAYS} days starts the book again, so a lead lost meanwhile is dropped`, async () => {
    const v = await viewer(tree.fieldA.srno)
    const stays = await leadOf(tree.fieldA.srno, 'Away Stays Stores')
    const lost = await leadOf(tree.fieldA.srno, 'Away Lost Stores')
    const first = await bookChanges(handle.db, v, {})
    expect(ids(first)).toEqual(expect.arrayContaining([stays, lost]))

    // The phone was away longer than removals are kept: the one telling it of the lost lead is pruned.
    await giveAwayDated([lost], tree.fieldB.srno, REMOVALS_KEPT_DAYS + 1)
    await pruneLeadRemovals(handle.db)

    const back = await bookChanges(handle.db, v, { cursor: agedCursor(first.cursor, CURSOR_MAX_DAYS + 0.01) })
    expect(back.reset).toBe(true)
    expect(ids(back)).toContain(stays)
    expect(ids(back)).not.toContain(lost)

    // A cursor within the limit continues from where it was (the removals it may need are all kept).
    const within = await bookChanges(handle.db, v, { cursor: agedCursor(back.cursor, CURSOR_MAX_DAYS - 1) })
    expect(within.reset).toBe(false)
  })

  it('a cursor of the earlier form (no time) starts the book again', async () => {
    const v = await viewer(tree.fieldA.srno)
    const first = await bookChanges(handle.db, v, {})
    const [xid, reach] = first.cursor.split('.')
    const older = await bookChanges(handle.db, v, { cursor: `${xid}.${reach}` })
    expect(older.reset).toBe(true)
  })
})
