import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts, leads, mailOutbox, pushOutbox, pushSubscriptions, serverKeys, users } from '#app/db/schema.ts'
import { alertLeadsGiven } from '#app/domain/alerts/make.server.ts'
import { subscribeDevice } from '#app/domain/alerts/push/subscriptions.server.ts'
import { vapidKeys } from '#app/domain/alerts/push/vapid.server.ts'
import { createPushWorker } from '#app/domain/alerts/push/worker.server.ts'
import { runAlertRound } from '#app/domain/alerts/round.server.ts'
import { requestPasswordReset } from '#app/domain/auth/password-reset.server.ts'
import { runDigestRound } from '#app/domain/digest/send.server.ts'
import { assignLeads, moveAllLeads } from '#app/domain/leads/assign.server.ts'
import { createLeadFromEnquiry } from '#app/domain/leads/assign-enquiry.server.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { type DbHandle, openPostgres } from '#app/lib/db.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { enquiryLeadFields, storedEnquiry, viewerOf } from '../helpers/crm.ts'
import { seedDigestTeam } from '../helpers/digest.ts'
import { checkVapid, deviceKeys, type PushService, startPushService } from '../helpers/push.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage, postForm, sessionCookieFor } from '../helpers/staff.ts'

// D61: alerts. Each event makes one alert for the right people and none for others (D24); the morning's alerts are
// made once across servers (two rounds at once, on PostgreSQL a second pool as a second server); the list, the bell's
// count and "mark all read" through the office; Web Push signed with the server's VAPID keys, encrypted for the device
// (decrypted here, RFC 8291), retried while the push service is down, the subscription removed on 410 and at sign-out;
// alerts, pushes, the digest and the password mail in the user's language.

const SITE = 'http://crm.example.in'
const server = useTestServer({ SITE_URL: SITE })
const today = todayInIndia()
let team: Awaited<ReturnType<typeof seedDigestTeam>>

const viewer = (srno: number) => viewerOf(server.db, srno)

async function newLeads(owner: number, names: string[]): Promise<number[]> {
  const rows = await server.db
    .insert(leads)
    .values(
      names.map((businessName) => ({
        ownerSrno: owner,
        typeSrno: 1,
        nature: 'H',
        businessName,
        statusSrno: 1,
        nextVisit: null,
        clientKey: randomBytes(12).toString('hex'),
      })),
    )
    .returning({ srno: leads.srno })
  return rows.map((r) => r.srno)
}

const alertsOf = (srno: number) => server.db.select().from(alerts).where(eq(alerts.userSrno, srno)).orderBy(alerts.id)

beforeAll(async () => {
  team = await seedDigestTeam(server.db, today)
})

describe('the morning alerts (at DIGEST_HOUR)', () => {
  it("each user's visits due this morning, and a manager's team members with visits overdue 3 days or more", async () => {
    const round = await runAlertRound(server.db, { day: today })
    const mine = async (srno: number) =>
      (await alertsOf(srno)).map((a) => [a.kind, a.facts, a.link] as [string, Record<string, unknown>, string])
    // Farid and Arjun each have one lead due today; Meena none.
    expect(await mine(team.farid.srno)).toEqual([['due-today', { count: 1 }, '/crm?due=1&sort=nextVisit']])
    // Meena: Farid (10 days; his 2-day lead is not yet 3 days, his Closed one never) and Gita (5 days). Not Pavan.
    expect(await mine(team.meena.srno)).toEqual([
      ['team-overdue', { count: 1, person: 'Farid Field' }, `/crm?owner=${team.farid.srno}&due=1&sort=nextVisit`],
      ['team-overdue', { count: 1, person: 'Gita Field' }, `/crm?owner=${team.gita.srno}&due=1&sort=nextVisit`],
    ])
    expect((await mine(team.arjun.srno)).map(([kind, facts]) => [kind, facts])).toEqual([
      ['due-today', { count: 1 }],
      ['team-overdue', { count: 1, person: 'Farid Field' }],
    ])
    // Omar turned the digest mail off, not alerts: his report Olga's lead, 3 days overdue.
    expect(await mine(team.omar.srno)).toEqual([
      ['team-overdue', { count: 1, person: 'Olga Report' }, `/crm?owner=${team.olga.srno}&due=1&sort=nextVisit`],
    ])
    // Nobody else: Pavan (no manager, no lead due today), Gita, Nikhil, Olga.
    for (const who of [team.pavan, team.gita, team.nikhil, team.olga]) expect(await mine(who.srno)).toEqual([])
    expect(round.made).toBe(6)
  })

  it('is made once: a later round of the day, and two rounds at once (two servers), make nothing more', async () => {
    const before = await server.db.select().from(alerts)
    expect((await runAlertRound(server.db, { day: today })).made).toBe(0)
    // The next day, from scratch on both servers at once: each alert once.
    const tomorrow = addDays(today, 1)
    const other: DbHandle | undefined = server.database.url ? await openPostgres(server.database.url) : undefined
    try {
      const [a, b] = await Promise.all([
        runAlertRound(server.db, { day: tomorrow }),
        runAlertRound(other?.db ?? server.db, { day: tomorrow }),
      ])
      const made = (await server.db.select().from(alerts)).length - before.length
      expect(a.made + b.made).toBe(made)
      const keys = (await server.db.select({ k: alerts.onceKey }).from(alerts)).map((r) => r.k).filter(Boolean)
      expect(new Set(keys).size).toBe(keys.length)
      // Tomorrow nothing is due today any more; Farid's 2-day lead is now 3 days late, so his count is 2.
      const meena = await server.db
        .select({ facts: alerts.facts })
        .from(alerts)
        .where(and(eq(alerts.userSrno, team.meena.srno), sql`${alerts.onceKey} like ${`overdue:${tomorrow}:%`}`))
      expect(meena.map((m) => m.facts)).toContainEqual({ count: 2, person: 'Farid Field' })
    } finally {
      await other?.close()
    }
  })

  it('keeps 30 days: older alerts are deleted by the round', async () => {
    const [old] = await server.db
      .insert(alerts)
      .values({ userSrno: team.nikhil.srno, kind: 'due-today', facts: { count: 1 }, link: '/crm' })
      .returning({ id: alerts.id })
    await server.db.execute(sql`update alerts set created_at = now() - interval '31 days' where id = ${old!.id}`)
    expect((await runAlertRound(server.db, { day: today })).deleted).toBe(1)
    expect(await alertsOf(team.nikhil.srno)).toEqual([])
  })
})

