import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog, users } from '#app/db/schema.ts'
import { FIELD_STAFF_GROUP } from '#app/domain/rights/catalogue.ts'
import { messages } from '#app/lib/errors.ts'
import { office as hindi } from '#app/messages/hi/office.ts'
import { useTestServer } from '../helpers/server.ts'
import { createStaff, getPage, postForm, sessionCookieFor, snapshot } from '../helpers/staff.ts'

/**
 * D55: each staff member chooses the back office's language on their own account menu (POST /account/language),
 * kept on their account; only their own, never another user's; the way back stays on this site.
 */

const server = useTestServer()
let me = { srno: 0, cookie: '' }
let other = { srno: 0 }

const localeOf = async (srno: number) =>
  (await server.db.select({ locale: users.locale }).from(users).where(eq(users.srno, srno)))[0]?.locale

/** The account menu's language form as `me` sends it: this language, back to the CRM unless `more` says otherwise. */
const chooseLanguage = (locale: string, more: Record<string, string> = {}) =>
  postForm(server.url, '/account/language', { intent: 'set-language', locale, back: '/crm', ...more }, me.cookie)

beforeAll(async () => {
  const a = await createStaff(server.db, { group: FIELD_STAFF_GROUP, userName: 'Ravi Field' })
  const b = await createStaff(server.db, { group: FIELD_STAFF_GROUP, userName: 'Sita Field' })
  me = { srno: a.srno, cookie: await sessionCookieFor(server.db, a.srno) }
  other = { srno: b.srno }
})

describe('the back-office language of a user', () => {
  it('is English until chosen; the CRM then speaks English', async () => {
    expect(await localeOf(me.srno)).toBe('en')
    const page = await (await getPage(server.url, '/crm', me.cookie)).text()
    expect(page).toContain('<html lang="en-IN"')
    expect(page).toContain('Log Out')
  })

  it('refuses a language it does not know, with a clear message, and changes nothing', async () => {
    const before = await snapshot(server.db)
    const res = await chooseLanguage('fr')
    expect(res.status).toBe(400)
    // The catalogue's own refusal, shown on the language page (ADR 0209; the menu only ever sends a language it offers).
    expect(await res.text()).toContain(messages.BAD_REQUEST)
    expect(await snapshot(server.db)).toBe(before)
    expect(await localeOf(me.srno)).toBe('en')
  })

  it("sets the user's own language only (no user id is taken), with an activity row", async () => {
    const res = await chooseLanguage('hi', { back: '/crm?tab=today', userSrno: String(other.srno), userId: 'x' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/crm?tab=today')
    expect(await localeOf(me.srno)).toBe('hi')
    expect(await localeOf(other.srno)).toBe('en')
    const rows = await server.db
      .select({ d: activityLog.description })
      .from(activityLog)
      .where(and(eq(activityLog.userSrno, me.srno), eq(activityLog.action, 'language-changed')))
    expect(rows.map((r) => r.d)).toEqual(['Chose Hindi for the back office'])
  })

  it('goes back to the CRM when the way back leads off the site', async () => {
    for (const back of ['https://evil.example/crm', '//evil.example', '/\\evil.example']) {
      const res = await chooseLanguage('hi', { back })
      expect(res.status, back).toBe(302)
      expect(res.headers.get('location'), back).toBe('/crm')
    }
  })

  it('needs a signed-in user', async () => {
    const res = await postForm(server.url, '/account/language', { intent: 'set-language', locale: 'hi', back: '/crm' })
    expect(res.status).not.toBe(200)
    expect(await localeOf(other.srno)).toBe('en')
  })

  it('shows the CRM, its shell and the account screens in Hindi for the user who chose it', async () => {
    const page = await (await getPage(server.url, '/crm', me.cookie)).text()
    expect(page).toContain('<html lang="hi-IN"')
    expect(page).toContain('data-locale="hi"')
    for (const text of [hindi.shell.logOut, hindi.shell.changePassword, hindi.shell.signInMethods, hindi.shell.skip]) {
      expect(page).toContain(text)
    }
    // The other language is offered in its own name and language.
    expect(page).toMatch(/lang="en-IN"[^>]*>English</)
    expect(page).not.toContain('>Log Out<')
    const digest = await (await getPage(server.url, '/account/digest', me.cookie)).text()
    expect(digest).toContain(`<title>${hindi.digest.metaTitle}`)
    expect(digest).toContain(hindi.digest.yours)
    const security = await (await getPage(server.url, '/account/security', me.cookie)).text()
    expect(security).toContain(hindi.security.recovery)
    const password = await (await getPage(server.url, '/changepassword', me.cookie)).text()
    expect(password).toContain(hindi.password.rules)
  })

  it("shows a catalogue message in Hindi with its exact English on the Hindi user's error screen", async () => {
    const res = await getPage(server.url, '/user-list', me.cookie)
    const page = await res.text()
    expect(res.status).toBe(403)
    expect(page).toContain(hindi.error.forbidden)
    expect(page).toMatch(/<span lang="en"[^>]*>[^<]+<\/span>/)
  })

  it('is remembered on this device for the sign-in page, which offers English back', async () => {
    const chosen = await chooseLanguage('hi')
    const remembered = chosen.headers.getSetCookie().find((c) => c.startsWith('office-lang='))
    expect(remembered).toMatch(/^office-lang=hi; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/)
    const device = 'office-lang=hi'
    const login = await (await getPage(server.url, '/login?expired=1', device)).text()
    expect(login).toContain('<html lang="hi-IN"')
    expect(login).toContain(hindi.login.staff)
    // The catalogue message in Hindi with its exact English.
    expect(login).toContain(`<span lang="en" class="block text-[0.85em] opacity-90">${messages.MSG0002}</span>`)
    expect(login).toMatch(/lang="en-IN"[^>]*>English</)
    // English again for this device: the cookie goes, and the page is the English one.
    const back = await postForm(server.url, '/login', { intent: 'language', locale: 'en' }, device)
    expect(back.status).toBe(302)
    expect(back.headers.getSetCookie().find((c) => c.startsWith('office-lang='))).toMatch(/^office-lang=; .*Max-Age=0/)
    const english = await (await getPage(server.url, '/login')).text()
    expect(english).toContain('<html lang="en-IN"')
    expect(english).not.toContain('>English<')
  })

  it('is remembered on this device when the user logs out', async () => {
    const cookie = await sessionCookieFor(server.db, me.srno)
    const res = await postForm(server.url, '/logout', { intent: 'logout' }, cookie)
    expect(res.status).toBe(302)
    expect(res.headers.getSetCookie().find((c) => c.startsWith('office-lang='))).toMatch(/^office-lang=hi;/)
  })

  it('can be set back to English', async () => {
    const res = await chooseLanguage('en')
    expect(res.status).toBe(302)
    expect(await localeOf(me.srno)).toBe('en')
    const page = await (await getPage(server.url, '/crm', me.cookie)).text()
    expect(page).toContain('<html lang="en-IN"')
  })
})
