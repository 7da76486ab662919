import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activityLog,
  digestMarks,
  leads,
  leadVisits,
  mailOutbox,
  reportingLines,
  storedFiles,
  users,
} from '#app/db/schema.ts'
import { digestContent } from '#app/domain/digest/content.server.ts'
import { runDigestRound } from '#app/domain/digest/send.server.ts'
import { enqueueMail } from '#app/domain/mail/outbox.server.ts'
import { addDays, startOfIndiaDay, todayInIndia } from '#app/lib/dates.ts'
import { type DbHandle, openPostgres } from '#app/lib/db.server.ts'
import { createTestDatabase, TEST_ADMIN_PASSWORD, type TestDatabase } from '../helpers/db.ts'
import { seedDigestTeam } from '../helpers/digest.ts'
import { type StartedServer, startServer } from '../helpers/process.ts'
import { useTestServer } from '../helpers/server.ts'
import { mailWorkerTo, type SmtpCapture, startSmtpCapture } from '../helpers/smtp.ts'
import { createGroup, createStaff, getPage, postForm, sessionCookieFor } from '../helpers/staff.ts'

// D52: the morning digest. Its content (a manager's team overdue visits by person, most overdue first, yesterday's
// suspect visits; everyone's visits due today), the mail (text and HTML, links on SITE_URL), once per user and day
// (the day's mark inserted with the mail), the user's opt-out, and no mail when there is nothing to say.

// Plain http: on https the session cookie takes the __Host- name the test helpers do not send.
const SITE = 'http://crm.example.in'
const server = useTestServer({ SITE_URL: SITE })
let team: Awaited<ReturnType<typeof seedDigestTeam>>
const today = todayInIndia()
const round = (db = server.db) => runDigestRound(db, { day: today, siteUrl: SITE, companyShortName: 'Sahaj Seva' })

beforeAll(async () => {
  team = await seedDigestTeam(server.db, today)
})

const mailsTo = async (srno: number) => {
  const [user] = await server.db.select({ email: users.email }).from(users).where(eq(users.srno, srno))
  return server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user!.email))
}

describe('digest content', () => {
  it("gives a manager the team's overdue visits by person, most overdue first, and yesterday's suspect visits", async () => {
    const content = await digestContent(server.db, team.meena.srno, today)
    expect(content.overdue.map((p) => p.name)).toEqual(['Farid Field', 'Gita Field'])
    expect(content.overdue[0]!.leads.map((l) => l.businessName)).toEqual(['Farid Ten Days', 'Farid Two Days'])
    expect(content.overdue[0]!.total).toBe(2)
    expect(content.overdue[1]!.leads.map((l) => l.nextVisit)).toEqual([addDays(today, -5)])
    // Yesterday's only, and only far, without a location or with an old photo.
    const suspect = content.suspect.flatMap((p) => p.visits.map((v) => [p.name, v.businessName]))
    expect(suspect).toEqual([
      ['Farid Field', 'Farid Ten Days'],
      ['Farid Field', 'Farid Two Days'],
      ['Gita Field', 'Gita Five Days'],
    ])
    expect(content.suspect[0]!.visits[0]).toMatchObject({ far: true, distanceM: 1200 })
    expect(content.suspect[0]!.visits[1]).toMatchObject({ noLocation: true })
    expect(content.suspect[1]!.visits[0]).toMatchObject({ oldPhoto: true })
    // The manager has no lead due today; Pavan (outside the team) and the Closed lead are not there.
    expect(content.dueToday.total).toBe(0)
    expect(JSON.stringify(content)).not.toContain('Pavan')
    expect(JSON.stringify(content)).not.toContain('Farid Closed')
  })

  it('gives a team lead their own subtree and their own visits due today; a field user theirs', async () => {
    const arjun = await digestContent(server.db, team.arjun.srno, today)
    expect(arjun.overdue.map((p) => p.name)).toEqual(['Farid Field'])
    expect(arjun.dueToday.leads.map((l) => l.businessName)).toEqual(['Arjun Today'])
    const farid = await digestContent(server.db, team.farid.srno, today)
    expect(farid.overdue).toEqual([])
    expect(farid.suspect).toEqual([])
    expect(farid.dueToday.leads.map((l) => l.businessName)).toEqual(['Farid Today'])
  })
})

