import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { enquiries, leadImports, leads, leadVisits, reportingLines } from '#app/db/schema.ts'
import { beginSecondStep } from '#app/domain/auth/second-factor/second-step.server.ts'
import { createBlogPost } from '#app/domain/blog/blog.server.ts'
import type { Need, OfficeHandle, RecordKind, RouteAccess, SecondRight } from '#app/domain/rights/access.ts'
import {
  ADMINISTRATOR_GROUP,
  flagsAll,
  type RightFlag,
  type RightKey,
  rightFlags,
} from '#app/domain/rights/catalogue.ts'
import { jpeg, leadFields, postVisit, storeSelfie } from '../helpers/crm.ts'
import { allRoutes, build, declaredRoutes } from '../helpers/routes.ts'
import { useTestServer } from '../helpers/server.ts'
import { createGroup, createStaff, getPage, postForm, sessionCookieFor, snapshot } from '../helpers/staff.ts'

/**
 * The authorization matrix (security.md, D20): every route that declares access, listed from the router itself (not
 * copied by hand), every intent of it, against anonymous / signed in without the right / Query only / Add only /
 * Edit only / all three. A denied call answers 403 (401 without a session), or a redirect for a page, and changes
 * nothing; every answer of a back-office route carries `no-store`. Route parameters are filled from seeded rows of
 * the kind the route declares, so routes such as `/crm/leads/:leadId` are covered without editing this file.
 */

/**
 * Besides those, the two half-signed-in states of D56 (the second-factor policy is on here): `pending`, a password
 * step done and the second step not (a pending sign-in's cookie, no session), which every route must treat as
 * anonymous; and `held`, a session of an ADMIN holder without a second factor, which only the sign-in routes and the
 * enrolment screen (`duringEnrolment`) may serve. Every other role user has an authenticator app.
 */
type Role = 'anonymous' | 'pending' | 'held' | 'none' | 'query' | 'add' | 'edit' | 'all'
const roles: Role[] = ['anonymous', 'pending', 'held', 'none', 'query', 'add', 'edit', 'all']
const flagsOf: Record<Role, RightFlag[]> = {
  anonymous: [],
  pending: [],
  held: [],
  none: [],
  query: ['query'],
  add: ['add'],
  edit: ['edit'],
  all: [...rightFlags],
}

const declared = declaredRoutes

const server = useTestServer({ SECOND_FACTOR_REQUIRED: 'on' })
const handle = server.database
let target: number
const cookies = new Map<string, string>()
const seeded = new Map<RecordKind, string>()

/**
 * A seeded row of each kind a route parameter can name, visible to every role user (who are all above its owner in
 * the reporting lines), so that a refusal is about the right, never about visibility.
 */
const fixtures: Partial<Record<RecordKind, () => Promise<string>>> = {
  user: async () => String(target),
  lead: async () => String((await seededLead()).lead),
  file: async () => String((await seededLead()).file),
  enquiry: async () => {
    const [row] = await handle.db
      .insert(enquiries)
      .values({ kind: 'quote', name: 'Matrix Visitor', phone: '9000000001', noticeVersion: 'matrix' })
      .returning({ id: enquiries.id })
    return String(row!.id)
  },
  // An import (D62) by the seeded lead's owner, without rows: every role user is above its importer.
  import: async () => {
    const [lead] = await handle.db
      .select({ owner: leads.ownerSrno })
      .from(leads)
      .where(eq(leads.srno, (await seededLead()).lead))
    const [row] = await handle.db
      .insert(leadImports)
      .values({ userSrno: lead!.owner, fileName: 'matrix.csv', sha256: '0'.repeat(64), header: ['Shop'], rowCount: 0 })
      .returning({ id: leadImports.id })
    return String(row!.id)
  },
  post: async () =>
    String(
      (
        await createBlogPost(handle.db, {
          title: 'Matrix Post',
          author: 'Matrix',
          date: '2026-01-01',
          content: 'x',
          published: false,
        })
      ).srno,
    ),
}

/** The role users, so that a seeded lead's owner can report to every one of them. */
const roleUsers: number[] = []
let leadSeed: Promise<{ lead: number; file: number }> | undefined

