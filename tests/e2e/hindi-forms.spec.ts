import { expect, type Page, test } from '@playwright/test'
import { messages } from '../../app/lib/errors.ts'
import { errors as hindi } from '../../app/messages/hi/errors.ts'
import { expectNoAxeViolations, screenshot } from './fixtures.ts'
import { waitForMail } from './mail.ts'
import { createStaffUser, signInPage } from './staff-users.ts'

/**
 * Issue 21's acceptance (D55, ADR 0156, ADR 0159): a Hindi page's quote form shows its errors as text in Hindi with
 * the exact English as a lang="en" line, as the server would; a quote sent from a Hindi page reaches the office
 * inbox with its language, and its mail says "Language: Hindi".
 */

const stamp = Date.now().toString(36).slice(-5)
const manager = { userId: `hif${stamp}`, name: 'Hema Hindi' }
const visitor = `Ramesh Hindi ${stamp}`

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // Group 2, Manager: CRM and ENQUIRY.
  await createStaffUser(manager, 2)
})

const errorOf = (page: Page, field: string) => page.locator(`[id="${field}-error"]`)

test('Hindi form errors shown as text: Hindi, then the exact English marked lang="en"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/hi/human-atm')
  const form = page.locator('form[data-form="quote"]').first()
  await form.getByRole('button', { name: 'कोटेशन माँगें' }).click()

  const name = form.getByLabel('नाम')
  await expect(name).toBeFocused()
  const nameId = await name.getAttribute('id')
  const nameError = errorOf(page, nameId!)
  await expect(nameError).toContainText(hindi.PAY_NAME_REQUIRED)
  await expect(nameError.locator('span[lang="en"]')).toHaveText(messages.PAY_NAME_REQUIRED)
  await expect(name).toHaveAttribute('aria-invalid', 'true')

  // A wrong e-mail says so as it is left (D44), in both lines, and keeps what was typed.
  const email = form.getByLabel('ईमेल')
  await email.fill('not-an-email')
  await email.blur()
  const emailError = errorOf(page, (await email.getAttribute('id'))!)
  await expect(emailError).toContainText(hindi.INVALID_EMAIL)
  await expect(emailError.locator('span[lang="en"]')).toHaveText(messages.INVALID_EMAIL)
  await expect(email).toHaveValue('not-an-email')

  const phone = form.getByLabel('फ़ोन')
  await phone.fill('12345')
  await phone.blur()
  await expect(errorOf(page, (await phone.getAttribute('id'))!)).toContainText(
    `${hindi.INVALID_PHONE}${messages.INVALID_PHONE}`,
  )
  await screenshot(page, 'hindi-quote-errors-390', { fullPage: false })
  await expectNoAxeViolations(page)

  // The English page is as it always was: the English alone.
  await page.goto('/human-atm')
  const en = page.locator('form[data-form="quote"]').first()
  await en.getByRole('button', { name: 'Request a Quote' }).click()
  const enError = errorOf(page, (await en.getByLabel('Name').getAttribute('id'))!)
  await expect(enError).toHaveText(messages.PAY_NAME_REQUIRED)
  await expect(enError.locator('span')).toHaveCount(0)
})

test('a quote sent from a Hindi page arrives in the inbox with its language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/hi/contact')
  const form = page.locator('form[data-form="quote"]').first()
  await form.getByLabel('नाम').fill(visitor)
  await form.getByLabel('ईमेल').fill('ramesh@example.in')
  await form.getByLabel('फ़ोन').fill('9811002200')
  await form.getByLabel('शहर / जगह').fill('Patna')
  await form.getByLabel('सेवा').selectOption('Human ATM')
  await form.getByLabel('संदेश').fill('Micro ATM ke baare mein call karein.')
  await form.getByRole('button', { name: 'संदेश भेजें' }).click()
  await expect(page).toHaveURL(/\/hi\/thankyou\/1$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(hindi.THANK_YOU_TITLE)
  await expect(page.getByTestId('result-text').locator('span[lang="en"]')).toHaveText(messages.THANK_YOU_TEXT)
  const mail = await waitForMail((m) => m.subject.includes(visitor))
  expect(mail.text).toContain('Language: Hindi')
  await page.context().clearCookies()

  await signInPage(page, manager.userId)
  await page.goto('/enquiries')
  const row = page.getByRole('row').filter({ hasText: visitor })
  await expect(row).toContainText('Human ATM')
  await expect(row.locator('[lang="hi"]')).toHaveText('हिन्दी')
  await row.getByRole('link').first().click()
  await expect(page.getByText('/hi/contact')).toBeVisible()
  await expect(page.locator('main [lang="hi"]').filter({ hasText: 'हिन्दी' }).first()).toBeVisible()
})
