import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { mailOutbox, pushOutbox } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * The outbox queue's rules (D41, ADR 0021), shared by the mail outbox and the push outbox (D61): a worker claims the
 * due, unsent, unclaimed rows FOR UPDATE SKIP LOCKED and holds them for the claim time, so two workers (or two servers
 * on one PostgreSQL) never take the same row at once; a failed try is tried again after a growing delay; a sent row
 * is marked sent. All times come from the database clock, so several servers agree on what is due whatever their own
 * clocks say.
 */
export type OutboxTable = typeof mailOutbox | typeof pushOutbox

/** Milliseconds from the database clock. */
export const fromNow = (ms: number) => sql`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`

/** Claims up to `batchSize` due rows for `claimMs`, oldest first. */
export async function claimDue<T extends OutboxTable>(
  db: Db,
  table: T,
  { batchSize, claimMs }: { batchSize: number; claimMs: number },
): Promise<T['$inferSelect'][]> {
  // Typed through the mail outbox: both tables have the queue's columns under the same names.
  const queue = table as typeof mailOutbox
  const due = db
    .select({ id: queue.id })
    .from(queue)
    .where(
      and(
        isNull(queue.sentAt),
        lte(queue.nextAttemptAt, sql`now()`),
        or(isNull(queue.lockedUntil), lt(queue.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(queue.id))
    .limit(batchSize)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(queue)
    .set({ lockedUntil: fromNow(claimMs) })
    .where(inArray(queue.id, due))
    .returning()
  return (rows as T['$inferSelect'][]).sort((a, b) => a.id - b.id)
}

/** A failed try: counted, its reason kept (500 characters), the row released and due again after `delayMs`. */
export async function markRetry(
  db: Db,
  table: OutboxTable,
  row: { id: number; attempts: number },
  reason: string,
  delayMs: number,
) {
  const queue = table as typeof mailOutbox
  await db
    .update(queue)
    .set({
      attempts: row.attempts + 1,
      lastError: reason.slice(0, 500),
      nextAttemptAt: fromNow(delayMs),
      lockedUntil: null,
    })
    .where(eq(queue.id, row.id))
}

/** A try that succeeded: counted, marked sent, released. */
export async function markSent(db: Db, table: OutboxTable, row: { id: number; attempts: number }) {
  const queue = table as typeof mailOutbox
  await db
    .update(queue)
    .set({ attempts: row.attempts + 1, sentAt: sql`now()`, lastError: null, lockedUntil: null })
    .where(eq(queue.id, row.id))
}
