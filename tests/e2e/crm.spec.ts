import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { messages } from '../../app/lib/errors.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, goto, phoneInDelhi, screenshot } from './fixtures.ts'
import { fillNewLead, inDays, saveVisitWithSelfie } from './lead-form.ts'
import { createTeam, signInPage } from './staff-users.ts'

/**
 * The CRM as its people use it: a field user on a phone adds a lead with a selfie, sees it in the list, adds a
 * follow-up that closes it (Next Visit cleared), and opens the selfie; their manager sees the lead and its visits; a
 * peer on another branch of the reporting tree does not, not even by URL.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `mgr${stamp}`, name: 'Meera Manager' },
  field: { userId: `fld${stamp}`, name: 'Faisal Field' },
  peer: { userId: `peer${stamp}`, name: 'Prem Peer' },
}
const business = `Kiran Telecom ${stamp}`
let leadUrl = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await createTeam(people)
})

async function selfie(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 230, g: 170, b: 120 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="480" height="640"><circle cx="240" cy="260" r="120" fill="#8a5a3c"/><rect x="140" y="420" width="200" height="220" rx="60" fill="#2b4c7e"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer()
}

test.describe('a field user on a phone', () => {
  test.use(phoneInDelhi)

  test('adds a lead with a selfie, sees it, closes it with a visit, and opens the selfie', async ({ page }) => {
    await signInPage(page, people.field.userId)
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Add lead' }).click()
    await expect(page.getByRole('heading', { name: 'New lead' })).toBeVisible()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

    // The spec's messages, in words, before anything is sent.
    await page.getByRole('button', { name: 'Save lead' }).click()
    await expect(page.getByText(messages.LEAD_MANDATORY).first()).toBeVisible()
    await expect(page.getByText(messages.LEAD_STATUS_REQUIRED)).toBeVisible()
    await expect(page.getByText(messages.SELFIE_REQUIRED)).toBeVisible()
    await expectNoAxeViolations(page)

    await fillNewLead(page, {
      business,
      details: {
        'Contact person': 'Kiran Kumar',
        Mobile: '9876501234',
        Email: 'kiran@example.in',
        'Expected volume (Rs.)': '150000',
      },
      nextVisit: inDays(3),
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() },
    })
    await expect(page.getByRole('img', { name: 'Preview of the chosen selfie' })).toBeVisible()
    await expect(page.getByText(/Location captured/)).toBeVisible()
    await screenshot(page, 'crm-lead-form-390', { fullPage: true })
    await page.getByRole('button', { name: 'Save lead' }).click()

    await expect(page).toHaveURL(/\/crm\/leads\/\d+\?saved=1$/)
    leadUrl = new URL(page.url()).pathname
    await expect(page.getByText(messages.LEAD_SAVED)).toBeVisible()
    await expect(page.getByRole('heading', { name: business })).toBeVisible()
    await expect(page.getByText('Rs. 1,50,000')).toBeVisible()
    await expectNoAxeViolations(page)

    // The list shows it.
    await page.getByRole('link', { name: '← All leads' }).click()
    await expect(page.getByRole('link', { name: business })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await screenshot(page, 'crm-list-390', { fullPage: true })
    await page.getByRole('link', { name: business }).click()
    await expect(page).toHaveURL(/\/crm\/leads\/\d+$/)
    await expect(page.getByRole('heading', { name: 'Add a visit' })).toBeVisible()

    // A follow-up that closes the lead: Next Visit is cleared and disabled.
    const nextVisit = page.getByLabel('Next visit')
    await nextVisit.fill(inDays(1))
    await page.getByLabel('Status').selectOption({ label: 'Closed' })
    await expect(nextVisit).toBeDisabled()
    await expect(nextVisit).toHaveValue('')
    await page.getByLabel('Remark').fill('Signed up with another provider')
    await saveVisitWithSelfie(page, { name: 'visit2.jpg', mimeType: 'image/jpeg', buffer: await selfie() }, 2)
    await screenshot(page, 'crm-detail-390', { fullPage: true })

    // The preview shows the selfie, with a download.
    await page.getByRole('button', { name: /Open the selfie of the First visit/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('img')).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Download' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'crm-preview-390')
    await dialog.getByRole('button', { name: 'Close preview' }).click()

    // Activity: created, the visit, the status change, the file viewed (written as it was opened).
    await page.reload()
    await page.getByText(/^Activity \(/).click()
    await expect(page.getByText('Status changed from Interested to Closed')).toBeVisible()
    await expect(page.getByText(/Viewed the visit file/)).toBeVisible()
  })
})

test.describe('a lead page on a phone', () => {
  // Routes cannot hold back what a service worker answers from its cache: this test runs without one.
  test.use({ ...phoneInDelhi, serviceWorkers: 'block' })

  test("loads the visit form's checks at the form's first use, and checks a visit sent before they arrived", async ({
    page,
  }) => {
    // Signed in first: the sign-in form loads the same checks when it is used.
    await signInPage(page, people.field.userId)
    // The checks' files (zod, conform's adapter, the lead's rules) are held back, so the field user acts first.
    // (Routing also turns the browser's cache off: the page fetches them again.)
    const checks = /\/assets\/zod-parse-[\w-]+\.js$/
    const asked: string[] = []
    page.on('request', (request) => {
      if (checks.test(new URL(request.url()).pathname)) asked.push(request.url())
    })
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(checks, async (route) => {
      await held
      await route.continue()
    })
    await goto(page, leadUrl)
    await expect(page.getByRole('heading', { name: 'Add a visit' })).toBeVisible()
    expect(asked).toEqual([])

    await page.getByRole('button', { name: 'Save visit' }).click()
    expect(asked.length).toBe(1)
    // Nothing was sent while the checks were loading, and no message is made up meanwhile.
    await expect(page.getByText(messages.LEAD_MANDATORY)).toHaveCount(0)
    release()
    await expect(page.getByText(messages.LEAD_MANDATORY).first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${leadUrl}$`))
  })
})

test('the manager sees the lead and its visits; a peer on another branch does not, not even by URL', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInPage(page, people.manager.userId)
  await expect(page.getByRole('link', { name: business })).toBeVisible()
  await screenshot(page, 'crm-list-1280', { fullPage: true })
  await goto(page, leadUrl)
  await expect(page.getByRole('heading', { name: 'Visits (2)' })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'crm-detail-1280', { fullPage: true })
  await page.getByRole('button', { name: /Open the selfie of the First visit/ }).click()
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible()
  await screenshot(page, 'crm-preview-1280')
  await page.getByRole('button', { name: 'Close preview' }).click()
  await goto(page, '/crm/leads/new')
  await expectNoAxeViolations(page)
  await screenshot(page, 'crm-lead-form-1280', { fullPage: true })

  await page.context().clearCookies()
  await signInPage(page, people.peer.userId)
  await expect(page.getByRole('link', { name: business })).toHaveCount(0)
  const response = await page.goto(leadUrl)
  expect(response?.status()).toBe(404)
  await expect(page.getByText(messages.LEAD_NOT_FOUND)).toBeVisible()
})

/** D59: products of interest, chosen as chips on a phone, filtered in the list and counted in the CRM Report. */
test.describe('products of interest', () => {
  const shop = `Do Seva Store ${stamp}`

  test.describe('on a phone', () => {
    test.use(phoneInDelhi)

    test('a field user adds a lead wanting two products and finds it by one of them', async ({ page }) => {
      await signInPage(page, people.field.userId)
      await goto(page, '/crm/leads/new')
      await fillNewLead(page, {
        business: shop,
        nextVisit: inDays(2),
        selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() },
      })
      const chips = page.getByRole('group', { name: 'Products of interest' })
      // Keyboard: Tab reaches a chip and Space ticks it; the mouse ticks the other.
      await chips.getByLabel('AEPS').focus()
      await page.keyboard.press('Space')
      await chips.getByLabel('Fastag').check()
      await expect(chips.getByLabel('AEPS')).toBeChecked()
      await expectNoAxeViolations(page)
      await screenshot(chips, 'crm-products-chips-390')
      await page.getByRole('button', { name: 'Save lead' }).click()
      await expect(page).toHaveURL(/\/crm\/leads\/\d+\?saved=1$/)
      const facts = page.getByRole('definition').filter({ has: page.getByRole('listitem') })
      await expect(facts.getByRole('listitem')).toHaveText(['AEPS', 'Fastag'])

      // The list's product filter: by Fastag the lead is there, by DSC it is not.
      await goto(page, '/crm?product=fastag')
      await expect(page.getByRole('link', { name: shop })).toBeVisible()
      await expect(page.getByLabel('Product')).toHaveValue('fastag')
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
      await screenshot(page, 'crm-products-filter-390', { fullPage: true })
      await goto(page, '/crm?product=dsc')
      await expect(page.getByRole('link', { name: shop })).toHaveCount(0)
    })
  })

  test('the manager sees the lead’s products and their counts in the CRM Report', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInPage(page, people.manager.userId)
    await goto(page, '/crm/reports/crm')
    const row = page.getByRole('row').filter({ hasText: shop })
    await expect(row).toContainText('AEPS; Fastag')
    // The count under the table: at least this lead wants AEPS.
    const aeps = page.getByText('Product: AEPS', { exact: true })
    await expect(aeps).toBeVisible()
    await expect(aeps.locator('xpath=following-sibling::dd')).not.toHaveText('0')
    await expectNoAxeViolations(page)
    await screenshot(page, 'crm-products-report-1280', { fullPage: true })
  })
})