/** One lead with its first visit and selfie, owned by someone who reports to every role user (visible to all). */
function seededLead() {
  leadSeed ??= (async () => {
    const owner = await createStaff(handle.db, { group: 3 })
    await handle.db
      .insert(reportingLines)
      .values(roleUsers.map((boss) => ({ userSrno: owner.srno, reportsToSrno: boss })))
    const file = await storeSelfie(handle.db, owner.srno)
    const [lead] = await handle.db
      .insert(leads)
      .values({
        ownerSrno: owner.srno,
        typeSrno: 1,
        nature: 'H',
        businessName: 'Matrix Stores',
        statusSrno: 1,
        clientKey: 'matrix-fixture-key',
      })
      .returning({ srno: leads.srno })
    await handle.db.insert(leadVisits).values({
      leadSrno: lead!.srno,
      userSrno: owner.srno,
      kind: 'first',
      nature: 'H',
      statusSrno: 1,
      fileId: file.id,
      clientKey: 'matrix-fixture-key',
    })
    return { lead: lead!.srno, file: file.id }
  })()
  return leadSeed
}

function pathOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_whole, name: string) => {
    const kind = declared.find((d) => d.pattern === pattern)?.access.params?.[name]
    const value = kind ? seeded.get(kind) : undefined
    if (!value) throw new Error(`${pattern}: no seeded row for parameter ${name} (declare it in access.params)`)
    return value
  })
}

beforeAll(async () => {
  // In a group without rights: every role user holding USER edit may manage them (a user holding rights the actor
  // lacks is refused by the domain's rule, ADR 0090, not by the route's declaration).
  target = (await createStaff(handle.db, { group: await createGroup(handle.db, {}) })).srno
  const keys = new Set(declared.map((r) => r.access.right))
  const noneGroup = await createGroup(handle.db, {})
  const noneUser = await createStaff(handle.db, { group: noneGroup })
  noneUserSrno = noneUser.srno
  roleUsers.push(noneUser.srno)
  const noneCookie = await sessionCookieFor(handle.db, noneUser.srno)
  for (const key of keys) {
    cookies.set(`${key}:none`, noneCookie)
    if (key === 'signed-in' || key === 'anyone') continue
    for (const role of ['query', 'add', 'edit', 'all'] as const) {
      const flags = Object.fromEntries(flagsOf[role].map((f) => [f, true]))
      const group = await createGroup(handle.db, { [key]: flags } as Partial<Record<RightKey, typeof flags>>)
      const user = await createStaff(handle.db, { group })
      roleUsers.push(user.srno)
      cookies.set(`${key}:${role}`, await sessionCookieFor(handle.db, user.srno))
    }
  }
  const kinds = new Set(declared.flatMap((d) => Object.values(d.access.params ?? {})))
  for (const kind of kinds) {
    const make = fixtures[kind]
    if (!make) throw new Error(`The matrix has no fixture for records of kind "${kind}"`)
    seeded.set(kind, await make())
  }
  // D56: every user so far has a second factor; then one ADMIN holder without one, and one user half way through a
  // sign-in.
  await handle.db.execute(
    sql`insert into totp_factors (um_srno, secret, confirmed_at) select um_srno, 'JBSWY3DPEHPK3PXP', now() from users`,
  )
  heldUserSrno = (await createStaff(handle.db, { group: ADMINISTRATOR_GROUP })).srno
  pendingUserSrno = noneUserSrno
})

let heldUserSrno = 0
let pendingUserSrno = 0

let noneUserSrno = 0

/**
 * The session of a role. Routes open to anyone (sign-in, sign-out) end the session they are sent with, so each of
 * their requests gets a session of its own instead of the shared one.
 */
async function cookieOf(right: string, role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined
  if (role === 'pending') return `sfa=${await beginSecondStep(handle.db, pendingUserSrno, null)}`
  if (role === 'held') return sessionCookieFor(handle.db, heldUserSrno)
  if (right === 'anyone') return sessionCookieFor(handle.db, noneUserSrno)
  return cookies.get(`${right}:${right === 'signed-in' ? 'none' : role}`)
}

function pageAllowed(access: RouteAccess, role: Role): boolean {
  if (access.right === 'anyone') return true
  if (role === 'anonymous' || role === 'pending') return false
  if (role === 'held') return access.duringEnrolment === true
  return access.right === 'signed-in' || flagsOf[role].includes(access.pageFlag ?? 'query')
}

