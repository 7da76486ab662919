import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { fillEnquiryLead, openMakeLead, postEnquiry } from './enquiry.ts'
import { desktopInJaipur, expectNoAxeViolations, goto, screenshot } from './fixtures.ts'
import { createTeam, STAFF_PASSWORD } from './staff-users.ts'

/**
 * Lead owner and assignment (D51) as a manager and a field user use it: a web enquiry made into a lead for the field
 * user (no selfie), who finds it in the CRM list "to visit" and records the first visit with a selfie; then the
 * manager moves all of the field user's leads back to themself. Axe clean; screens at 390 and 1280 px.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `amgr${stamp}`, name: 'Asha Manager' },
  field: { userId: `afld${stamp}`, name: 'Amit Field' },
}
const visitor = `Vinay ${stamp}`
const business = `Vinay Seva ${stamp}`

async function shoot(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `${label}-${width}`, { fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function signIn(page: Page, userId: string) {
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('User Id').fill(userId)
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/crm$/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

test.use(desktopInJaipur)

test.beforeAll(async () => {
  await createTeam(people)
  const sent = await postEnquiry({ name: visitor, email: 'vinay@example.in', phone: '9811002200', location: 'Ajmer' })
  expect(sent.status).toBeLessThan(400)
})

test('a manager gives a web enquiry to a field user, who records its first visit; then moves their leads', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, people.manager.userId)
  await openMakeLead(page, visitor)
  await expect(page.getByLabel('Selfie', { exact: true })).toHaveCount(0)
  const firstVisit = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10)
  await fillEnquiryLead(page, { visitBy: people.field, firstVisit, business })
  await expectNoAxeViolations(page)
  await shoot(page, 'enquiry-lead-form')
  await page.getByRole('button', { name: 'Save lead' }).click()
  await expect(page).toHaveURL(/\/crm\/leads\/\d+\?saved=1$/)
  await expect(page.getByText('To visit', { exact: true })).toBeVisible()
  await expect(page.getByText(`${people.field.name} (${people.field.userId})`).first()).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'lead-to-visit')

  // The list: the assign bar for the manager.
  await goto(page, '/crm')
  await expect(page.getByText('Select all on this page')).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'list-assign-bar')

  // The field user sees it in the CRM list and records the first visit with a selfie.
  await signIn(page, people.field.userId)
  await page.getByRole('link', { name: business }).click()
  await expect(page.getByText('No visits yet.')).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const photo = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#c8a082' } })
    .jpeg()
    .toBuffer()
  await page.getByLabel('Remark').fill('First visit: met the owner.')
  await page.getByLabel('Lead Nature').selectOption({ label: 'Hot' })
  await page.getByLabel('Status').selectOption({ label: 'Interested' })
  await page
    .getByLabel('Next visit')
    .fill(new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10))
  await page
    .getByLabel('Selfie', { exact: true })
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('button', { name: /Save visit/ }).click()
  await expect(page.getByText(/^First visit · Interested/)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Visits (1)' })).toBeVisible()

  // The manager moves all of the field user's leads to themself.
  await signIn(page, people.manager.userId)
  await goto(page, '/crm/move-leads')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByLabel('Move the leads of').selectOption({ index: 1 })
  await page
    .getByLabel('To', { exact: true })
    .selectOption({ label: `${people.manager.name} (${people.manager.userId})` })
  await page.getByRole('button', { name: 'Move all leads' }).click()
  // Every lead of the person moves: asked first, naming how many and to whom (trial fault 8).
  await page.getByRole('alertdialog', { name: 'Move all leads?' }).getByRole('button', { name: 'Move 1 lead' }).click()
  await expect(page.getByText(/1 lead of Amit Field .* moved to Asha Manager/)).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'move-leads')
})
