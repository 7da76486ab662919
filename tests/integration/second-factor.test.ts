import { and, eq, sql } from 'drizzle-orm'
import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'
import {
  activityLog,
  loginAttempts,
  passkeys,
  passwordResetTokens,
  pendingSignIns,
  recoveryCodes,
  sessions,
  totpFactors,
  users,
} from '#app/db/schema.ts'
import { resetPassword } from '#app/domain/auth/password-reset.server.ts'
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from '#app/domain/auth/second-factor/codes.server.ts'
import { hashToken } from '#app/domain/auth/tokens.server.ts'
import { messages } from '#app/lib/errors.ts'
import { TEST_ADMIN_PASSWORD } from '../helpers/db.ts'
import { startTestServer, useProxiedServer } from '../helpers/server.ts'
import { cookieFrom, createStaff, html, sessionCookieFor, staffWith } from '../helpers/staff.ts'

/**
 * Issue 22, D56: every state of a sign-in with a second factor, over HTTP against the production build, with the
 * policy on (the shared test servers have it off). The server trusts one proxy hop, so each test picks its own
 * address and the per-address throttle of one test does not touch another.
 */

const { server, db, post } = useProxiedServer({ SECOND_FACTOR_REQUIRED: 'on' })
function get(path: string, opts: { cookie?: string; ip?: string } = {}) {
  return fetch(server.url + path, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': opts.ip ?? '10.0.0.1', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  })
}
const pendingFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => /^sfa=[^;]/.test(c))
    ?.split(';')[0]

/** A staff user with a confirmed authenticator app; returns its secret. */
async function withTotp(group = 3) {
  const user = await createStaff(db(), { group })
  const secret = newTotpSecret()
  await db().insert(totpFactors).values({ userSrno: user.srno, secret, confirmedAt: new Date() })
  return { ...user, secret }
}
const codeOf = (secret: string) => generate({ secret })

async function passwordStep(userId: string, password: string, ip: string) {
  const res = await post('/login', { intent: 'signin', userId, password }, { ip })
  return { res, pending: pendingFrom(res), session: cookieFrom(res) }
}

describe('a user without a second factor', () => {
  it('signs in with the password alone when the policy does not concern them (field staff)', async () => {
    const user = await createStaff(db(), { group: 3 })
    const { res, pending, session } = await passwordStep(user.userId, user.password, '10.1.0.1')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/crm')
    expect(pending).toBeUndefined()
    expect((await get('/crm', { cookie: session })).status).toBe(200)
  })
})

