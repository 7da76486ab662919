import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import QRCode from 'qrcode'
import { passkeys, recoveryCodes, totpFactors, users, webauthnChallenges } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { ActorRef } from '#app/domain/auth/actor.ts'
import { SUPER_ADMIN_SRNO } from '#app/domain/rights/catalogue.ts'
import { hasRight, isWithin, type RightsMap, rightsOfGroup } from '#app/domain/rights/rights.server.ts'
import { whenOrNever } from '#app/lib/dates.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { revokeUserSessions } from '../sessions.server.ts'
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpTimeStep, totpUri } from './codes.server.ts'
import { hasSecondFactorSql } from './policy.server.ts'

export async function hasSecondFactor(db: Db | Tx, userSrno: number): Promise<boolean> {
  const [row] = await db.select({ has: hasSecondFactorSql() }).from(users).where(eq(users.srno, userSrno))
  return Boolean(row?.has)
}

export interface FactorSummary {
  totp: { confirmed: boolean; createdAt: Date; lastUsedAt: Date | null } | null
  passkeys: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }[]
  recoveryCodesLeft: number
}

/** A user's sign-in methods, as the Sign-in methods screen lists them (never a secret). */
export async function factorSummary(db: Db, userSrno: number): Promise<FactorSummary> {
  const [totpRows, keyRows, left] = await Promise.all([
    db.select().from(totpFactors).where(eq(totpFactors.userSrno, userSrno)),
    db
      .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userSrno, userSrno))
      .orderBy(asc(passkeys.id)),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userSrno, userSrno), isNull(recoveryCodes.usedAt))),
  ])
  const totp = totpRows[0]
  return {
    totp: totp
      ? { confirmed: totp.confirmedAt !== null, createdAt: totp.createdAt, lastUsedAt: totp.lastUsedAt }
      : null,
    passkeys: keyRows,
    recoveryCodesLeft: left[0]?.n ?? 0,
  }
}

/** A user's sign-in methods as the own and the administrator's screens show them: dates written out, 'never' for none. */
export async function factorsForScreen(db: Db, userSrno: number) {
  const summary = await factorSummary(db, userSrno)
  return {
    totp: summary.totp && {
      confirmed: summary.totp.confirmed,
      createdAt: whenOrNever(summary.totp.createdAt),
      lastUsedAt: whenOrNever(summary.totp.lastUsedAt),
    },
    passkeys: summary.passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: whenOrNever(p.createdAt),
      lastUsedAt: whenOrNever(p.lastUsedAt),
    })),
    recoveryCodesLeft: summary.recoveryCodesLeft,
  }
}

export interface TotpEnrolment {
  secret: string
  uri: string
  /** The QR code of `uri`, an SVG made here (as the payment page's is), never by an outside service. */
  qrSvg: string
}

/**
 * Starts (or shows again) the authenticator enrolment: the secret is kept unconfirmed until a first code proves the
 * app has it, so opening the screen twice shows the same secret, and a half-done enrolment opens nothing.
 */
export async function startTotpEnrolment(db: Db, user: ActorRef, issuer: string): Promise<TotpEnrolment> {
  const [existing] = await db.select().from(totpFactors).where(eq(totpFactors.userSrno, user.userSrno))
  if (existing?.confirmedAt) throw new AppError('AUTHENTICATOR_EXISTS', { status: 409 })
  let secret = existing?.secret
  if (!secret) {
    secret = newTotpSecret()
    await db.insert(totpFactors).values({ userSrno: user.userSrno, secret }).onConflictDoNothing()
    const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userSrno, user.userSrno))
    secret = row!.secret
  }
  const uri = totpUri(secret, user.userId, issuer)
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, uri, qrSvg }
}

/** The enrolment not yet confirmed, or null. */
export async function pendingTotpEnrolment(db: Db, user: ActorRef, issuer: string): Promise<TotpEnrolment | null> {
  const [existing] = await db.select().from(totpFactors).where(eq(totpFactors.userSrno, user.userSrno))
  if (!existing || existing.confirmedAt) return null
  return startTotpEnrolment(db, user, issuer)
}

