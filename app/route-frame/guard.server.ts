import { data, redirect } from 'react-router'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import { forgetDevicesOfSession } from '#app/domain/alerts/push/subscriptions.server.ts'
import type { Actor } from '#app/domain/auth/actor.ts'
import { clearedSessionHeaders, sessionTokenOf } from '#app/domain/auth/cookies.server.ts'
import { withRedirectTo } from '#app/domain/auth/landing.ts'
import { passwordChangeForced } from '#app/domain/auth/password-change.ts'
import { findSession, revokeSession, type SessionUser } from '#app/domain/auth/sessions.server.ts'
import { hashToken } from '#app/domain/auth/tokens.server.ts'
import type { RightFlag, RightKey } from '#app/domain/rights/catalogue.ts'
import { hasRight, type RightsMap } from '#app/domain/rights/rights.server.ts'
import { type ServerContext, serverContext } from '#app/lib/context.ts'
import { type MessageCode, messages } from '#app/lib/errors.ts'

/**
 * The one rights helper (design.md convention 4, D20). Every back-office loader, action and API route calls it:
 *
 *   const staff = await requireRight(args, 'USER', 'edit', 'api')
 *
 * `page` answers a document or loader request with a redirect (to /login, or /changepassword while a password change
 * is forced); `api` answers an action or API call with a JSON status and message (401 MSG0002, 403). A denial changes
 * nothing and is logged.
 */
export type GuardKind = 'page' | 'api'

export interface Staff {
  user: SessionUser
  rights: RightsMap
  ctx: ServerContext
  /** Who is acting, as every domain rule and the activity log take it: built once per request, here. */
  actor: Actor
}

export type { Actor } from '#app/domain/auth/actor.ts'

export interface Args {
  request: Request
  context: unknown
}

export function isHttps(ctx: ServerContext): boolean {
  return ctx.settings.SITE_URL.startsWith('https://')
}

export function timeoutsOf(ctx: ServerContext) {
  return {
    idleSeconds: ctx.settings.SESSION_IDLE_SECONDS,
    absoluteSeconds: ctx.settings.SESSION_ABSOLUTE_SECONDS,
    secondFactorPolicy: ctx.settings.SECOND_FACTOR_REQUIRED,
  }
}

function deny(kind: GuardKind, code: MessageCode, status: number, location?: string, headers?: HeadersInit): never {
  // A page without a place to send the visitor answers the status itself, shown in the staff shell (ADR 0139).
  if (kind === 'page' && location === undefined) throw data({ message: messages[code] }, { status, headers })
  if (kind === 'page') throw redirect(location!, { headers })
  throw data({ status: code, err: messages[code], message: messages[code] }, { status, headers })
}

type StaffLookup = { staff: Staff | null; expired: boolean }

// The loaders of one page (the staff layout's and the screen's) run side by side and each asks who is signed in; the
// first asks the database and the others share its answer. Only for reading requests: after an action (which may
// sign out, change a password or a right) the loaders run with a new GET request and ask again.
const lookups = new WeakMap<object, Promise<StaffLookup>>()

/** The signed-in user of a request, or null; an expired session is reported so the caller can say MSG0002. */
export function currentStaff(args: Args): Promise<StaffLookup> {
  const reading = args.request.method === 'GET' || args.request.method === 'HEAD'
  const key = args.context as object
  const known = reading ? lookups.get(key) : undefined
  if (known) return known
  const lookup = findStaff(args)
  if (reading) lookups.set(key, lookup)
  return lookup
}

async function findStaff(args: Args): Promise<StaffLookup> {
  const ctx = serverContext(args.context as Partial<ServerContext>)
  const token = sessionTokenOf(args.request, isHttps(ctx))
  const found = await findSession(ctx.db, token, timeoutsOf(ctx))
  if (found.state !== 'live') return { staff: null, expired: found.state === 'expired' }
  const { user, rights } = found
  const actor: Actor = { userSrno: user.userSrno, userId: user.userId, ip: ctx.ip, rights, rightGroup: user.rightGroup }
  return { staff: { user, rights, ctx, actor }, expired: false }
}

