import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { reportingLines, rightGroups, users } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { Actor } from '#app/domain/auth/actor.ts'
import { accountMailWords } from '#app/domain/auth/mail-words.ts'
import { cancelResetLinks } from '#app/domain/auth/password-change.server.ts'
import { generatePassword, hashPassword } from '#app/domain/auth/password-hash.server.ts'
import { revokeUserSessions } from '#app/domain/auth/sessions.server.ts'
import { leadsOwnedBy, moveAllLeads } from '#app/domain/leads/assign.server.ts'
import { enqueueMail } from '#app/domain/mail/outbox.server.ts'
import { DEFAULT_USER_GROUP, SUPER_ADMIN_SRNO } from '#app/domain/rights/catalogue.ts'
import { hasRight, isWithin, rightsOfGroup } from '#app/domain/rights/rights.server.ts'
import { caselessTaken } from '#app/lib/caseless.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError, type MessageCode } from '#app/lib/errors.ts'
import { isLocale } from '#app/lib/i18n/locale.ts'
import { USER_ID_PATTERN, type UserForm, userFlags } from './schemas.ts'

/**
 * Whether the actor may change (or create) a user of this group: every right flag of the group must be the actor's
 * own, whatever else the actor holds; RIGHT edit is no exception (ADR 0090). Otherwise a holder of USER edit (with
 * RIGHT edit or not) could change the e-mail of an administrator and take the account over by a password reset,
 * disable them or move them into their own group, or a holder of USER add could make an account with rights they
 * lack and sign in as it. Every path that changes a user calls this: save (details, enable, status, group) and
 * their reporting lines.
 */
async function assertMayManage(db: Db | Tx, actor: Actor, groupSrno: number, code: MessageCode) {
  if (!isWithin(await rightsOfGroup(db, groupSrno), actor.rights)) throw new AppError(code, { status: 403 })
}

export interface ReportingRow {
  srno: number
  userId: string
  userName: string
}

export async function reportingList(db: Db, userSrno: number): Promise<ReportingRow[]> {
  return db
    .select({ srno: users.srno, userId: users.userId, userName: users.userName })
    .from(reportingLines)
    .innerJoin(users, eq(users.srno, reportingLines.reportsToSrno))
    .where(eq(reportingLines.userSrno, userSrno))
    .orderBy(asc(users.userName))
}

/** One user's detail for the edit form, with the users they report to. Serial 1 is not found (D16). */
export async function getUser(db: Db, srno: number) {
  if (srno === SUPER_ADMIN_SRNO) throw new AppError('USER_PROTECTED', { status: 404 })
  const [row] = await db.select().from(users).where(eq(users.srno, srno))
  if (!row) throw new AppError('USER_NOT_FOUND', { status: 404 })
  return {
    userSrno: row.srno,
    userName: row.userName,
    userId: row.userId,
    mobile: row.mobile,
    email: row.email,
    enable: String(row.enable) as '1' | '0',
    entityType: row.entityType,
    entityCode: row.entityCode,
    active: String(row.active) as '1' | '0',
    rightGroup: row.rightGroup,
    reportsTo: await reportingList(db, srno),
  }
}

/** Users that can be chosen as someone this user reports to: everyone else not already chosen, serial 1 excluded. */
export async function reportingCandidates(db: Db, srno: number) {
  return db
    .select({ srno: users.srno, userId: users.userId, userName: users.userName })
    .from(users)
    .where(
      and(
        ne(users.srno, srno),
        ne(users.srno, SUPER_ADMIN_SRNO),
        sql`not exists (select 1 from reporting_lines r where r.merl_empcode = ${srno} and r.merl_reportingto = ${users.srno})`,
      ),
    )
    .orderBy(asc(users.userName))
}

/** The Group dropdown as name/value pairs (spec section 3). */
export async function groupOptions(db: Db) {
  const rows = await db
    .select({ srno: rightGroups.srno, name: rightGroups.name })
    .from(rightGroups)
    .orderBy(asc(rightGroups.srno))
  return rows.map((r) => ({ name: r.name, value: r.srno }))
}