/**
 * Confirms the authenticator with a first code. Returns fresh recovery codes when the user had no unused ones (their
 * first second factor), to be shown once.
 */
export async function confirmTotpEnrolment(db: Db, user: ActorRef, code: string): Promise<string[] | null> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userSrno, user.userSrno))
  if (!row) throw new AppError('AUTHENTICATOR_NOT_STARTED', { field: 'code' })
  if (row.confirmedAt) throw new AppError('AUTHENTICATOR_EXISTS', { status: 409 })
  const step = await totpTimeStep(row.secret, code, row.lastTimeStep)
  if (step === null) throw new AppError('SECOND_STEP_CODE_WRONG', { field: 'code', status: 400 })
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(totpFactors)
      .set({ confirmedAt: sql`now()`, lastTimeStep: step, lastUsedAt: sql`now()` })
      .where(and(eq(totpFactors.userSrno, user.userSrno), isNull(totpFactors.confirmedAt)))
      .returning({ userSrno: totpFactors.userSrno })
    if (!done) throw new AppError('AUTHENTICATOR_EXISTS', { status: 409 })
    await logActivity(tx, {
      userSrno: user.userSrno,
      actor: user.userId,
      action: 'second-factor-added',
      description: 'Added an authenticator app',
      ip: user.ip,
    })
    return firstRecoveryCodes(tx, user)
  })
}

/** Ten new recovery codes when the user has no unused one, else null (an added factor keeps the codes they have). */
export async function firstRecoveryCodes(tx: Db | Tx, user: ActorRef): Promise<string[] | null> {
  const [left] = await tx
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userSrno, user.userSrno), isNull(recoveryCodes.usedAt)))
  if ((left?.n ?? 0) > 0) return null
  return replaceRecoveryCodes(tx, user)
}

async function replaceRecoveryCodes(tx: Db | Tx, user: ActorRef): Promise<string[]> {
  const codes = newRecoveryCodes()
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userSrno, user.userSrno))
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userSrno: user.userSrno, codeHash: hashRecoveryCode(c) })))
  return codes
}

/** New recovery codes replacing all earlier ones (the user lost the list or used most of it): shown once. */
export async function renewRecoveryCodes(db: Db, user: ActorRef): Promise<string[]> {
  if (!(await hasSecondFactor(db, user.userSrno))) throw new AppError('SECOND_FACTOR_NONE', { status: 409 })
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user)
    await logActivity(tx, {
      userSrno: user.userSrno,
      actor: user.userId,
      action: 'recovery-codes-renewed',
      description: 'Made new recovery codes (the earlier ones no longer work)',
      ip: user.ip,
    })
    return codes
  })
}

/** Counts the user's factors other than the one being removed, inside the removal's transaction. */
async function otherFactors(tx: Tx, userSrno: number, removing: { totp: boolean; passkeyId?: number }) {
  const [keys] = await tx
    .select({ n: count() })
    .from(passkeys)
    .where(
      and(
        eq(passkeys.userSrno, userSrno),
        removing.passkeyId !== undefined ? sql`${passkeys.id} <> ${removing.passkeyId}` : undefined,
      ),
    )
  const [totp] = removing.totp
    ? [{ n: 0 }]
    : await tx
        .select({ n: count() })
        .from(totpFactors)
        .where(and(eq(totpFactors.userSrno, userSrno), isNotNull(totpFactors.confirmedAt)))
  return (keys?.n ?? 0) + (totp?.n ?? 0)
}

/**
 * Removes the user's own authenticator app or one passkey. While the policy requires a factor of this user, the last
 * one cannot be removed (they would be held at enrolment at once); without any factor left the recovery codes go too.
 */