function intentAllowed(
  access: RouteAccess,
  need: Need,
  role: Role,
  variant: 'add' | 'edit',
  second?: SecondRight,
): boolean {
  const right = access.right
  if (need === 'anyone') return true
  if (role === 'anonymous' || role === 'pending') return false
  // The held user is in the Administrator group: every right, but only the enrolment screen opens.
  if (role === 'held') return access.duringEnrolment === true
  if (need === 'signed-in' || right === 'signed-in' || right === 'anyone') return true
  const flag: RightFlag = typeof need === 'object' ? variant : need
  // A role user holds the route's right alone: a second right every input needs (one not tied to a field the
  // matrix leaves empty) is theirs only when it is the same right.
  const secondHeld =
    !second || second.ifField !== undefined || (second.right === right && flagsOf[role].includes(second.flag))
  return flagsOf[role].includes(flag) && secondHeld
}

describe('the router lists the back-office routes', () => {
  it('finds them, and every route in the staff layout declares its access', () => {
    expect(declared.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(['/crm', '/user-list', '/right-list', '/login', '/logout', '/api/rights']),
    )
    const office = allRoutes.find((r) => r.id === 'routes/office/layout')
    expect(office).toBeDefined()
    const inOffice = (id: string): boolean => {
      const parent = build.routes[id]?.parentId
      return parent === 'routes/office/layout' || (parent ? inOffice(parent) : false)
    }
    for (const r of allRoutes.filter((x) => inOffice(x.id))) {
      expect((r.module.handle as OfficeHandle | undefined)?.access, r.id).toBeDefined()
    }
  })

  it('puts the Attendance Report (screen and file) under its own right, and the working day under CRM add (D58)', () => {
    const rightOf = (pattern: string) => declared.find((r) => r.pattern === pattern)?.access
    expect(rightOf('/crm/reports/attendance')).toMatchObject({ right: 'REPCRMATTEND', deniedTo: '/crm' })
    expect(rightOf('/crm/reports/attendance/file')).toMatchObject({ right: 'REPCRMATTEND', deniedTo: '/crm' })
    expect(rightOf('/crm/day')).toMatchObject({ right: 'CRM', pageFlag: 'add' })
    expect(rightOf('/crm/team')).toMatchObject({ right: 'CRM' })
    expect(rightOf('/crm/visits')?.intents).toMatchObject({ 'day-start': { need: 'add' }, 'day-end': { need: 'add' } })
  })
})

describe.each(declared)('$pattern', ({ pattern, access, isPage }) => {
  if (isPage) {
    it.each(roles)('page as %s', async (role) => {
      const res = await getPage(server.url, pathOf(pattern), await cookieOf(access.right, role))
      expect(res.headers.get('cache-control')).toBe('no-store')
      const signedIn = role !== 'anonymous' && role !== 'pending'
      if (pageAllowed(access, role)) {
        expect(res.status).toBe(200)
      } else if (signedIn && role !== 'held' && !access.deniedTo) {
        // ADR 0139: a signed-in user without the page's right sees 403 in the staff shell, not /login. (The role users
        // hold one right each, so the landing page finds no other area to send them to.)
        expect(res.status).toBe(403)
        expect(await res.text()).toContain('Back to the CRM')
      } else {
        expect(res.status).toBe(302)
        // A signed-in user may be sent somewhere other than /login (a denied report goes back to the CRM list); a
        // session held at enrolment goes to the enrolment screen.
        const deniedTo =
          role === 'held' ? '/account/security' : signedIn && access.deniedTo ? access.deniedTo : '/login'
        expect(res.headers.get('location')?.startsWith(deniedTo)).toBe(true)
      }
    })
  }

  type Case = {
    intent: string
    need: Need
    variant: 'add' | 'edit'
    fields: Record<string, string>
    second?: SecondRight
  }
  const cases: Case[] = Object.entries(access.intents ?? {}).flatMap(([intent, rule]): Case[] =>
    typeof rule.need === 'object'
      ? [
          { intent, need: rule.need, variant: 'add' as const, fields: { [rule.need.addOrEdit]: '0' } },
          { intent, need: rule.need, variant: 'edit' as const, fields: { [rule.need.addOrEdit]: 'TARGET' } },
        ]
      : [
          {
            intent,
            need: rule.need,
            variant: 'edit' as const,
            fields: {} as Record<string, string>,
            second: rule.alsoNeeds,
          },
        ],
  )
  if (cases.length === 0) {
    it('takes no form intents', () => expect(access.intents ?? {}).toEqual({}))
    return
  }

  describe.each(cases)('intent $intent ($variant)', ({ intent, need, variant, fields, second }) => {
    it.each(roles)('as %s', async (role) => {
      const body = {
        intent,
        ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'TARGET' ? String(target) : v])),
      }
      const allowed = intentAllowed(access, need, role, variant, second)
      const cookie = await cookieOf(access.right, role)
      const before = allowed ? '' : await snapshot(handle.db)
      const logged = server.logs.length
      const res = await postForm(server.url, pathOf(pattern), body, cookie)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.status).toBeLessThan(500)
      if (allowed && isPage && !pageAllowed(access, role) && res.status === 403) {
        // The action ran; the page shown after it is one this role may not view, so the answer is the page's 403 in
        // the staff shell (ADR 0139). The action itself was not refused: no denial of the POST was logged.
        const denials = server.logs.slice(logged).filter((l) => l.msg === 'access denied')
        expect(denials.every((l) => l.method !== 'POST' || l.flag === (access.pageFlag ?? 'query'))).toBe(true)
      } else if (allowed) {
        expect([401, 403]).not.toContain(res.status)
      } else {
        expect(res.status).toBe(role === 'anonymous' || role === 'pending' ? 401 : 403)
        expect(await snapshot(handle.db)).toBe(before)
      }
    })
  })
})

