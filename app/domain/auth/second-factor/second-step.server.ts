import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { pendingSignIns, recoveryCodes, totpFactors, users } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { messageFor } from '#app/lib/errors.ts'
import { readCookie } from '../cookies.server.ts'
import { createSession, type SessionTimeouts } from '../sessions.server.ts'
import { claimSignInAttempt, recordSignInAttempt, releaseSignInAttempt, sleep } from '../sign-in-throttle.server.ts'
import { hashToken, newToken } from '../tokens.server.ts'
import { hashRecoveryCode, isTotpCode, looksLikeRecoveryCode, totpTimeStep } from './codes.server.ts'
import { type RelyingParty, verifyPasskey } from './passkeys.server.ts'

/**
 * The second step of a password sign-in (D56). The password step of a user with a second factor makes a pending
 * sign-in, not a session: it opens nothing (every route, the older endpoints included, sees an anonymous caller),
 * is referenced by its own HttpOnly cookie, lasts five minutes and allows MAX_CODE_FAILURES wrong codes. The second
 * step (a code, a recovery code, or a passkey) turns it into a session.
 *
 * Wrong codes count toward the sign-in throttle as wrong passwords do (per user id and address, through
 * sign-in-throttle.server.ts), and the password step of such a user records no success there, so asking for the
 * password again does not clear them: a guesser holding the password gets the same few tries per wait as one
 * guessing passwords.
 *
 * Both counts are claimed before a code is checked, atomically in the database (ADR 0167), as the password step's
 * attempts are (ADR 0032): the throttle's attempt with `claimSignInAttempt`, then one of the pending sign-in's
 * MAX_CODE_FAILURES tries with one conditional UPDATE. However many codes arrive at once, on one server or on several
 * sharing the database, at most MAX_CODE_FAILURES are ever checked per pending sign-in.
 */

export const SECOND_STEP_MINUTES = 5
export const MAX_CODE_FAILURES = 5

export function pendingCookieName(https: boolean): string {
  return https ? '__Host-sfa' : 'sfa'
}

export function pendingCookie(token: string, https: boolean): string {
  return `${pendingCookieName(https)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SECOND_STEP_MINUTES * 60}${https ? '; Secure' : ''}`
}

export function clearedPendingCookie(https: boolean): string {
  return `${pendingCookieName(https)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${https ? '; Secure' : ''}`
}

export function pendingTokenOf(request: Request, https: boolean): string | undefined {
  const token = readCookie(request.headers.get('cookie'), pendingCookieName(https))
  return token && token.length <= 200 ? token : undefined
}

/** Starts the second step for a user whose password was right; returns the token for the cookie. */
export async function beginSecondStep(db: Db, userSrno: number, redirectTo: string | null): Promise<string> {
  const token = newToken()
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, sql`now()`))
  await db.insert(pendingSignIns).values({
    tokenHash: hashToken(token),
    userSrno,
    expiresAt: new Date(Date.now() + SECOND_STEP_MINUTES * 60_000),
    redirectTo: redirectTo?.slice(0, 300) ?? null,
  })
  return token
}

export interface PendingSignIn {
  id: number
  userSrno: number
  userId: string
  redirectTo: string | null
  passwordChangedAt: Date | null
  hasTotp: boolean
  hasPasskey: boolean
}

/** The live pending sign-in of a token (not expired, user still enabled and active), or null. */
export async function pendingSignIn(db: Db, token: string | undefined): Promise<PendingSignIn | null> {
  if (!token) return null
  const [row] = await db
    .select({
      id: pendingSignIns.id,
      userSrno: pendingSignIns.userSrno,
      userId: users.userId,
      redirectTo: pendingSignIns.redirectTo,
      passwordChangedAt: users.passwordChangedAt,
      // Aliased, with the outer column in full (see policy.server.ts hasSecondFactorSql).
      hasTotp: sql<boolean>`exists (select 1 from totp_factors tf where tf.um_srno = "users"."um_srno" and tf.confirmed_at is not null)`,
      hasPasskey: sql<boolean>`exists (select 1 from passkeys pk where pk.um_srno = "users"."um_srno")`,
    })
    .from(pendingSignIns)
    .innerJoin(users, eq(users.srno, pendingSignIns.userSrno))
    .where(
      and(
        eq(pendingSignIns.tokenHash, hashToken(token)),
        gt(pendingSignIns.expiresAt, sql`now()`),
        eq(users.enable, 1),
        eq(users.active, 1),
      ),
    )
  return row ?? null
}

export type SecondStepResult =
  | { status: 'MSG0000'; token: string; chgPwOnLogon: number; redirectTo: string | null }
  | { status: 'SECOND_STEP_EXPIRED' | 'PASSKEY_FAILED' }
  /** `ended`: that was the last wrong code this pending sign-in allows; the password must be given again. */
  | { status: 'SECOND_STEP_CODE_WRONG'; ended: boolean }
  | { status: 'SECOND_STEP_THROTTLED'; message: string }