describe('digest round', () => {
  it('queues one mail per user with something to say, text and HTML, links on SITE_URL', async () => {
    const first = await round()
    // Meena (team), Arjun (his subtree and his own lead due today), Farid (due today).
    expect(first.queued).toBe(3)
    const [meenaMail] = await mailsTo(team.meena.srno)
    expect(meenaMail!.subject).toMatch(/^Daily digest \d\d\/\d\d\/\d{4}: 3 overdue, 3 suspect visits$/)
    expect(meenaMail!.body).toContain('Overdue visits of your team (3)')
    expect(meenaMail!.body).toContain(`Farid Field: 2 overdue. All: ${SITE}/crm?owner=${team.farid.srno}&due=1`)
    expect(meenaMail!.body).toContain(
      `Farid Ten Days (Farid Contact, 9800000001)  ${SITE}/crm/leads/${team.leads.faridTen}`,
    )
    expect(meenaMail!.body.indexOf('Farid Ten Days')).toBeLessThan(meenaMail!.body.indexOf('Farid Two Days'))
    expect(meenaMail!.body.indexOf('Farid Field')).toBeLessThan(meenaMail!.body.indexOf('Gita Field'))
    expect(meenaMail!.body).toContain('Far from the lead: 1.2 km')
    expect(meenaMail!.body).toContain('No location')
    expect(meenaMail!.body).toContain('Old photo')
    expect(meenaMail!.body).toContain(`To turn it off: ${SITE}/account/digest`)
    expect(meenaMail!.htmlBody).toContain(`<a href="${SITE}/crm/leads/${team.leads.gitaFive}"`)
    expect(meenaMail!.htmlBody).toContain('Gita Five Days')
    const [faridMail] = await mailsTo(team.farid.srno)
    expect(faridMail!.subject).toMatch(/: 1 due today$/)
    expect(faridMail!.body).toContain('Your visits due today (1)')
    expect(faridMail!.body).not.toContain('Overdue')
  })

  it('sends nothing to a user with nothing to say, nor to one who turned it off, and nothing twice', async () => {
    expect(await mailsTo(team.nikhil.srno)).toHaveLength(0)
    expect(await mailsTo(team.gita.srno)).toHaveLength(0)
    expect(await mailsTo(team.omar.srno)).toHaveLength(0)
    // Nothing to say: marked, so later rounds of the day pass them by; turned off: not marked.
    const marks = await server.db.select().from(digestMarks).where(eq(digestMarks.day, today))
    const marked = (srno: number) => marks.find((m) => m.userSrno === srno)
    expect(marked(team.nikhil.srno)?.mailId).toBeNull()
    expect(marked(team.omar.srno)).toBeUndefined()
    expect(marked(team.meena.srno)?.mailId).toBeTypeOf('number')
    const before = (await server.db.select().from(mailOutbox)).length
    expect(await round()).toEqual({ queued: 0, empty: 0, skipped: 0 })
    expect(await server.db.select().from(mailOutbox)).toHaveLength(before)
  })

  it('two rounds at once (two servers) queue each mail once', async () => {
    await server.db.delete(digestMarks)
    await server.db.delete(mailOutbox)
    // On PostgreSQL the second round runs on a pool of its own, as a second server would.
    const other: DbHandle | undefined = server.database.url ? await openPostgres(server.database.url) : undefined
    try {
      const [a, b] = await Promise.all([round(), round(other?.db)])
      expect(a.queued + b.queued).toBe(3)
      const mails = await server.db.select({ to: mailOutbox.toAddress }).from(mailOutbox)
      expect(new Set(mails.map((m) => m.to)).size).toBe(mails.length)
      expect(mails).toHaveLength(3)
    } finally {
      await other?.close()
    }
  })
})

