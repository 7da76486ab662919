import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, passwordResetTokens, sessions, users } from '#app/db/schema.ts'
import { verifyPassword } from '#app/domain/auth/password-hash.server.ts'
import { idleClockStep } from '#app/domain/auth/sessions.server.ts'
import { messages } from '#app/lib/errors.ts'
import { TEST_ADMIN_PASSWORD } from '../helpers/db.ts'
import { startTestServer, useTestServer } from '../helpers/server.ts'
import { cookieFrom, createStaff, getPage, html, postForm } from '../helpers/staff.ts'

const server = useTestServer({ SITE_URL: 'https://staff.example.in' })
const handle = server.database

const db = () => handle.db
const signIn = (userId: string, password: string, extra: Record<string, string> = {}) =>
  postForm(server.url, '/login', { intent: 'signin', userId, password, ...extra })
/** The seeded administrator's sign-in posted to the server at `url` (this file's, or one started with other limits). */
const adminSignIn = (url: string, cookie?: string) =>
  postForm(url, '/login', { intent: 'signin', userId: 'admin', password: TEST_ADMIN_PASSWORD }, cookie)
/** HTML-escaped, as the page shows it. */
/** The reset form's fields: the link's token and the new password twice. */
const resetFields = (token: string, password: string) => ({ intent: 'reset', token, new: password, rnew: password })

describe('sign-in (spec section 5, D12)', () => {
  it('needs both fields: MSG0001', async () => {
    for (const [u, p] of [
      ['', 'x'],
      ['admin', ''],
      ['   ', '   '],
    ]) {
      const res = await signIn(u!, p!)
      // Input that breaks a rule is a 400; the page says MSG0001 as the spec asks.
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(messages.MSG0001)
    }
  })

  it('answers MSG0001 alike for an unknown user and a wrong password, and for fields over 20 characters', async () => {
    const unknown = await signIn('nobody-here', 'Whatever123')
    const wrong = await signIn('admin', 'Wrong12345')
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401)
      expect(await res.text()).toContain(messages.MSG0001)
    }
    const long = await signIn('admin', 'A'.repeat(21))
    expect(long.status).toBe(400)
    expect(await long.text()).toContain(messages.MSG0001)
    await db().execute(sql`delete from login_attempts`)
  })

  it('answers MSG0003 for an inactive user and MSG0004 for a blocked one, only with the right password', async () => {
    const inactive = await createStaff(db(), { group: 3, active: 0 })
    const blocked = await createStaff(db(), { group: 3, enable: 0 })
    expect(await (await signIn(inactive.userId, inactive.password)).text()).toContain(messages.MSG0003)
    expect(await (await signIn(blocked.userId, blocked.password)).text()).toContain(html(messages.MSG0004))
    expect(await (await signIn(blocked.userId, 'Wrong12345')).text()).toContain(messages.MSG0001)
  })

  it('trims the fields and goes to /crm when chg_pw_on_logon is 0, with a fresh HttpOnly SameSite=Lax cookie', async () => {
    const res = await signIn('  admin ', ` ${TEST_ADMIN_PASSWORD} `)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/crm')
    const cookies = res.headers.getSetCookie()
    const sid = cookies.find((c) => c.startsWith('__Host-sid='))!
    expect(sid).toMatch(/HttpOnly/)
    expect(sid).toMatch(/SameSite=Lax/)
    expect(sid).toMatch(/Secure/)
    expect(sid).not.toMatch(/Max-Age|Expires/)
    const again = await signIn('admin', TEST_ADMIN_PASSWORD)
    const sid2 = again.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='))!
    expect(sid2.split(';')[0]).not.toBe(sid.split(';')[0])
  })

  it('goes to /changepassword when chg_pw_on_logon is 1, and shows ERR0000 for any other value', async () => {
    const forced = await createStaff(db(), { group: 3, chgPwOnLogon: 1 })
    const res = await signIn(forced.userId, forced.password)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/changepassword')
    const odd = await createStaff(db(), { group: 3, chgPwOnLogon: 2 })
    expect(await (await signIn(odd.userId, odd.password)).text()).toContain(messages.ERR0000)
  })

  it('follows a same-origin redirectTo only', async () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/x']) {
      const res = await signIn('admin', TEST_ADMIN_PASSWORD, { redirectTo: bad })
      expect(res.headers.get('location')).toBe('/crm')
    }
    const ok = await signIn('admin', TEST_ADMIN_PASSWORD, { redirectTo: '/user-list?edit=2' })
    expect(ok.headers.get('location')).toBe('/user-list?edit=2')
  })

  it('limits failed attempts from one address, whatever the user ids (D12)', async () => {
    await db().execute(sql`delete from login_attempts`)
    for (let i = 0; i < 30; i++) await signIn(`someone${i}`, 'Wrong12345')
    const res = await signIn('admin', TEST_ADMIN_PASSWORD)
    expect(res.status).toBe(429)
    expect(await res.text()).toContain(messages.TOO_MANY_REQUESTS)
    await db().execute(sql`delete from login_attempts`)
  })
})

