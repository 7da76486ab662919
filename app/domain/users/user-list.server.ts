import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm'
import { rightGroups, users } from '#app/db/schema.ts'
import { SUPER_ADMIN_SRNO } from '#app/domain/rights/catalogue.ts'
import type { Db } from '#app/lib/db.server.ts'
import { USERS_PER_PAGE } from './schemas.ts'

export interface UserListRow {
  /** The user's serial number (the form's Serial Number), shown as "Sr No". */
  srno: number
  userName: string
  userId: string
  mobile: string
  active: number
  enable: number
  group: string
  /** The names of the people this user reports to, by name. */
  managers: string[]
}

export interface UserListPage {
  rows: UserListRow[]
  /** Every listed user (serial 1 is never listed), whatever the search. */
  all: number
  /** Users matching the search. */
  total: number
  page: number
  pages: number
  /** The page asked for was past the last one: the last page is shown instead. */
  clamped: boolean
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
function likeText(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The Users list (spec section 3, ADR 0139): every user but serial 1 (D16), by serial number, with their group, the
 * people they report to and their status; 50 to a page. `q` searches the name, the user id and the mobile number
 * (any part, any letter case). A page past the last shows the last page.
 */
export async function listUsers(db: Db, options: { q?: string; page?: number } = {}): Promise<UserListPage> {
  const q = options.q?.trim() ?? ''
  const listed = ne(users.srno, SUPER_ADMIN_SRNO)
  const search: SQL | undefined = q
    ? sql`(${users.userName} ilike ${likeText(q)} or ${users.userId} ilike ${likeText(q)} or ${users.mobile} like ${likeText(q)})`
    : undefined
  const where = and(listed, search)
  const [[all], [matched]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(listed),
    q ? db.select({ n: sql<number>`count(*)::int` }).from(users).where(where) : Promise.resolve([undefined]),
  ])
  const allCount = Number(all?.n ?? 0)
  const total = q ? Number(matched?.n ?? 0) : allCount
  const pages = Math.max(1, Math.ceil(total / USERS_PER_PAGE))
  const asked = options.page ?? 1
  const page = Math.min(Math.max(1, asked), pages)
  const rows = await db
    .select({
      srno: users.srno,
      userName: users.userName,
      userId: users.userId,
      mobile: users.mobile,
      active: users.active,
      enable: users.enable,
      group: rightGroups.name,
      managers: sql<string[] | null>`(
        select array_agg(m.um_username order by m.um_username, m.um_srno)
        from reporting_lines r join users m on m.um_srno = r.merl_reportingto
        where r.merl_empcode = ${users.srno})`,
    })
    .from(users)
    .innerJoin(rightGroups, eq(rightGroups.srno, users.rightGroup))
    .where(where)
    .orderBy(asc(users.srno))
    .limit(USERS_PER_PAGE)
    .offset((page - 1) * USERS_PER_PAGE)
  return {
    rows: rows.map((r) => ({ ...r, managers: r.managers ?? [] })),
    all: allCount,
    total,
    page,
    pages,
    clamped: asked > pages,
  }
}