interface Client {
  ip: string
  userAgent?: string | null
}

/** The second step with a code from the authenticator app or a recovery code. */
export async function secondStepWithCode(
  db: Db,
  pendingToken: string | undefined,
  code: string,
  client: Client,
  timeouts: SessionTimeouts,
): Promise<SecondStepResult> {
  const pending = await pendingSignIn(db, pendingToken)
  if (!pending) return { status: 'SECOND_STEP_EXPIRED' }
  const userIdLower = pending.userId.toLowerCase()
  // The throttle's attempt, claimed (recorded as a failure) before the code is checked, as at the password step.
  const throttle = await claimSignInAttempt(db, userIdLower, client.ip, pending.passwordChangedAt)
  if (throttle.kind !== 'open') {
    const seconds = throttle.kind === 'wait' ? throttle.seconds : 15 * 60
    const minutes = Math.max(1, Math.ceil(seconds / 60))
    await logActivity(db, {
      userSrno: pending.userSrno,
      actor: pending.userId,
      action: 'sign-in-throttled',
      description: 'Second step refused: too many wrong codes or passwords from this address',
      ip: client.ip,
    })
    return {
      status: 'SECOND_STEP_THROTTLED',
      message: messageFor('SECOND_STEP_THROTTLED', { minutes: minutes === 1 ? '1 minute' : `${minutes} minutes` }),
    }
  }
  // Many failures for this user id from everywhere: answer slowly, but still answer (never a lock-out).
  if (throttle.slowdownMs > 0) await sleep(throttle.slowdownMs)
  // Then one of the pending sign-in's tries. None left (five codes already taken for checking, by this request's
  // neighbours perhaps): the pending sign-in is over, this code is not checked and its attempt is taken back.
  const tryNumber = await claimCodeTry(db, pending.id)
  if (tryNumber === null) {
    await releaseSignInAttempt(db, throttle.attempt)
    return { status: 'SECOND_STEP_CODE_WRONG', ended: true }
  }

  let how: string | null = null
  if (isTotpCode(code) && pending.hasTotp) {
    const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userSrno, pending.userSrno))
    const step = factor?.confirmedAt ? await totpTimeStep(factor.secret, code, factor.lastTimeStep) : null
    if (step !== null) {
      // Taken only if no request took this step (or a later one) meanwhile: two requests with one code, one wins.
      const taken = await db
        .update(totpFactors)
        .set({ lastTimeStep: step, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(totpFactors.userSrno, pending.userSrno),
            sql`(${totpFactors.lastTimeStep} is null or ${totpFactors.lastTimeStep} < ${step})`,
          ),
        )
        .returning({ userSrno: totpFactors.userSrno })
      if (taken.length === 1) how = 'an authenticator code'
    }
  } else if (looksLikeRecoveryCode(code)) {
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userSrno, pending.userSrno),
          eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id })
    if (used.length === 1) {
      how = 'a recovery code'
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userSrno, pending.userSrno), isNull(recoveryCodes.usedAt)))
      await logActivity(db, {
        userSrno: pending.userSrno,
        actor: pending.userId,
        action: 'recovery-code-used',
        description: `Signed in with a recovery code (${left?.n ?? 0} left)`,
        ip: client.ip,
      })
    }
  }

  if (!how) {
    // The failure is on record already (the claimed attempt stays). The last try wrong ends the pending sign-in:
    // the password must be given again.
    const ended = tryNumber >= MAX_CODE_FAILURES
    if (ended) await db.delete(pendingSignIns).where(eq(pendingSignIns.id, pending.id))
    await logActivity(db, {
      userSrno: pending.userSrno,
      actor: pending.userId,
      action: 'second-step-failed',
      description: 'Sign-in second step failed: wrong code',
      ip: client.ip,
    })
    return { status: 'SECOND_STEP_CODE_WRONG', ended }
  }
  // A right code takes its failure back; the success is recorded with the session.
  await releaseSignInAttempt(db, throttle.attempt)
  return finishSecondStep(db, pending, `with ${how}`, client, timeouts)
}

/**
 * Claims one try of a pending sign-in for a code about to be checked: one conditional UPDATE, so of any number of
 * requests at once (on any server sharing the database) at most MAX_CODE_FAILURES get a try. The `failures` column
 * counts the tries claimed (a right code ends the row, so only wrong ones are left counted). Answers the try's
 * number (1 to MAX_CODE_FAILURES), or null when none is left or the pending sign-in is over.
 */