describe('the second step', () => {
  it('after the password: a pending sign-in (no session) that opens nothing, old endpoints included', async () => {
    const user = await withTotp()
    const ip = '10.2.0.1'
    const { res, pending, session } = await passwordStep(user.userId, user.password, ip)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login/verify')
    expect(session).toBeUndefined()
    expect(pending).toBeDefined()
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sfa='))!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Max-Age=300/)
    expect(await db().select().from(sessions).where(eq(sessions.userSrno, user.srno))).toEqual([])

    // Half signed in: every back-office page and call sees an anonymous caller.
    expect((await get('/crm', { cookie: pending, ip })).headers.get('location')).toMatch(/^\/login/)
    expect((await post('/user-list', { intent: 'save' }, { cookie: pending, ip })).status).toBe(401)
    const rights = await (await get('/api/rights', { cookie: pending, ip })).json()
    expect(rights.LOGOUT).toBe('0')
    const token = pending!.split('=')[1]!
    const old = await post('/api/right_a.php', { '1': token, '2': 'allrightquery' }, { ip })
    expect(old.status).toBe(401)
    expect(await old.json()).toEqual({ status: 'MSG0002' })

    const page = await get('/login/verify', { cookie: pending, ip })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('authenticator app')
  })

  it('a right code makes the session, goes on to /crm, and ends the pending sign-in; the code is then used up', async () => {
    const user = await withTotp()
    const ip = '10.3.0.1'
    const first = await passwordStep(user.userId, user.password, ip)
    const code = await codeOf(user.secret)
    const done = await post('/login/verify', { intent: 'code', code }, { cookie: first.pending, ip })
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/crm')
    const session = cookieFrom(done)
    expect(session).toBeDefined()
    expect(done.headers.getSetCookie().some((c) => /^sfa=;/.test(c))).toBe(true)
    expect((await get('/crm', { cookie: session, ip })).status).toBe(200)
    expect(await db().select().from(pendingSignIns).where(eq(pendingSignIns.userSrno, user.srno))).toEqual([])

    // The same pending cookie again: gone.
    const again = await post('/login/verify', { intent: 'code', code }, { cookie: first.pending, ip })
    expect(again.headers.get('location')).toBe('/login?step=expired')
    // The same code in a new sign-in (same 30 s window): refused (replay).
    const second = await passwordStep(user.userId, user.password, ip)
    const replay = await post('/login/verify', { intent: 'code', code }, { cookie: second.pending, ip })
    expect(replay.status).toBe(401)
    expect(await replay.text()).toContain(messages.SECOND_STEP_CODE_WRONG)
    expect(cookieFrom(replay)).toBeUndefined()
  })

  it('password plus code signs in (its time printed)', async () => {
    const user = await withTotp()
    const ip = '10.3.5.1'
    const started = performance.now()
    const step = await passwordStep(user.userId, user.password, ip)
    const done = await post(
      '/login/verify',
      { intent: 'code', code: await codeOf(user.secret) },
      { cookie: step.pending, ip },
    )
    const ms = performance.now() - started
    expect(cookieFrom(done)).toBeDefined()
    // A speed figure, printed rather than asserted: a busy machine is slower, and a test fails on rules only.
    console.log(`password plus code sign-in: ${Math.round(ms)} ms`)
  })

  it('expires after five minutes: the page and the code send the user back to sign in', async () => {
    const user = await withTotp()
    const ip = '10.4.0.1'
    const { pending } = await passwordStep(user.userId, user.password, ip)
    await db()
      .update(pendingSignIns)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(pendingSignIns.userSrno, user.srno))
    const page = await get('/login/verify', { cookie: pending, ip })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(messages.SECOND_STEP_EXPIRED)
    const late = await post(
      '/login/verify',
      { intent: 'code', code: await codeOf(user.secret) },
      { cookie: pending, ip },
    )
    expect(late.headers.get('location')).toBe('/login?step=expired')
    expect(cookieFrom(late)).toBeUndefined()
    const notice = await get('/login?step=expired', { ip })
    expect(await notice.text()).toContain(messages.SECOND_STEP_EXPIRED)
    // No pending cookie at all: the same.
    expect(await (await get('/login/verify', { ip })).text()).toContain(messages.SECOND_STEP_EXPIRED)
  })

  it('wrong codes count toward the sign-in throttle of that user id and address, not of others', async () => {
    const user = await withTotp()
    const ip = '10.5.0.1'
    const first = await passwordStep(user.userId, user.password, ip)
    for (let i = 0; i < 5; i++) {
      const res = await post('/login/verify', { intent: 'code', code: '000000' }, { cookie: first.pending, ip })
      // The fifth wrong code ends the pending sign-in.
      if (i < 4) expect(res.status).toBe(401)
      else expect(res.headers.get('location')).toBe('/login?step=failed')
    }
    expect(await db().select().from(pendingSignIns).where(eq(pendingSignIns.userSrno, user.srno))).toEqual([])
    // Asking for the password again does not clear the count: this address must now wait.
    const blocked = await post('/login', { intent: 'signin', userId: user.userId, password: user.password }, { ip })
    expect(blocked.status).toBe(429)
    expect(pendingFrom(blocked)).toBeUndefined()
    // The owner elsewhere is not locked out.
    const elsewhere = await passwordStep(user.userId, user.password, '10.5.0.2')
    expect(elsewhere.pending).toBeDefined()
    const ok = await post(
      '/login/verify',
      { intent: 'code', code: await codeOf(user.secret) },
      { cookie: elsewhere.pending, ip: '10.5.0.2' },
    )
    expect(cookieFrom(ok)).toBeDefined()
    const failures = await db()
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false)))
    expect(failures).toHaveLength(5)
  })

  it('a wrong password of a user with a second factor answers MSG0001 like an unknown user, with no pending step', async () => {
    const user = await withTotp()
    for (const [u, p] of [
      [user.userId, 'Wrong12345'],
      ['no-such-user-x', 'Wrong12345'],
    ] as const) {
      const res = await post('/login', { intent: 'signin', userId: u, password: p }, { ip: '10.6.0.1' })
      expect(res.status).toBe(401)
      expect(await res.text()).toContain(messages.MSG0001)
      expect(pendingFrom(res)).toBeUndefined()
    }
  })

  it('a recovery code signs in once, is logged, and cannot be used again', async () => {
    const user = await withTotp()
    const codes = newRecoveryCodes()
    await db()
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userSrno: user.srno, codeHash: hashRecoveryCode(c) })))
    const ip = '10.7.0.1'
    const first = await passwordStep(user.userId, user.password, ip)
    const typed = codes[3]!.toUpperCase().replace('-', ' ')
    const ok = await post('/login/verify', { intent: 'code', code: typed }, { cookie: first.pending, ip })
    expect(ok.status).toBe(302)
    expect(cookieFrom(ok)).toBeDefined()
    const [row] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userSrno, user.srno), eq(activityLog.action, 'recovery-code-used')))
    expect(row?.description).toContain('9 left')
    const second = await passwordStep(user.userId, user.password, ip)
    const reused = await post('/login/verify', { intent: 'code', code: codes[3]! }, { cookie: second.pending, ip })
    expect(reused.status).toBe(401)
    // Nothing about the code is stored but its hash.
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userSrno, user.srno))
    expect(JSON.stringify(stored)).not.toContain(codes[0]!)
  })

  it('the forgotten-password flow never removes a second factor', async () => {
    const user = await withTotp()
    const token = 'reset-token-for-second-factor-test'
    await db()
      .insert(passwordResetTokens)
      .values({ tokenHash: hashToken(token), userSrno: user.srno, expiresAt: new Date(Date.now() + 600_000) })
    await resetPassword(db(), { token, new: 'NewPass123', rnew: 'NewPass123' }, '10.8.0.1')
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userSrno, user.srno))).toHaveLength(1)
    const step = await passwordStep(user.userId, 'NewPass123', '10.8.0.1')
    expect(step.res.headers.get('location')).toBe('/login/verify')
  })
})

