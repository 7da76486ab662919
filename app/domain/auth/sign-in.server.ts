import { and, eq, gte, sql } from 'drizzle-orm'
import { loginAttempts, users } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { MessageCode } from '#app/lib/errors.ts'
import { logActivity } from '../activity/activity.server.ts'
import { MAX_FAILED_SIGN_INS, MAX_FAILED_SIGN_INS_PER_ADDRESS, SIGN_IN_WINDOW_MINUTES } from './constants.ts'
import { decoyHash, verifyPassword } from './password-hash.server.ts'
import { createSession, type SessionTimeouts } from './sessions.server.ts'

export type SignInResult =
  | {
      status: 'MSG0000'
      token: string
      userSrno: number
      name: string
      entityid: string
      entitytype: string
      chgPwOnLogon: number
    }
  | { status: Exclude<MessageCode, 'MSG0000'> }

/**
 * Signs a user in (D12). Unknown user and wrong password answer alike (MSG0001), after the same password-hash work,
 * so neither the text nor the time tells which. Status is checked only after a correct password: Inactive gives
 * MSG0003, Enable 0 gives MSG0004. After 5 failures in 15 minutes for one user id, that id is refused with MSG0001
 * for 15 minutes whatever the password. Every outcome is logged.
 */
export async function signIn(
  db: Db,
  input: { userId: string; password: string },
  client: { ip: string; userAgent?: string | null },
  timeouts: SessionTimeouts,
): Promise<SignInResult> {
  const userIdLower = input.userId.toLowerCase()
  const windowStart = new Date(Date.now() - SIGN_IN_WINDOW_MINUTES * 60_000)
  // A successful sign-in starts the count afresh.
  const [{ lastSuccess } = { lastSuccess: null }] = await db
    .select({ lastSuccess: sql<string | null>`max(${loginAttempts.at})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.userIdLower, userIdLower), eq(loginAttempts.success, true)))
  const since = lastSuccess && new Date(lastSuccess) > windowStart ? new Date(lastSuccess) : windowStart
  const [{ failures } = { failures: 0 }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.userIdLower, userIdLower), eq(loginAttempts.success, false), gte(loginAttempts.at, since)),
    )
  const [user] = await db.select().from(users).where(sql`lower(${users.userId}) = ${userIdLower}`)

  // Attempts from one address are limited too (D12), whatever user ids they try.
  const [{ fromAddress } = { fromAddress: 0 }] = await db
    .select({ fromAddress: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, client.ip), eq(loginAttempts.success, false), gte(loginAttempts.at, windowStart)))
  if (fromAddress >= MAX_FAILED_SIGN_INS_PER_ADDRESS) {
    await logActivity(db, {
      actor: input.userId,
      action: 'sign-in-throttled',
      description: `Sign-in refused: ${fromAddress} failed attempts from this address in ${SIGN_IN_WINDOW_MINUTES} minutes`,
      ip: client.ip,
    })
    return { status: 'TOO_MANY_REQUESTS' }
  }

  if (failures >= MAX_FAILED_SIGN_INS) {
    await verifyPassword(await decoyHash(), input.password)
    await logActivity(db, {
      userSrno: user?.srno,
      actor: input.userId,
      action: 'sign-in-throttled',
      description: `Sign-in refused: ${failures} failed attempts in ${SIGN_IN_WINDOW_MINUTES} minutes`,
      ip: client.ip,
    })
    return { status: 'MSG0001' }
  }

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password)
  if (!user || !passwordOk) {
    await db.insert(loginAttempts).values({ userIdLower, ip: client.ip, success: false })
    await logActivity(db, {
      userSrno: user?.srno,
      actor: input.userId,
      action: 'sign-in-failed',
      description: user ? 'Sign-in failed: wrong password' : 'Sign-in failed: unknown user id',
      ip: client.ip,
    })
    return { status: 'MSG0001' }
  }
  if (user.active !== 1 || user.enable !== 1) {
    const status = user.active !== 1 ? 'MSG0003' : 'MSG0004'
    await logActivity(db, {
      userSrno: user.srno,
      actor: user.userId,
      action: 'sign-in-failed',
      description: status === 'MSG0003' ? 'Sign-in refused: user is inactive' : 'Sign-in refused: user is blocked',
      ip: client.ip,
    })
    return { status }
  }

  const token = await createSession(db, user.srno, timeouts, client)
  await db.insert(loginAttempts).values({ userIdLower, ip: client.ip, success: true })
  await logActivity(db, {
    userSrno: user.srno,
    actor: user.userId,
    action: 'sign-in',
    description: 'Signed in',
    ip: client.ip,
  })
  return {
    status: 'MSG0000',
    token,
    userSrno: user.srno,
    name: user.userName,
    entityid: user.entityCode,
    entitytype: user.entityType,
    chgPwOnLogon: user.chgPwOnLogon,
  }
}
