import { expect, type Page, type Request, request, test } from '@playwright/test'
import sharp from 'sharp'
import { e2e } from '../../playwright.config.ts'
import { expectSoundAtWidths, goto, phoneInDelhi, widths } from './fixtures.ts'
import { postVisitAsThePhone } from './lead-form.ts'
import { chooseOfficeLanguage, createTeam, STAFF_PASSWORD, signInApi, signInPage } from './staff-users.ts'

/**
 * The working day (D58) as people use it: a field user on a phone (390 px, location shared at fixed coordinates)
 * starts the day offline, the start is sent once when the connection returns, and ends the day; the manager at a
 * desk (1280 px) reads the Attendance Report and the team view of today, whose map shows each person's located
 * visits in their own colour with their initials, and a legend naming them (or says there is none yet). Axe at both
 * widths, in English and Hindi, with screenshots.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `amgr${stamp}`, name: 'Asha Manager' },
  field: { userId: `afld${stamp}`, name: 'Anil Field' },
  second: { userId: `asec${stamp}`, name: 'Bhavna Rao' },
}

test.describe.configure({ mode: 'serial' })
test.use(phoneInDelhi)

test.beforeAll(async () => {
  await createTeam(people, ['second'])
})

async function selfie() {
  return {
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 320, height: 400, channels: 3, background: { r: 190, g: 140, b: 100 } } })
      .jpeg()
      .toBuffer(),
  }
}

test('a field user starts the day offline, and the start is sent once when back online', async ({ page, context }) => {
  await signInPage(page, people.field.userId)
  const day = page.getByRole('region', { name: 'My working day' })
  await expect(day).toContainText('Your day has not started.')
  await expectSoundAtWidths(page, 'crm-day-not-started-en', { leaveAt: widths[0] })
  await day.getByRole('link', { name: 'Start the day' }).click()
  await expect(page).toHaveURL(/\/crm\/day$/)
  await expect(page.getByRole('heading', { name: 'Start the day' })).toBeVisible()
  // The phone's location (fixed coordinates in Delhi) is found.
  await expect(page.getByText(/Location captured/)).toBeVisible()
  await expectSoundAtWidths(page, 'day-start-en', { leaveAt: widths[0] })

  // Every send reaches the server through the visits address; until the end of the day is sent, each is the start's,
  // counted to prove it goes once.
  const starts: string[] = []
  const counting = (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/crm/visits')) starts.push(request.url())
  }
  page.on('request', counting)

  await context.setOffline(true)
  await page.getByLabel('Selfie', { exact: true }).setInputFiles(await selfie())
  await page.getByRole('button', { name: 'Start the day' }).click()
  await expect(page.getByText('Day started: kept on this phone, waiting to send.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Waiting to send (1)' })).toBeVisible()
  await expectSoundAtWidths(page, 'day-start-kept-offline-en', { leaveAt: widths[0] })

  await context.setOffline(false)
  await expect(page.getByRole('button', { name: /^Waiting to send/ })).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByText('Start of the day sent')).toBeVisible()
  expect(starts).toHaveLength(1)
  page.off('request', counting)
})

test('the field user ends the day from the CRM list', async ({ page }) => {
  await signInPage(page, people.field.userId)
  const day = page.getByRole('region', { name: 'My working day' })
  await expect(day).toContainText(/Day started \d\d:\d\d/)
  await expectSoundAtWidths(page, 'crm-day-started-en', { leaveAt: widths[0] })
  await day.getByRole('link', { name: 'End the day' }).click()
  await expect(page.getByRole('heading', { name: 'End the day' })).toBeVisible()
  await page.getByLabel('Selfie', { exact: true }).setInputFiles(await selfie())
  await page.getByRole('button', { name: 'End the day' }).click()
  await expect(page).toHaveURL(/\/crm\?day=end$/)
  await expect(day).toContainText(/Day started \d\d:\d\d, ended \d\d:\d\d/)
})

test("the field user's day in Hindi", async ({ page }) => {
  await signInPage(page, people.field.userId)
  await chooseOfficeLanguage(page.request, 'hi')
  await goto(page, '/crm')
  await expect(page.getByRole('region', { name: 'मेरा काम का दिन' })).toContainText('खत्म हुआ')
  await expectSoundAtWidths(page, 'crm-day-ended-hi', { leaveAt: widths[0] })
  await goto(page, '/crm/day')
  await expectSoundAtWidths(page, 'day-ended-hi', { leaveAt: widths[0] })
})

/** Located visits of today, as the phones send them: two shops by the field user, one by the second person. */
async function visitShopsAsTheTeam() {
  const shops = [
    { who: people.field.userId, business: `Karol Mobile ${stamp}`, at: ['28.6519', '77.1909'] },
    { who: people.field.userId, business: `Chandni Telecom ${stamp}`, at: ['28.6506', '77.2303'] },
    { who: people.second.userId, business: `Lajpat Traders ${stamp}`, at: ['28.5677', '77.2433'] },
  ]
  for (const shop of shops) {
    const api = await request.newContext({ baseURL: e2e.baseURL })
    await signInApi(api, shop.who, STAFF_PASSWORD)
    await postVisitAsThePhone(api, {
      intent: 'lead',
      type: '1',
      nature: 'H',
      businessName: shop.business,
      status: '3',
      nextVisit: new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10),
      latitude: shop.at[0]!,
      longitude: shop.at[1]!,
      accuracy: '12',
    })
    await api.dispose()
  }
}

