import { once } from 'node:events'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { groupRights, loginAttempts, mailOutbox, passwordResetTokens, rights, users } from '#app/db/schema.ts'
import { setGroupRight } from '#app/domain/rights/groups.server.ts'
import { rightsOfGroup } from '#app/domain/rights/rights.server.ts'
import { errorReason } from '#app/lib/db-errors.server.ts'
import { messages } from '#app/lib/errors.ts'
import { TEST_ADMIN_PASSWORD } from '../helpers/db.ts'
import { rawRequest } from '../helpers/raw-http.ts'
import { rawConnection } from '../helpers/raw-socket.ts'
import { useProxiedServer } from '../helpers/server.ts'
import {
  cookieFrom,
  createGroup,
  createStaff,
  getPage,
  html,
  sessionCookieFor,
  signedInStaff,
  snapshot,
  staffWith,
} from '../helpers/staff.ts'

/**
 * One regression test per finding of the outside probe of staff access. Each failed on the code before the fix.
 * The server trusts one proxy hop, so each request can come from an address of the test's choosing.
 */

const { server, db, post } = useProxiedServer({ SITE_URL: 'http://staff.example.in' })

const signIn = (userId: string, password: string, ip: string) =>
  post('/login', new URLSearchParams({ intent: 'signin', userId, password }), { ip })

function userForm(fields: Record<string, string>) {
  return {
    intent: 'save',
    userName: 'Changed Name',
    mobile: '9811122233',
    email: 'taken.over@example.in',
    enable: '1',
    active: '1',
    ...fields,
  }
}

/** A form body sent chunked (no length given), `times` pieces of 64 KiB, from the address `from`. */
const chunkedForm = (path: string, from: string, times: number) =>
  rawRequest(server.url, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    chunked: { chunk: Buffer.alloc(64 * 1024, 'a'), times },
  })

/** The head of a chunked form post to /api/callback from `from`, as raw bytes; the body's chunks follow it. */
const chunkedCallbackHead = (from: string) =>
  `POST /api/callback HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nOrigin: ${server.url}\r\n` +
  `X-Forwarded-For: ${from}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`

describe('1. the right is checked on the value the action uses', () => {
  it('refuses a repeated serial with 400, and changes nothing', async () => {
    const adder = await staffWith(db(), { USER: { query: true, add: true } })
    const victim = await createStaff(db(), { group: 1, email: 'admin.victim@example.in' })
    const before = await snapshot(db())
    const body = `intent=save&userSrno=0&userSrno=${victim.srno}&userName=x&mobile=9811122233&email=evil%40example.in&enable=1&active=1`
    const res = await post('/user-list', body, { cookie: adder.cookie })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(html(messages.REPEATED_FIELD))
    expect(await snapshot(db())).toBe(before)
  })

  it('a holder of Add alone cannot edit: the serial it sends decides the right', async () => {
    const adder = await staffWith(db(), { USER: { query: true, add: true } })
    const victim = await createStaff(db(), { group: 3 })
    const before = await snapshot(db())
    const res = await post('/user-list', new URLSearchParams(userForm({ userSrno: String(victim.srno) })), {
      cookie: adder.cookie,
    })
    expect(res.status).toBe(403)
    expect(await snapshot(db())).toBe(before)
  })
})

