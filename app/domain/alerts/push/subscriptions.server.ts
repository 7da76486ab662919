import { and, eq, inArray, sql } from 'drizzle-orm'
import { pushSubscriptions, sessions } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * A device's Web Push subscription (D61). Each browser has one endpoint (unique here), kept for the user who turned
 * notifications on there. It is removed when that user turns them off, signs out on that device (the last session of
 * theirs that confirmed it there), when another user signs in on the device (the office's first page after sign-in
 * confirms the device's subscription, ADR 0187), and when the push service answers that it is gone (worker.server.ts).
 */

export interface DeviceSubscription {
  endpoint: string
  p256dh: string
  auth: string
}

export interface DeviceOwner {
  userSrno: number
  sessionId: number
}

/** Turns notifications on for this device: the subscription is the user's (a previous user's row is replaced). */
export async function subscribeDevice(db: Db, owner: DeviceOwner, sub: DeviceSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userSrno: owner.userSrno, sessionId: owner.sessionId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userSrno: owner.userSrno, sessionId: owner.sessionId, p256dh: sub.p256dh, auth: sub.auth },
    })
}

/**
 * The device says which subscription it holds: the user's own is kept (and tied to this session, so signing out of it
 * removes it); another user's is removed, and the answer tells the device to drop it too.
 */
export async function confirmDevice(db: Db, owner: DeviceOwner, endpoint: string): Promise<'on' | 'off' | 'removed'> {
  const [row] = await db
    .select({ id: pushSubscriptions.id, userSrno: pushSubscriptions.userSrno })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
  if (!row) return 'off'
  if (row.userSrno !== owner.userSrno) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id))
    return 'removed'
  }
  await db.update(pushSubscriptions).set({ sessionId: owner.sessionId }).where(eq(pushSubscriptions.id, row.id))
  return 'on'
}

/** Turns notifications off for this device (only the user's own subscription). */
export async function unsubscribeDevice(db: Db, userSrno: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userSrno, userSrno)))
}

/** Sign-out: the subscriptions the ending session (by its token's hash) confirmed are removed. */
export async function forgetDevicesOfSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.sessionId,
        db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, tokenHash)),
      ),
    )
}

/** How many devices a user has subscribed (tests, and the account page). */
export async function devicesOf(db: Db, userSrno: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userSrno, userSrno))
  return Number(row?.n ?? 0)
}