describe('a lead given to you', () => {
  it('by an assignment: one alert for the receiver naming the lead, none for the giver or the old owner', async () => {
    const [one] = await newLeads(team.farid.srno, ['Given Alone'])
    const before = (await server.db.select().from(alerts)).length
    await assignLeads(server.db, await viewer(team.meena.srno), { leadIds: [one!] }, team.gita.srno)
    const all = await server.db.select().from(alerts)
    expect(all).toHaveLength(before + 1)
    const [alert] = all.filter((a) => a.facts && (a.facts as { source?: string }).source === 'assign')
    expect(alert).toMatchObject({
      userSrno: team.gita.srno,
      kind: 'lead-given',
      facts: { source: 'assign', count: 1, by: 'Meena Manager', lead: 'Given Alone' },
      link: `/crm/leads/${one}`,
      leadSrno: one,
    })
  })

  it('several leads at once: one alert with their count, opening the receiver’s list', async () => {
    const ids = await newLeads(team.farid.srno, ['Batch One', 'Batch Two', 'Batch Three'])
    await assignLeads(server.db, await viewer(team.meena.srno), { leadIds: ids }, team.gita.srno)
    const [last] = (await alertsOf(team.gita.srno)).slice(-1)
    expect(last).toMatchObject({
      facts: { source: 'assign', count: 3, by: 'Meena Manager' },
      link: `/crm?owner=${team.gita.srno}`,
      leadSrno: null,
    })
  })

  it('by a move of all leads, and an enquiry turned into a lead; not when giving to yourself', async () => {
    await newLeads(team.nikhil.srno, ['Moved A', 'Moved B'])
    const admin = await viewer(1)
    await moveAllLeads(server.db, admin, team.nikhil.srno, team.arjun.srno)
    const [moved] = (await alertsOf(team.arjun.srno)).slice(-1)
    expect(moved).toMatchObject({ facts: { source: 'move', count: 2 } })
    expect(moved!.facts).toMatchObject({ by: expect.any(String) })

    const enquiry = () => storedEnquiry(server.db, { name: 'Kavita Rao', phone: '9812312312', service: 'AEPS' })
    const fields = (id: number, owner: number) =>
      enquiryLeadFields(id, owner, {
        businessName: 'Rao Mobile Point',
        contactPerson: 'Kavita Rao',
        mobile: '9812312312',
      })
    const { srno } = await createLeadFromEnquiry(server.db, admin, fields(await enquiry(), team.farid.srno))
    const [fromEnquiry] = (await alertsOf(team.farid.srno)).slice(-1)
    expect(fromEnquiry).toMatchObject({
      facts: { source: 'enquiry', count: 1, lead: 'Rao Mobile Point' },
      link: `/crm/leads/${srno}`,
    })
    // The administrator turning an enquiry into their own lead is not alerted.
    const adminBefore = (await alertsOf(1)).length
    await createLeadFromEnquiry(server.db, admin, fields(await enquiry(), 1))
    expect(await alertsOf(1)).toHaveLength(adminBefore)
  })

  it('is one function for any source (an import naming the owner calls it too)', async () => {
    const ids = await newLeads(team.pavan.srno, ['Imported One', 'Imported Two'])
    const id = await server.db.transaction((tx) =>
      alertLeadsGiven(tx, { leadIds: ids, receiverSrno: team.pavan.srno, source: 'import', bySrno: team.meena.srno }),
    )
    const [row] = await server.db.select().from(alerts).where(eq(alerts.id, id!))
    expect(row).toMatchObject({ userSrno: team.pavan.srno, facts: { source: 'import', count: 2 } })
    // Nothing for an empty list, or for leads the importer gave themself.
    expect(
      await server.db.transaction((tx) =>
        alertLeadsGiven(tx, { leadIds: [], receiverSrno: team.pavan.srno, source: 'import', bySrno: 1 }),
      ),
    ).toBeNull()
    expect(
      await server.db.transaction((tx) =>
        alertLeadsGiven(tx, { leadIds: ids, receiverSrno: team.pavan.srno, source: 'import', bySrno: team.pavan.srno }),
      ),
    ).toBeNull()
  })
})