describe('2. editing a more privileged user', () => {
  it('a holder of USER edit cannot change an administrator, nor a user with rights they lack', async () => {
    const editor = await staffWith(db(), { USER: { query: true, add: true, edit: true } })
    const admin = await createStaff(db(), { group: 1, email: 'second.admin@example.in' })
    const field = await createStaff(db(), { group: 3 })
    const before = await snapshot(db())
    for (const target of [admin, field]) {
      const res = await post('/user-list', new URLSearchParams(userForm({ userSrno: String(target.srno) })), {
        cookie: editor.cookie,
      })
      expect(res.status).toBe(403)
      expect(await res.text()).toContain(html(messages.USER_MORE_PRIVILEGED))
    }
    expect(await snapshot(db())).toBe(before)
  })

  it('nor create a user in a group holding rights they lack (then sign in as them)', async () => {
    const adder = await staffWith(db(), { USER: { query: true, add: true } })
    const res = await post('/user-list', new URLSearchParams(userForm({ userSrno: '0', userId: 'proxy1' })), {
      cookie: adder.cookie,
    })
    expect(res.status).toBe(403)
    expect(await db().select().from(users).where(eq(users.userId, 'proxy1'))).toEqual([])
  })

  it('an e-mail change cancels the pending reset links and tells the old address', async () => {
    const manager = await staffWith(db(), {
      USER: { query: true, add: true, edit: true },
      CRM: { query: true, add: true, edit: true },
    })
    const field = await createStaff(db(), { group: 3, email: 'old.address@example.in' })
    const ask = await post(
      '/login',
      new URLSearchParams({ intent: 'reset', userId: field.userId, email: 'old.address@example.in' }),
      { ip: '10.2.0.1' },
    )
    expect(ask.status).toBe(200)
    const live = () =>
      db()
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userSrno, field.srno), isNull(passwordResetTokens.usedAt)))
    expect(await live()).toHaveLength(1)
    const res = await post(
      '/user-list',
      new URLSearchParams(userForm({ userSrno: String(field.srno), email: 'new.address@example.in' })),
      { cookie: manager.cookie },
    )
    expect(res.status).toBe(302)
    expect(await live()).toHaveLength(0)
    const notice = (await db().select().from(mailOutbox)).filter((m) => m.toAddress === 'old.address@example.in')
    expect(notice.some((m) => m.subject.includes('e-mail address of your staff account was changed'))).toBe(true)
  })
})

describe('3. right groups cannot be raised or emptied', () => {
  async function rightSrno(key: string) {
    const [row] = await db().select({ srno: rights.srno }).from(rights).where(eq(rights.key, key))
    return String(row!.srno)
  }
  const change = (cookie: string, group: number, right: string, q: string, a: string, e: string) =>
    post(
      '/right-list',
      new URLSearchParams({
        intent: 'save-right',
        groupSrno: String(group),
        rightSrno: right,
        query: q,
        add: a,
        edit: e,
      }),
      { cookie },
    )

  it('nobody changes the rights of their own group', async () => {
    const holder = await staffWith(db(), { RIGHT: { query: true, add: true, edit: true } })
    const before = await snapshot(db())
    const res = await change(holder.cookie, holder.group, await rightSrno('ADMIN'), '1', '1', '1')
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(html(messages.GROUP_OWN))
    expect(await snapshot(db())).toBe(before)
  })

  it('a right can only be given by someone who holds it', async () => {
    const holder = await staffWith(db(), { RIGHT: { query: true, add: true, edit: true } })
    const other = await createGroup(db(), {})
    const res = await change(holder.cookie, other, await rightSrno('USER'), '1', '1', '1')
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(html(messages.GROUP_NOT_GRANTABLE))
    expect((await rightsOfGroup(db(), other)).get('USER')).toBeUndefined()
  })

  it('the Administrator group keeps every right', async () => {
    const holder = await staffWith(db(), { RIGHT: { query: true, add: true, edit: true } })
    const before = await snapshot(db())
    const res = await change(holder.cookie, 1, await rightSrno('RIGHT'), '0', '0', '0')
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(html(messages.GROUP_ADMINISTRATOR_FIXED))
    expect(await snapshot(db())).toBe(before)
  })

  it('the last group holding RIGHT edit keeps it', async () => {
    const rightKey = Number(await rightSrno('RIGHT'))
    const keeper = await createGroup(db(), { RIGHT: { query: true, add: true, edit: true } })
    // Every other group loses RIGHT edit (only possible outside the product), so `keeper` is the last.
    await db()
      .update(groupRights)
      .set({ canEdit: false })
      .where(and(eq(groupRights.rightSrno, rightKey), sql`${groupRights.groupSrno} <> ${keeper}`))
    try {
      const all = new Map([['RIGHT', { query: true, add: true, edit: true }]])
      const actor = { userSrno: 1, userId: 'admin', ip: '', rights: all, rightGroup: 9999 }
      await expect(
        setGroupRight(db(), actor, { srno: keeper, right: rightKey, query: true, add: true, edit: false }),
      ).rejects.toMatchObject({ code: 'GROUP_LAST_RIGHT_EDITOR' })
    } finally {
      await db().update(groupRights).set({ canEdit: true }).where(eq(groupRights.groupSrno, 1))
    }
  })
})

