import { and, eq, gt, like, lt, sql } from 'drizzle-orm'
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import { rateLimitHits } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * express-rate-limit's Store over the product's own database (ADR 0061): the hit counters live in
 * `rate_limit_hits`, so a limit reached through one server holds on every other server of the database and
 * survives a restart. Each hit is one atomic upsert; windows are timed by the database clock, so servers whose
 * clocks differ still agree. Works on both drivers (PostgreSQL and the embedded database).
 */
export class DatabaseRateLimitStore implements Store {
  /** Counts are shared between processes: the library must not assume it sees every hit. */
  readonly localKeys = false
  readonly prefix: string
  private windowMs = 60_000
  private lastCleanup = 0

  /** `prefix` keeps the counters of different limits apart in the one table. */
  constructor(
    private readonly db: Db,
    prefix: string,
  ) {
    this.prefix = prefix
  }

  init(options: Options): void {
    this.windowMs = options.windowMs
  }

  private key(key: string): string {
    return `${this.prefix}${key}`.slice(0, 300)
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, this.key(key)), gt(rateLimitHits.resetAt, sql`now()`)))
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const windowEnd = sql`now() + (${Math.round(this.windowMs)}::integer * interval '1 millisecond')`
    // A counter whose window has passed starts again at 1 with a new window; otherwise it counts on.
    const expired = sql`${rateLimitHits.resetAt} <= now()`
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.key(key), hits: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then ${windowEnd} else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
    this.cleanUpNowAndThen()
    return { totalHits: row!.hits, resetTime: row!.resetAt }
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, this.key(key)), gt(rateLimitHits.resetAt, sql`now()`)))
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.key(key)))
  }

  async resetAll(): Promise<void> {
    await this.db.delete(rateLimitHits).where(like(rateLimitHits.key, `${this.prefix.replace(/[%_\\]/g, '\\$&')}%`))
  }

  /** Counters past their window are only clutter: at most once a window, delete them (any server may). */
  private cleanUpNowAndThen() {
    if (Date.now() - this.lastCleanup < this.windowMs) return
    this.lastCleanup = Date.now()
    void this.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.resetAt, sql`now()`))
      .catch(() => {
        // The next window tries again; a counter left over costs a row, never a wrong answer.
      })
  }
}