/**
 * The whole address a page request asked for, path and query, for the sign-in to come back to (a shared CRM link
 * keeps its filter through sign-in, issue 28 item 7); the sign-in keeps it only as a path of this site
 * (safeRedirect). React Router's own `_routes` parameter of a data request is not part of it.
 */
function askedPath(args: Args): string {
  const asked = new URL(args.request.url)
  asked.searchParams.delete('_routes')
  return asked.pathname + asked.search
}

/**
 * A signed-in staff member, or a denial: no session goes to /login (an expired one with MSG0002, D11); a forced
 * password change goes to /changepassword (D13) unless `allowPasswordChange` (the change page itself); a session held
 * at enrolment (D56) goes to /account/security unless `allowEnrolment` (that screen itself).
 */
export async function requireStaff(
  args: Args,
  kind: GuardKind,
  options: { allowPasswordChange?: boolean; allowEnrolment?: boolean } = {},
): Promise<Staff> {
  const { staff, expired } = await currentStaff(args)
  if (!staff) {
    const ctx = serverContext(args.context as Partial<ServerContext>)
    const headers = clearedSessionHeaders(isHttps(ctx))
    const path = askedPath(args)
    const back = kind === 'page' ? `&redirectTo=${encodeURIComponent(path)}` : ''
    deny(kind, 'MSG0002', 401, expired ? `/login?expired=1${back}` : `/login?${back.slice(1)}`, headers)
  }
  if (passwordChangeForced(staff.user)) {
    // The page asked for comes after the change and the sign-in it ends with (issue 28 item 7).
    if (!options.allowPasswordChange)
      deny(kind, 'PASSWORD_CHANGE_REQUIRED', 403, withRedirectTo('/changepassword', askedPath(args)))
    return staff
  }
  // D56: a holder of ADMIN, USER edit or RIGHT edit without a second factor may only enrol one (after the forced
  // password change above, if both are due).
  if (staff.user.heldAtEnrolment && !options.allowEnrolment) {
    deny(kind, 'SECOND_FACTOR_REQUIRED', 403, '/account/security')
  }
  return staff
}

/**
 * A signed-in staff member holding `flag` (query, add or edit) of right `key`. Without it: a page answers 403 in the
 * staff shell (ADR 0139; before, it went to /login, whose opening ends the session), or goes to `deniedTo` when the
 * route names one; an action or API call gets 403 with a clear message (D20).
 */
export async function requireRight(
  args: Args,
  key: RightKey,
  flag: RightFlag,
  kind: GuardKind,
  deniedTo?: string,
): Promise<Staff> {
  const staff = await requireStaff(args, kind)
  if (!hasRight(staff.rights, key, flag)) denyRight(args, staff, key, flag, kind, deniedTo)
  return staff
}

/**
 * Refuses a request for lack of a right: logged with who, what and where; a page answers 403 in the staff shell (or
 * goes to `deniedTo`), a call gets 403.
 */
export function denyRight(
  args: Args,
  staff: Staff,
  key: RightKey,
  flag: RightFlag,
  kind: GuardKind,
  deniedTo?: string,
): never {
  staff.ctx.log.warn(
    {
      userId: staff.user.userId,
      right: key,
      flag,
      method: args.request.method,
      path: new URL(args.request.url).pathname,
    },
    'access denied',
  )
  deny(kind, 'FORBIDDEN', 403, deniedTo)
}

/**
 * Signs the request's session out (Log Out, and opening the sign-in page, D4): the session is revoked on the server,
 * so replaying its cookie is refused, and the sign-out is logged. Returns headers that remove the cookies.
 */
export async function signOut(args: Args): Promise<Headers> {
  const ctx = serverContext(args.context as Partial<ServerContext>)
  const token = sessionTokenOf(args.request, isHttps(ctx))
  if (token) {
    // D61: this device's push subscription, confirmed by the session that ends, goes with it.
    await forgetDevicesOfSession(ctx.db, hashToken(token))
    const userSrno = await revokeSession(ctx.db, token)
    if (userSrno) await logActivity(ctx.db, { userSrno, action: 'sign-out', description: 'Signed out', ip: ctx.ip })
  }
  return clearedSessionHeaders(isHttps(ctx))
}