/** The team map at the page's width: three markers titled with person, shop and time, and a legend naming each. */
async function expectTeamMap(page: Page, texts: { region: string; legend: string; one: string; two: string }) {
  const legend = page.getByRole('list', { name: texts.legend })
  await expect(legend.getByRole('listitem')).toHaveCount(2)
  const field = legend.getByRole('listitem').filter({ hasText: people.field.name })
  const second = legend.getByRole('listitem').filter({ hasText: people.second.name })
  await expect(field).toContainText('AF')
  await expect(field).toContainText(texts.two)
  await expect(second).toContainText('BR')
  await expect(second).toContainText(texts.one)
  // Colour and initials together: the two people's badges differ in both.
  const colour = (item: typeof field) => item.locator('[aria-hidden="true"]').evaluate((e) => e.style.backgroundColor)
  expect(await colour(field)).not.toBe(await colour(second))
  const map = page.getByRole('region', { name: texts.region })
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(3)
  await expect(map.locator('.leaflet-tile')).toHaveCount(0)
  await expect(map.locator(`.leaflet-marker-icon[title^="${people.field.name}: Karol Mobile ${stamp}"]`)).toHaveText(
    'AF',
  )
  await expect(map.locator(`.leaflet-marker-icon[title^="${people.field.name}: "]`)).toHaveCount(2)
  await expect(map.locator(`.leaflet-marker-icon[title^="${people.second.name}: Lajpat Traders ${stamp}"]`)).toHaveText(
    'BR',
  )
  for (const marker of await map.locator('.leaflet-marker-icon').all()) {
    await expect(marker).toHaveAttribute('title', /\d\d:\d\d/)
    await expect(marker).toBeVisible()
  }
}

test("the manager reads the Attendance Report and the team's day", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInPage(page, people.manager.userId)
  await page.getByRole('region', { name: 'My working day' }).getByRole('link', { name: 'Team today' }).click()
  await expect(page.getByRole('heading', { name: 'Team today' })).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(people.field.name) })
  await expect(row).toContainText(/\d\d:\d\d/)
  await expect(page.getByText(/1 of 2 started the day/)).toBeVisible()
  // No located visit yet: a sentence, not an empty map (and no map script fetched).
  await expect(
    page.getByText('No visit with a location today yet: the map shows once your team records one.'),
  ).toBeVisible()
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  await expectSoundAtWidths(page, 'team-today-no-visits-en', { leaveAt: widths[0] })

  await visitShopsAsTheTeam()
  await page.setViewportSize({ width: 1280, height: 800 })
  await goto(page, '/crm/team')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const texts = {
    region: "Map of the team's visits today, a colour and initials for each person",
    legend: 'Who is who on the map',
    one: '1 visit',
    two: '2 visits',
  }
  await expectTeamMap(page, texts)
  await expect(page.getByText("Map without a background: each marker carries the person's initials")).toBeVisible()
  await expectSoundAtWidths(page, 'team-today-en', { leaveAt: widths[0] })
  // At 390 px (where the check above leaves the page) the map and its legend are still all there.
  await expectTeamMap(page, texts)

  await goto(page, '/crm/reports/attendance')
  await expect(page.getByRole('heading', { name: 'Attendance Report' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Km (straight line)' })).toBeVisible()
  await expect(page.getByRole('link', { name: people.field.name })).toBeVisible()
  await expectSoundAtWidths(page, 'report-attendance-en', { leaveAt: widths[0] })
})

test("the manager's screens in Hindi", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInPage(page, people.manager.userId)
  await chooseOfficeLanguage(page.request, 'hi')
  await goto(page, '/crm/reports/attendance')
  await expect(page.getByRole('heading', { name: 'उपस्थिति रिपोर्ट' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'किमी (सीधी रेखा में)' })).toBeVisible()
  await expectSoundAtWidths(page, 'report-attendance-hi', { leaveAt: widths[0] })
  await goto(page, '/crm/team')
  await expect(page.getByRole('heading', { name: 'आज मेरी टीम' })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expectTeamMap(page, {
    region: 'टीम की आज की विज़िट का नक्शा, हर व्यक्ति का एक रंग और नाम के पहले अक्षर',
    legend: 'नक्शे पर कौन कौन',
    one: '1 विज़िट',
    two: '2 विज़िट',
  })
  await expect(page.locator('.leaflet-marker-icon').first()).toHaveAttribute('title', /बजे$/)
  await expectSoundAtWidths(page, 'team-today-hi', { leaveAt: widths[0] })
  await goto(page, '/crm/day')
  await expectSoundAtWidths(page, 'day-start-hi', { leaveAt: widths[0] })
})
