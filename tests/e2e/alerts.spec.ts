import { expect, type Page, test } from '@playwright/test'
import { generate } from 'otplib'
import { e2e } from '../../playwright.config.ts'
import { fillEnquiryLead, openMakeLead, postEnquiry } from './enquiry.ts'
import { desktopInJaipur, expectSoundAtWidths, goto } from './fixtures.ts'
import { createTeam, STAFF_PASSWORD } from './staff-users.ts'

/**
 * Alerts (D61) as a manager and a field user meet them: the manager turns a web enquiry into a lead for the field
 * user; the field user's bell shows 1, the list names the lead and opens it; the office's service worker shows a push
 * (a push message delivered to it through Chromium's DevTools protocol, offline) with the alert's words; the list and
 * the phone's notification page in English and Hindi, axe clean at 390 and 1280 px. Then links keep their way through
 * sign-in: the manager, with an authenticator app, signed out, opens a digest link with a filter and lands on that
 * filtered list after the password and the second step.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `lmgr${stamp}`, name: 'Lata Manager' },
  field: { userId: `lfld${stamp}`, name: 'Lokesh Field' },
}
const visitor = `Lalit ${stamp}`
const business = `Lalit Seva ${stamp}`
let made: Record<string, { srno: number }>

async function passwordStep(page: Page, userId: string) {
  await page.getByLabel('User Id').fill(userId)
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function signIn(page: Page, userId: string) {
  await page.context().clearCookies()
  await goto(page, '/login')
  await passwordStep(page, userId)
  await expect(page).toHaveURL(/\/crm$/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

test.use(desktopInJaipur)
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  made = await createTeam(people)
  const sent = await postEnquiry({ name: visitor, email: 'lalit@example.in', phone: '9811002211', location: 'Kota' })
  expect(sent.status).toBeLessThan(400)
})

test('a lead given to a field user: the bell shows 1, the alert opens the lead, and a push shows its words', async ({
  page,
  context,
}) => {
  await signIn(page, people.manager.userId)
  await openMakeLead(page, visitor)
  const firstVisit = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10)
  await fillEnquiryLead(page, { visitBy: people.field, firstVisit, business })
  await page.getByRole('button', { name: 'Save lead' }).click()
  await expect(page).toHaveURL(/\/crm\/leads\/\d+\?saved=1$/)
  const leadPath = new URL(page.url()).pathname
  // The giver is not alerted.
  await expect(page.getByTestId('alert-count')).toHaveCount(0)

  await signIn(page, people.field.userId)
  const bell = page.getByRole('link', { name: 'Notifications: 1 unread notification' })
  await expect(bell).toBeVisible()
  await expect(page.getByTestId('alert-count')).toHaveText('1')
  await bell.click()
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  const text = `Lata Manager turned a web enquiry into a lead for you: ${business}`
  await expect(page.getByRole('link', { name: new RegExp(text) })).toBeVisible()
  await expectSoundAtWidths(page, 'alerts-en', { leaveAt: { width: 1280, height: 900 } })
  await page.getByRole('link', { name: new RegExp(text) }).click()
  await expect(page).toHaveURL(leadPath)
  await expect(page.getByRole('heading', { name: business })).toBeVisible()
  // Read: the bell has no number any more.
  await expect(page.getByTestId('alert-count')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()

  // The phone's notification page, from the account menu.
  await page.getByRole('button', { name: /Account of/ }).click()
  await page.getByRole('menuitem', { name: 'Notifications on this phone' }).click()
  await expect(page.getByRole('heading', { name: 'Notifications on this phone', level: 1 })).toBeVisible()
  await expect(page.getByTestId('push-state')).not.toHaveAttribute('data-state', 'checking')
  await expectSoundAtWidths(page, 'push-page-en', { leaveAt: { width: 1280, height: 900 } })

  // The office's worker shows a push: the alert's words, opening its link (delivered offline through CDP).
  await context.grantPermissions(['notifications'])
  await goto(page, '/crm')
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/crm')
    if (!registration?.active) await navigator.serviceWorker.ready
  })
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL.endsWith('/crm'))
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const origin = new URL(e2e.baseURL).origin
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({ title: text, url: '/alerts?open=1', tag: 'alert-e2e' }),
  })
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/crm')
        return (await registration!.getNotifications()).map((n) => [n.title, n.tag, (n.data as { url: string }).url])
      }),
    )
    .toEqual([[text, 'alert-e2e', '/alerts?open=1']])

  // In Hindi: the list and the phone's page.
  await page.getByRole('button', { name: /Account of/ }).click()
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click()
  await goto(page, '/alerts')
  await expect(page.getByRole('heading', { name: 'सूचनाएँ', level: 1 })).toBeVisible()
  await expect(page.getByText(`Lata Manager ने वेब पूछताछ से आपके लिए लीड बनाई: ${business}`)).toBeVisible()
  await expectSoundAtWidths(page, 'alerts-hi', { leaveAt: { width: 1280, height: 900 } })
  await goto(page, '/account/notifications')
  await expect(page.getByRole('heading', { name: 'इस फ़ोन पर सूचनाएँ', level: 1 })).toBeVisible()
  await expect(page.getByTestId('push-state')).not.toHaveAttribute('data-state', 'checking')
  await expectSoundAtWidths(page, 'push-page-hi', { leaveAt: { width: 1280, height: 900 } })
})

test('a signed-out manager opens a digest link with a filter and lands on it after the password and second step', async ({
  page,
}) => {
  // The manager sets up an authenticator app.
  await signIn(page, people.manager.userId)
  await goto(page, '/account/security')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '')
  const setUpStep = Math.floor(Date.now() / 30_000)
  await page.getByLabel('Code the app shows').fill(await generate({ secret, epoch: setUpStep * 30 }))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('The authenticator app is set up.')).toBeVisible()

  // Signed out, the manager opens the digest's "all overdue of" link for their field user.
  await page.context().clearCookies()
  const link = `/crm?owner=${made.field!.srno}&due=1&sort=nextVisit`
  await goto(page, link)
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(link)}`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await passwordStep(page, people.manager.userId)
  await expect(page).toHaveURL(/\/login\/verify/)
  // The code of the step after the one used at set-up (each step's code works once).
  const step = Math.max(setUpStep + 1, Math.floor(Date.now() / 30_000))
  await page.getByLabel('Code').fill(await generate({ secret, epoch: step * 30 }))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(link)
  await expect(page.getByText(business)).toBeVisible()
})