export type SaveUserResult = { srno: number; created: false } | { srno: number; created: true; initialPassword: string }

/**
 * Saves the user form. Adding (serial 0): the user id is required and unique without regard to case (D25); the new
 * user starts with a generated password shown once to the administrator and must change it at first sign-in;
 * group defaults to 3 (spec). Editing: the user id never changes (spec: editable only when adding); the group changes
 * only for holders of RIGHT edit (D23), never one's own, and only to a group whose rights the actor holds.
 * Disabling or deactivating a user ends their sessions and pending sign-ins (ASVS 7.4.2, ADR 0168). Changing the
 * e-mail cancels the user's pending reset links and tells the old address. The actor may only manage users whose
 * rights they hold (assertMayManage).
 */
export async function saveUser(db: Db, actor: Actor, form: UserForm): Promise<SaveUserResult> {
  const canSetGroup = hasRight(actor.rights, 'RIGHT', 'edit')
  const group = canSetGroup && form.rightGroup ? form.rightGroup : undefined
  if (group !== undefined) {
    const [g] = await db.select({ srno: rightGroups.srno }).from(rightGroups).where(eq(rightGroups.srno, group))
    if (!g) throw new AppError('GROUP_NOT_FOUND', { field: 'rightGroup' })
    if (!isWithin(await rightsOfGroup(db, group), actor.rights)) {
      throw new AppError('GROUP_NOT_GRANTABLE', { field: 'rightGroup' })
    }
  }

  if (form.userSrno === 0) {
    const userId = form.userId?.trim() ?? ''
    if (userId === '') throw new AppError('MSG0006', { field: 'userId' })
    if (!USER_ID_PATTERN.test(userId)) throw new AppError('USER_ID_INVALID', { field: 'userId' })
    await assertMayManage(db, actor, group ?? DEFAULT_USER_GROUP, 'USER_MORE_PRIVILEGED')
    const initialPassword = generatePassword()
    const passwordHash = await hashPassword(initialPassword)
    return db.transaction(async (tx) => {
      if (await caselessTaken(tx, users, users.userId, userId)) throw new AppError('USER_ID_TAKEN', { field: 'userId' })
      const [row] = await tx
        .insert(users)
        .values({
          userId,
          userName: form.userName,
          mobile: form.mobile,
          email: form.email,
          ...userFlags(form),
          entityType: '0',
          rightGroup: group ?? DEFAULT_USER_GROUP,
          passwordHash,
          chgPwOnLogon: 1,
        })
        .returning({ srno: users.srno })
      await logActivity(tx, {
        userSrno: actor.userSrno,
        actor: actor.userId,
        action: 'user-created',
        description: `Created user ${userId} (serial ${row!.srno}, group ${group ?? DEFAULT_USER_GROUP})`,
        ip: actor.ip,
      })
      // ADR 0139: the reporting line can be set while adding. A new user has nobody below them, so no loop.
      if (form.reportsTo !== undefined) {
        const [boss] =
          form.reportsTo === SUPER_ADMIN_SRNO
            ? []
            : await tx.select({ userId: users.userId }).from(users).where(eq(users.srno, form.reportsTo))
        if (!boss) throw new AppError('REPORTING_USER_REQUIRED', { field: 'reportsTo' })
        await tx.insert(reportingLines).values({ userSrno: row!.srno, reportsToSrno: form.reportsTo })
        await logActivity(tx, {
          userSrno: actor.userSrno,
          actor: actor.userId,
          action: 'reporting-added',
          description: `${userId} now reports to ${boss.userId}`,
          ip: actor.ip,
        })
      }
      return { srno: row!.srno, created: true as const, initialPassword }
    })
  }

  if (form.userSrno === SUPER_ADMIN_SRNO) throw new AppError('USER_PROTECTED', { status: 403 })
  if (group !== undefined && form.userSrno === actor.userSrno) {
    const [self] = await db.select({ group: users.rightGroup }).from(users).where(eq(users.srno, actor.userSrno))
    if (self && self.group !== group) throw new AppError('USER_OWN_GROUP', { field: 'rightGroup' })
  }
  return db.transaction(async (tx) => {
    // Locked for the rest of the change: the checks below and the update see the same row, and leads given to this
    // user at the same moment (which hold the row FOR SHARE, holdReceiver) are either counted below or refused
    // (ADR 0169).
    const [before] = await tx.select().from(users).where(eq(users.srno, form.userSrno)).for('update')
    if (!before) throw new AppError('USER_NOT_FOUND', { status: 404 })
    await assertMayManage(tx, actor, before.rightGroup, 'USER_MORE_PRIVILEGED')
    const { enable, active } = userFlags(form, before)
    await tx
      .update(users)
      .set({
        userName: form.userName,
        mobile: form.mobile,
        email: form.email,
        enable,
        active,
        ...(group !== undefined ? { rightGroup: group } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.srno, form.userSrno))
    if (enable !== 1 || active !== 1) await revokeUserSessions(tx, form.userSrno)
    // ADR 0141 (D51): setting a user inactive who owns leads moves them first, to the person the form names, in this
    // same transaction; without one, nothing is saved and the form asks.
    let moved = 0
    if (before.active === 1 && active !== 1) {
      const owned = await leadsOwnedBy(tx, form.userSrno)
      if (owned > 0) {
        if (form.leadsTo === undefined) throw new AppError('USER_LEADS_DESTINATION', { field: 'leadsTo' })
        try {
          moved = (await moveAllLeads(tx, actor, form.userSrno, form.leadsTo)).changed
        } catch (error) {
          if (error instanceof AppError) throw new AppError(error.code, { field: 'leadsTo', status: error.status })
          throw error
        }
      }
    }
    const emailChanged = before.email.toLowerCase() !== form.email.toLowerCase()
    if (emailChanged) {
      // A reset link already sent went to the old address; the new one must not inherit it. The old address hears
      // of the change, so a takeover by e-mail change cannot go unnoticed.
      await cancelResetLinks(tx, form.userSrno)
      // In the language the user chose for the office (D55, D61).
      const words = accountMailWords[isLocale(before.locale) ? before.locale : 'en']
      await enqueueMail(tx, {
        to: before.email,
        subject: words.emailChangedSubject,
        text: words.emailChangedText(before.userId, actor.userId).join('\n'),
      })
    }
    const changes = [
      before.userName !== form.userName && 'name',
      before.mobile !== form.mobile && 'mobile',
      before.email !== form.email && 'e-mail',
      before.enable !== enable && `enable ${before.enable}->${enable}`,
      before.active !== active && `status ${before.active}->${active}`,
      group !== undefined && before.rightGroup !== group && `group ${before.rightGroup}->${group}`,
      moved > 0 && `${moved} leads moved to serial ${form.leadsTo}`,
    ].filter(Boolean)
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'user-updated',
      description: `Updated user ${before.userId}: ${changes.length ? changes.join(', ') : 'no changes'}`,
      ip: actor.ip,
    })
    return { srno: form.userSrno, created: false as const }
  })
}