describe('4. no open redirect after sign-in', () => {
  it.each([
    '/.//evil.example/phish',
    '/login/..//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
  ])('redirectTo=%s lands on this site', async (target) => {
    const res = await post(
      '/login',
      new URLSearchParams({ intent: 'signin', userId: 'admin', password: TEST_ADMIN_PASSWORD, redirectTo: target }),
      { ip: '10.4.0.1' },
    )
    expect(res.status).toBe(302)
    const location = res.headers.get('location') ?? ''
    expect(location.startsWith('/')).toBe(true)
    expect(location.startsWith('//')).toBe(false)
    expect(new URL(location, 'http://staff.example.in').host).toBe('staff.example.in')
  })
})

describe('5. one spelling of each path before every limit', () => {
  it.each(['/api/./callback', '/./enquiry', '/x/../enquiry', '/api/./contact_a.php', '/api//callback', '/%2e/enquiry'])(
    'POST %s is refused, not served under another limit',
    async (path) => {
      const before = await snapshot(db())
      const res = await rawRequest(server.url, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.5.0.1' },
        body: 'name=Asha&phone=9876543210&email=a%40b.in&variant=home&service=Fastag',
      })
      expect(res.status).toBe(400)
      expect(await snapshot(db())).toBe(before)
    },
  )

  it('GET of a dotted path is sent to its one spelling', async () => {
    const res = await rawRequest(server.url, { path: '/services/./insurance?x=1' })
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/services/insurance?x=1')
    const dotted = await rawRequest(server.url, { path: '/.//evil.example/x' })
    expect(dotted.headers.location).toBe('/evil.example/x')
  })

  it('the upload allowance cannot be borrowed: /crm/../api/callback is refused', async () => {
    const res = await chunkedForm('/crm/../api/callback', '10.5.0.2', 160)
    expect(res.status).toBe(400)
  })

  it('a chunked body is counted as it arrives and refused past the limit', async () => {
    const rssBefore = process.memoryUsage().rss
    const res = await chunkedForm('/api/callback', '10.5.0.3', 960)
    expect(res.status).toBe(413)
    expect(res.body).toContain(messages.PAYLOAD_TOO_LARGE)
    // 60 MB sent; the server stopped reading at the limit instead of holding the body.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(40 * 1024 * 1024)
  })

  it('after the 413 the connection lingers: a client still sending reads the answer and sees a clean close, not a reset', async () => {
    const connection = await rawConnection(Number(new URL(server.url).port))
    const errors: string[] = []
    connection.socket.on('error', (error: NodeJS.ErrnoException) => errors.push(String(error.code)))
    const ended = once(connection.socket, 'end')
    const piece = Buffer.alloc(64 * 1024, 'a')
    const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
    connection.socket.write(chunkedCallbackHead('10.5.0.4'))
    for (let i = 0; i < 8; i++) connection.socket.write(chunk)
    const answer = await connection.until((got) => got.includes(Buffer.from(messages.PAYLOAD_TOO_LARGE)))
    expect(answer.toString('latin1')).toMatch(/^HTTP\/1\.1 413 /)
    // The client goes on sending after the answer has come: the server still reads (and drops) it.
    for (let i = 0; i < 16; i++) connection.socket.write(chunk)
    await new Promise<void>((resolve) => connection.socket.write('0\r\n\r\n', () => resolve()))
    await ended
    connection.socket.end()
    await connection.closed
    expect(errors).toEqual([])
  })

  it('a refused client that neither sends nor closes is closed by the server after a moment', async () => {
    const connection = await rawConnection(Number(new URL(server.url).port))
    const piece = Buffer.alloc(300 * 1024, 'a')
    connection.socket.write(`${chunkedCallbackHead('10.5.0.5')}${piece.length.toString(16)}\r\n`)
    connection.socket.write(piece)
    const all = await connection.closed
    expect(all.toString('latin1')).toMatch(/^HTTP\/1\.1 413 /)
  })
})

