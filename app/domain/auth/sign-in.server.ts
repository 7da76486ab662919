import { users } from '#app/db/schema.ts'
import { caselessEquals } from '#app/lib/caseless.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { MessageCode } from '#app/lib/errors.ts'
import { logActivity } from '../activity/activity.server.ts'
import { MAX_FAILED_SIGN_INS_PER_ADDRESS, SIGN_IN_WINDOW_MINUTES } from './constants.ts'
import { decoyHash, verifyPassword } from './password-hash.server.ts'
import { hasSecondFactor } from './second-factor/factors.server.ts'
import { beginSecondStep } from './second-factor/second-step.server.ts'
import { createSession, type SessionTimeouts } from './sessions.server.ts'
import {
  claimSignInAttempt,
  recordSignInAttempt,
  releaseSignInAttempt,
  sleep,
  throttledMessage,
} from './sign-in-throttle.server.ts'

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
  /** D56: the password was right and the user has a second factor: a pending sign-in, not a session. */
  | { status: 'SECOND_STEP'; pendingToken: string }
  | { status: Exclude<MessageCode, 'MSG0000'>; message?: string }

/**
 * Signs a user in (D12). Unknown user and wrong password answer alike (MSG0001), after the same password-hash work,
 * so neither the text nor the time tells which. Status is checked only after a correct password: Inactive gives
 * MSG0003, Enable 0 gives MSG0004. Guessing is throttled per user id and address (sign-in-throttle.server.ts): a
 * throttled attempt is refused with the product's own message and the wait. Every outcome is logged.
 *
 * A user with a second factor (D56) gets no session here but a pending second step (second-step.server.ts); that
 * password step records no success in the throttle, so wrong codes after it keep counting.
 */
export async function signIn(
  db: Db,
  input: { userId: string; password: string; redirectTo?: string },
  client: { ip: string; userAgent?: string | null },
  timeouts: SessionTimeouts,
): Promise<SignInResult> {
  const userIdLower = input.userId.toLowerCase()
  const [user] = await db.select().from(users).where(caselessEquals(users.userId, userIdLower))
  // Counted before the password is checked, atomically (a failure until the password proves right).
  const throttle = await claimSignInAttempt(db, userIdLower, client.ip, user?.passwordChangedAt ?? null)

  if (throttle.kind === 'address') {
    await logActivity(db, {
      actor: input.userId,
      action: 'sign-in-throttled',
      description: `Sign-in refused: ${MAX_FAILED_SIGN_INS_PER_ADDRESS} or more failed attempts from this address in ${SIGN_IN_WINDOW_MINUTES} minutes; ${throttle.seconds} s to wait`,
      ip: client.ip,
    })
    return { status: 'TOO_MANY_REQUESTS' }
  }
  if (throttle.kind === 'wait') {
    await logActivity(db, {
      userSrno: user?.srno,
      actor: input.userId,
      action: 'sign-in-throttled',
      description: `Sign-in refused: too many wrong passwords from this address; ${throttle.seconds} s to wait`,
      ip: client.ip,
    })
    return { status: 'SIGN_IN_THROTTLED', message: throttledMessage(throttle.seconds) }
  }
  // Many failures for this user id from everywhere: answer slowly, but still answer (never a lock-out).
  if (throttle.slowdownMs > 0) await sleep(throttle.slowdownMs)

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password)
  if (!user || !passwordOk) {
    await logActivity(db, {
      userSrno: user?.srno,
      actor: input.userId,
      action: 'sign-in-failed',
      description: user ? 'Sign-in failed: wrong password' : 'Sign-in failed: unknown user id',
      ip: client.ip,
    })
    return { status: 'MSG0001' }
  }
  await releaseSignInAttempt(db, throttle.attempt)
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

  if (await hasSecondFactor(db, user.srno)) {
    const pendingToken = await beginSecondStep(db, user.srno, input.redirectTo ?? null)
    await logActivity(db, {
      userSrno: user.srno,
      actor: user.userId,
      action: 'sign-in-second-step',
      description: 'Password accepted; second step asked',
      ip: client.ip,
    })
    return { status: 'SECOND_STEP', pendingToken }
  }

  const token = await createSession(db, user.srno, timeouts, client)
  await recordSignInAttempt(db, userIdLower, client.ip, true)
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