export async function removeOwnFactor(
  db: Db,
  user: ActorRef,
  what: { kind: 'totp' } | { kind: 'passkey'; id: number },
  mustKeepOne: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One removal at a time per user: two removals at once cannot both see the other factor as the one kept.
    await tx.select({ srno: users.srno }).from(users).where(eq(users.srno, user.userSrno)).for('update')
    const others = await otherFactors(tx, user.userSrno, {
      totp: what.kind === 'totp',
      passkeyId: what.kind === 'passkey' ? what.id : undefined,
    })
    let removed: { name: string } | undefined
    if (what.kind === 'totp') {
      const [row] = await tx
        .delete(totpFactors)
        .where(eq(totpFactors.userSrno, user.userSrno))
        .returning({ confirmedAt: totpFactors.confirmedAt })
      if (!row) throw new AppError('SECOND_FACTOR_NOT_FOUND')
      // An enrolment never confirmed may always be dropped.
      if (row.confirmedAt === null) return
      removed = { name: 'the authenticator app' }
    } else {
      const [row] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, what.id), eq(passkeys.userSrno, user.userSrno)))
        .returning({ name: passkeys.name })
      if (!row) throw new AppError('SECOND_FACTOR_NOT_FOUND')
      removed = { name: `passkey "${row.name}"` }
    }
    if (others === 0 && mustKeepOne) throw new AppError('SECOND_FACTOR_LAST', { status: 409 })
    if (others === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userSrno, user.userSrno))
    await logActivity(tx, {
      userSrno: user.userSrno,
      actor: user.userId,
      action: 'second-factor-removed',
      description: `Removed ${removed.name}`,
      ip: user.ip,
    })
  })
}

/**
 * An administrator (USER edit) removes every second factor of another user (D56): passkeys, authenticator, recovery
 * codes, pending second steps, and ends that user's sessions. Serial 1's only by serial 1; and, as for any change of a
 * user, not a user holding a right flag the administrator lacks (the rule of users.server's assertMayManage, ADR
 * 0090), or a holder of USER edit could strip an administrator's factors. Returns the user id of the target.
 */
export async function resetSecondFactors(
  db: Db,
  admin: ActorRef & { rights: RightsMap },
  targetSrno: number,
): Promise<string> {
  if (!hasRight(admin.rights, 'USER', 'edit')) throw new AppError('FORBIDDEN')
  if (targetSrno === SUPER_ADMIN_SRNO && admin.userSrno !== SUPER_ADMIN_SRNO) {
    throw new AppError('USER_PROTECTED', { status: 403 })
  }
  const [target] = await db
    .select({ srno: users.srno, userId: users.userId, group: users.rightGroup })
    .from(users)
    .where(eq(users.srno, targetSrno))
  if (!target) throw new AppError('USER_NOT_FOUND', { status: 404 })
  if (!isWithin(await rightsOfGroup(db, target.group), admin.rights)) {
    throw new AppError('USER_MORE_PRIVILEGED', { status: 403 })
  }
  await db.transaction(async (tx) => {
    const keys = await tx.delete(passkeys).where(eq(passkeys.userSrno, targetSrno)).returning({ id: passkeys.id })
    const totp = await tx
      .delete(totpFactors)
      .where(eq(totpFactors.userSrno, targetSrno))
      .returning({ c: totpFactors.confirmedAt })
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userSrno, targetSrno))
    await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userSrno, targetSrno))
    // Sessions and pending second steps alike.
    await revokeUserSessions(tx, targetSrno)
    const app = totp.some((t) => t.c !== null) ? 'an authenticator app' : 'no authenticator app'
    await logActivity(tx, {
      userSrno: admin.userSrno,
      actor: admin.userId,
      action: 'second-factors-reset',
      description: `Reset the second factors of user ${target.userId} (serial ${targetSrno}): ${keys.length} passkey(s), ${app}, recovery codes; their sessions ended`,
      ip: admin.ip,
    })
  })
  return target.userId
}

/** The user whose sign-in methods an administrator looks at, or null. */
export async function userForReset(db: Db, srno: number) {
  const [user] = await db
    .select({ srno: users.srno, userId: users.userId, userName: users.userName })
    .from(users)
    .where(eq(users.srno, srno))
  return user ?? null
}
