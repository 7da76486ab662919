import { expect, type Locator, request, test } from '@playwright/test'
import { messages } from '../../app/lib/errors.ts'
import { e2e } from '../../playwright.config.ts'
import { expectSoundAtWidths, goto, phoneInDelhi, widths } from './fixtures.ts'
import { inDays, postVisitAsThePhone } from './lead-form.ts'
import { chooseOfficeLanguage, createTeam, STAFF_PASSWORD, signInApi, signInPage } from './staff-users.ts'

/**
 * The field user's day on a 390 px phone in Delhi (D57, D60; ADRs 0227-0231), the phone's position emulated at
 * Connaught Place: the route of the day lists the due shops nearest first (a chain from the phone) with the first
 * one's Navigate link, works from the phone's copy with no connection, records a visit from it; a call logged with
 * "call back on" (saved offline through the outbox) moves the lead's next visit; a lead without a place gets a pin.
 * No map tiles are fetched (MAP_TILE_URL is empty in the e2e servers): the markers stand on a plain ground.
 */
const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `rmgr${stamp}`, name: 'Rupa Manager' },
  field: { userId: `rfld${stamp}`, name: 'Rohan Field' },
}
const name = (n: string) => `${n} ${stamp}`
const todayIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10)
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/')

// Fixed places in Delhi; from the phone at Connaught Place the chain is Chandni Chowk (2.5 km), then Karol Bagh
// (3.9 km on), then Lajpat Nagar; the shop with no place is listed after them.
const shops = [
  { business: name('Lajpat Traders'), at: ['28.5677', '77.2433'] },
  { business: name('Karol Mobile'), at: ['28.6519', '77.1909'] },
  { business: name('Chandni Telecom'), at: ['28.6506', '77.2303'] },
  { business: name('No Place Agency'), at: ['', ''] },
]
const leadIds: Record<string, number> = {}

test.describe.configure({ mode: 'serial' })
test.use(phoneInDelhi)

test.beforeAll(async () => {
  await createTeam(people)
  const api = await request.newContext({ baseURL: e2e.baseURL })
  await signInApi(api, people.field.userId, STAFF_PASSWORD)
  for (const shop of shops) {
    // The lead's first visit, with the shop's place when it has one (D36), due today.
    const { leadId } = await postVisitAsThePhone(api, {
      intent: 'lead',
      type: '1',
      nature: 'H',
      businessName: shop.business,
      contactPerson: 'Suresh',
      mobile: `9${String(Date.now()).slice(-9)}`,
      status: '3',
      nextVisit: todayIndia(),
    })
    leadIds[shop.business] = leadId
    if (shop.at[0]) {
      // postVisitAsThePhone sends no location: the place is set as the first located visit would (a pin here).
      const pinned = await api.post(`/crm/leads/${leadId}/pin`, {
        headers: { origin: e2e.baseURL },
        form: { intent: 'pin', latitude: shop.at[0]!, longitude: shop.at[1]! },
        maxRedirects: 0,
      })
      expect(pinned.status()).toBe(302)
    }
  }
  await api.dispose()
})

/**
 * Taps a Call or WhatsApp link and, in the same moment, leaves for the dialer or WhatsApp and comes back: the page
 * hidden, then shown again, before the app has drawn anything after the tap (a phone hides the page at once, and a
 * hidden page draws nothing). The links' default is stopped, as the test browser has no dialer.
 */
async function tapAndLeave(link: Locator) {
  await link.evaluate((a: HTMLAnchorElement) => {
    a.addEventListener('click', (e) => e.preventDefault(), { once: true })
    const set = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    a.click()
    set('hidden')
    set('visible')
  })
}