describe('6. sign-in throttling cannot lock anyone out', () => {
  it('wrong passwords from one address make that address wait, not the user id', async () => {
    const victim = await createStaff(db(), { group: 3 })
    for (let i = 0; i < 5; i++) expect((await signIn(victim.userId, 'Wrong12345', '10.6.0.1')).status).toBe(401)
    const throttled = await signIn(victim.userId, victim.password, '10.6.0.1')
    expect(throttled.status).toBe(429)
    const text = await throttled.text()
    expect(text).toContain('Too many wrong passwords for this User Id from your network')
    expect(text).toContain('1 minute')
    // The owner, from another address, signs in at once.
    const owner = await signIn(victim.userId, victim.password, '10.6.0.2')
    expect(owner.status).toBe(302)
    expect(owner.headers.get('location')).toBe('/crm')
  })

  it('many addresses only slow a user id down; its owner still signs in', async () => {
    const victim = await createStaff(db(), { group: 3 })
    const lower = victim.userId.toLowerCase()
    await db()
      .insert(loginAttempts)
      .values(Array.from({ length: 24 }, (_, i) => ({ userIdLower: lower, ip: `10.66.0.${i}`, success: false })))
    const started = Date.now()
    const res = await signIn(victim.userId, victim.password, '10.6.1.1')
    expect(res.status).toBe(302)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('a successful password reset lifts the wait', async () => {
    const victim = await createStaff(db(), { group: 3, email: 'locked.out@example.in' })
    for (let i = 0; i < 6; i++) await signIn(victim.userId, 'Wrong12345', '10.6.2.1')
    expect((await signIn(victim.userId, victim.password, '10.6.2.1')).status).toBe(429)
    await post(
      '/login',
      new URLSearchParams({ intent: 'reset', userId: victim.userId, email: 'locked.out@example.in' }),
      {
        ip: '10.6.2.1',
      },
    )
    const mail = (await db().select().from(mailOutbox)).filter((m) => m.toAddress === 'locked.out@example.in').at(-1)!
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!
    const done = await post(
      '/changepassword',
      new URLSearchParams({ intent: 'reset', token, new: 'Unlocked9', rnew: 'Unlocked9' }),
      { ip: '10.6.2.1' },
    )
    expect(done.status).toBe(302)
    expect((await signIn(victim.userId, 'Unlocked9', '10.6.2.1')).status).toBe(302)
  })
})

describe('7. logs carry reasons, never values', () => {
  it('a failed query is logged by its database reason only', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'
    const error = await db()
      .insert(users)
      .values({
        userId: 'nul\u0000user',
        userName: 'Priya Sharma',
        mobile: '9876501234',
        email: 'priya@example.in',
        rightGroup: 3,
        passwordHash: hash,
      })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toBeTruthy()
    const logged = JSON.stringify(errorReason(error))
    for (const value of [hash, 'Priya Sharma', '9876501234', 'priya@example.in', 'nul']) {
      expect(logged).not.toContain(value)
    }
    expect(logged).toMatch(/"code":"22021"|invalid byte sequence/)
  })

  it('a user save with a NUL byte is refused by the schema, and nothing personal reaches the log', async () => {
    const admin = await sessionCookieFor(db(), 1)
    const res = await post(
      '/user-list',
      new URLSearchParams(userForm({ userSrno: '0', userId: 'nulman', userName: 'Priya\u0000Sharma' })),
      { cookie: admin },
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(html(messages.FORBIDDEN_CHARACTERS))
    // The test server checks every log line for hashes, passwords, e-mails and mobiles when it closes.
  })
})

describe('8. bad input is a 400 with a clear message', () => {
  it.each([
    ['/enquiry', { name: 'A\u0000', phone: '9876543210', email: 'a@b.in', variant: 'home', service: 'Fastag' }],
    ['/api/callback', { name: 'A\u0000', phone: '9876543210' }],
    ['/login', { intent: 'signin', userId: 'admin\u0000', password: 'x' }],
  ])('%s refuses a NUL byte with a clear message', async (path, fields) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: server.url },
      body: new URLSearchParams(fields),
    })
    expect(res.status).toBe(400)
    const text = await res.text()
    expect(text.includes(messages.FORBIDDEN_CHARACTERS) || text.includes(html(messages.FORBIDDEN_CHARACTERS))).toBe(
      true,
    )
  })

  it('an out-of-range serial is refused, not sent to the database', async () => {
    const admin = await sessionCookieFor(db(), 1)
    const res = await post('/user-list', new URLSearchParams(userForm({ userSrno: '99999999999' })), { cookie: admin })
    expect(res.status).toBe(400)
    const group = await post(
      '/right-list',
      new URLSearchParams({
        intent: 'save-right',
        groupSrno: '99999999999',
        rightSrno: '1',
        query: '1',
        add: '1',
        edit: '1',
      }),
      { cookie: admin },
    )
    expect(group.status).toBe(400)
  })
})

