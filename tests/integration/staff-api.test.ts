import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { activityLog, users } from '#app/db/schema.ts'
import { TEST_ADMIN_PASSWORD } from '../helpers/db.ts'
import { useTestServer } from '../helpers/server.ts'
import { cookieFrom, createGroup, createStaff, postForm, sessionCookieFor } from '../helpers/staff.ts'

const server = useTestServer()
const handle = server.database

describe('rights reply (spec section 3, D21, D50)', () => {
  it('answers every flag for the header, and LOGOUT 0 without a session', async () => {
    const anonymous = await (await fetch(`${server.url}/api/rights`)).json()
    expect(anonymous).toEqual({ ADMIN: '0', USER: '0', CRM: '0', RIGHT: '0', ENQUIRY: '0', BLOG: '0', LOGOUT: '0' })
    const group = await createGroup(handle.db, { ADMIN: { query: true }, CRM: { query: true } })
    const u = await createStaff(handle.db, { group })
    const reply = await (
      await fetch(`${server.url}/api/rights`, { headers: { cookie: await sessionCookieFor(handle.db, u.srno) } })
    ).json()
    expect(reply).toEqual({ ADMIN: '1', USER: '0', CRM: '1', RIGHT: '0', ENQUIRY: '0', BLOG: '0', LOGOUT: '1' })
  })

  it('carries ENQUIRY and BLOG for the Admin menu entries of the inbox and blog authoring', async () => {
    const group = await createGroup(handle.db, {
      ADMIN: { query: true },
      ENQUIRY: { query: true },
      BLOG: { query: true },
    })
    const u = await createStaff(handle.db, { group })
    const reply = await (
      await fetch(`${server.url}/api/rights`, { headers: { cookie: await sessionCookieFor(handle.db, u.srno) } })
    ).json()
    expect(reply).toMatchObject({ ADMIN: '1', ENQUIRY: '1', BLOG: '1', LOGOUT: '1' })
  })

  it('answers the old client at /api/right_a.php with base64 JSON, or plain JSON MSG0002', async () => {
    const token = (await sessionCookieFor(handle.db, 1)).split('=')[1]!
    const ok = await postForm(server.url, '/api/right_a.php', { '1': token, '2': 'allrightquery' })
    expect(ok.status).toBe(200)
    const decoded = JSON.parse(Buffer.from(await ok.text(), 'base64').toString('utf8'))
    expect(decoded).toEqual({ ADMIN: '1', USER: '1', CRM: '1', RIGHT: '1', LOGOUT: '1' })
    const stale = await postForm(server.url, '/api/right_a.php', { '1': 'not-a-session', '2': 'allrightquery' })
    expect(await stale.json()).toEqual({ status: 'MSG0002' })
    const wrong = await postForm(server.url, '/api/right_a.php', { '1': token, '2': 'something' })
    expect(wrong.status).toBe(400)
  })
})

describe('activity log (D34)', () => {
  it('records sign-in, failure and sign-out without secrets', async () => {
    const u = await createStaff(handle.db, { group: 3 })
    await postForm(server.url, '/login', { intent: 'signin', userId: u.userId, password: 'Wrong12345' })
    const res = await postForm(server.url, '/login', { intent: 'signin', userId: u.userId, password: u.password })
    await postForm(server.url, '/logout', {}, cookieFrom(res))
    const rows = await handle.db.select().from(activityLog).where(eq(activityLog.actor, u.userId))
    const mine = await handle.db.select().from(activityLog).where(eq(activityLog.userSrno, u.srno))
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['sign-in-failed', 'sign-in']))
    expect(mine.map((r) => r.action)).toContain('sign-out')
    for (const r of mine) expect(r.at).toBeInstanceOf(Date)
    const all = JSON.stringify(await handle.db.select().from(activityLog))
    expect(all).not.toContain(u.password)
    expect(all).not.toContain('Wrong12345')
  })
})

describe('generated input never causes a server error (ASVS 2.2.1)', () => {
  it('survives arbitrary form bodies on every staff endpoint', async () => {
    const admin = await sessionCookieFor(handle.db, 1)
    const countBefore = (await handle.db.select().from(users)).length
    const fieldNames = [
      'intent',
      'userId',
      'password',
      'email',
      'userSrno',
      'userId',
      'userName',
      'mobile',
      'email',
      'enable',
      'active',
      'rightGroup',
      'reportsTo',
      'srno',
      'groupSrno',
      'name',
      'rightSrno',
      'query',
      'add',
      'edit',
      'old',
      'new',
      'rnew',
      'token',
      'redirectTo',
      '__proto__',
      'constructor',
    ]
    const intents = [
      'signin',
      'reset',
      'save',
      'add-reporting',
      'delete-reporting',
      'save-group',
      'save-right',
      'change',
    ]
    const body = fc.dictionary(
      fc.constantFrom(...fieldNames),
      fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...intents), fc.integer().map(String), fc.constant('')),
      { maxKeys: 8 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/login', '/changepassword', '/user-list', '/right-list'),
        body,
        async (path, fields) => {
          const res = await postForm(server.url, path, fields, path === '/login' ? undefined : admin)
          expect(res.status).toBeLessThan(500)
        },
      ),
      { numRuns: 120 },
    )
    // Random bodies may create users only through a complete, valid form: none of these is one.
    expect((await handle.db.select().from(users)).length).toBeGreaterThanOrEqual(countBefore)
  })

  it('keeps the prototype clean with a JSON __proto__ body', async () => {
    const res = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{"__proto__":{"polluted":1},"intent":"signin","userId":"admin","password":"x"}',
    })
    expect(res.status).toBeLessThan(500)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('signs in the first administrator with ADMIN_PASSWORD', async () => {
    const res = await postForm(server.url, '/login', {
      intent: 'signin',
      userId: 'admin',
      password: TEST_ADMIN_PASSWORD,
    })
    expect(res.headers.get('location')).toBe('/crm')
  })
})