describe('sessions (D10, D11)', () => {
  it('ends the session at Log Out, refuses the old cookie afterwards and goes home (D1)', async () => {
    const cookie = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD)) ?? ''
    const name = cookie.split('=')[0]
    expect(name).toBe('__Host-sid')
    expect((await getPage(server.url, '/crm', cookie)).status).toBe(200)
    const out = await postForm(server.url, '/logout', {}, cookie)
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/')
    const replay = await getPage(server.url, '/crm', cookie)
    expect(replay.status).toBe(302)
    expect(replay.headers.get('location')).toMatch(/^\/login\?expired=1/)
    const rights = await (await getPage(server.url, '/api/rights', cookie)).json()
    expect(rights).toMatchObject({ LOGOUT: '0', status: 'MSG0002' })
  })

  it('opening /login changes nothing; its Sign out button (a POST) ends the session (D4)', async () => {
    const cookie = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD)) ?? ''
    const page = await getPage(server.url, '/login', cookie)
    expect(page.status).toBe(200)
    expect(page.headers.getSetCookie()).toEqual([])
    const body = await page.text()
    expect(body).toContain('You are signed in as')
    expect(body).toContain('Sign out and sign in as someone else')
    expect((await getPage(server.url, '/crm', cookie)).status).toBe(200)
    const out = await postForm(server.url, '/login', { intent: 'signout' }, cookie)
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/login')
    expect(out.headers.getSetCookie().some((c) => c.startsWith('__Host-sid=;'))).toBe(true)
    expect((await getPage(server.url, '/crm', cookie)).status).toBe(302)
  })

  it('a sign-in ends the session the browser still sent (D4)', async () => {
    const first = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD)) ?? ''
    const second = await signIn('admin', TEST_ADMIN_PASSWORD, {})
    expect(second.status).toBe(302)
    const again = await adminSignIn(server.url, first)
    expect(again.status).toBe(302)
    expect((await getPage(server.url, '/crm', first)).status).toBe(302)
    expect((await getPage(server.url, '/crm', cookieFrom(again))).status).toBe(200)
  })

  it('accepts the token as Authorization: Bearer and never in a URL', async () => {
    const cookie = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD)) ?? ''
    const token = cookie.split('=')[1]
    const res = await fetch(`${server.url}/api/rights`, { headers: { authorization: `Bearer ${token}` } })
    expect(await res.json()).toMatchObject({ ADMIN: '1', USER: '1', CRM: '1', RIGHT: '1', LOGOUT: '1' })
  })

  it('stores only a hash of the token', async () => {
    const cookie = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD)) ?? ''
    const token = cookie.split('=')[1]!
    expect(token.length).toBeGreaterThanOrEqual(43)
    const rows = await db().select({ h: sessions.tokenHash }).from(sessions)
    expect(rows.some((r) => r.h === token)).toBe(false)
  })

  it('back-office answers carry Cache-Control: no-store', async () => {
    const cookie = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD)) ?? ''
    for (const path of ['/crm', '/user-list', '/right-list', '/api/rights', '/login']) {
      expect((await getPage(server.url, path, cookie)).headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe('back-office documents', () => {
  it('link the hashed stylesheet (cached for good) instead of carrying it inline as public pages do', async () => {
    const cookie = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD)) ?? ''
    const html = await (await getPage(server.url, '/crm', cookie)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('<style')
    const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(head)?.[1]
    expect(href).toBeTruthy()
    const css = await getPage(server.url, href!)
    expect(css.status).toBe(200)
    expect(css.headers.get('cache-control')).toContain('immutable')
    expect(await css.text()).toContain('.sr-only')
  })
})

describe('timeouts (D10)', () => {
  it('expires an idle session and the sign-in page then shows MSG0002', async () => {
    const local = await startTestServer(handle, { SESSION_IDLE_SECONDS: '1' })
    try {
      const res = await adminSignIn(local.url)
      const cookie = cookieFrom(res) ?? ''
      expect((await getPage(local.url, '/crm', cookie)).status).toBe(200)
      await new Promise((r) => setTimeout(r, 1300))
      const expired = await getPage(local.url, '/crm', cookie)
      expect(expired.status).toBe(302)
      const location = expired.headers.get('location') ?? ''
      expect(location).toMatch(/^\/login\?expired=1/)
      expect(await (await getPage(local.url, location)).text()).toContain(messages.MSG0002)
    } finally {
      await local.close()
    }
  })

  it('restarts the idle clock at most once per step (a minute, or a sixtieth of the idle timeout), and activity keeps a session alive', async () => {
    expect(idleClockStep(1800)).toBe(30_000)
    expect(idleClockStep(7200)).toBe(60_000)
    expect(idleClockStep(3)).toBe(50)
    const cookie = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD)) ?? ''
    const lastSeen = async () =>
      (await db().select({ at: sessions.lastSeenAt }).from(sessions).orderBy(sql`${sessions.id} desc`).limit(1))[0]!.at
    const first = await lastSeen()
    // Within the step (30 s at the default 30 minutes) a page does not rewrite the session's time.
    expect((await getPage(server.url, '/crm', cookie)).status).toBe(200)
    expect((await lastSeen()).getTime()).toBe(first.getTime())
    // Once a step has passed, it does.
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(first.getTime() - 31_000) })
      .where(eq(sessions.lastSeenAt, first))
    expect((await getPage(server.url, '/crm', cookie)).status).toBe(200)
    expect((await lastSeen()).getTime()).toBeGreaterThan(first.getTime() - 1000)

    // With a 3-second timeout, requests every 0.7 s keep the session alive well past 3 s.
    const local = await startTestServer(handle, { SESSION_IDLE_SECONDS: '3' })
    try {
      const active = cookieFrom(await adminSignIn(local.url))
      const started = Date.now()
      while (Date.now() - started < 5000) {
        expect((await getPage(local.url, '/crm', active ?? '')).status).toBe(200)
        await new Promise((r) => setTimeout(r, 700))
      }
    } finally {
      await local.close()
    }
  })

  it('ends a session at its absolute lifetime even when active', async () => {
    const local = await startTestServer(handle, { SESSION_ABSOLUTE_SECONDS: '3' })
    try {
      const res = await adminSignIn(local.url)
      // The session began before its answer arrived, so its lifetime is over by `started` + 3 s whatever the sign-in
      // itself took on a busy machine.
      const started = Date.now()
      const cookie = cookieFrom(res) ?? ''
      // Active well inside the lifetime...
      while (Date.now() - started < 1500) {
        expect((await getPage(local.url, '/crm', cookie)).status).toBe(200)
        await new Promise((r) => setTimeout(r, 300))
      }
      // ...and refused once it has passed, although it was never idle for long.
      await new Promise((r) => setTimeout(r, Math.max(0, started + 3300 - Date.now())))
      expect((await getPage(local.url, '/crm', cookie)).status).toBe(302)
    } finally {
      await local.close()
    }
  })
})