describe('the list of notifications and the bell', () => {
  it('shows the unread count in the header; the list newest first in the user’s language; opening one reads it', async () => {
    const cookie = await sessionCookieFor(server.db, team.gita.srno)
    const unread = (await alertsOf(team.gita.srno)).filter((a) => !a.readAt)
    expect(unread.length).toBeGreaterThanOrEqual(2)
    const crm = await (await getPage(server.url, '/crm', cookie)).text()
    expect(crm).toMatch(new RegExp(`data-testid="alert-count"[^>]*>${unread.length}<`))
    expect(crm).toContain(`Notifications: ${unread.length} unread notifications`)
    const list = await (await getPage(server.url, '/alerts', cookie)).text()
    expect(list).toContain('Meena Manager gave you 3 leads')
    expect(list).toContain('Meena Manager gave you the lead Given Alone')
    expect(list.indexOf('gave you 3 leads')).toBeLessThan(list.indexOf('gave you the lead Given Alone'))
    // Opening one: it is read, and the page goes to its lead.
    const first = unread[0]!
    const open = await getPage(server.url, `/alerts?open=${first.id}`, cookie)
    expect(open.status).toBe(302)
    expect(open.headers.get('location')).toBe(first.link)
    const [read] = await server.db.select().from(alerts).where(eq(alerts.id, first.id))
    expect(read!.readAt).not.toBeNull()
    // Another user's alert cannot be opened or read by id: the list is shown, the alert stays unread.
    const [meenaAlert] = await alertsOf(team.meena.srno)
    const theirs = await getPage(server.url, `/alerts?open=${meenaAlert!.id}`, cookie)
    expect(theirs.status).toBe(200)
    expect(await theirs.text()).not.toContain('Gita Field has')
    const [still] = await server.db.select().from(alerts).where(eq(alerts.id, meenaAlert!.id))
    expect(still!.readAt).toBeNull()
  })

  it('"mark all read" reads every alert of the user, and only theirs', async () => {
    const cookie = await sessionCookieFor(server.db, team.gita.srno)
    const res = await postForm(server.url, '/alerts', { intent: 'mark-all-read' }, cookie)
    expect(res.status).toBe(200)
    expect((await alertsOf(team.gita.srno)).every((a) => a.readAt)).toBe(true)
    expect((await alertsOf(team.meena.srno)).some((a) => !a.readAt)).toBe(true)
    const crm = await (await getPage(server.url, '/crm', cookie)).text()
    expect(crm).not.toContain('data-testid="alert-count"')
  })

  it('speaks Hindi to a Hindi user', async () => {
    await server.db.update(users).set({ locale: 'hi' }).where(eq(users.srno, team.meena.srno))
    try {
      const cookie = await sessionCookieFor(server.db, team.meena.srno)
      const list = await (await getPage(server.url, '/alerts', cookie)).text()
      expect(list).toContain('Gita Field की 1 विज़िट 3 दिन या ज़्यादा से छूटी है')
      expect(list).toContain('सब पढ़ी हुई करें')
    } finally {
      await server.db.update(users).set({ locale: 'en' }).where(eq(users.srno, team.meena.srno))
    }
  })
})

