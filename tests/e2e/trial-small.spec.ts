import { expect, type Page, request, test } from '@playwright/test'
import { todayInIndia } from '../../app/lib/dates.ts'
import { e2e } from '../../playwright.config.ts'
import { expectNoAxeViolations, expectSoundAtWidths, goto } from './fixtures.ts'
import { postVisitAsThePhone as visit } from './lead-form.ts'
import { storedCopy } from './offline-copy.ts'
import { chooseOfficeLanguage, createTeam, STAFF_PASSWORD, signInApi, signInPage } from './staff-users.ts'

/**
 * What a field trial found on the screens (issue 28, items 10, 11 and 13): wide tables that did not fit 1280 px, a
 * short report whose chart filled half a printed page, and the small things of the Users, password, lead, CRM list,
 * sign-in methods and offline screens. Screenshots at 390 and 1280 px go to SCREENSHOT_DIR when it is set.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `tsm${stamp}`, name: 'Tara Manager' },
  field: { userId: `tsf${stamp}`, name: 'तरुण Field' },
}
const empty = { userId: `tse${stamp}`, name: 'Esha Empty' }
const hindiRemark = 'दुकानदार ने कहा कि शाम को फिर से आइए, माइक्रो एटीएम के बारे में बात करनी है और कागज़ तैयार रखेंगे'
const business = `कुमार जनरल स्टोर ${stamp}`
let leadId = 0

test.beforeAll(async () => {
  await createTeam({ ...people, empty })
  const field = await request.newContext({ baseURL: e2e.baseURL })
  await signInApi(field, people.field.userId, STAFF_PASSWORD)
  const today = todayInIndia()
  const lead = await visit(field, {
    intent: 'lead',
    type: '1',
    nature: 'H',
    email: `kumar${stamp}@example.in`,
    address: 'मुख्य बाज़ार, जयपुर',
    status: '1',
    nextVisit: today,
    businessName: business,
    contactPerson: 'राम कुमार',
    mobile: '9812345680',
    remark: hindiRemark,
    volume: '150000',
  })
  leadId = lead.leadId
  // Five follow-ups today, the first recorded offline an hour before it arrived (D54): every mark of the report.
  for (let i = 0; i < 5; i++) {
    await visit(field, {
      intent: 'follow-up',
      leadId: String(leadId),
      remark: hindiRemark,
      nature: 'H',
      status: '1',
      nextVisit: today,
      ...(i === 0 ? { deviceAt: new Date(Date.now() - 60 * 60_000).toISOString() } : {}),
    })
  }
  await field.dispose()
  // Two web enquiries with long texts, one from the Hindi site.
  const visitor = await request.newContext({ baseURL: e2e.baseURL })
  for (const [source, message] of [
    ['/', 'Please call me about a micro ATM for my shop near the bus stand, in the evening after six.'],
    ['/hi', hindiRemark],
  ]) {
    await visitor.post('/enquiry', {
      form: {
        variant: 'home',
        source: source!,
        name: `Vimal Kumar Sharma ${stamp}`,
        email: `vimal.kumar.sharma.${stamp}@example-long-domain.in`,
        phone: '9811001100',
        location: 'Jaipur, Rajasthan',
        service: 'Human ATM',
        message: message!,
      },
      maxRedirects: 0,
    })
  }
  await visitor.dispose()
})

/** The manager's own language for the back office. */
async function officeLanguage(locale: 'en' | 'hi') {
  const own = await request.newContext({ baseURL: e2e.baseURL })
  await signInApi(own, people.manager.userId, STAFF_PASSWORD)
  await chooseOfficeLanguage(own, locale)
  await own.dispose()
}

/** The last table on the page ends within the window, and neither it nor the page scrolls sideways. */
async function expectTableFits(page: Page) {
  const table = page.getByRole('table').last()
  await expect(table).toBeVisible()
  const fit = await table.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const frame = el.parentElement!
    return {
      right: box.right,
      width: window.innerWidth,
      inner: frame.scrollWidth - frame.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
    }
  })
  expect(fit.right).toBeLessThanOrEqual(fit.width)
  expect(fit.inner).toBeLessThanOrEqual(0)
  expect(fit.page).toBeLessThanOrEqual(0)
}

