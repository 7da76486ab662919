import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activityLog, leads, reportingLines, sessions, users } from '#app/db/schema.ts'
import { verifyPassword } from '#app/domain/auth/password-hash.server.ts'
import { ADMINISTRATOR_GROUP } from '#app/domain/rights/catalogue.ts'
import { issueOneTimePassword } from '#app/domain/users/users.server.ts'
import { messageFor, messages } from '#app/lib/errors.ts'
import { useAdminServer } from '../helpers/server.ts'
import {
  createGroup,
  createStaff,
  getPage,
  html,
  newUserForm,
  postForm,
  sessionCookieFor,
  signedInStaff,
} from '../helpers/staff.ts'

/**
 * Issue 20 section 4 (ADRs 0139-0141): the Users list (serial, group, managers, status, paging and search), the
 * reporting line at add, the one-time password an administrator issues, the office's own 403 and 404 pages, the
 * landing of a user without CRM, a page past the end, a reversed date range, and a leaving user's leads.
 */

const { server, db, admin, signInAdmin } = useAdminServer()

const userForm = (fields: Record<string, string> = {}) => newUserForm('Meera Nair', fields)

let leadKey = 0
async function giveLeads(ownerSrno: number, count: number) {
  await db()
    .insert(leads)
    .values(
      Array.from({ length: count }, () => ({
        ownerSrno,
        typeSrno: 1,
        nature: 'H',
        businessName: 'Nair Stores',
        statusSrno: 1,
        clientKey: `users-office-${++leadKey}-${Date.now()}`,
      })),
    )
}

const liveSessions = async (srno: number) =>
  (
    await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userSrno, srno), isNull(sessions.revokedAt)))
  ).length

