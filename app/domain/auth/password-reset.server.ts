import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { passwordResetRequests, passwordResetTokens, users } from '#app/db/schema.ts'
import { enqueueMail } from '#app/domain/mail/outbox.server.ts'
import { caselessEquals } from '#app/lib/caseless.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { isLocale } from '#app/lib/i18n/locale.ts'
import { logActivity } from '../activity/activity.server.ts'
import {
  RESET_LINK_MINUTES,
  RESET_REPLY_FLOOR_MS,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_USER_ID,
  RESET_WINDOW_MINUTES,
} from './constants.ts'
import { accountMailWords } from './mail-words.ts'
import { cancelResetLinks, checkNewPassword, setPassword } from './password-change.server.ts'
import { sleep } from './sign-in-throttle.server.ts'
import { hashToken, newToken } from './tokens.server.ts'

/**
 * Forgot password (D15). Whether or not the user id and e-mail match, the caller gives the same neutral reply, after
 * the same time (every reply waits out RESET_REPLY_FLOOR_MS, so the reply's timing does not tell a match either);
 * when they match an active user, a single-use link valid 30 minutes is mailed through the outbox, and every link mailed
 * before it stops working (only the latest works). The link is built from SITE_URL, never from the request's Host
 * header. The old password keeps working until a link is used.
 *
 * Requests are throttled: one user id causes at most RESET_REQUESTS_PER_USER_ID mails in RESET_WINDOW_MINUTES
 * (further requests get the same neutral reply and send nothing, so the owner's inbox is not flooded), and one
 * address may ask RESET_REQUESTS_PER_ADDRESS times in the window, then gets TOO_MANY_REQUESTS.
 */
export async function requestPasswordReset(
  db: Db,
  input: { userId: string; email: string },
  options: { siteUrl: string; companyName: string; ip: string },
): Promise<void> {
  const started = Date.now()
  try {
    await sendResetLink(db, input, options)
  } finally {
    const left = RESET_REPLY_FLOOR_MS - (Date.now() - started)
    if (left > 0) await sleep(left)
  }
}

async function sendResetLink(
  db: Db,
  input: { userId: string; email: string },
  options: { siteUrl: string; companyName: string; ip: string },
): Promise<void> {
  const userIdLower = input.userId.toLowerCase()
  const windowStart = new Date(Date.now() - RESET_WINDOW_MINUTES * 60_000)
  const counts = (await db.execute(sql`
    select
      (select count(*)::int from ${passwordResetRequests} where ip = ${options.ip} and at >= ${windowStart}) as from_address,
      (select count(*)::int from ${passwordResetRequests} where user_id_lower = ${userIdLower} and at >= ${windowStart}) as for_user
  `)) as unknown as { rows: { from_address: number; for_user: number }[] }
  const { from_address: fromAddress, for_user: forUser } = counts.rows[0]!
  if (fromAddress >= RESET_REQUESTS_PER_ADDRESS) throw new AppError('TOO_MANY_REQUESTS')
  await db.insert(passwordResetRequests).values({ userIdLower, ip: options.ip })
  if (forUser >= RESET_REQUESTS_PER_USER_ID) return

  const [user] = await db
    .select({
      srno: users.srno,
      userId: users.userId,
      email: users.email,
      enable: users.enable,
      active: users.active,
      locale: users.locale,
    })
    .from(users)
    .where(and(caselessEquals(users.userId, userIdLower), caselessEquals(users.email, input.email)))
  // The token is made either way so both paths do the same work.
  const token = newToken()
  if (user?.enable !== 1 || user.active !== 1) {
    // No link to issue: wait as long as issuing one takes these days, so that on a busy server (where the issuing
    // outlasts the reply's floor) a miss still answers when a match would.
    await sleep(issuing.typicalMs)
    return
  }
  const link = `${options.siteUrl.replace(/\/+$/, '')}/changepassword?token=${token}`
  const issueStarted = Date.now()
  await db.transaction(async (tx) => {
    // Only the latest link works: a link mailed earlier (perhaps read by someone else) dies when a new one is sent.
    await cancelResetLinks(tx, user.srno)
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userSrno: user.srno,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    })
    // In the language the user chose for the office (D55, D61).
    const words = accountMailWords[isLocale(user.locale) ? user.locale : 'en']
    await enqueueMail(tx, {
      to: user.email,
      subject: words.resetSubject(options.companyName),
      text: words.resetText(user.userId, RESET_LINK_MINUTES, link).join('\n'),
    })
    await logActivity(tx, {
      userSrno: user.srno,
      actor: user.userId,
      action: 'password-reset-requested',
      description: 'Password reset link sent',
      ip: options.ip,
    })
  })
  issuing.took(Date.now() - issueStarted)
}

/**
 * How long issuing a link took lately on this server (a smoothed mean of the last few), which a reply without a link
 * waits instead: the time of a reply follows the server's load, never whether the pair matched.
 */
const issuing = {
  typicalMs: 0,
  took(ms: number) {
    this.typicalMs = this.typicalMs === 0 ? ms : Math.round(0.7 * this.typicalMs + 0.3 * ms)
  },
}

/** Whether a reset token is live (exists, unused, not expired); the reset page asks before showing its form. */
export async function resetTokenIsValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
  return Boolean(row)
}

/**
 * Sets a new password through a reset link (D15): the token is used up, the user's sessions end, and the user is
 * not signed in by it. A used, expired or unknown token is refused with RESET_LINK_INVALID.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; new: string; rnew: string },
  ip: string,
): Promise<void> {
  checkNewPassword(input.new, input.rnew)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userSrno: passwordResetTokens.userSrno })
    if (!row) throw new AppError('RESET_LINK_INVALID')
    await setPassword(tx, row.userSrno, input.new)
    const [user] = await tx.select({ userId: users.userId }).from(users).where(eq(users.srno, row.userSrno))
    await logActivity(tx, {
      userSrno: row.userSrno,
      actor: user?.userId,
      action: 'password-reset',
      description: 'Password set through a reset link',
      ip,
    })
  })
}
