import { and, eq, isNull } from 'drizzle-orm'
import { passwordResetTokens, users } from '#app/db/schema.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { checkPasswordPolicy } from '#app/lib/password-policy.ts'
import { logActivity } from '../activity/activity.server.ts'
import { isCommonPassword } from './common-passwords.server.ts'
import { hashPassword, verifyPassword } from './password-hash.server.ts'
import { revokeUserSessions } from './sessions.server.ts'
import { claimSignInAttempt, releaseSignInAttempt, throttledMessage } from './sign-in-throttle.server.ts'

/**
 * Checks a new password and its confirmation (spec section 5, D14), in the spec's order: blank or against the
 * policy gives MSG0005, a mismatch MSG0009; a common password is refused too (security.md).
 */
export function checkNewPassword(newPassword: string, confirm: string): void {
  if (newPassword.trim() === '' || confirm === '') throw new AppError('MSG0005', { field: 'new' })
  // Sign-in trims what is typed, so a password with spaces at either end could never be used to sign in.
  if (newPassword.trim() !== newPassword) throw new AppError('PASSWORD_EDGE_SPACES', { field: 'new' })
  if (checkPasswordPolicy(newPassword)) throw new AppError('MSG0005', { field: 'new' })
  if (newPassword !== confirm) throw new AppError('MSG0009', { field: 'rnew' })
  if (isCommonPassword(newPassword)) throw new AppError('PASSWORD_TOO_COMMON', { field: 'new' })
}

/**
 * Stores a new password, clears the forced-change flag, ends every session and pending sign-in of the user (D13,
 * ASVS 7.2.4, ADR 0168) and makes every outstanding reset link unusable. The change time also lifts any sign-in wait
 * (failures count only after it).
 */
export async function setPassword(db: Db | Tx, userSrno: number, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword)
  await db
    .update(users)
    .set({ passwordHash, chgPwOnLogon: 0, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.srno, userSrno))
  await revokeUserSessions(db, userSrno)
  await cancelResetLinks(db, userSrno)
}

/**
 * Changes the signed-in user's password (spec section 3 payload old/new/rnew). All three fields are required
 * (MSG0005); the old password must be right (ASVS 6.2.3) and differ from the new one (D14).
 */
export async function changePassword(
  db: Db,
  user: { userSrno: number; userId: string },
  input: { old: string; new: string; rnew: string },
  ip: string,
): Promise<void> {
  if (input.old === '' || input.new === '' || input.rnew === '') throw new AppError('MSG0005')
  checkNewPassword(input.new, input.rnew)
  const [row] = await db
    .select({ hash: users.passwordHash, changedAt: users.passwordChangedAt })
    .from(users)
    .where(eq(users.srno, user.userSrno))
  // The old-password check is a password guess like a sign-in: throttled and counted the same way (atomically).
  const idLower = user.userId.toLowerCase()
  const throttle = await claimSignInAttempt(db, idLower, ip, row?.changedAt ?? null)
  if (throttle.kind === 'wait') {
    throw new AppError('SIGN_IN_THROTTLED', { message: throttledMessage(throttle.seconds), field: 'old' })
  }
  if (throttle.kind === 'address') throw new AppError('TOO_MANY_REQUESTS', { field: 'old' })
  if (!row || !(await verifyPassword(row.hash, input.old))) throw new AppError('OLD_PASSWORD_WRONG', { field: 'old' })
  await releaseSignInAttempt(db, throttle.attempt)
  if (input.old === input.new) throw new AppError('PASSWORD_SAME_AS_OLD', { field: 'new' })
  await db.transaction(async (tx) => {
    await setPassword(tx, user.userSrno, input.new)
    await logActivity(tx, {
      userSrno: user.userSrno,
      actor: user.userId,
      action: 'password-changed',
      description: 'Changed own password',
      ip,
    })
  })
}

/** Makes every unused reset link of a user unusable: a password was set, or the address they went to changed. */
export async function cancelResetLinks(db: Db | Tx, userSrno: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userSrno, userSrno), isNull(passwordResetTokens.usedAt)))
}