describe('Web Push', () => {
  let push: PushService
  const log = createLogger('silent')
  const worker = (options: { baseDelayMs?: number } = {}) =>
    createPushWorker({
      db: server.db,
      keys: () => vapidKeys(server.db, server.settings),
      log,
      agent: push.agent,
      ...options,
    })
  beforeAll(async () => {
    push = await startPushService()
  })
  afterAll(async () => {
    await push?.close()
  })

  it('sends each alert to the user’s devices, signed with the kept VAPID key and decrypting to the alert', async () => {
    const phone = push.device('farid-phone')
    const tablet = push.device('farid-tablet')
    const session = { userSrno: team.farid.srno, sessionId: 0 }
    await subscribeDevice(server.db, session, phone)
    await subscribeDevice(server.db, session, tablet)
    const [lead] = await newLeads(team.gita.srno, ['Pushed Shop'])
    await assignLeads(server.db, await viewer(team.meena.srno), { leadIds: [lead!] }, team.farid.srno)
    const [alert] = (await alertsOf(team.farid.srno)).slice(-1)
    expect(await worker().runOnce()).toEqual({ sent: 2, failed: 0, gone: 0 })
    expect(push.received.map((r) => r.path).sort()).toEqual(['/push/farid-phone', '/push/farid-tablet'])
    const got = push.received.find((r) => r.path === '/push/farid-phone')!
    expect(got.headers['content-encoding']).toBe('aes128gcm')
    expect(JSON.parse(phone.decrypt(got.body))).toEqual({
      title: 'Meena Manager gave you the lead Pushed Shop',
      url: `/alerts?open=${alert!.id}`,
      tag: `alert-${alert!.id}`,
    })
    // Signed with the key pair the server made at first start and kept (the same for every server).
    const [kept] = await server.db.select().from(serverKeys)
    expect(checkVapid(String(got.headers.authorization), push.url)).toBe(kept!.publicKey)
    // Sent once: the next round has nothing.
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, gone: 0 })
  })

  it('in the user’s language', async () => {
    await server.db.update(users).set({ locale: 'hi' }).where(eq(users.srno, team.farid.srno))
    push.received.length = 0
    const phone = deviceKeys(`${push.url}/push/farid-hindi`)
    await subscribeDevice(server.db, { userSrno: team.farid.srno, sessionId: 0 }, phone)
    const [lead] = await newLeads(team.gita.srno, ['Hindi Shop'])
    await assignLeads(server.db, await viewer(team.meena.srno), { leadIds: [lead!] }, team.farid.srno)
    await worker().runOnce()
    const got = push.received.find((r) => r.path === '/push/farid-hindi')!
    expect(JSON.parse(phone.decrypt(got.body)).title).toBe('Meena Manager ने आपको लीड दी: Hindi Shop')
    await server.db.update(users).set({ locale: 'en' }).where(eq(users.srno, team.farid.srno))
  })

  it('a push service down for a while delays the push, which is delivered once it is back', async () => {
    await server.db.delete(pushSubscriptions)
    push.received.length = 0
    const phone = push.device('gita-phone')
    await subscribeDevice(server.db, { userSrno: team.gita.srno, sessionId: 0 }, phone)
    const [lead] = await newLeads(team.farid.srno, ['Late Shop'])
    await assignLeads(server.db, await viewer(team.meena.srno), { leadIds: [lead!] }, team.gita.srno)
    push.answer(503)
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1, gone: 0 })
    const [waiting] = await server.db.select().from(pushOutbox).where(sql`${pushOutbox.sentAt} is null`)
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'push service answered 503' })
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    // Not due yet: nothing is tried.
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, gone: 0 })
    // The service is back and the delay has passed.
    push.answer(201)
    await server.db.update(pushOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(pushOutbox.id, waiting!.id))
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0, gone: 0 })
    const last = push.received.at(-1)!
    expect(JSON.parse(phone.decrypt(last.body)).title).toBe('Meena Manager gave you the lead Late Shop')
  })

  it('a push service answering 410 (or 404) removes the subscription and its pushes', async () => {
    const [lead] = await newLeads(team.farid.srno, ['Gone Shop'])
    await assignLeads(server.db, await viewer(team.meena.srno), { leadIds: [lead!] }, team.gita.srno)
    push.answer(410)
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, gone: 1 })
    expect(
      await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userSrno, team.gita.srno)),
    ).toEqual([])
    expect(await server.db.select().from(pushOutbox).where(sql`${pushOutbox.sentAt} is null`)).toEqual([])
    push.answer(201)
  })

  it('a device subscribes from its own page; another user signing in there removes it; so does signing out', async () => {
    const { decrypt: _decrypt, ...phone } = deviceKeys('https://fcm.googleapis.com/fcm/send/test-device-1')
    const gita = await sessionCookieFor(server.db, team.gita.srno)
    const page = await getPage(server.url, '/account/notifications', gita)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Notifications on this phone')
    const on = await postForm(server.url, '/account/notifications', { intent: 'push-on', ...phone }, gita)
    expect(on.status).toBe(200)
    const rows = () => server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint))
    expect((await rows())[0]).toMatchObject({ userSrno: team.gita.srno, p256dh: phone.p256dh })
    // An endpoint that is not a push service's https address (a local or numeric host) is refused, nothing kept.
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1:8080/x',
      'https://localhost/x',
      'https://intranet.local/x',
    ]) {
      const bad = await postForm(server.url, '/account/notifications', { intent: 'push-on', ...phone, endpoint }, gita)
      expect(bad.status, endpoint).toBeLessThan(500)
      expect(await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual(
        [],
      )
    }
    // Farid signs in on the same phone: its subscription (Gita's) is removed, and the phone told to drop it.
    const farid = await sessionCookieFor(server.db, team.farid.srno)
    const confirm = await postForm(
      server.url,
      '/account/notifications',
      { intent: 'push-confirm', endpoint: phone.endpoint },
      farid,
    )
    expect(confirm.status).toBe(200)
    expect(await rows()).toEqual([])
    // Turning it off removes only the user's own: Farid cannot turn off Gita's phone.
    await postForm(server.url, '/account/notifications', { intent: 'push-on', ...phone }, gita)
    await postForm(server.url, '/account/notifications', { intent: 'push-off', endpoint: phone.endpoint }, farid)
    expect(await rows()).toHaveLength(1)
    await postForm(server.url, '/account/notifications', { intent: 'push-off', endpoint: phone.endpoint }, gita)
    expect(await rows()).toEqual([])
    // Gita turns it on again, then signs out on that phone: removed with her session.
    await postForm(server.url, '/account/notifications', { intent: 'push-on', ...phone }, gita)
    await postForm(server.url, '/account/notifications', { intent: 'push-confirm', endpoint: phone.endpoint }, gita)
    expect(await rows()).toHaveLength(1)
    const out = await postForm(server.url, '/logout', { intent: 'logout' }, gita)
    expect(out.status).toBe(302)
    expect(await rows()).toEqual([])
  })
})