async function claimCodeTry(db: Db, pendingId: number): Promise<number | null> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ failures: sql`${pendingSignIns.failures} + 1` })
    .where(
      and(
        eq(pendingSignIns.id, pendingId),
        lt(pendingSignIns.failures, MAX_CODE_FAILURES),
        gt(pendingSignIns.expiresAt, sql`now()`),
      ),
    )
    .returning({ tries: pendingSignIns.failures })
  return row ? row.tries : null
}

/** The second step with one of the user's passkeys. */
export async function secondStepWithPasskey(
  db: Db,
  rp: RelyingParty,
  pendingToken: string | undefined,
  responseJson: string,
  client: Client,
  timeouts: SessionTimeouts,
): Promise<SecondStepResult> {
  const pending = await pendingSignIn(db, pendingToken)
  if (!pending) return { status: 'SECOND_STEP_EXPIRED' }
  const userSrno = await verifyPasskey(db, rp, responseJson, pending.userSrno)
  if (userSrno !== pending.userSrno) {
    await logActivity(db, {
      userSrno: pending.userSrno,
      actor: pending.userId,
      action: 'second-step-failed',
      description: 'Sign-in second step failed: passkey not accepted',
      ip: client.ip,
    })
    return { status: 'PASSKEY_FAILED' }
  }
  return finishSecondStep(db, pending, 'with a passkey', client, timeouts)
}

async function finishSecondStep(
  db: Db,
  pending: PendingSignIn,
  how: string,
  client: Client,
  timeouts: SessionTimeouts,
): Promise<SecondStepResult> {
  // The pending sign-in is used once: of two requests finishing it at once, only one gets a session. Its row goes
  // in the transaction that makes the session, so a password reset or anything else ending the user's sessions at
  // this moment either ends this pending sign-in first or sees the session made (revokeUserSessions, ADR 0168).
  const made = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(pendingSignIns)
      .where(eq(pendingSignIns.id, pending.id))
      .returning({ id: pendingSignIns.id })
    if (gone.length !== 1) return null
    const [user] = await tx
      .select({ chgPwOnLogon: users.chgPwOnLogon })
      .from(users)
      .where(eq(users.srno, pending.userSrno))
    return { user, token: await createSession(tx, pending.userSrno, timeouts, client) }
  })
  if (!made) return { status: 'SECOND_STEP_EXPIRED' }
  const { user, token } = made
  await recordSignInAttempt(db, pending.userId.toLowerCase(), client.ip, true)
  await logActivity(db, {
    userSrno: pending.userSrno,
    actor: pending.userId,
    action: 'sign-in',
    description: `Signed in (password and second step ${how})`,
    ip: client.ip,
  })
  return { status: 'MSG0000', token, chgPwOnLogon: user?.chgPwOnLogon ?? 0, redirectTo: pending.redirectTo }
}

/** Ends a pending sign-in (Cancel on the second step). */
export async function cancelSecondStep(db: Db, pendingToken: string | undefined): Promise<void> {
  if (pendingToken) await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, hashToken(pendingToken)))
}

export type PasskeySignInResult =
  | { status: 'MSG0000'; token: string; chgPwOnLogon: number }
  | { status: 'PASSKEY_FAILED' | 'MSG0003' | 'MSG0004' }

/**
 * A sign-in with a passkey alone (D56: no password): the passkey names its user. A disabled or inactive user gets
 * the same message as at the password step (the passkey proved who they are).
 */
export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  responseJson: string,
  client: Client,
  timeouts: SessionTimeouts,
): Promise<PasskeySignInResult> {
  const userSrno = await verifyPasskey(db, rp, responseJson, null)
  if (userSrno === null) {
    await logActivity(db, {
      action: 'sign-in-failed',
      description: 'Sign-in failed: passkey not accepted',
      ip: client.ip,
    })
    return { status: 'PASSKEY_FAILED' }
  }
  const [user] = await db.select().from(users).where(eq(users.srno, userSrno))
  if (!user) return { status: 'PASSKEY_FAILED' }
  if (user.active !== 1 || user.enable !== 1) {
    const status = user.active !== 1 ? 'MSG0003' : 'MSG0004'
    await logActivity(db, {
      userSrno,
      actor: user.userId,
      action: 'sign-in-failed',
      description:
        status === 'MSG0003' ? 'Passkey sign-in refused: user is inactive' : 'Passkey sign-in refused: user is blocked',
      ip: client.ip,
    })
    return { status }
  }
  const token = await createSession(db, userSrno, timeouts, client)
  await recordSignInAttempt(db, user.userId.toLowerCase(), client.ip, true)
  await logActivity(db, {
    userSrno,
    actor: user.userId,
    action: 'sign-in',
    description: 'Signed in with a passkey',
    ip: client.ip,
  })
  return { status: 'MSG0000', token, chgPwOnLogon: user.chgPwOnLogon }
}
