import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IntentAccess, OfficeHandle } from '#app/domain/rights/access.ts'
import type { RightFlag, RightKey } from '#app/domain/rights/catalogue.ts'
import type { DbHandle } from '#app/lib/db.server.ts'
import { createTestDatabase } from '../helpers/db.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { createGroup, createStaff, getPage, postForm, sessionCookieFor, snapshot } from '../helpers/staff.ts'

/**
 * The authorization matrix (security.md, D20): every back-office route and action, listed from the router itself
 * (not copied by hand), against anonymous / signed in without the right / Query only / Add only / Edit only / all
 * three. A denied call answers 403 (401 without a session), or a redirect for a page, and changes nothing.
 */

type Role = 'anonymous' | 'none' | 'query' | 'add' | 'edit' | 'all'
const roles: Role[] = ['anonymous', 'none', 'query', 'add', 'edit', 'all']
const flagsOf: Record<Role, RightFlag[]> = {
  anonymous: [],
  none: [],
  query: ['query'],
  add: ['add'],
  edit: ['edit'],
  all: ['query', 'add', 'edit'],
}

const build = (await import(
  pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')).href
)) as ServerBuild
const allRoutes = Object.values(build.routes).filter((r) => r !== undefined)

function fullPath(id: string): string {
  const parts: string[] = []
  let route = build.routes[id]
  while (route) {
    if (route.path) parts.unshift(route.path)
    route = route.parentId ? build.routes[route.parentId] : undefined
  }
  return `/${parts.join('/')}`
}

const officeRoutes = allRoutes
  .filter((r) => r.id.startsWith('routes/office/') || (r.module.handle as OfficeHandle | undefined)?.access)
  .map((r) => ({ id: r.id, path: fullPath(r.id), access: (r.module.handle as OfficeHandle).access }))

let handle: DbHandle
let server: TestServer
let target: number
const cookies = new Map<string, string>()

beforeAll(async () => {
  handle = await createTestDatabase()
  server = await startTestServer(handle)
  target = (await createStaff(handle.db, { group: 3 })).srno
  const keys = new Set(officeRoutes.map((r) => r.access.right))
  const noneGroup = await createGroup(handle.db, {})
  const noneUser = await createStaff(handle.db, { group: noneGroup })
  const noneCookie = await sessionCookieFor(handle.db, noneUser.srno)
  for (const key of keys) {
    cookies.set(`${key}:none`, noneCookie)
    if (key === 'signed-in') continue
    for (const role of ['query', 'add', 'edit', 'all'] as const) {
      const flags = Object.fromEntries(flagsOf[role].map((f) => [f, true]))
      const group = await createGroup(handle.db, { [key]: flags } as Partial<Record<RightKey, typeof flags>>)
      const user = await createStaff(handle.db, { group })
      cookies.set(`${key}:${role}`, await sessionCookieFor(handle.db, user.srno))
    }
  }
})
afterAll(async () => {
  await server?.close()
  await handle?.close()
})

function cookieOf(right: string, role: Role): string | undefined {
  if (role === 'anonymous') return undefined
  return cookies.get(`${right}:${right === 'signed-in' ? 'none' : role}`)
}

function pageAllowed(right: string, role: Role): boolean {
  if (role === 'anonymous') return false
  return right === 'signed-in' || flagsOf[role].includes('query')
}

function intentAllowed(right: string, access: IntentAccess, role: Role, variant: 'add' | 'edit'): boolean {
  if (role === 'anonymous') return false
  if (access === 'signed-in' || right === 'signed-in') return true
  const flag: RightFlag = typeof access === 'object' ? variant : access
  return flagsOf[role].includes(flag)
}

describe('the router lists the back-office routes', () => {
  it('finds them, and every route under routes/office declares its access', () => {
    expect(officeRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/crm', '/user-list', '/right-list']))
    for (const r of allRoutes.filter((x) => x.id.startsWith('routes/office/'))) {
      expect((r.module.handle as OfficeHandle | undefined)?.access, r.id).toBeDefined()
    }
  })
})

describe.each(officeRoutes)('$path', ({ path: routePath, access }) => {
  it.each(roles)('page as %s', async (role) => {
    const res = await getPage(server.url, routePath, cookieOf(access.right, role))
    if (pageAllowed(access.right, role)) {
      expect(res.status).toBe(200)
    } else {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toMatch(/^\/login/)
    }
  })

  type Case = { intent: string; need: IntentAccess; variant: 'add' | 'edit'; fields: Record<string, string> }
  const cases: Case[] = Object.entries(access.intents ?? {}).flatMap(([intent, need]): Case[] =>
    typeof need === 'object'
      ? [
          { intent, need, variant: 'add' as const, fields: { [need.serialField]: '0' } },
          { intent, need, variant: 'edit' as const, fields: { [need.serialField]: 'TARGET' } },
        ]
      : [{ intent, need, variant: 'edit' as const, fields: {} as Record<string, string> }],
  )

  describe.each(cases)('intent $intent ($variant)', ({ intent, need, variant, fields }) => {
    it.each(roles)('as %s', async (role) => {
      const body = {
        intent,
        ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'TARGET' ? String(target) : v])),
      }
      const allowed = intentAllowed(access.right, need, role, variant)
      const before = allowed ? '' : await snapshot(handle.db)
      const res = await postForm(server.url, routePath, body, cookieOf(access.right, role))
      if (allowed) {
        expect([401, 403]).not.toContain(res.status)
      } else {
        expect(res.status).toBe(role === 'anonymous' ? 401 : 403)
        expect(await snapshot(handle.db)).toBe(before)
      }
    })
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