describe('the Users list (ADR 0139)', () => {
  it('shows Sr No as the serial number, the group, the managers and the status', async () => {
    const boss = await createStaff(db(), { group: 2, userName: 'Boss Kapoor' })
    const member = await createStaff(db(), { group: 3, userName: 'Listed Member', active: 0 })
    await db().insert(reportingLines).values({ userSrno: member.srno, reportsToSrno: boss.srno })
    const page = await (await getPage(server.url, '/user-list', admin())).text()
    for (const h of ['Sr No', 'User Name', 'User ID', 'Mobile', 'Group', 'Reports to', 'Status']) {
      expect(page).toContain(`>${h}</th>`)
    }
    const row = page.slice(page.indexOf(member.userId) - 600, page.indexOf(member.userId) + 1200)
    expect(row).toContain(`>${member.srno}</span>`)
    expect(row).toContain('Field Staff')
    expect(row).toContain('Boss Kapoor')
    expect(row).toContain('Inactive')
  })

  it('pages past 50 users, searches name, user id and mobile, and shows the last page for a page past the end', async () => {
    const [counted] = await db().select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.srno} <> 1`)
    const existing = Number(counted?.n ?? 0)
    for (let i = existing; i < 55; i++) await createStaff(db(), { group: 3, userName: `Filler ${i}` })
    await createStaff(db(), { group: 3, userName: 'Zubin Findme', userId: 'zubin.find' })
    await db().update(users).set({ mobile: '9000012345' }).where(eq(users.userId, 'zubin.find'))

    const first = await (await getPage(server.url, '/user-list', admin())).text()
    expect(first).toContain('role="search"')
    expect(first).toMatch(/Page 1 of \d/)
    expect(first).not.toContain('Zubin Findme')
    for (const q of ['findme', 'ZUBIN.F', '00123']) {
      const found = await (await getPage(server.url, `/user-list?q=${encodeURIComponent(q)}`, admin())).text()
      expect(found, q).toContain('Zubin Findme')
      expect(found, q).toContain('1 user<')
    }
    const none = await (await getPage(server.url, '/user-list?q=nobody-like-this', admin())).text()
    expect(none).toContain('No users match.')

    const past = await (await getPage(server.url, '/user-list?page=999', admin())).text()
    expect(past).toContain(html(messageFor('USERS_PAGE_PAST_END', { asked: '999' })))
    expect(past).toContain('Zubin Findme')
    expect(past).toMatch(/Page (\d+) of \1</)
  })
})

describe('the reporting line while adding a user (ADR 0139)', () => {
  it('saves the new user with the line they report to, and writes both activity rows', async () => {
    const boss = await createStaff(db(), { group: 2 })
    const fields = userForm({ reportsTo: String(boss.srno) })
    const res = await postForm(server.url, '/user-list?mode=add', fields, admin())
    expect(res.status).toBe(200)
    const [created] = await db().select().from(users).where(eq(users.userId, fields.userId))
    const lines = await db().select().from(reportingLines).where(eq(reportingLines.userSrno, created!.srno))
    expect(lines.map((l) => l.reportsToSrno)).toEqual([boss.srno])
    const log = await db().select().from(activityLog).where(eq(activityLog.action, 'reporting-added'))
    expect(log.some((l) => l.description === `${fields.userId} now reports to ${boss.userId}`)).toBe(true)
  })

  it('saves a new user whose Reports to was left at "Nobody yet" (an empty field) without a line', async () => {
    const fields = userForm({ reportsTo: '' })
    const res = await postForm(server.url, '/user-list?mode=add', fields, admin())
    expect(res.status).toBe(200)
    const [created] = await db().select().from(users).where(eq(users.userId, fields.userId))
    expect(await db().select().from(reportingLines).where(eq(reportingLines.userSrno, created!.srno))).toHaveLength(0)
  })

  it('refuses serial 1 or an unknown user as the line, and saves nothing', async () => {
    for (const reportsTo of ['1', '99999999']) {
      const fields = userForm({ reportsTo })
      const res = await postForm(server.url, '/user-list?mode=add', fields, admin())
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(messages.REPORTING_USER_REQUIRED)
      expect(await db().select().from(users).where(eq(users.userId, fields.userId))).toHaveLength(0)
    }
  })
})

describe('a one-time password issued by an administrator (ADR 0140)', () => {
  it('replaces the password, forces a change at the next sign-in, ends every session and writes an activity row', async () => {
    const { cookie, ...target } = await signedInStaff(db(), { group: 3 })
    await sessionCookieFor(db(), target.srno)
    expect(await liveSessions(target.srno)).toBe(2)
    const res = await postForm(
      server.url,
      `/user-list?edit=${target.srno}`,
      { intent: 'issue-password', userSrno: String(target.srno) },
      admin(),
    )
    expect(res.status).toBe(200)
    const body = await res.text()
    // Shown in groups of four (ADR 0177): the groups' text together is the password.
    const shown = /data-testid="one-time-password"[^>]*>(.*?)<\/code>/s.exec(body)?.[1]
    const password = body.match(/"password","([^"]+)"/)?.[1] ?? shown?.replace(/<[^>]*>/g, '')
    expect(password).toBeTruthy()
    const [row] = await db().select().from(users).where(eq(users.srno, target.srno))
    expect(await verifyPassword(row!.passwordHash, password!)).toBe(true)
    expect(await verifyPassword(row!.passwordHash, target.password)).toBe(false)
    expect(row!.chgPwOnLogon).toBe(1)
    expect(await liveSessions(target.srno)).toBe(0)
    expect((await getPage(server.url, '/crm', cookie)).headers.get('location')).toMatch(/^\/login/)
    const log = await db().select().from(activityLog).where(eq(activityLog.action, 'password-issued'))
    expect(log.some((l) => l.description.includes(target.userId) && l.userSrno === 1)).toBe(true)
    expect(log.some((l) => l.description.includes(password!))).toBe(false)
  })

  it('is not for serial 1 by anyone but serial 1', async () => {
    const { cookie } = await signedInStaff(db(), { group: ADMINISTRATOR_GROUP })
    const [before] = await db().select().from(users).where(eq(users.srno, 1))
    const res = await postForm(server.url, '/user-list', { intent: 'issue-password', userSrno: '1' }, cookie)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(messages.USER_SUPER_ADMIN_PASSWORD)
    const [after] = await db().select().from(users).where(eq(users.srno, 1))
    expect(after!.passwordHash).toBe(before!.passwordHash)

    const actor = { userSrno: 1, userId: 'admin', ip: '127.0.0.1', rights: new Map(), rightGroup: ADMINISTRATOR_GROUP }
    const issued = await issueOneTimePassword(db(), actor, 1)
    const [own] = await db().select().from(users).where(eq(users.srno, 1))
    expect(await verifyPassword(own!.passwordHash, issued.password)).toBe(true)
    // The rest of this file's requests need the administrator signed in again, as they were.
    await db()
      .update(users)
      .set({ passwordHash: before!.passwordHash, chgPwOnLogon: before!.chgPwOnLogon })
      .where(eq(users.srno, 1))
    await signInAdmin()
  })

  it('is refused for a user holding rights the actor lacks', async () => {
    const editors = await createGroup(db(), { USER: { query: true, edit: true } })
    const editor = await createStaff(db(), { group: editors })
    const strong = await createStaff(db(), { group: ADMINISTRATOR_GROUP })
    const [before] = await db().select().from(users).where(eq(users.srno, strong.srno))
    const res = await postForm(
      server.url,
      '/user-list',
      { intent: 'issue-password', userSrno: String(strong.srno) },
      await sessionCookieFor(db(), editor.srno),
    )
    expect(res.status).toBe(403)
    const [after] = await db().select().from(users).where(eq(users.srno, strong.srno))
    expect(after!.passwordHash).toBe(before!.passwordHash)
  })
})

describe('the office answers in its own shell (ADR 0139)', () => {
  it('shows 403 in the staff shell to a signed-in user without the right, keeping the session', async () => {
    const { cookie } = await signedInStaff(db(), { group: 3 })
    const res = await getPage(server.url, '/user-list', cookie)
    expect(res.status).toBe(403)
    const page = await res.text()
    expect(page).toContain(html(messages.FORBIDDEN))
    expect(page).toContain('Back to the CRM')
    expect(page).not.toContain('Go to the home page')
    expect((await getPage(server.url, '/crm', cookie)).status).toBe(200)
  })

  it('sends a user without CRM to the first office area they may open, and shows 403 when there is none', async () => {
    const viewers = await createGroup(db(), { ENQUIRY: { query: true }, BLOG: { query: true } })
    const viewer = await sessionCookieFor(db(), (await createStaff(db(), { group: viewers })).srno)
    const res = await getPage(server.url, '/crm', viewer)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/enquiries')
    const nothing = await sessionCookieFor(db(), (await createStaff(db(), { group: await createGroup(db(), {}) })).srno)
    expect((await getPage(server.url, '/crm', nothing)).status).toBe(403)
  })

  it('answers a lead the user may not see with the office 404, not the public site one', async () => {
    const owner = await createStaff(db(), { group: 3 })
    await giveLeads(owner.srno, 1)
    const [lead] = await db().select({ srno: leads.srno }).from(leads).where(eq(leads.ownerSrno, owner.srno))
    const stranger = await sessionCookieFor(db(), (await createStaff(db(), { group: 3 })).srno)
    const res = await getPage(server.url, `/crm/leads/${lead!.srno}`, stranger)
    expect(res.status).toBe(404)
    const page = await res.text()
    expect(page).toContain('Back to the CRM')
    expect(page).not.toContain('Go to the home page')
  })
})

describe('paging and ranges (ADR 0141)', () => {
  it('sends a leads page past the end to the last page', async () => {
    const { cookie, ...lonely } = await signedInStaff(db(), { group: 3 })
    const res = await getPage(server.url, '/crm?page=999', cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/crm')
    await giveLeads(lonely.srno, 3)
    const kept = await getPage(server.url, '/crm?page=999&sort=created', cookie)
    expect(kept.headers.get('location')).toBe('/crm?sort=created')
  })

  it('says a reversed date range of the inbox is reversed instead of finding nothing', async () => {
    const res = await getPage(server.url, '/enquiries?from=2026-03-10&to=2026-03-01', admin())
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(html(messages.REPORT_RANGE_ORDER))
    const fine = await (await getPage(server.url, '/enquiries?from=2026-03-01&to=2026-03-10', admin())).text()
    expect(fine).not.toContain(html(messages.REPORT_RANGE_ORDER))
  })
})

describe('setting inactive a user who owns leads (D51, ADR 0141)', () => {
  it('asks where the leads go, then moves them in the same save', async () => {
    const leaving = await createStaff(db(), { group: 3 })
    const heir = await createStaff(db(), { group: 3 })
    await giveLeads(leaving.srno, 2)
    const fields = {
      ...userForm({ userSrno: String(leaving.srno), userId: leaving.userId }),
      userName: `User ${leaving.userId}`,
      mobile: '9876543210',
      email: `${leaving.userId}@example.in`,
      active: '0',
    }
    const form = await (await getPage(server.url, `/user-list?edit=${leaving.srno}`, admin())).text()
    expect(form).toContain('Status')

    const save = (leadsTo: Record<string, string> = {}) =>
      postForm(server.url, `/user-list?edit=${leaving.srno}`, { ...fields, ...leadsTo }, admin())
    const asked = await save()
    expect(asked.status).toBe(400)
    expect(await asked.text()).toContain(messages.USER_LEADS_DESTINATION)
    const [still] = await db().select().from(users).where(eq(users.srno, leaving.srno))
    expect(still!.active).toBe(1)

    const self = await save({ leadsTo: String(leaving.srno) })
    expect(self.status).toBe(400)

    const saved = await save({ leadsTo: String(heir.srno) })
    expect(saved.status).toBe(302)
    const [gone] = await db().select().from(users).where(eq(users.srno, leaving.srno))
    expect(gone!.active).toBe(0)
    expect(await db().select().from(leads).where(eq(leads.ownerSrno, leaving.srno))).toHaveLength(0)
    expect(await db().select().from(leads).where(eq(leads.ownerSrno, heir.srno))).toHaveLength(2)
    const moved = await db().select().from(activityLog).where(eq(activityLog.action, 'lead-assigned'))
    expect(moved.filter((l) => l.description.includes(heir.userId))).toHaveLength(2)
  })

  it('needs no choice for a user without leads', async () => {
    const idle = await createStaff(db(), { group: 3 })
    const res = await postForm(
      server.url,
      `/user-list?edit=${idle.srno}`,
      {
        ...userForm({ userSrno: String(idle.srno), userId: idle.userId }),
        mobile: '9876543210',
        active: '0',
      },
      admin(),
    )
    expect(res.status).toBe(302)
  })
})