describe('the policy (D56): ADMIN, USER edit or RIGHT edit holders without a factor are held at enrolment', () => {
  it('holds an ADMIN holder after the password step: only the enrolment screen opens, old endpoints see no session', async () => {
    const admin = await createStaff(db(), { group: 1 })
    const ip = '10.9.0.1'
    const { res, session } = await passwordStep(admin.userId, admin.password, ip)
    expect(res.headers.get('location')).toBe('/crm')
    expect(session).toBeDefined()
    const crm = await get('/crm', { cookie: session, ip })
    expect(crm.status).toBe(302)
    expect(crm.headers.get('location')).toBe('/account/security')
    expect((await get('/user-list', { cookie: session, ip })).headers.get('location')).toBe('/account/security')
    const call = await post('/user-list', { intent: 'save' }, { cookie: session, ip })
    expect(call.status).toBe(403)
    expect(await call.text()).toContain(html(messages.SECOND_FACTOR_REQUIRED))
    const token = session!.split('=')[1]!
    const old = await post('/api/right_a.php', { '1': token, '2': 'allrightquery' }, { ip })
    expect(old.status).toBe(401)
    const menu = await (await get('/api/rights', { cookie: session, ip })).json()
    expect(menu.ADMIN).toBe('0')
    const screen = await get('/account/security', { cookie: session, ip })
    expect(screen.status).toBe(200)
    expect(await screen.text()).toContain(messages.SECOND_FACTOR_REQUIRED)

    // Enrolment: start, read the secret (shown on the screen), confirm with a code: ten recovery codes, shown once.
    expect((await post('/account/security', { intent: 'totp-start' }, { cookie: session, ip })).status).toBe(200)
    const page = await (await get('/account/security', { cookie: session, ip })).text()
    // Shown in groups of four (issue 28): the groups' text together is the key.
    const key = /data-testid="totp-secret"[^>]*>(.*?)<\/p>/s.exec(page)?.[1]
    const secret = key?.replace(/<[^>]*>/g, '').match(/^[A-Z2-7]{32}$/)?.[0]
    expect(secret).toBeDefined()
    const wrong = await post('/account/security', { intent: 'totp-confirm', code: '000000' }, { cookie: session, ip })
    expect(wrong.status).toBe(400)
    const confirmed = await post(
      '/account/security',
      { intent: 'totp-confirm', code: await codeOf(secret!) },
      { cookie: session, ip },
    )
    expect(confirmed.status).toBe(200)
    const body = await confirmed.text()
    const list = /data-testid="recovery-codes"[^>]*>(.*?)<\/ul>/s.exec(body)?.[1] ?? ''
    const shown = list.match(/[a-z2-9]{5}-[a-z2-9]{5}/g) ?? []
    expect(new Set(shown).size).toBe(10)
    expect((await get('/crm', { cookie: session, ip })).status).toBe(200)
    const rows = await db()
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.userSrno, admin.srno))
    expect(rows.map((r) => r.action)).toContain('second-factor-added')

    // The only factor of a policy holder cannot be removed.
    const remove = await post('/account/security', { intent: 'totp-remove' }, { cookie: session, ip })
    expect(remove.status).toBe(409)
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userSrno, admin.srno))).toHaveLength(1)
  })

  it('holds a USER edit or RIGHT edit holder too, not a holder of USER query alone', async () => {
    for (const [grants, held] of [
      [{ USER: { edit: true } }, true],
      [{ RIGHT: { edit: true } }, true],
      [{ USER: { query: true, add: true }, CRM: { query: true } }, false],
    ] as const) {
      const { cookie } = await staffWith(db(), grants)
      const res = await get('/crm', { cookie, ip: '10.10.0.1' })
      expect(res.headers.get('location') === '/account/security', JSON.stringify(grants)).toBe(held)
    }
  })

  it('a user may remove a factor they do not need, and the removal is logged', async () => {
    const user = await withTotp(3)
    const cookie = await sessionCookieFor(db(), user.srno)
    const res = await post('/account/security', { intent: 'totp-remove' }, { cookie, ip: '10.11.0.1' })
    expect(res.status).toBe(200)
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userSrno, user.srno))).toEqual([])
    const [row] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userSrno, user.srno), eq(activityLog.action, 'second-factor-removed')))
    expect(row).toBeDefined()
  })
})

