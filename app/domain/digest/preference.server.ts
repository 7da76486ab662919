import { eq } from 'drizzle-orm'
import { users } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { ActorRef } from '#app/domain/auth/actor.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * A user's own choice about the morning digest (D52): on unless they turn it off, on their account area. Only the
 * user themself changes it (the route takes no user id); each change is an activity row.
 */

export interface DigestPreference {
  /** Whether the user gets the digest. */
  on: boolean
  /** The address it goes to. */
  email: string
}

export async function digestPreference(db: Db, userSrno: number): Promise<DigestPreference> {
  const [row] = await db
    .select({ off: users.digestOff, email: users.email })
    .from(users)
    .where(eq(users.srno, userSrno))
  return { on: !(row?.off ?? false), email: row?.email ?? '' }
}

export async function setDigest(db: Db, actor: ActorRef, on: boolean): Promise<DigestPreference> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ digestOff: !on })
      .where(eq(users.srno, actor.userSrno))
      .returning({ off: users.digestOff, email: users.email })
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'digest-changed',
      description: on ? 'Turned the daily digest mail on' : 'Turned the daily digest mail off',
      ip: actor.ip,
    })
    return { on: !(row?.off ?? false), email: row?.email ?? '' }
  })
}
