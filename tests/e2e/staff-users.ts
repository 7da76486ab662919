import { type APIRequestContext, expect, type Page, request } from '@playwright/test'
import { e2e } from '../../playwright.config.ts'
import { goto } from './fixtures.ts'

/**
 * Staff users for end-to-end tests, made the way an administrator makes them: through the Users screen's own
 * actions (the e2e server owns its embedded database, so tests cannot write to it directly). Each new user's forced
 * password change is done too, so the test can sign in with a known password.
 */

export const STAFF_PASSWORD = 'Field2Work9'

async function signIn(api: APIRequestContext, userId: string, password: string) {
  const res = await api.post('/login', {
    form: { intent: 'signin', userId, password },
    maxRedirects: 0,
  })
  if (res.status() !== 302) throw new Error(`sign-in of ${userId} failed: ${res.status()}`)
}

/** Creates a user in a group and gives them STAFF_PASSWORD; returns their serial and user id. */
export async function createUser(
  admin: APIRequestContext,
  api: APIRequestContext,
  input: { userId: string; name: string; group: number },
): Promise<{ srno: number; userId: string }> {
  // The add form posts to its own page, which shows the new user's one-time password.
  const res = await admin.post('/user-list?mode=add', {
    form: {
      intent: 'save',
      userSrno: '0',
      userName: input.name,
      userId: input.userId,
      mobile: '9811122233',
      email: `${input.userId}@example.in`,
      enable: '1',
      active: '1',
      rightGroup: String(input.group),
    },
  })
  const html = await res.text()
  // Shown in groups of four (ADR 0177): the groups' text together is the password.
  const shown = /data-testid="initial-password"[^>]*>(.*?)<\/p>/s.exec(html)?.[1]
  const initial = shown?.replace(/<[^>]*>/g, '')
  if (!initial) throw new Error(`creating ${input.userId} failed (${res.status()})`)
  await signIn(api, input.userId, initial)
  const changed = await api.post('/changepassword', {
    form: { intent: 'change', old: initial, new: STAFF_PASSWORD, rnew: STAFF_PASSWORD },
    maxRedirects: 0,
  })
  if (changed.status() !== 302) throw new Error(`password change of ${input.userId} failed`)
  // The list pages by 50 (ADR 0139): search for the user.
  const list = await (await admin.get(`/user-list?q=${encodeURIComponent(input.userId)}`)).text()
  const link = new RegExp(`<a[^>]*aria-label="Edit ${input.name}"[^>]*>`).exec(list)?.[0] ?? ''
  const srno = /\?edit=(\d+)/.exec(link)?.[1]
  if (!srno) throw new Error(`${input.userId} not found in the list`)
  return { srno: Number(srno), userId: input.userId }
}

/** Makes `user` report to `boss`. */
export async function addReporting(admin: APIRequestContext, user: number, boss: number) {
  // The add form posts to its own page, which shows the new user's one-time password.
  const res = await admin.post('/user-list?mode=add', {
    form: { intent: 'add-reporting', userSrno: String(user), reportsTo: String(boss) },
  })
  if (res.status() >= 400) throw new Error(`reporting line ${user} -> ${boss} failed: ${res.status()}`)
}

export async function signInApi(api: APIRequestContext, userId: string, password: string) {
  await signIn(api, userId, password)
}

/** Runs `work` in an API session of the seeded administrator, closed afterwards. */
async function asAdmin<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await request.newContext({ baseURL: e2e.baseURL })
  await admin.post('/login', { form: { intent: 'signin', userId: 'admin', password: e2e.adminPassword } })
  try {
    return await work(admin)
  } finally {
    await admin.dispose()
  }
}

/** Makes one user in `group` through the administrator's session, with STAFF_PASSWORD; returns serial and user id. */
export function createStaffUser(person: { userId: string; name: string }, group: number) {
  return asAdmin(async (admin) => {
    const own = await request.newContext({ baseURL: e2e.baseURL })
    try {
      return await createUser(admin, own, { ...person, group })
    } finally {
      await own.dispose()
    }
  })
}

/** The signed-in user's own back-office language, chosen as the account menu's form sends it. */
export async function chooseOfficeLanguage(own: APIRequestContext, locale: 'en' | 'hi') {
  const chosen = await own.post('/account/language', {
    form: { intent: 'set-language', locale, back: '/crm' },
    maxRedirects: 0,
  })
  expect(chosen.status()).toBe(302)
}

/**
 * Makes each of `people` through the administrator's session: `manager` in group 2, the others in group 3, and
 * `field` (and any person named in `alsoReporting`) reporting to `manager`.
 */
export async function createTeam(
  people: Record<string, { userId: string; name: string }>,
  alsoReporting: readonly string[] = [],
): Promise<Record<string, { srno: number }>> {
  return asAdmin(async (admin) => {
    const made: Record<string, { srno: number }> = {}
    for (const [key, p] of Object.entries(people)) {
      const own = await request.newContext({ baseURL: e2e.baseURL })
      made[key] = await createUser(admin, own, { ...p, group: key === 'manager' ? 2 : 3 })
      await own.dispose()
    }
    await addReporting(admin, made.field!.srno, made.manager!.srno)
    for (const key of alsoReporting) await addReporting(admin, made[key]!.srno, made.manager!.srno)
    return made
  })
}

/** Signs in on the sign-in page as a person would and waits for the CRM to be ready (the office's landing page). */
export async function signInPage(page: Page, userId: string, password = STAFF_PASSWORD) {
  await goto(page, '/login')
  await page.getByLabel('User Id').fill(userId)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/crm$/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}