describe('reset by an administrator', () => {
  it('removes every factor of the user and ends their sessions; logged; serial 1 only by serial 1', async () => {
    const target = await withTotp()
    await db()
      .insert(passkeys)
      .values({ userSrno: target.srno, credentialId: 'cred-x', publicKey: 'AA', name: 'Phone' })
    await db()
      .insert(recoveryCodes)
      .values({ userSrno: target.srno, codeHash: 'x'.repeat(64) })
    const targetSession = await sessionCookieFor(db(), target.srno)
    const admin = await withTotp(1)
    const adminCookie = await sessionCookieFor(db(), admin.srno)
    const ip = '10.12.0.1'

    const page = await get(`/user-list/${target.srno}/sign-in-methods`, { cookie: adminCookie, ip })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Phone')
    const res = await post(
      `/user-list/${target.srno}/sign-in-methods`,
      { intent: 'reset' },
      { cookie: adminCookie, ip },
    )
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(html(messages.SECOND_FACTORS_RESET))
    for (const table of [totpFactors, passkeys, recoveryCodes] as const) {
      expect(await db().select().from(table).where(eq(table.userSrno, target.srno))).toEqual([])
    }
    expect((await get('/crm', { cookie: targetSession, ip })).headers.get('location')).toMatch(/^\/login\?expired=1/)
    const [row] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userSrno, admin.srno), eq(activityLog.action, 'second-factors-reset')))
    expect(row?.description).toContain(target.userId)
    // Their password still works, and now opens a session directly (field staff, no factor).
    const step = await passwordStep(target.userId, target.password, ip)
    expect(step.session).toBeDefined()

    // Serial 1: refused to anyone else.
    await db().insert(totpFactors).values({ userSrno: 1, secret: newTotpSecret(), confirmedAt: new Date() })
    const protectedRes = await post('/user-list/1/sign-in-methods', { intent: 'reset' }, { cookie: adminCookie, ip })
    expect(protectedRes.status).toBe(403)
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userSrno, 1))).toHaveLength(1)
    const self = await sessionCookieFor(db(), 1)
    const own = await post('/user-list/1/sign-in-methods', { intent: 'reset' }, { cookie: self, ip })
    // Their own sessions end too: the page then goes to sign-in.
    expect(own.headers.get('location')).toMatch(/^\/login/)
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userSrno, 1))).toEqual([])
  })

  it('is refused without USER edit', async () => {
    const target = await withTotp()
    const { cookie } = await staffWith(db(), { USER: { query: true } })
    const res = await post(
      `/user-list/${target.srno}/sign-in-methods`,
      { intent: 'reset' },
      { cookie, ip: '10.13.0.1' },
    )
    expect(res.status).toBe(403)
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userSrno, target.srno))).toHaveLength(1)
  })
})