/**
 * Adds a reporting line: `userSrno` reports to `reportsToSrno`. Lines form a graph without cycles (D24): a line is
 * refused when the chosen user already reports, directly or through others, to this user. The check and the insert
 * run under a table lock that only one adding transaction holds at a time (SHARE ROW EXCLUSIVE conflicts with itself
 * and with every write, not with reads): otherwise two requests at once on PostgreSQL (5 reports to 6, 6 reports to 5)
 * each miss the other's uncommitted line and both close the loop (ADR 0091).
 */
export async function addReporting(db: Db, actor: Actor, userSrno: number, reportsToSrno: number) {
  if (userSrno === SUPER_ADMIN_SRNO || reportsToSrno === SUPER_ADMIN_SRNO) {
    throw new AppError('USER_PROTECTED', { status: 403 })
  }
  if (userSrno === reportsToSrno) throw new AppError('REPORTING_SELF')
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${reportingLines} in share row exclusive mode`)
    const found = await tx
      .select({ srno: users.srno, userId: users.userId, group: users.rightGroup })
      .from(users)
      .where(sql`${users.srno} in (${userSrno}, ${reportsToSrno})`)
    const user = found.find((u) => u.srno === userSrno)
    const boss = found.find((u) => u.srno === reportsToSrno)
    if (!user || !boss) throw new AppError('USER_NOT_FOUND', { status: 404 })
    await assertMayManage(tx, actor, user.group, 'USER_MORE_PRIVILEGED')
    // Everyone the chosen user reports to, directly or not; if this user is among them, the line closes a loop.
    const loop = await tx.execute(sql`
      with recursive up(srno) as (
        select merl_reportingto from reporting_lines where merl_empcode = ${reportsToSrno}
        union
        select r.merl_reportingto from reporting_lines r join up on r.merl_empcode = up.srno
      )
      select 1 as hit from up where srno = ${userSrno} limit 1`)
    if ((loop as unknown as { rows: unknown[] }).rows.length > 0) throw new AppError('REPORTING_CYCLE')
    const inserted = await tx
      .insert(reportingLines)
      .values({ userSrno, reportsToSrno })
      .onConflictDoNothing()
      .returning({ userSrno: reportingLines.userSrno })
    if (inserted.length === 0) throw new AppError('REPORTING_EXISTS')
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'reporting-added',
      description: `${user.userId} now reports to ${boss.userId}`,
      ip: actor.ip,
    })
  })
  return reportingList(db, userSrno)
}

export async function deleteReporting(db: Db, actor: Actor, userSrno: number, reportsToSrno: number) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ group: users.rightGroup }).from(users).where(eq(users.srno, userSrno))
    if (!user) throw new AppError('USER_NOT_FOUND', { status: 404 })
    await assertMayManage(tx, actor, user.group, 'USER_MORE_PRIVILEGED')
    const removed = await tx
      .delete(reportingLines)
      .where(and(eq(reportingLines.userSrno, userSrno), eq(reportingLines.reportsToSrno, reportsToSrno)))
      .returning({ userSrno: reportingLines.userSrno })
    if (removed.length === 0) return
    const names = await tx
      .select({ srno: users.srno, userId: users.userId })
      .from(users)
      .where(sql`${users.srno} in (${userSrno}, ${reportsToSrno})`)
    const name = (srno: number) => names.find((n) => n.srno === srno)?.userId ?? `#${srno}`
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'reporting-removed',
      description: `${name(userSrno)} no longer reports to ${name(reportsToSrno)}`,
      ip: actor.ip,
    })
  })
  return reportingList(db, userSrno)
}