test('the route lists the due shops nearest first with Navigate and a map, also offline', async ({ page, context }) => {
  await signInPage(page, people.field.userId)
  await page.getByRole('link', { name: 'Route of the day' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Route of the day' })).toBeVisible()
  const stops = page.locator('[data-route-stop] h3')
  await expect(page.getByText('In order from where you are now.')).toBeVisible()
  await expect(stops).toHaveText([name('Chandni Telecom'), name('Karol Mobile'), name('Lajpat Traders')])
  const first = page.locator('[data-route-stop]').first()
  await expect(first.locator('[data-route-distance]')).toHaveText('2.5 km from you')
  await expect(first.getByRole('link', { name: `Navigate to ${name('Chandni Telecom')}` })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=28.650600,77.230300',
  )
  await expect(page.locator('[data-route-unlocated]')).toHaveText(new RegExp(name('No Place Agency')))
  // The map: three numbered shops and "You", on a plain ground (no tiles in tests).
  const map = page.getByRole('region', { name: 'Map of the shops in order, with your position' })
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(4)
  await expect(map.locator('.leaflet-tile')).toHaveCount(0)
  await expectSoundAtWidths(page, 'route-en', { leaveAt: widths[0] })

  // With no connection, the route opens from the phone's copy, in the same order.
  await page.getByRole('link', { name: 'All leads' }).click()
  await expect(page).toHaveURL(/\/crm$/)
  await context.setOffline(true)
  await page.getByRole('link', { name: 'Route of the day' }).click()
  await expect(page.getByText(/offline copy, updated/)).toBeVisible()
  await expect(stops).toHaveText([name('Chandni Telecom'), name('Karol Mobile'), name('Lajpat Traders')])
  await expect(first.locator('[data-route-distance]')).toHaveText('2.5 km from you')
  await context.setOffline(false)

  // Record visit opens the nearest shop's visit form.
  await first.getByRole('link', { name: `Record a visit at ${name('Chandni Telecom')}` }).click()
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${leadIds[name('Chandni Telecom')]}#record-visit$`))
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByLabel('Remark').fill('Visited from the route')
  await page.getByLabel('Status').selectOption({ label: 'Interested' })
  await page.getByLabel('Next visit').fill(inDays(1))
  await page.getByLabel('Selfie', { exact: true }).setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      'base64',
    ),
  })
  await page.getByRole('button', { name: 'Save visit' }).click()
  await expect(page.getByText(messages.VISIT_SAVED)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Visits (2)' })).toBeVisible()
})

test('a call logged offline with "call back on" is sent by the outbox once and moves the next visit', async ({
  page,
  context,
}) => {
  const business = name('Karol Mobile')
  const leadId = leadIds[business]!
  await signInPage(page, people.field.userId)
  await goto(page, `/crm/leads/${leadId}`)
  const callBack = inDays(4)
  const facts = page.locator('section[aria-labelledby="lead-heading"]')
  await expect(facts.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919\d{9}\?text=Namaste%20Suresh%2C%20this%20is%20Rohan%20Field\.$/,
  )
  await tapAndLeave(facts.getByRole('link', { name: /^Call/ }))
  const sheet = page.getByRole('dialog', { name: 'How did the call go?' })
  await expect(sheet).toBeVisible()
  // Call back without its date: the message, nothing sent.
  await sheet.getByLabel('Call back on a date').check()
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect(sheet.getByText(messages.CALL_BACK_DATE_REQUIRED)).toBeVisible()
  await sheet.getByLabel('Call back on', { exact: true }).fill(callBack)
  await expect(sheet.getByLabel('Make this date the next visit')).toBeChecked()
  await sheet.getByLabel('Note (optional)').fill('Owner travelling, call on his return')
  await expectSoundAtWidths(page, 'contact-sheet-en', { leaveAt: widths[0] })

  await context.setOffline(true)
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect(sheet.getByText('Kept on this phone: it is sent when the connection returns.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Waiting to send (1)' })).toBeVisible()
  await sheet.getByRole('button', { name: 'Not now' }).click()
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: /^Waiting to send/ })).toHaveCount(0, { timeout: 20_000 })

  await goto(page, `/crm/leads/${leadId}`)
  await expect(page.getByRole('heading', { name: 'Calls and messages (1)' })).toBeVisible()
  await expect(page.locator('[data-contact="call-back"]')).toHaveText(
    new RegExp(`^Call: call back on ${ddmmyyyy(callBack)}made the next visit`),
  )
  const nextVisit = page.locator('dt', { hasText: /^Next visit$/ }).locator('xpath=following-sibling::dd')
  await expect(nextVisit).toHaveText(ddmmyyyy(callBack))
  await expectSoundAtWidths(page, 'lead-contacts-en', { leaveAt: widths[0] })
})