describe('opt-out', () => {
  it('the user turns the digest off and on at /account/digest, only their own, logged', async () => {
    const cookie = await sessionCookieFor(server.db, team.arjun.srno)
    const res = await getPage(server.url, '/account/digest', cookie)
    const page = await res.text()
    expect(res.status, res.headers.get('location') ?? '').toBe(200)
    expect(page).toContain('Daily digest mail')
    expect(page).toContain('Turn the daily digest off')
    const off = await postForm(server.url, '/account/digest', { intent: 'digest-off' }, cookie)
    expect(off.status).toBe(200)
    const [row] = await server.db.select().from(users).where(eq(users.srno, team.arjun.srno))
    expect(row!.digestOff).toBe(true)
    // Turned off: the next day's round sends Arjun nothing.
    const tomorrow = addDays(today, 1)
    await runDigestRound(server.db, { day: tomorrow, siteUrl: SITE, companyShortName: 'Sahaj Seva' })
    const marks = await server.db
      .select()
      .from(digestMarks)
      .where(and(eq(digestMarks.day, tomorrow), eq(digestMarks.userSrno, team.arjun.srno)))
    expect(marks).toHaveLength(0)
    await postForm(server.url, '/account/digest', { intent: 'digest-on' }, cookie)
    const [again] = await server.db.select().from(users).where(eq(users.srno, team.arjun.srno))
    expect(again!.digestOff).toBe(false)
    const logged = await server.db
      .select({ d: activityLog.description })
      .from(activityLog)
      .where(and(eq(activityLog.userSrno, team.arjun.srno), eq(activityLog.action, 'digest-changed')))
    expect(logged.map((r) => r.d)).toEqual(['Turned the daily digest mail off', 'Turned the daily digest mail on'])
    // Another user's setting cannot be named: an unknown intent or a user id changes nothing of Meena's.
    const bad = await postForm(
      server.url,
      '/account/digest',
      { intent: 'digest-off', userSrno: String(team.meena.srno) },
      cookie,
    )
    expect(bad.status).toBeLessThan(500)
    const [meena] = await server.db.select().from(users).where(eq(users.srno, team.meena.srno))
    expect(meena!.digestOff).toBe(false)
    await postForm(server.url, '/account/digest', { intent: 'digest-on' }, cookie)
  })
})

describe('the mail worker sends the HTML part', () => {
  it('as a multipart/alternative mail beside the plain text', async () => {
    const smtp = await startSmtpCapture()
    const worker = mailWorkerTo(server.db, smtp.port)
    try {
      await server.db.delete(mailOutbox)
      await enqueueMail(server.db, {
        to: 'html@example.in',
        subject: 'Both',
        text: 'Plain words',
        html: '<p>Rich words</p>',
      })
      await enqueueMail(server.db, { to: 'text@example.in', subject: 'Text only', text: 'Only plain' })
      await worker.runOnce()
      const both = smtp.messages.find((m) => m.subject === 'Both')!
      expect(both.headers).toMatch(/Content-Type: multipart\/alternative/i)
      expect(both.raw).toMatch(/Content-Type: text\/plain/i)
      expect(both.raw).toMatch(/Content-Type: text\/html/i)
      expect(both.raw).toContain('Rich words')
      const plain = smtp.messages.find((m) => m.subject === 'Text only')!
      expect(plain.headers).not.toMatch(/multipart/i)
      expect(plain.text).toBe('Only plain')
    } finally {
      await worker.stop()
      await smtp.close()
    }
  })
})

