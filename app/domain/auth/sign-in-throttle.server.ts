import { and, eq, gte, sql } from 'drizzle-orm'
import pLimit, { type LimitFunction } from 'p-limit'
import { loginAttempts } from '#app/db/schema.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { messageFor } from '#app/lib/errors.ts'
import {
  ADDRESS_WAIT_SECONDS,
  FREE_FAILURES_PER_PAIR,
  KNOWN_PAIR_DAYS,
  MAX_FAILED_SIGN_INS_PER_ADDRESS,
  PAIR_FIRST_WAIT_SECONDS,
  PAIR_MAX_WAIT_SECONDS,
  SIGN_IN_WINDOW_MINUTES,
  USER_ID_SLOWDOWN_AFTER,
  USER_ID_SLOWDOWN_MAX_MS,
} from './constants.ts'

/**
 * Password guessing is slowed per (user id, address) first, not per user id alone: a per-id lock lets anyone lock the
 * administrator out from anywhere; nor per address alone: an office shares one address behind its router (ADR 0032).
 * So:
 * - one address gets FREE_FAILURES_PER_PAIR wrong passwords for one user id, then must wait before the next try,
 *   30 s, doubling with each further failure up to 15 minutes (refused with the product's own message);
 * - across all addresses, a user id past USER_ID_SLOWDOWN_AFTER failures is only slowed down (each answer is
 *   delayed), never locked, so its owner can always still sign in;
 * - one address failing MAX_FAILED_SIGN_INS_PER_ADDRESS times for any user ids (spraying) waits ADDRESS_WAIT_SECONDS
 *   after its latest failure; a user id that has signed in from that address before (within KNOWN_PAIR_DAYS) is not
 *   held by it, only by its own pair's count, so the rest of an office keeps signing in;
 * - failures count within the window and only since the user's last password change, so a successful reset or
 *   change lifts every wait for that user, the address's included; the pair's count also restarts at its last success.
 *
 * Counting is atomic: `claimSignInAttempt` checks the counts and records the attempt as a failure in one transaction,
 * under a lock per address, before the password is checked; a right password then takes the failure back. So 100 wrong passwords sent at once from one address get exactly FREE_FAILURES_PER_PAIR checks.
 */

export type Throttle =
  | { kind: 'open'; slowdownMs: number }
  | { kind: 'wait'; seconds: number }
  | { kind: 'address'; seconds: number }

const asDate = (value: unknown) => (value ? new Date(value as string) : null)

/** The throttle's answer for one (user id, address) pair now. Reads only; see `claimSignInAttempt` for the atomic use. */
export async function signInThrottle(
  db: Db | Tx,
  userIdLower: string,
  ip: string,
  passwordChangedAt: Date | null,
): Promise<Throttle> {
  const now = Date.now()
  const windowStart = new Date(now - SIGN_IN_WINDOW_MINUTES * 60_000)
  const changed = passwordChangedAt
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${loginAttempts}
         where ip = ${ip} and success = false and at >= ${windowStart}
           and (${changed}::timestamptz is null or at > ${changed}::timestamptz)) as from_address,
      (select max(at) from ${loginAttempts}
         where ip = ${ip} and success = false and at >= ${windowStart}
           and (${changed}::timestamptz is null or at > ${changed}::timestamptz)) as address_last,
      (select max(at) from ${loginAttempts}
         where user_id_lower = ${userIdLower} and ip = ${ip} and success = true) as pair_success,
      (select count(*)::int from ${loginAttempts}
         where user_id_lower = ${userIdLower} and success = false and at >= ${windowStart}
           and (${changed}::timestamptz is null or at > ${changed}::timestamptz)) as for_user
  `)) as unknown as {
    rows: { from_address: number; address_last: unknown; pair_success: unknown; for_user: number }[]
  }
  const row = result.rows[0]!
  const pairSuccess = asDate(row.pair_success)

  // The pair first: this user id from this address.
  const since = [windowStart, passwordChangedAt, pairSuccess]
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
    const remaining = Math.ceil((new Date(last).getTime() + wait * 1000 - now) / 1000)
    if (remaining > 0) return { kind: 'wait', seconds: remaining }
  }

  // Then the address, for user ids not known there.
  const known = pairSuccess !== null && pairSuccess.getTime() > now - KNOWN_PAIR_DAYS * 86_400_000
  const addressLast = asDate(row.address_last)
  if (!known && row.from_address >= MAX_FAILED_SIGN_INS_PER_ADDRESS && addressLast) {
    const remaining = Math.ceil((addressLast.getTime() + ADDRESS_WAIT_SECONDS * 1000 - now) / 1000)
    if (remaining > 0) return { kind: 'address', seconds: remaining }
  }

  const over = row.for_user - USER_ID_SLOWDOWN_AFTER
  return { kind: 'open', slowdownMs: over >= 0 ? Math.min((over + 1) * 250, USER_ID_SLOWDOWN_MAX_MS) : 0 }
}

/** An open throttle with the attempt it recorded, to be settled once the password (or code) is checked. */
export type ClaimedThrottle =
  | Exclude<Throttle, { kind: 'open' }>
  | { kind: 'open'; slowdownMs: number; attempt: number }

/** Lock namespace of the sign-in throttle (the two-integer advisory keys do not meet the one-bigint keys). */
const THROTTLE_LOCK_SPACE = 0x5349_4749

/**
 * Claims from one address in this process, one at a time. The database lock alone would do for correctness, but a
 * burst from one address would then hold every pooled connection waiting on that lock and starve everyone else;
 * queued here, a burst holds at most one connection per server process.
 */
const claimsByAddress = new Map<string, LimitFunction>()

function inTurnForAddress<T>(ip: string, work: () => Promise<T>): Promise<T> {
  let limit = claimsByAddress.get(ip)
  if (!limit) {
    limit = pLimit(1)
    claimsByAddress.set(ip, limit)
  }
  const mine = limit
  return mine(work).finally(() => {
    if (mine.pendingCount === 0 && claimsByAddress.get(ip) === mine) claimsByAddress.delete(ip)
  })
}

/**
 * The throttle's answer, and when it is open the attempt recorded at once as a failure, in one transaction under a
 * lock per address: concurrent attempts from one address are counted one after the other, each seeing the ones
 * before it. The caller checks the password only when the answer is open; a right one calls `releaseSignInAttempt`.
 */
export async function claimSignInAttempt(
  db: Db,
  userIdLower: string,
  ip: string,
  passwordChangedAt: Date | null,
): Promise<ClaimedThrottle> {
  return inTurnForAddress(ip, () =>
    db.transaction(async (tx): Promise<ClaimedThrottle> => {
      // Across server processes sharing the database.
      await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}::int, hashtext(${ip}))`)
      const throttle = await signInThrottle(tx, userIdLower, ip, passwordChangedAt)
      if (throttle.kind !== 'open') return throttle
      const [row] = await tx
        .insert(loginAttempts)
        .values({ userIdLower, ip, success: false })
        .returning({ id: loginAttempts.id })
      return { ...throttle, attempt: row!.id }
    }),
  )
}

/**
 * Takes back an attempt `claimSignInAttempt` recorded as a failure, once the password proved right: the sign-in then
 * records its success itself (or nothing, when it goes no further here: an inactive or blocked user, or a second step
 * still to come). A wrong password leaves the failure as it is.
 */
export async function releaseSignInAttempt(db: Db | Tx, attempt: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt))
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