describe('mails in the user’s language', () => {
  it('the digest in Hindi for a Hindi user (subject, text and HTML)', async () => {
    await server.db.update(users).set({ locale: 'hi' }).where(eq(users.srno, team.farid.srno))
    const day = addDays(today, 5)
    await server.db.update(leads).set({ nextVisit: day }).where(eq(leads.srno, team.leads.faridToday))
    await runDigestRound(server.db, { day, siteUrl: SITE, companyShortName: 'Sahaj Seva' })
    const [farid] = await server.db.select({ email: users.email }).from(users).where(eq(users.srno, team.farid.srno))
    const [mail] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, farid!.email))
    expect(mail!.subject).toMatch(/^रोज़ सुबह का मेल \d\d\/\d\d\/\d{4}: आज \d+ विज़िट$/)
    expect(mail!.body).toContain('सुप्रभात, Farid Field।')
    expect(mail!.body).toContain(`Farid Today (Farid Contact, 9800000001)  ${SITE}/crm/leads/${team.leads.faridToday}`)
    expect(mail!.htmlBody).toContain('<html lang="hi">')
    expect(mail!.htmlBody).toContain('आज की आपकी विज़िट')
    await server.db.update(users).set({ locale: 'en' }).where(eq(users.srno, team.farid.srno))
  })

  it('the password reset mail in Hindi for a Hindi user', async () => {
    await server.db.update(users).set({ locale: 'hi' }).where(eq(users.srno, team.gita.srno))
    const [gita] = await server.db
      .select({ userId: users.userId, email: users.email })
      .from(users)
      .where(eq(users.srno, team.gita.srno))
    await requestPasswordReset(
      server.db,
      { userId: gita!.userId, email: gita!.email },
      { siteUrl: SITE, companyName: 'Sahaj Seva', ip: '10.9.8.7' },
    )
    const [mail] = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, gita!.email), sql`${mailOutbox.subject} like '%पासवर्ड%'`))
    expect(mail!.subject).toBe('Sahaj Seva स्टाफ़ पासवर्ड नया बनाएँ')
    expect(mail!.body).toContain(`नमस्ते ${gita!.userId},`)
    expect(mail!.body).toContain(`${SITE}/changepassword?token=`)
  })
})