// Two real servers on one PostgreSQL database, each running the digest job at its hour: every user with something
// to say receives exactly one digest over SMTP.
const onPostgres = Boolean(process.env.DATABASE_URL)
describe.skipIf(!onPostgres)('two servers on PostgreSQL', () => {
  let db: TestDatabase
  let smtp: SmtpCapture
  const nodes: StartedServer[] = []
  let seeded: Awaited<ReturnType<typeof seedDigestTeam>>
  beforeAll(async () => {
    db = await createTestDatabase()
    seeded = await seedDigestTeam(db.db, today)
    smtp = await startSmtpCapture()
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(),
      ),
    )
    for (let i = 0; i < 2; i++) {
      nodes.push(
        await startServer({
          DATABASE_URL: db.url,
          DATA_DIR: undefined,
          ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          SITE_URL: SITE,
          DIGEST_MAIL: 'on',
          DIGEST_HOUR: String(hour),
        }),
      )
    }
  }, 180_000)
  afterAll(async () => {
    for (const node of nodes) await node.stop()
    await smtp?.close()
    await db?.close()
  })

  it('sends each digest exactly once', async () => {
    const recipients = [seeded.meena, seeded.arjun, seeded.farid].map((u) => `${u.userId.toLowerCase()}@example.in`)
    const started = Date.now()
    while (Date.now() - started < 60_000) {
      const got = new Set(smtp.messages.flatMap((m) => m.envelopeTo))
      if (recipients.every((r) => got.has(r))) break
      await new Promise((r) => setTimeout(r, 250))
    }
    // Give a late duplicate the time to show up.
    await new Promise((r) => setTimeout(r, 3_000))
    const digests = smtp.messages.filter((m) => m.subject.startsWith('Daily digest'))
    const counts = new Map<string, number>()
    for (const m of digests) for (const to of m.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1)
    for (const r of recipients) expect(counts.get(r), r).toBe(1)
    expect(counts.has(`${seeded.nikhil.userId.toLowerCase()}@example.in`)).toBe(false)
    expect(counts.has(`${seeded.omar.userId.toLowerCase()}@example.in`)).toBe(false)
    const marks = (await db.db.execute(
      sql`select count(*)::int as n from digest_marks where mail_id is not null`,
    )) as unknown as { rows: { n: number }[] }
    expect(marks.rows[0]!.n).toBe(digests.length)
  }, 90_000)
})

// Last: its manager and field user would be counted by the rounds above.
describe('one definition of suspect', () => {
  it('counts a visit recorded offline as suspect, as the reports do (one definition of "suspect")', async () => {
    // Issue 28: a visit whose phone time is an hour from its receipt, with its place and a fresh photo.
    const group = await createGroup(server.db, { CRM: { query: true, add: true, edit: true } })
    const boss = await createStaff(server.db, { group, userName: 'Ola Boss' })
    const walker = await createStaff(server.db, { group, userName: 'Oskar Offline' })
    await server.db.insert(reportingLines).values({ userSrno: walker.srno, reportsToSrno: boss.srno })
    const [file] = await server.db.select({ id: storedFiles.id }).from(storedFiles).limit(1)
    const [lead] = await server.db
      .insert(leads)
      .values({
        ownerSrno: walker.srno,
        typeSrno: 1,
        nature: 'H',
        businessName: 'Oskar Offline Shop',
        contactPerson: 'Oskar',
        mobile: '9800000002',
        statusSrno: 1,
        nextVisit: today,
        clientKey: `offline-digest-${Date.now()}`,
        latitude: 28.6,
        longitude: 77.2,
      })
      .returning({ srno: leads.srno })
    const at = new Date(startOfIndiaDay(addDays(today, -1)).getTime() + 12 * 3_600_000)
    const deviceAt = new Date(at.getTime() - 3_600_000)
    await server.db.insert(leadVisits).values({
      leadSrno: lead!.srno,
      userSrno: walker.srno,
      kind: 'follow-up',
      at,
      deviceAt,
      nature: 'H',
      statusSrno: 1,
      fileId: file!.id,
      latitude: 28.6,
      longitude: 77.2,
      distanceM: 20,
      far: false,
      oldPhoto: false,
      clientKey: `offline-digest-visit-${Date.now()}`,
    })
    const content = await digestContent(server.db, boss.srno, today)
    expect(content.suspect.map((p) => [p.name, p.total])).toEqual([['Oskar Offline', 1]])
    expect(content.suspect[0]!.visits[0]).toMatchObject({
      businessName: 'Oskar Offline Shop',
      far: false,
      noLocation: false,
      oldPhoto: false,
      offlineAt: deviceAt,
    })
  })
})
