import { expect, request, test } from '@playwright/test'
import sharp from 'sharp'
import { messages } from '../../app/lib/errors.ts'
import { crm as hi } from '../../app/messages/hi/crm.ts'
import { errors as hiErrors } from '../../app/messages/hi/errors.ts'
import { e2e } from '../../playwright.config.ts'
import { expectSoundAtWidths, phoneInDelhi } from './fixtures.ts'
import { chooseOfficeLanguage, createTeam, STAFF_PASSWORD, signInApi, signInPage } from './staff-users.ts'

/**
 * D55 in the CRM: a field user who chose Hindi adds a lead with a selfie on a phone and reads every label, the
 * required-field messages (Hindi with the exact English beside) and the saved message in Hindi; the list, the new
 * lead and the lead pages are axe clean at 390 and 1280 px. The stored values stay English: the lead is a
 * 'Retailer', shown as 'रिटेलर'.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `hmgr${stamp}`, name: 'Hema Manager' },
  field: { userId: `hfld${stamp}`, name: 'Harish Field' },
}
const business = `Shiv Mobile ${stamp}`

test.beforeAll(async () => {
  await createTeam(people)
  // The field user's own choice of language, as the account menu's form sends it.
  const own = await request.newContext({ baseURL: e2e.baseURL })
  await signInApi(own, people.field.userId, STAFF_PASSWORD)
  await chooseOfficeLanguage(own, 'hi')
  await own.dispose()
})

async function selfie(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 230, g: 170, b: 120 } } })
    .jpeg()
    .toBuffer()
}

test.use(phoneInDelhi)

test('a field user who chose Hindi adds a lead with a selfie and reads it all in Hindi', async ({ page }) => {
  test.setTimeout(180_000)
  await signInPage(page, people.field.userId)
  // Signed in on the English sign-in page, the office opens in Hindi at once: its Hindi messages are fetched on the
  // way (the office layout's client loader), with no reload and no key shown in their place.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  // No lead yet and no filter set: there are none yet (issue 28), not "none match".
  await expect(page.getByText(hi.list.noneAdd)).toBeVisible()
  await expect(page.getByText('list.title')).toHaveCount(0)
  await expectSoundAtWidths(page, 'hi-crm-list-empty', { fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })

  await page.getByRole('link', { name: hi.list.add }).last().click()
  await expect(page.getByRole('heading', { level: 1, name: hi.meta.newLead })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.getByLabel(hi.fields.businessName)).toBeVisible()
  await expect(page.getByLabel(hi.fields.mobile)).toBeVisible()
  await expect(page.getByText(hi.fields.selfieHint)).toBeVisible()

  // The spec's messages, before anything is sent: Hindi, with the exact English beside.
  await page.getByRole('button', { name: hi.leadForm.save }).click()
  await expect(page.getByText(hiErrors.LEAD_STATUS_REQUIRED)).toBeVisible()
  await expect(page.getByText(messages.LEAD_STATUS_REQUIRED)).toBeVisible()
  await expect(page.getByText(hiErrors.SELFIE_REQUIRED)).toBeVisible()
  await expect(page.getByText(messages.SELFIE_REQUIRED)).toBeVisible()
  await expectSoundAtWidths(page, 'hi-crm-new-errors', { fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })

  await page.getByLabel(hi.fields.leadType).selectOption({ label: hi.values.type.Retailer })
  await page.getByLabel(hi.fields.leadNature).selectOption({ label: hi.values.nature.H })
  await page.getByLabel(hi.fields.businessName).fill(business)
  await page.getByLabel(hi.fields.contactPerson).fill('Shiv Kumar')
  await page.getByLabel(hi.fields.mobile).fill('9876512345')
  await page.getByLabel(hi.fields.volume).fill('150000')
  await page.getByLabel(hi.fields.status).selectOption({ label: hi.values.status.Interested })
  await page.getByLabel(hi.fields.nextVisit).fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10))
  await page
    .getByLabel(hi.fields.selfie, { exact: true })
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() })
  await expect(page.getByRole('img', { name: hi.fields.selfiePreview })).toBeVisible()
  await expect(page.getByText(/लोकेशन मिल गई/)).toBeVisible()
  await page.getByRole('button', { name: hi.leadForm.save }).click()

  await expect(page).toHaveURL(/\/crm\/leads\/\d+\?saved=1$/)
  await expect(page.getByText(hiErrors.LEAD_SAVED)).toBeVisible()
  await expect(page.getByText(messages.LEAD_SAVED)).toBeVisible()
  await expect(page.getByRole('heading', { name: business })).toBeVisible()
  await expect(page.getByText('Rs. 1,50,000')).toBeVisible()
  await expect(page.getByText(hi.values.type.Retailer)).toBeVisible()
  await expect(page.getByText(hi.values.status.Interested).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: hi.followUp.heading })).toBeVisible()
  await expect(page.getByRole('heading', { name: hi.lead.visits.replace('{{n}}', '1') })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-crm-lead', { fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })

  await page.getByRole('link', { name: hi.lead.allLeads }).click()
  await expect(page.getByRole('link', { name: business })).toBeVisible()
  await expect(page.getByText('1 लीड', { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: hi.list.heading }).getByText(hi.values.status.Interested)).toBeVisible()
  await expectSoundAtWidths(page, 'hi-crm-list', { fullPage: true })
})