describe('change password (spec section 5, D13, D14)', () => {
  async function forcedUser() {
    const u = await createStaff(db(), { group: 3, chgPwOnLogon: 1, password: 'Start1234x' })
    const cookie = cookieFrom(await signIn(u.userId, u.password)) ?? ''
    return { ...u, cookie }
  }
  const change = (cookie: string, fields: Record<string, string>) =>
    postForm(server.url, '/changepassword', { intent: 'change', ...fields }, cookie)

  it('opens no other back-office page or API while the change is forced', async () => {
    const u = await forcedUser()
    const page = await getPage(server.url, '/crm', u.cookie)
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/changepassword')
    expect((await getPage(server.url, '/changepassword', u.cookie)).status).toBe(200)
    const rights = await (await getPage(server.url, '/api/rights', u.cookie)).json()
    expect(rights).toEqual({ ADMIN: '0', USER: '0', CRM: '0', RIGHT: '0', ENQUIRY: '0', BLOG: '0', LOGOUT: '1' })
  })

  it('applies the rules in order with the spec messages', async () => {
    const u = await forcedUser()
    const cases: [Record<string, string>, string][] = [
      [{ old: '', new: 'Newpass12', rnew: 'Newpass12' }, messages.MSG0005],
      [{ old: u.password, new: '', rnew: '' }, messages.MSG0005],
      [{ old: u.password, new: 'short1A', rnew: 'short1A' }, messages.MSG0005],
      [{ old: u.password, new: 'nocapital12', rnew: 'nocapital12' }, messages.MSG0005],
      [{ old: u.password, new: 'Newpass12', rnew: 'Newpass13' }, messages.MSG0009],
      [{ old: u.password, new: 'Password123', rnew: 'Password123' }, messages.PASSWORD_TOO_COMMON],
      [{ old: 'Wrong12345', new: 'Newpass12', rnew: 'Newpass12' }, messages.OLD_PASSWORD_WRONG],
      [{ old: u.password, new: u.password, rnew: u.password }, messages.PASSWORD_SAME_AS_OLD],
    ]
    for (const [fields, message] of cases) {
      const res = await change(u.cookie, fields)
      expect(res.status, JSON.stringify(fields)).toBe(400)
      expect(await res.text()).toContain(html(message))
    }
    const [row] = await db().select().from(users).where(eq(users.srno, u.srno))
    expect(await verifyPassword(row!.passwordHash, u.password)).toBe(true)
  })

  it('on success ends every session of the user and lands on /login with the message', async () => {
    const u = await forcedUser()
    const other = cookieFrom(await signIn(u.userId, u.password)) ?? ''
    const res = await change(u.cookie, { old: u.password, new: 'Fresh2Start', rnew: 'Fresh2Start' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?changed=1')
    expect(await (await getPage(server.url, '/login?changed=1')).text()).toContain(html(messages.PASSWORD_CHANGED))
    for (const c of [u.cookie, other]) expect((await getPage(server.url, '/changepassword', c)).status).toBe(302)
    const [row] = await db().select().from(users).where(eq(users.srno, u.srno))
    expect(row?.chgPwOnLogon).toBe(0)
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true)
    const next = await signIn(u.userId, 'Fresh2Start')
    expect(next.headers.get('location')).toBe('/crm')
  })
})

describe('forgot password (D15)', () => {
  const ask = (userId: string, email: string) => postForm(server.url, '/login', { intent: 'reset', userId, email })

  it('needs both fields', async () => {
    expect(await (await ask('', 'a@b.in')).text()).toContain(messages.RESET_FIELDS_REQUIRED)
    expect(await (await ask('admin', '')).text()).toContain(messages.RESET_FIELDS_REQUIRED)
  })

  it('answers the same whether or not the pair matched, and mails a link built from SITE_URL only on a match', async () => {
    const u = await createStaff(db(), { group: 3, email: 'reset.me@example.in' })
    const before = await db().select().from(mailOutbox)
    const miss = await ask(u.userId, 'other@example.in')
    const hit = await fetch(`${server.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, host: 'evil.example' },
      body: new URLSearchParams({ intent: 'reset', userId: u.userId.toUpperCase(), email: 'RESET.ME@example.in' }),
    })
    expect(miss.status).toBe(hit.status)
    const strip = (t: string) => t.replace(/nonce="[^"]+"/g, '').replace(/"[0-9a-f-]{36}"/g, '')
    expect(strip(await miss.text())).toBe(strip(await hit.text()))
    const after = await db().select().from(mailOutbox)
    expect(after.length).toBe(before.length + 1)
    const mail = after.at(-1)!
    expect(mail.toAddress).toBe('reset.me@example.in')
    expect(mail.body).toMatch(/https:\/\/staff\.example\.in\/changepassword\?token=[\w-]{43}/)
    expect(mail.body).not.toContain('evil.example')
  })

  it('gives a single-use link valid 30 minutes that asks only New and Confirm, sends no referrer, signs nobody in', async () => {
    const u = await createStaff(db(), { group: 3, email: 'single.use@example.in' })
    await ask(u.userId, 'single.use@example.in')
    const mail = (await db().select().from(mailOutbox).orderBy(mailOutbox.id)).at(-1)!
    const link = new URL(/https:\/\/\S+/.exec(mail.body)![0])
    const path = link.pathname + link.search
    const [stored] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userSrno, u.srno))
    expect(stored!.tokenHash).not.toBe(link.searchParams.get('token'))
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60000
    expect(Math.round(minutes)).toBe(30)

    const page = await getPage(server.url, path)
    expect(page.status).toBe(200)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const body = await page.text()
    expect(body).toContain('name="new"')
    expect(body).toContain('name="rnew"')
    expect(body).not.toContain('name="old"')

    // The old password keeps working until the link is used.
    expect((await signIn(u.userId, u.password)).headers.get('location')).toBe('/crm')
    const token = link.searchParams.get('token')!
    const done = await postForm(server.url, '/changepassword', resetFields(token, 'Reset4Now'))
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/login?changed=1')
    expect(cookieFrom(done)).toBeUndefined()
    expect((await signIn(u.userId, 'Reset4Now')).headers.get('location')).toBe('/crm')
    expect((await signIn(u.userId, u.password)).status).toBe(401)

    // The browser posts the form to the page's own URL, token included.
    const reuse = await postForm(server.url, path, resetFields(token, 'Again4Now'))
    expect(reuse.headers.get('location')).toBe('/login?reset=invalid')
    expect((await getPage(server.url, path)).headers.get('location')).toBe('/login?reset=invalid')
    expect((await signIn(u.userId, 'Again4Now')).status).toBe(401)
  })

  it('refuses an expired link', async () => {
    const u = await createStaff(db(), { group: 3, email: 'late@example.in' })
    await ask(u.userId, 'late@example.in')
    const mail = (await db().select().from(mailOutbox).orderBy(mailOutbox.id)).at(-1)!
    const token = new URL(/https:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userSrno, u.srno))
    const res = await postForm(server.url, `/changepassword?token=${token}`, resetFields(token, 'Late4Work'))
    // The link is dead, so the page sends the visitor back to sign-in, which says why.
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?reset=invalid')
    expect(await (await getPage(server.url, '/login?reset=invalid')).text()).toContain(messages.RESET_LINK_INVALID)
    const [row] = await db().select().from(users).where(eq(users.srno, u.srno))
    expect(await verifyPassword(row!.passwordHash, u.password)).toBe(true)
  })
})

describe('secrets stay out of logs and pages', () => {
  it('never logs a password, hash, token or cookie', async () => {
    const res = await signIn('admin', TEST_ADMIN_PASSWORD)
    const cookie = cookieFrom(res) ?? ''
    await getPage(server.url, '/user-list', cookie)
    await getPage(server.url, '/changepassword?token=secret-reset-token-123', cookie)
    const logs = JSON.stringify(server.logs)
    const [admin] = await db().select().from(users).where(eq(users.srno, 1))
    for (const secret of [TEST_ADMIN_PASSWORD, admin!.passwordHash, cookie.split('=')[1]!, 'secret-reset-token-123']) {
      expect(logs).not.toContain(secret)
    }
    const page = await (await getPage(server.url, '/user-list?edit=1', cookie)).text()
    expect(page).not.toContain('$argon2id$')
  })
})

describe('a shared CRM link keeps its filter through sign-in (issue 28 item 7)', () => {
  const link = '/crm?owner=4&due=1&sort=nextVisit'
  const encoded = encodeURIComponent(link)

  it('signed out, the link goes to /login with its whole path and query, and the sign-in lands on it', async () => {
    const res = await getPage(server.url, link)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/login?redirectTo=${encoded}`)
    const page = await (await getPage(server.url, res.headers.get('location')!)).text()
    expect(page).toContain(`name="redirectTo" value="${link.replaceAll('&', '&amp;')}"`)
    const user = await createStaff(db(), { group: 3 })
    const signedIn = await signIn(user.userId, user.password, { redirectTo: link })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe(link)
    // Still only a path of this site.
    const away = await signIn(user.userId, user.password, { redirectTo: `//evil.example${link}` })
    expect(away.headers.get('location')).toBe('/crm')
  })

  it('through a forced password change: to /changepassword, then to the sign-in, then to the link', async () => {
    const user = await createStaff(db(), { group: 3, chgPwOnLogon: 1, password: 'Start1234x' })
    const first = await signIn(user.userId, user.password, { redirectTo: link })
    expect(first.headers.get('location')).toBe(`/changepassword?redirectTo=${encoded}`)
    const cookie = cookieFrom(first) ?? ''
    const form = await (await getPage(server.url, first.headers.get('location')!, cookie)).text()
    expect(form).toContain(`name="redirectTo" value="${link.replaceAll('&', '&amp;')}"`)
    const changed = await postForm(
      server.url,
      `/changepassword?redirectTo=${encoded}`,
      { intent: 'change', old: 'Start1234x', new: 'Newpass123', rnew: 'Newpass123', redirectTo: link },
      cookie,
    )
    expect(changed.status).toBe(302)
    expect(changed.headers.get('location')).toBe(`/login?changed=1&redirectTo=${encoded}`)
    const again = await signIn(user.userId, 'Newpass123', { redirectTo: link })
    expect(again.headers.get('location')).toBe(link)
  })
})