/**
 * Second rights (`alsoNeeds`): turning a web enquiry into a lead, from the office's form or from the phone's lead
 * form naming the enquiry, needs the inbox's right as well as CRM add. A user with every flag of the route's right
 * but not the second right is refused (403, logged, nothing changed); with both, the call gets past the rights.
 */
describe('second rights', () => {
  const secondCases = declared.flatMap(({ pattern, access }) =>
    Object.entries(access.intents ?? {}).flatMap(([intent, rule]) =>
      rule.alsoNeeds ? [{ pattern, access, intent, second: rule.alsoNeeds }] : [],
    ),
  )

  it('are declared where an enquiry becomes a lead', () => {
    expect(secondCases.map((c) => `${c.pattern} ${c.intent} ${c.second.right} ${c.second.flag}`).sort()).toEqual([
      '/crm/leads/new enquiry-lead ENQUIRY query',
      '/crm/visits lead ENQUIRY query',
    ])
  })

  it.each(secondCases)('$pattern $intent: refused without the second right, past the rights with it', async (c) => {
    const right = c.access.right as RightKey
    const all = flagsAll(true)
    const without = await createStaff(handle.db, { group: await createGroup(handle.db, { [right]: all }) })
    const both = await createStaff(handle.db, {
      group: await createGroup(handle.db, { [right]: all, [c.second.right]: { [c.second.flag]: true } }),
    })
    const field = c.second.ifField ? { [c.second.ifField]: seeded.get('enquiry')! } : {}
    // An upload route gets the whole form with its selfie, so that with both rights the lead is made.
    const post = async (srno: number) => {
      const cookie = await sessionCookieFor(handle.db, srno)
      return c.access.uploads
        ? postVisit(server.url, cookie, leadFields({ intent: c.intent, ...field }), {
            name: 's.jpg',
            bytes: await jpeg(),
          })
        : postForm(server.url, pathOf(c.pattern), { intent: c.intent, ...field }, cookie)
    }
    const before = await snapshot(handle.db)
    const logged = server.logs.length
    const refused = await post(without.srno)
    expect(refused.status).toBe(403)
    expect(await snapshot(handle.db)).toBe(before)
    expect(server.logs.slice(logged)).toContainEqual(
      expect.objectContaining({ msg: 'access denied', right: c.second.right, flag: c.second.flag }),
    )
    const allowed = await post(both.srno)
    expect([401, 403]).not.toContain(allowed.status)
    expect(allowed.status).toBeLessThan(500)
    if (c.access.uploads) expect(await allowed.json()).toMatchObject({ ok: true, intent: c.intent })
  })

  it('lets a lead without an enquiry through on CRM add alone', async () => {
    const user = await createStaff(handle.db, { group: await createGroup(handle.db, { CRM: { add: true } }) })
    const res = await postForm(
      server.url,
      '/crm/visits',
      { intent: 'lead' },
      await sessionCookieFor(handle.db, user.srno),
    )
    expect([401, 403]).not.toContain(res.status)
    expect(res.status).toBeLessThan(500)
  })
})

describe('denials are logged', () => {
  it('writes who, what and where for a refused action', async () => {
    await postForm(server.url, '/right-list', { intent: 'save-group', group: 'Nope' }, cookies.get('RIGHT:query'))
    const line = server.logs.filter((l) => l.msg === 'access denied' && l.path === '/right-list').at(-1)
    expect(line).toMatchObject({ right: 'RIGHT', flag: 'add', method: 'POST' })
    expect(line?.userId).toBeTruthy()
  })
})