describe('9. password reset', () => {
  const ask = (userId: string, email: string, ip: string) =>
    post('/login', new URLSearchParams({ intent: 'reset', userId, email }), { ip })

  it('many requests for one user id send at most three mails', async () => {
    const u = await createStaff(db(), { group: 3, email: 'flooded@example.in' })
    for (let i = 0; i < 8; i++) await ask(u.userId, 'flooded@example.in', `10.9.0.${i}`)
    const mails = (await db().select().from(mailOutbox)).filter((m) => m.toAddress === 'flooded@example.in')
    expect(mails).toHaveLength(3)
  })

  it('one address may ask ten times, then is told to wait', async () => {
    for (let i = 0; i < 10; i++) expect((await ask(`nobody${i}`, 'x@example.in', '10.9.1.1')).status).toBe(200)
    const res = await ask('nobody-else', 'x@example.in', '10.9.1.1')
    expect(res.status).toBe(429)
    expect(await res.text()).toContain(messages.TOO_MANY_REQUESTS)
  })

  it('only the latest link works, once; the links mailed before it are dead (ADR 0032)', async () => {
    const u = await createStaff(db(), { group: 3, email: 'two.links@example.in' })
    await ask(u.userId, 'two.links@example.in', '10.9.2.1')
    await ask(u.userId, 'two.links@example.in', '10.9.2.2')
    const links = (await db().select().from(mailOutbox))
      .filter((m) => m.toAddress === 'two.links@example.in')
      .map((m) => new URL(/https?:\/\/\S+/.exec(m.body)![0]).searchParams.get('token')!)
    expect(links).toHaveLength(2)
    const latest = await post(
      '/changepassword',
      new URLSearchParams({ intent: 'reset', token: links[1]!, new: 'LatestLink1', rnew: 'LatestLink1' }),
    )
    expect(latest.status).toBe(302)
    // The reset page posts to its own address, token included; a dead link sends the visitor to sign-in.
    const dead: [string, string][] = [
      [links[0]!, 'OlderLink1'],
      [links[1]!, 'AgainLink1'],
    ]
    for (const [token, password] of dead) {
      const res = await post(
        `/changepassword?token=${token}`,
        new URLSearchParams({ intent: 'reset', token, new: password, rnew: password }),
      )
      expect(res.headers.get('location')).toBe('/login?reset=invalid')
      expect((await signIn(u.userId, password, '10.9.2.3')).status).toBe(401)
    }
    expect((await signIn(u.userId, 'LatestLink1', '10.9.2.3')).status).toBe(302)
  })

  it('answers in the same time whether or not the pair matched', async () => {
    const u = await createStaff(db(), { group: 3, email: 'timing@example.in' })
    const timed = async (email: string, ip: string) => {
      const started = performance.now()
      await ask(u.userId, email, ip)
      return performance.now() - started
    }
    const hits: number[] = []
    const misses: number[] = []
    for (let i = 0; i < 5; i++) {
      hits.push(await timed('timing@example.in', `10.9.3.${i}`))
      misses.push(await timed('wrong@example.in', `10.9.4.${i}`))
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!
    // Both wait out the same floor (the rule), so neither answers sooner than it.
    expect(Math.min(...hits, ...misses)).toBeGreaterThanOrEqual(390)
    // Past the floor the difference is noise, far below the floor itself: interleaved medians, compared with the
    // floor rather than with a fixed number of milliseconds, so a busy machine slows both alike.
    expect(Math.abs(median(hits) - median(misses))).toBeLessThan(
      Math.max(60, 0.25 * Math.max(median(hits), median(misses))),
    )
  })
})

describe('10. the rest', () => {
  it('a new password with a space at either end is refused (sign-in trims)', async () => {
    const { cookie } = await signedInStaff(db(), { group: 3, chgPwOnLogon: 1, password: 'Start1234x' })
    const res = await post(
      '/changepassword',
      new URLSearchParams({ intent: 'change', old: 'Start1234x', new: ' Spaced123', rnew: ' Spaced123' }),
      { cookie },
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(html(messages.PASSWORD_EDGE_SPACES))
  })

  it('the current-password check is throttled like a sign-in', async () => {
    const { cookie, ...u } = await signedInStaff(db(), { group: 3 })
    const tryOld = (old: string) =>
      post('/changepassword', new URLSearchParams({ intent: 'change', old, new: 'Brand9New', rnew: 'Brand9New' }), {
        cookie,
        ip: '10.10.0.1',
      })
    for (let i = 0; i < 5; i++) expect((await tryOld(`Wrong${i}xyzA`)).status).toBe(400)
    const res = await tryOld(u.password)
    expect(res.status).toBe(429)
    expect(await res.text()).toContain('Too many wrong passwords')
  })

  it('/api/right_a.php answers every right 0 while a password change is forced, as /api/rights does', async () => {
    const { cookie } = await signedInStaff(db(), { group: 1, chgPwOnLogon: 1 })
    const token = cookie.split('=')[1]!
    const res = await post('/api/right_a.php', new URLSearchParams({ '1': token, '2': 'allrightquery' }))
    const reply = JSON.parse(Buffer.from(await res.text(), 'base64').toString('utf8'))
    expect(reply).toEqual({ ADMIN: '0', USER: '0', CRM: '0', RIGHT: '0', LOGOUT: '1' })
    expect(await (await getPage(server.url, '/api/rights', cookie)).json()).toEqual({
      ...reply,
      ENQUIRY: '0',
      BLOG: '0',
    })
  })

  it('a sign-in ends the session the browser still sent', async () => {
    const first = cookieFrom(await signIn('admin', TEST_ADMIN_PASSWORD, '10.10.1.1'))!
    const second = await post(
      '/login',
      new URLSearchParams({ intent: 'signin', userId: 'admin', password: TEST_ADMIN_PASSWORD }),
      { cookie: first, ip: '10.10.1.1' },
    )
    expect(second.status).toBe(302)
    expect((await getPage(server.url, '/crm', first)).status).toBe(302)
  })

  it('a POST to a page, or a wrong method on an endpoint, is a quiet 405', async () => {
    const before = server.logs.length
    for (const [method, path] of [
      ['POST', '/'],
      ['POST', '/about'],
      ['GET', '/api/contact_a.php'],
      ['GET', '/api/right_a.php'],
      ['PUT', '/enquiry'],
      ['DELETE', '/crm'],
    ] as const) {
      const res = await fetch(server.url + path, { method, redirect: 'manual', headers: { origin: server.url } })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow')).toBeTruthy()
      const body = await res.text()
      expect(body).not.toContain('Unexpected Server Error')
      expect(body).not.toMatch(/\n\s+at /)
    }
    const errors = server.logs.slice(before).filter((l) => l.level === 'error')
    expect(errors).toEqual([])
  })

  it('the raw prerendered files are not served', async () => {
    for (const path of ['/index.html', '/about/index.html']) {
      const res = await getPage(server.url, path)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('__CSP_NONCE__')
    }
  })

  it('opening /login does not sign anyone out (a link cannot end a session)', async () => {
    const cookie = await sessionCookieFor(db(), 1)
    expect((await getPage(server.url, '/login', cookie)).status).toBe(200)
    expect((await getPage(server.url, '/crm', cookie)).status).toBe(200)
  })
})
