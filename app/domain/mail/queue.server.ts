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

/** A queue worker's timing; each worker's options take it, every field optional (tests shorten them). */
export interface QueueTiming {
  /** How often to look for due rows when there is nothing to do. */
  pollMs?: number
  /** Delay after the first failed attempt; doubled after each further one... */
  baseDelayMs?: number
  /** ...up to this. */
  maxDelayMs?: number
  /** How long a claimed row stays reserved for this worker; far longer than one send may take. */
  claimMs?: number
  /** Rows claimed per round. */
  batchSize?: number
}

/** The retry delays of both outboxes: 5 s after the first failure, doubling, at most 15 minutes. */
export const QUEUE_RETRY = { baseDelayMs: 5_000, maxDelayMs: 15 * 60_000 }

/** A worker's timing with the queue's defaults filled in; a worker names its own poll and batch size. */
export function queueTiming(options: QueueTiming, own: { pollMs: number; batchSize: number }): Required<QueueTiming> {
  return {
    pollMs: options.pollMs ?? own.pollMs,
    baseDelayMs: options.baseDelayMs ?? QUEUE_RETRY.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? QUEUE_RETRY.maxDelayMs,
    claimMs: options.claimMs ?? 5 * 60_000,
    batchSize: options.batchSize ?? own.batchSize,
  }
}

/** Delay before the next try after `attempts` failed tries: base, doubling, capped. */
export function retryDelayMs(
  attempts: number,
  baseDelayMs = QUEUE_RETRY.baseDelayMs,
  maxDelayMs = QUEUE_RETRY.maxDelayMs,
) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(maxDelayMs, baseDelayMs * 2 ** exponent)
}

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
