import { eq, sql } from 'drizzle-orm'
import { groupRights, rightGroups, rights, users } from '#app/db/schema.ts'
import { hashPassword } from '#app/domain/auth/password-hash.server.ts'
import { createSession } from '#app/domain/auth/sessions.server.ts'
import type { RightKey } from '#app/domain/rights/catalogue.ts'
import type { Db } from '#app/lib/db.server.ts'

export type Flags = { query?: boolean; add?: boolean; edit?: boolean }

let counter = 0
const unique = (prefix: string) => `${prefix}${++counter}${Math.floor(Math.random() * 1000)}`

/** A right group holding exactly the given flags. */
export async function createGroup(db: Db, grants: Partial<Record<RightKey, Flags>>, name = unique('grp')) {
  const [group] = await db.insert(rightGroups).values({ name }).returning({ srno: rightGroups.srno })
  for (const [key, flags] of Object.entries(grants)) {
    const [right] = await db.select({ srno: rights.srno }).from(rights).where(eq(rights.key, key))
    await db.insert(groupRights).values({
      groupSrno: group!.srno,
      rightSrno: right!.srno,
      canQuery: Boolean(flags.query),
      canAdd: Boolean(flags.add),
      canEdit: Boolean(flags.edit),
    })
  }
  return group!.srno
}

export interface NewStaff {
  userId?: string
  password?: string
  group: number
  chgPwOnLogon?: number
  enable?: number
  active?: number
  email?: string
  userName?: string
}

/** A staff user with a known password. */
export async function createStaff(db: Db, input: NewStaff) {
  const userId = input.userId ?? unique('u')
  const password = input.password ?? 'Field2Work'
  const [row] = await db
    .insert(users)
    .values({
      userId,
      userName: input.userName ?? `User ${userId}`,
      mobile: '9876543210',
      email: input.email ?? `${userId.toLowerCase()}@example.in`,
      rightGroup: input.group,
      passwordHash: await hashPassword(password),
      chgPwOnLogon: input.chgPwOnLogon ?? 0,
      enable: input.enable ?? 1,
      active: input.active ?? 1,
    })
    .returning({ srno: users.srno })
  return { srno: row!.srno, userId, password }
}

/** A live session cookie for a user, made directly (the sign-in itself is tested on its own). */
export async function sessionCookieFor(db: Db, userSrno: number) {
  const token = await createSession(db, userSrno, { idleSeconds: 1800, absoluteSeconds: 43200 })
  return `sid=${token}`
}

/** A staff user (as createStaff makes them) with a live session: their serial, id, password and cookie. */
export async function signedInStaff(db: Db, input: NewStaff) {
  const user = await createStaff(db, input)
  return { ...user, cookie: await sessionCookieFor(db, user.srno) }
}

/** A user of a new group holding exactly these rights, signed in: their serial, id, password, group and cookie. */
export async function staffWith(db: Db, grants: Partial<Record<RightKey, Flags>>, input: Omit<NewStaff, 'group'> = {}) {
  const group = await createGroup(db, grants)
  return { ...(await signedInStaff(db, { ...input, group })), group }
}

/**
 * A fingerprint of every table but `sessions` (whose last-seen time moves on every request) and the append-only
 * logs, to prove a denied call changed nothing.
 */
export async function snapshot(db: Db): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] }
  const skip = new Set(['sessions', '__drizzle_migrations', 'login_attempts'])
  const parts: string[] = []
  for (const { table_name } of tables.rows) {
    if (skip.has(table_name)) continue
    const r = (await db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${table_name}" t`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] }
    parts.push(`${table_name}:${r.rows[0]!.n}:${r.rows[0]!.h}`)
  }
  return parts.join('\n')
}

/**
 * The Users screen's add form for a new person called `userName`, with `fields` changed: their user id is their first
 * name and a random number (so each call adds someone new), their email the first name at example.in.
 */
export function newUserForm(userName: string, fields: Record<string, string> = {}) {
  const first = userName.split(' ')[0]!.toLowerCase()
  return {
    intent: 'save',
    userSrno: '0',
    userName,
    userId: `${first}${Math.floor(Math.random() * 1e6)}`,
    mobile: '9811122233',
    email: `${first}@example.in`,
    enable: '1',
    active: '1',
    ...fields,
  }
}

/** The Users screen's edit form for a user as createStaff made them (named `User <id>`), with `fields` changed. */
export function editUserForm(user: { srno: number; userId: string }, fields: Record<string, string>) {
  return {
    intent: 'save',
    userSrno: String(user.srno),
    userId: user.userId,
    userName: `User ${user.userId}`,
    mobile: '9876543210',
    email: `${user.userId.toLowerCase()}@example.in`,
    enable: '1',
    active: '1',
    ...fields,
  }
}

/** Posts a form the way a browser does (same origin), optionally with a session cookie. */
export function postForm(baseUrl: string, path: string, fields: Record<string, string>, cookie?: string) {
  return postFormFrom(baseUrl, path, fields, { cookie })
}

/**
 * `post(path, body, { cookie, ip })` for a test file's server: a form posted from the client address `ip`, or
 * `defaultIp` (a server that trusts one proxy hop takes it as the client's), optionally signed in.
 */
export function formPoster(server: { readonly url: string }, defaultIp: string) {
  return (
    path: string,
    body: Record<string, string> | URLSearchParams | string,
    options: { cookie?: string; ip?: string } = {},
  ) => postFormFrom(server.url, path, body, { ...options, ip: options.ip ?? defaultIp })
}

/**
 * Posts a form the way a browser does (same origin), optionally signed in (`cookie`) and from the client address
 * `ip` (sent as X-Forwarded-For: a server that trusts one proxy hop takes it as the client's), the body as given.
 */
export function postFormFrom(
  baseUrl: string,
  path: string,
  body: Record<string, string> | URLSearchParams | string,
  options: { cookie?: string; ip?: string } = {},
) {
  return fetch(baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: baseUrl,
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: typeof body === 'string' || body instanceof URLSearchParams ? body : new URLSearchParams(body),
  })
}

export function getPage(baseUrl: string, path: string, cookie?: string) {
  return fetch(baseUrl + path, { redirect: 'manual', headers: cookie ? { cookie } : {} })
}

/** The session cookie a sign-in response set, as a Cookie header value. */
export function cookieFrom(res: Response): string | undefined {
  const set = res.headers.getSetCookie().find((c) => /^(__Host-)?sid=[^;]/.test(c))
  return set?.split(';')[0]
}

/** A text as React writes it into a page (an apostrophe becomes `&#x27;`), to look for it in the HTML. */
export const html = (text: string) => text.replace(/'/g, '&#x27;')