/**
 * Issues a new one-time password to a user whose mail does not arrive (ADR 0140): a generated password replaces the
 * old one, the user must change it at the next sign-in, every session and pending sign-in of the user ends (ADR
 * 0168), pending reset links are cancelled, and an activity row is written. The password is returned once, for the
 * screen; it is never stored in clear nor logged. Needs USER edit (the route) and the user's rights
 * (assertMayManage); serial 1 only by serial 1.
 * The user's passkeys and authenticator app stay (D56: a password reset never removes a second factor).
 */
export async function issueOneTimePassword(
  db: Db,
  actor: Actor,
  userSrno: number,
): Promise<{ password: string; userId: string }> {
  if (userSrno === SUPER_ADMIN_SRNO && actor.userSrno !== SUPER_ADMIN_SRNO) {
    throw new AppError('USER_SUPER_ADMIN_PASSWORD')
  }
  const password = generatePassword()
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.srno, userSrno)).for('update')
    if (!user) throw new AppError('USER_NOT_FOUND', { status: 404 })
    if (userSrno !== SUPER_ADMIN_SRNO) await assertMayManage(tx, actor, user.rightGroup, 'USER_MORE_PRIVILEGED')
    await tx.update(users).set({ passwordHash, chgPwOnLogon: 1, updatedAt: new Date() }).where(eq(users.srno, userSrno))
    await revokeUserSessions(tx, userSrno)
    await cancelResetLinks(tx, userSrno)
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'password-issued',
      description: `Issued a one-time password to ${user.userId}; their sessions ended`,
      ip: actor.ip,
    })
    return { password, userId: user.userId }
  })
}