describe('passkeys over HTTP', () => {
  it('hands out a single-use challenge for the relying party of SITE_URL, and refuses a forged answer', async () => {
    const res = await post('/login/passkey', { intent: 'signin-options' }, { ip: '10.14.0.1' })
    expect(res.status).toBe(200)
    const { options } = await res.json()
    expect(options.rpId).toBe(new URL(server.settings.SITE_URL).hostname)
    expect(options.userVerification).toBe('required')
    expect(options.challenge).toMatch(/^[\w-]{20,}$/)
    const forged = JSON.stringify({
      id: 'cred-unknown',
      rawId: 'cred-unknown',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    })
    const bad = await post('/login/passkey', { intent: 'signin', response: forged }, { ip: '10.14.0.1' })
    expect(bad.status).toBe(401)
    expect((await bad.json()).error).toBe(messages.PASSKEY_FAILED)
    expect(cookieFrom(bad)).toBeUndefined()
    // Adding a passkey needs a session.
    expect((await post('/login/passkey', { intent: 'register-options' }, { ip: '10.14.0.1' })).status).toBe(401)
  })

  it('the admin of the seed signs in with a password alone when the policy is off (the test servers)', async () => {
    const other = await startTestServer(server.database)
    try {
      const res = await fetch(`${other.url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: other.url },
        body: new URLSearchParams({ intent: 'signin', userId: 'admin', password: TEST_ADMIN_PASSWORD }),
      })
      const cookie = cookieFrom(res)
      expect((await fetch(`${other.url}/user-list`, { redirect: 'manual', headers: { cookie: cookie! } })).status).toBe(
        200,
      )
    } finally {
      await other.close()
    }
  })
})

describe('a shared CRM link through the second step (issue 28 item 7)', () => {
  const link = '/crm?owner=4&due=1&sort=nextVisit'
  async function codeStep(user: { userId: string; password: string; secret: string }, ip: string) {
    const res = await post(
      '/login',
      { intent: 'signin', userId: user.userId, password: user.password, redirectTo: link },
      { ip },
    )
    expect(res.headers.get('location')).toBe('/login/verify')
    return post('/login/verify', { intent: 'code', code: await codeOf(user.secret) }, { cookie: pendingFrom(res), ip })
  }

  it('the code step lands on the link with its whole query', async () => {
    const done = await codeStep(await withTotp(), '10.28.7.1')
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(link)
  })

  it('the code step, then a forced password change: the link goes on to /changepassword', async () => {
    const user = await withTotp()
    await db().update(users).set({ chgPwOnLogon: 1 }).where(eq(users.srno, user.srno))
    const done = await codeStep(user, '10.28.7.2')
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(`/changepassword?redirectTo=${encodeURIComponent(link)}`)
  })
})
