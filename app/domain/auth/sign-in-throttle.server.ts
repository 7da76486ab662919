import { and, eq, gte, sql } from 'drizzle-orm'
import { loginAttempts } from '#app/db/schema.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { messageFor } from '#app/lib/errors.ts'
import {
  FREE_FAILURES_PER_PAIR,
  MAX_FAILED_SIGN_INS_PER_ADDRESS,
  PAIR_FIRST_WAIT_SECONDS,
  PAIR_MAX_WAIT_SECONDS,
  SIGN_IN_WINDOW_MINUTES,
  USER_ID_SLOWDOWN_AFTER,
  USER_ID_SLOWDOWN_MAX_MS,
} from './constants.ts'

/**
 * Password guessing is slowed per (user id, address), not per user id alone: a per-id lock lets anyone lock the
 * administrator out from anywhere. So:
 * - one address gets FREE_FAILURES_PER_PAIR wrong passwords for one user id, then must wait before the next try,
 *   30 s, doubling with each further failure up to 15 minutes (refused with the product's own message);
 * - across all addresses, a user id past USER_ID_SLOWDOWN_AFTER failures is only slowed down (each answer is
 *   delayed), never locked, so its owner can always still sign in;
 * - one address failing for many user ids is refused (spraying);
 * - failures count within the window and only since the user's last password change, so a successful reset or
 *   change lifts every wait, and since the pair's last success.
 */

export type Throttle = { kind: 'open'; slowdownMs: number } | { kind: 'wait'; seconds: number } | { kind: 'address' }

const asDate = (value: unknown) => (value ? new Date(value as string) : null)

export async function signInThrottle(
  db: Db | Tx,
  userIdLower: string,
  ip: string,
  passwordChangedAt: Date | null,
): Promise<Throttle> {
  const windowStart = new Date(Date.now() - SIGN_IN_WINDOW_MINUTES * 60_000)
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${loginAttempts}
         where ip = ${ip} and success = false and at >= ${windowStart}) as from_address,
      (select max(at) from ${loginAttempts}
         where user_id_lower = ${userIdLower} and ip = ${ip} and success = true) as pair_success,
      (select count(*)::int from ${loginAttempts}
         where user_id_lower = ${userIdLower} and success = false and at >= ${windowStart}
           and (${passwordChangedAt}::timestamptz is null or at > ${passwordChangedAt}::timestamptz)) as for_user
  `)) as unknown as { rows: { from_address: number; pair_success: unknown; for_user: number }[] }
  const row = result.rows[0]!
  if (row.from_address >= MAX_FAILED_SIGN_INS_PER_ADDRESS) return { kind: 'address' }

  const since = [windowStart, passwordChangedAt, asDate(row.pair_success)]
    .filter((d): d is Date => d !== null)
    .reduce((a, b) => (a > b ? a : b))
  const pairRows = await db
    .select({ failures: sql<number>`count(*)::int`, last: sql<string | null>`max(${loginAttempts.at})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userIdLower, userIdLower),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, false),
        gte(loginAttempts.at, since),
      ),
    )
  const { failures, last } = pairRows[0] ?? { failures: 0, last: null }
  if (failures >= FREE_FAILURES_PER_PAIR && last) {
    const wait = Math.min(PAIR_FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES_PER_PAIR), PAIR_MAX_WAIT_SECONDS)
    const remaining = Math.ceil((new Date(last).getTime() + wait * 1000 - Date.now()) / 1000)
    if (remaining > 0) return { kind: 'wait', seconds: remaining }
  }
  const over = row.for_user - USER_ID_SLOWDOWN_AFTER
  return { kind: 'open', slowdownMs: over >= 0 ? Math.min((over + 1) * 250, USER_ID_SLOWDOWN_MAX_MS) : 0 }
}

export async function recordSignInAttempt(db: Db | Tx, userIdLower: string, ip: string, success: boolean) {
  await db.insert(loginAttempts).values({ userIdLower, ip, success })
}

/** The product's message for a wait: whole minutes, at least one. */
export function throttledMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return messageFor('SIGN_IN_THROTTLED', { minutes: minutes === 1 ? '1 minute' : `${minutes} minutes` })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
