import { and, eq, isNull, sql } from 'drizzle-orm'
import { pendingSignIns, sessions, users } from '#app/db/schema.ts'
import { groupRightsJson, type RightsMap, rightsFromJson } from '#app/domain/rights/rights.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { isLocale, type Locale } from '#app/lib/i18n/locale.ts'
import { hasSecondFactorSql, needsSecondFactor } from './second-factor/policy.server.ts'
import { hashToken, newToken } from './tokens.server.ts'

export interface SessionTimeouts {
  idleSeconds: number
  absoluteSeconds: number
  /** The SECOND_FACTOR_REQUIRED setting (D56), to tell whether a session is held at enrolment; off when not given. */
  secondFactorPolicy?: 'on' | 'off'
}

export interface SessionUser {
  sessionId: number
  userSrno: number
  userId: string
  userName: string
  entityType: string
  entityCode: string
  rightGroup: number
  chgPwOnLogon: number
  /** The language the user chose for the back office (D55): a code of the list in app/lib/i18n/locale.ts. */
  locale: Locale
  /** D56: the user has a passkey or a confirmed authenticator app (read in the same query). */
  hasSecondFactor: boolean
  /**
   * D56: the policy requires a second factor of this user (ADMIN, USER edit or RIGHT edit) and they have none: the
   * session opens only the enrolment screen, and the older endpoints see no session at all.
   */
  heldAtEnrolment: boolean
}

export type SessionLookup =
  | { state: 'none' }
  | { state: 'expired' }
  | { state: 'live'; user: SessionUser; rights: RightsMap }

/**
 * The idle clock of a session is restarted at most this often: once a minute, or a sixtieth of the idle timeout when
 * that is shorter. Writing the time on every request cost a database write (and its commit) per page; this way a
 * session may end at most that much before its full idle time, never after it.
 */
export function idleClockStep(idleSeconds: number): number {
  return Math.min(60_000, (idleSeconds * 1000) / 60)
}

/** Starts a session for a user; returns the token for the cookie. Only its hash is stored (D10). */
export async function createSession(
  db: Db | Tx,
  userSrno: number,
  timeouts: SessionTimeouts,
  client: { ip?: string; userAgent?: string | null } = {},
): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userSrno,
    expiresAt: new Date(Date.now() + timeouts.absoluteSeconds * 1000),
    ip: client.ip?.slice(0, 64) ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  })
  return token
}

/**
 * Finds the live session of a token, enforcing the idle and absolute timeouts on the server (ASVS 7.3). A session
 * past either is revoked and reported as expired (MSG0002). A live one has its idle clock restarted (see
 * `idleClockStep`). A disabled or inactive user has no live session. The user's rights come in the same query, read
 * fresh on every request so that a change takes effect at the holders' next request.
 */
export async function findSession(
  db: Db,
  token: string | undefined,
  timeouts: SessionTimeouts,
): Promise<SessionLookup> {
  if (!token || token.length > 200) return { state: 'none' }
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userSrno: users.srno,
      userId: users.userId,
      userName: users.userName,
      entityType: users.entityType,
      entityCode: users.entityCode,
      rightGroup: users.rightGroup,
      chgPwOnLogon: users.chgPwOnLogon,
      locale: users.locale,
      enable: users.enable,
      active: users.active,
      rights: groupRightsJson(users.rightGroup),
      hasSecondFactor: hasSecondFactorSql(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.srno, sessions.userSrno))
    .where(eq(sessions.tokenHash, hashToken(token)))
  if (!row) return { state: 'none' }
  if (row.revokedAt) return { state: 'expired' }
  const now = Date.now()
  const idleLimit = row.lastSeenAt.getTime() + timeouts.idleSeconds * 1000
  if (now >= idleLimit || now >= row.expiresAt.getTime() || row.enable !== 1 || row.active !== 1) {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.sessionId))
    return { state: 'expired' }
  }
  if (now - row.lastSeenAt.getTime() >= idleClockStep(timeouts.idleSeconds)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId))
  }
  const rights = rightsFromJson(row.rights)
  const hasFactor = Boolean(row.hasSecondFactor)
  return {
    state: 'live',
    rights,
    user: {
      sessionId: row.sessionId,
      userSrno: row.userSrno,
      userId: row.userId,
      userName: row.userName,
      entityType: row.entityType,
      entityCode: row.entityCode,
      rightGroup: row.rightGroup,
      chgPwOnLogon: row.chgPwOnLogon,
      locale: isLocale(row.locale) ? row.locale : 'en',
      hasSecondFactor: hasFactor,
      heldAtEnrolment: timeouts.secondFactorPolicy === 'on' && !hasFactor && needsSecondFactor(rights),
    },
  }
}

export async function revokeSession(db: Db | Tx, token: string): Promise<number | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ userSrno: sessions.userSrno })
  return row?.userSrno ?? null
}

/**
 * Ends every session of a user (a password set by reset, change or an administrator's one-time password, the user
 * disabled or set inactive, their second factors reset: ASVS 7.4.2), and every pending sign-in of theirs with it
 * (D56, ADR 0168): a password step done before such a change must not turn into a session by its second step after it.
 * Callers run it in the transaction of the change itself.
 */
export async function revokeUserSessions(db: Db | Tx, userSrno: number): Promise<void> {
  // Pending sign-ins first: a second step finishing at this moment deletes its pending row and makes its session in
  // one transaction, so either it waits for this delete and finds the row gone, or this delete waits for it and the
  // update below (a statement started after it committed) sees its session and ends it.
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userSrno, userSrno))
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userSrno, userSrno), isNull(sessions.revokedAt)))
}
