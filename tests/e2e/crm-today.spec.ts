import { randomBytes } from 'node:crypto'
import { expect, type Page, request, test } from '@playwright/test'
import sharp from 'sharp'
import { e2e } from '../../playwright.config.ts'
import { expectSoundAtWidths } from './fixtures.ts'
import { createTeam, STAFF_PASSWORD, signInApi, signInPage } from './staff-users.ts'

/**
 * The field user's day on a 390 px phone (ADRs 0151-0153): the CRM opens on Today (due first, then the coming
 * visits, then the rest), at least three cards on a 390x844 screen, the whole card opens the lead, the search finds
 * a mobile number by digits from its middle, and on a lead "Record visit" is on the screen without scrolling and
 * goes to the visit form; axe clean at 390 and 1280 px. (Overdue leads cannot be made through the product, whose
 * next visit is never in the past: their place in the order is checked by tests/integration/crm-today.test.ts.)
 */

const stamp = Date.now().toString(36).slice(-5)
const digits = String(Date.now() % 100_000_000).padStart(8, '0')
const people = {
  manager: { userId: `tmgr${stamp}`, name: 'Tara Manager' },
  field: { userId: `tfld${stamp}`, name: 'Tanvir Field' },
}
const name = (n: string) => `${n} ${stamp}`

function inDays(days: number): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000)
  return india.toISOString().slice(0, 10)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await createTeam(people)
  const api = await request.newContext({ baseURL: e2e.baseURL })
  await signInApi(api, people.field.userId, STAFF_PASSWORD)
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a67' } })
    .jpeg()
    .toBuffer()
  // Made in an order unlike the day's order, so that the order shown can only come from the next visits.
  const leads: [string, Record<string, string>][] = [
    [name('Coming Stores'), { nextVisit: inDays(5), mobile: `98${digits}` }],
    [name('Due Today Mart'), { nextVisit: inDays(0) }],
    [name('Closed Agency'), { nextVisit: '', status: '2' }],
    [name('Soon Telecom'), { nextVisit: inDays(2), contactPerson: '', email: '' }],
    [name('Later Medical'), { nextVisit: inDays(9) }],
  ]
  for (const [businessName, fields] of leads) {
    const res = await api.post('/crm/visits', {
      headers: { origin: e2e.baseURL, accept: 'application/json' },
      multipart: {
        intent: 'lead',
        clientKey: randomBytes(18).toString('base64url'),
        type: '1',
        nature: 'H',
        businessName,
        contactPerson: 'Ravi Kumar',
        mobile: '',
        email: 'ravi@example.in',
        address: '',
        remark: 'Wants a micro ATM',
        volume: '',
        status: '3',
        latitude: '',
        longitude: '',
        accuracy: '',
        ...fields,
        selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    })
    if (res.status() !== 200) throw new Error(`lead ${businessName}: ${res.status()} ${await res.text()}`)
  }
  await api.dispose()
})

async function checkAxe(page: Page, shot: string) {
  await expectSoundAtWidths(page, shot)
  await page.setViewportSize({ width: 390, height: 844 })
}

test.use({ viewport: { width: 390, height: 844 } })

test('a field user opens the CRM on Today, three cards to a screen, each card a link', async ({ page }) => {
  await signInPage(page, people.field.userId)
  const cards = page.locator('[data-lead-card]')
  const titles = cards.locator('h3')
  await expect(titles).toHaveText([
    name('Due Today Mart'),
    name('Soon Telecom'),
    name('Coming Stores'),
    name('Later Medical'),
    name('Closed Agency'),
  ])
  await expect(cards.first().getByText('Due today', { exact: true })).toBeVisible()
  // The viewer's own name is not on their own leads; a lead without a contact shows no empty line for it.
  await expect(page.locator('ol[aria-label="Leads"]')).not.toContainText(people.field.name)
  await expect(cards.nth(1)).not.toContainText('Ravi')

  // At least three whole cards on the first screen, above the bottom bar.
  const bar = await page.getByRole('link', { name: 'Add lead' }).last().boundingBox()
  const fullyShown = await cards.evaluateAll(
    (els, bottom) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect()
        return r.top >= 0 && r.bottom <= bottom
      }).length,
    bar!.y,
  )
  expect(fullyShown).toBeGreaterThanOrEqual(3)
  // Tap targets: every card and the call button at least 44 px.
  for (const box of await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44)
  }
  const call = page.getByRole('link', { name: `Call 98${digits}` })
  const callBox = await call.boundingBox()
  expect(callBox!.width).toBeGreaterThanOrEqual(44)
  expect(callBox!.height).toBeGreaterThanOrEqual(44)
  await checkAxe(page, 'crm-today')

  // The whole card is the link: a tap on its lower left corner, away from the name, opens the lead.
  const second = await cards.nth(1).boundingBox()
  await page.mouse.click(second!.x + 12, second!.y + second!.height - 8)
  await expect(page).toHaveURL(/\/crm\/leads\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: name('Soon Telecom') })).toBeVisible()
})

test('the search finds a mobile number by digits from its middle', async ({ page }) => {
  await signInPage(page, people.field.userId)
  await page.getByRole('searchbox').fill(digits.slice(2, 7))
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=/)
  await expect(page.locator('[data-lead-card] h3')).toHaveText([name('Coming Stores')])
})

test('on a lead, Record visit is on the screen without scrolling and opens the visit form', async ({ page }) => {
  await signInPage(page, people.field.userId)
  await page.getByRole('link', { name: name('Later Medical') }).click()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.getByText('Latest visit,')).toBeVisible()
  await expect(page.getByText('Wants a micro ATM').first()).toBeVisible()
  const record = page.locator('[data-record-visit-bar]').getByRole('link', { name: 'Record visit' })
  await expect(record).toBeInViewport()
  await checkAxe(page, 'crm-lead-record-visit')
  await record.click()
  await expect(page.getByRole('heading', { name: 'Add a visit' })).toBeInViewport()
  // With the form on the screen, the bar steps aside for the form's own Save bar.
  await expect(record).toBeHidden()
  // From 640 px the same action sits beside the title.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByRole('link', { name: 'Record visit' }).first()).toBeInViewport()
})