test.describe('item 10: wide tables fit 1280 px', () => {
  for (const locale of ['en', 'hi'] as const) {
    test(`the Enquiries table and the Follow Up Report in ${locale}`, async ({ page }) => {
      await officeLanguage(locale)
      await page.setViewportSize({ width: 1280, height: 800 })
      await signInPage(page, people.manager.userId)
      await goto(page, '/enquiries')
      await expect(page.getByRole('table').last()).toContainText(`Vimal Kumar Sharma ${stamp}`)
      await expectTableFits(page)
      await expectSoundAtWidths(page, `trial-enquiries-${locale}`)
      await page.setViewportSize({ width: 1280, height: 800 })

      await goto(page, '/crm/reports/follow-up')
      const table = page.getByRole('table').last()
      await expect(table).toContainText(business)
      await expectTableFits(page)
      // The Hindi remark takes at most three lines of its cell.
      const heads = await table.getByRole('columnheader').allTextContents()
      const remark = table
        .getByRole('row')
        .nth(1)
        .getByRole('cell')
        .nth(heads.indexOf(locale === 'en' ? 'Remark' : 'टिप्पणी'))
      const lines = await remark.evaluate((el) => {
        const text = el.querySelector('span:last-child') ?? el
        return text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight)
      })
      expect(lines).toBeLessThanOrEqual(3.2)
      await expectSoundAtWidths(page, `trial-follow-up-${locale}`, { fullPage: true })
    })
  }
  test.afterAll(() => officeLanguage('en'))
})

test('item 11: a short range prints its five rows on one page, the chart at a small height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInPage(page, people.manager.userId)
  const today = todayInIndia()
  await goto(page, `/crm/reports/follow-up?from=${today}&to=${today}`)
  await expect(page.getByRole('table').last().getByRole('row')).toHaveCount(6)
  await page.emulateMedia({ media: 'print' })
  const figure = page.getByRole('figure').first()
  const height = await figure.evaluate((el) =>
    el.getBoundingClientRect().height > 0 ? el.getBoundingClientRect().height : 0,
  )
  // At most 1.5 inches of paper for the chart (96 CSS px an inch).
  expect(height).toBeLessThanOrEqual(144)
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages.length).toBe(1)
  await page.emulateMedia({ media: 'screen' })
})

