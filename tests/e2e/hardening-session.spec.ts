import { expect, type Page, request, test } from '@playwright/test'
import { messages } from '#app/lib/errors.ts'
import { e2e } from '../../playwright.config.ts'
import { goto } from './fixtures.ts'
import { saveLeadAsThePhoneSends } from './lead-form.ts'
import { storedCopy } from './offline-copy.ts'
import { createStaffUser, STAFF_PASSWORD, signInPage } from './staff-users.ts'

/**
 * Issue 28 ("Hardening"), what a person sees of the session:
 * - item 4, D54: the phone's offline copy is the signed-in session's only. With no session on the phone (the browser
 *   was closed, so its session cookies went; or an answer of the server found the session ended by an
 *   administrator's one-time password), /crm opened offline shows no copy, and the copy is deleted (ADR 0170);
 * - item 7: a shared CRM link keeps its whole query through the sign-in.
 */

const stamp = Date.now().toString(36).slice(-5)
const field = { userId: `hsf${stamp}`, name: 'Hema Session' }
let fieldSrno = 0

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async () => {
  fieldSrno = (await createStaffUser(field, 3)).srno
})

/** Signed in on the phone, the CRM list seen online: the worker installed, the list saved in both copies. */
async function listSavedOnline(page: Page, business: string) {
  await signInPage(page, field.userId)
  await saveLeadAsThePhoneSends(page, business, `session-e2e-${business.replaceAll(' ', '-')}`)
  await goto(page, '/crm')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // Now under the worker: the page itself is kept too.
  await goto(page, '/crm')
  await expect(page.getByRole('link', { name: new RegExp(business) })).toBeVisible()
  await expect.poll(async () => storedCopy(page), { timeout: 20_000 }).toMatchObject({ list: true, pages: 1 })
}

/** Opens /crm with no connection and checks that nothing of the user is shown, and that the copies are gone. */
async function nothingShownOffline(page: Page, business: string) {
  await page.context().setOffline(true)
  await page.goto('/crm')
  await expect(page.getByText(messages.OFFLINE_SIGNED_OUT)).toBeVisible()
  await expect(page.getByText(business)).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: /offline copy/ })).toHaveCount(0)
  await expect
    .poll(async () => storedCopy(page), { timeout: 20_000 })
    .toEqual({ list: false, pages: 0, userCaches: [] })
  await page.context().setOffline(false)
}

test('the browser closed (its session cookies gone): offline, /crm shows no copy, and the copy is deleted', async ({
  page,
}) => {
  const business = `Closed Browser Traders ${stamp}`
  await listSavedOnline(page, business)
  // Closing the browser drops its session cookies; the worker, IndexedDB and Cache Storage stay.
  await page.context().clearCookies()
  await nothingShownOffline(page, business)
})

test("a session ended by an administrator's one-time password: after the server's answer, offline shows no copy", async ({
  page,
}) => {
  const business = `One Time Traders ${stamp}`
  await listSavedOnline(page, business)
  // The administrator issues a one-time password elsewhere: every session of the user ends on the server.
  const admin = await request.newContext({ baseURL: e2e.baseURL })
  try {
    await admin.post('/login', { form: { intent: 'signin', userId: 'admin', password: e2e.adminPassword } })
    const issued = await admin.post(`/user-list?edit=${fieldSrno}`, {
      form: { intent: 'issue-password', userSrno: String(fieldSrno) },
    })
    expect(issued.status()).toBeLessThan(400)
  } finally {
    await admin.dispose()
  }
  // The phone's next exchange with the server (here a request of the open page) learns the session is gone.
  await page.evaluate(async () => {
    await fetch('/crm', { redirect: 'manual' })
  })
  await nothingShownOffline(page, business)
})

test('a shared CRM link keeps its filter through sign-in and lands on the same path and query', async ({ page }) => {
  const link = '/crm?owner=4&due=1&sort=nextVisit'
  await page.goto(link)
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(link)}`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const other = { userId: `hsl${stamp}`, name: 'Hari Link' }
  await createStaffUser(other, 3)
  await page.getByLabel('User Id').fill(other.userId)
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(link)
})