test('a lead without a place gets a pin; coordinates are checked', async ({ page }) => {
  await signInPage(page, people.field.userId)
  await goto(page, '/crm/route')
  await page.getByRole('link', { name: `Set the place: ${name('No Place Agency')}` }).click()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByLabel('Latitude').fill('77.2090')
  await page.getByLabel('Longitude').fill('28.6139')
  await page.getByRole('button', { name: 'Save the place' }).click()
  await expect(page.getByText(messages.PIN_OUTSIDE_INDIA)).toBeVisible()
  await expectSoundAtWidths(page, 'pin-en', { leaveAt: widths[0] })
  // A tap on the map fills both fields.
  const map = page.getByRole('region', { name: 'Map: tap at the shop to put the pin there' })
  await map.click({ position: { x: 120, y: 100 } })
  await expect(page.getByLabel('Latitude')).not.toHaveValue('77.2090')
  await page.getByLabel('Latitude').fill('28.6139')
  await page.getByLabel('Longitude').fill('77.2090')
  await page.getByRole('button', { name: 'Save the place' }).click()
  await expect(page.getByText(messages.PIN_SAVED)).toBeVisible()
  await expect(page.getByText('28.61390, 77.20900 (set on the map)')).toBeVisible()
  // Pinned, it joins the ordered shops of the route (it is due today); none is left without a place.
  await goto(page, '/crm/route')
  await expect(page.locator(`[data-route-stop="${leadIds[name('No Place Agency')]}"]`)).toBeVisible()
  await expect(page.locator('[data-route-unlocated]')).toHaveCount(0)
})

test('the route, the call sheet and the pin in Hindi', async ({ page }) => {
  const own = await request.newContext({ baseURL: e2e.baseURL })
  await signInApi(own, people.field.userId, STAFF_PASSWORD)
  await chooseOfficeLanguage(own, 'hi')
  await own.dispose()
  await signInPage(page, people.field.userId)
  await goto(page, '/crm/route')
  await expect(page.getByRole('heading', { level: 1, name: 'आज का रूट' })).toBeVisible()
  await expect(
    page
      .locator('[data-route-stop]')
      .first()
      .getByRole('link', { name: /तक का रास्ता$/ }),
  ).toBeVisible()
  await expectSoundAtWidths(page, 'route-hi', { leaveAt: widths[0] })
  const leadId = leadIds[name('Lajpat Traders')]!
  await goto(page, `/crm/leads/${leadId}`)
  const facts = page.locator('section[aria-labelledby="lead-heading"]')
  await expect(facts.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /text=%E0%A4%A8/)
  await tapAndLeave(facts.getByRole('link', { name: /^WhatsApp/ }))
  const sheet = page.getByRole('dialog', { name: 'WhatsApp मैसेज का क्या हुआ?' })
  await expect(sheet).toBeVisible()
  await sheet.getByLabel('किसी तारीख को दोबारा कॉल करें').check()
  await expectSoundAtWidths(page, 'contact-sheet-hi', { leaveAt: widths[0] })
  await sheet.getByLabel('बात हो गई').check()
  await sheet.getByRole('button', { name: 'सेव करें' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('heading', { name: 'कॉल और मैसेज (1)' })).toBeVisible()
  await expectSoundAtWidths(page, 'lead-contacts-hi', { leaveAt: widths[0] })
  await goto(page, `/crm/leads/${leadId}/pin`)
  await expectSoundAtWidths(page, 'pin-hi', { leaveAt: widths[0] })
})