test.describe('item 13: small things', () => {
  test('the Add user form has one Status field and no serial number', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInPage(page, 'admin', e2e.adminPassword)
    await goto(page, '/user-list?mode=add')
    await expect(page.getByLabel('Status')).toBeVisible()
    await expect(page.getByLabel('Enable')).toHaveCount(0)
    await expect(page.getByLabel('Serial Number')).toHaveCount(0)
    await expect(page.getByText('Serial Number')).toHaveCount(0)
    await expectSoundAtWidths(page, 'trial-user-add-en')
  })

  test('the change-password form asks for the old password first', async ({ page }) => {
    await signInPage(page, people.field.userId)
    await goto(page, '/changepassword')
    const labels = await page
      .locator('main form input[type="password"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''))
    expect(labels[0]).toMatch(/^Old/)
    expect(labels.slice(1).join(' ')).not.toMatch(/Old/)
    await expectSoundAtWidths(page, 'trial-change-password-en')
  })

  test("the lead's phone link and the CRM filter's checkbox are 44 x 44 px targets", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInPage(page, people.field.userId)
    await goto(page, `/crm/leads/${leadId}`)
    const phone = page.locator('a[href="tel:9812345680"]').first()
    const call = await phone.boundingBox()
    expect(call!.height).toBeGreaterThanOrEqual(44)
    expect(call!.width).toBeGreaterThanOrEqual(44)
    await goto(page, '/crm')
    await page
      .getByText(/^Filters/)
      .first()
      .click()
    const box = await page.locator('input[type="checkbox"][name="due"]').boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.width).toBeGreaterThanOrEqual(44)
    await expectSoundAtWidths(page, 'trial-crm-filters-en')
  })

  test('an empty CRM list says there are no leads yet; with a filter, that none match', async ({ page }) => {
    await signInPage(page, empty.userId)
    await expect(page.getByText('No leads yet.')).toBeVisible()
    await expect(page.getByText(/clear the filters/)).toHaveCount(0)
    await expectSoundAtWidths(page, 'trial-crm-empty-en')
    await goto(page, '/crm?due=1')
    await expect(page.getByText(/clear the filters/)).toBeVisible()
  })

  test('the authenticator key shows in groups of four, and copies whole', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInPage(page, people.field.userId)
    await goto(page, '/account/security')
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
    const key = page.getByTestId('totp-secret')
    await expect(key).toBeVisible()
    const whole = (await key.textContent())!.trim()
    expect(whole).toMatch(/^[A-Z2-7]{32}$/)
    const groups = await key.locator('span').allTextContents()
    expect(groups).toHaveLength(8)
    for (const g of groups) expect(g).toHaveLength(4)
    await page.getByRole('button', { name: /Copy/ }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(whole)
    await expectSoundAtWidths(page, 'trial-totp-key-en')
    await page.getByRole('button', { name: 'Cancel the set-up' }).click()
  })

  test('the offline copy badge goes when the connection returns and fresh data arrives', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInPage(page, people.field.userId)
    // The office's service worker is installed from /crm opened as a page (as offline.spec.ts does).
    await goto(page, '/crm')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await goto(page, '/crm')
    await expect(page.getByRole('link', { name: new RegExp(business) })).toBeVisible()
    // Offline needs what the list saved: its copy in the phone's database and the page in the worker's cache.
    await expect.poll(async () => storedCopy(page)).toMatchObject({ list: true, pages: 1 })
    await context.setOffline(true)
    await page.goto('/crm')
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const mark = page.getByRole('status').filter({ hasText: /^offline copy, updated \d/ })
    await expect(mark).toBeVisible()
    await context.setOffline(false)
    await expect(mark).toHaveCount(0)
    await expect(page.getByRole('link', { name: new RegExp(business) })).toBeVisible()
  })

  test('the CRM has a Hindi page title; the installed app is named in both languages', async ({ page }) => {
    const own = await request.newContext({ baseURL: e2e.baseURL })
    await signInApi(own, empty.userId, STAFF_PASSWORD)
    await chooseOfficeLanguage(own, 'hi')
    await own.dispose()
    await signInPage(page, empty.userId)
    await expect(page).toHaveTitle(/^सीआरएम/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/सीआरएम/)
    await expect(page.getByText('अभी कोई लीड नहीं है।')).toBeVisible()
    await expectSoundAtWidths(page, 'trial-crm-empty-hi')
    const manifest = await (await page.request.get('/office.webmanifest')).json()
    expect(manifest.name).toMatch(/CRM/)
    expect(manifest.name).toMatch(/सीआरएम/)
    await expectNoAxeViolations(page)
  })
})

test('the changed small screens in Hindi: no axe violations, no sideways scroll', async ({ page }) => {
  const hindi = async (userId: string, password: string, locale: 'en' | 'hi') => {
    const own = await request.newContext({ baseURL: e2e.baseURL })
    await signInApi(own, userId, password)
    await chooseOfficeLanguage(own, locale)
    await own.dispose()
  }
  await hindi('admin', e2e.adminPassword, 'hi')
  try {
    await signInPage(page, 'admin', e2e.adminPassword)
    await goto(page, '/user-list?mode=add')
    await expect(page.getByLabel('स्थिति')).toBeVisible()
    await expectSoundAtWidths(page, 'trial-user-add-hi')
  } finally {
    await hindi('admin', e2e.adminPassword, 'en')
  }
  await page.context().clearCookies()
  await hindi(people.field.userId, STAFF_PASSWORD, 'hi')
  try {
    await signInPage(page, people.field.userId)
    await page.getByText('फ़िल्टर').first().click()
    await expectSoundAtWidths(page, 'trial-crm-filters-hi')
    await goto(page, '/changepassword')
    await expectSoundAtWidths(page, 'trial-change-password-hi')
    await goto(page, '/account/security')
    await page.getByRole('button', { name: 'ऑथेंटिकेटर ऐप लगाएँ' }).click()
    await expect(page.getByTestId('totp-secret').locator('span')).toHaveCount(8)
    await expectSoundAtWidths(page, 'trial-totp-key-hi')
    await page.getByRole('button', { name: 'सेट-अप रद्द करें' }).click()
  } finally {
    await hindi(people.field.userId, STAFF_PASSWORD, 'en')
  }
})
