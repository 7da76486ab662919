import { expect, type Locator, type Page, test } from '@playwright/test'
import { quoteServiceOptions } from '#app/domain/enquiries/form-services.ts'
import { decodePayNowMessage } from '#app/domain/payments/paynow-message.ts'
import { messages } from '#app/lib/errors.ts'
import { e2e } from '../../playwright.config.ts'
import { expectNoAxeViolations, goto } from './fixtures.ts'
import { waitForMail } from './mail.ts'

// Issue 3 acceptance: each form variant submitted as a visitor would, the mail found at the SMTP capture and the
// thank-you page reached (the database is held by the server process, so the mail is the evidence of the row:
// both are written in one transaction, D41).

test.use({ viewport: { width: 1280, height: 900 } })

const INFO_EMAIL = 'info@example.in'
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The visible quote form of a variant (the offer page may place it twice, for phones and for desktops). */
function quoteForm(page: Page, variant: string): Locator {
  return page.locator(`form[data-variant="${variant}"]`).locator('visible=true').first()
}

async function fillQuote(form: Locator, values: { name: string; location?: string; message: string }) {
  await form.getByLabel('Name').fill(values.name)
  await form.getByLabel('Email').fill('visitor@example.in')
  await form.getByLabel('Phone').fill('9876543210')
  if (values.location !== undefined) await form.getByLabel('Location').fill(values.location)
  await form.getByLabel('Message').fill(values.message)
}

/** Holds the form's request for a moment so the pending state can be seen. */
async function delayEnquiry(page: Page, ms = 1_200) {
  await page.route('**/enquiry', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/thankyou\/1$/)
  await expect(page.getByRole('heading', { name: messages.THANK_YOU_TITLE })).toBeVisible()
}

/** Sends the filled form, lands on the thank-you page and returns the office's mail about `name`. */
async function sendQuote(form: Locator, name: string) {
  await form.getByRole('button').click()
  await expectThankYou(form.page())
  return waitForMail((m) => m.subject.includes(name))
}

/** The field's message is shown as text and named by its aria-describedby. */
async function expectFieldMessage(control: Locator, text: string) {
  await expect(control).toHaveAccessibleDescription(text)
  const id = (await control.getAttribute('aria-describedby'))?.split(' ')[0]
  expect(id).toBeTruthy()
  await expect(control.page().locator(`[id="${id}"]`)).toHaveText(text)
  await expect(control.page().locator(`[id="${id}"]`)).toBeVisible()
}

test.describe('quote and contact forms', () => {
  test('every missing required field says so next to it (aria-describedby), nothing is sent', async ({ page }) => {
    let posted = false
    await page.route('**/enquiry', async (route) => {
      posted = true
      await route.continue()
    })
    await page.goto('/contact')
    const form = quoteForm(page, 'contact')
    await form.getByRole('button', { name: 'Send Message' }).click()
    for (const label of ['Name', 'Email', 'Phone', 'Service']) {
      const control = form.getByLabel(label, { exact: true })
      // The forms' checks load at the first use of a form (ADR 0216): the send is held until they have run.
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      const id = (await control.getAttribute('aria-describedby'))?.split(' ')[0]
      expect(id, label).toBeTruthy()
      const message = page.locator(`[id="${id}"]`)
      await expect(message).toBeVisible()
      expect((await message.textContent())?.trim(), label).toBeTruthy()
    }
    expect(posted).toBe(false)
  })

  test('home: exact service options and button; spinner dims and blocks the page; fields clear; mail sent', async ({
    page,
  }) => {
    await page.goto('/')
    const form = quoteForm(page, 'home')
    const select = form.getByLabel('Service')
    const options = await select
      .locator('option')
      .evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent })))
    expect(options).toEqual(quoteServiceOptions)
    await expect(form.getByRole('button')).toHaveText('Submit Your Request')
    await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy')

    const name = unique('Home Visitor')
    const message = 'Need 2 devices: 100% + GST & delivery #5'
    await fillQuote(form, { name, location: 'Jaipur', message })
    await select.selectOption('Human ATM')
    await delayEnquiry(page)
    await form.getByRole('button', { name: 'Submit Your Request' }).click()

    const overlay = page.getByTestId('spinner-overlay')
    await expect(overlay).toBeVisible()
    await expect(page.getByRole('dialog', { name: /Sending your request/ })).toBeFocused()
    await expect(page.locator('body')).toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('main')).toHaveAttribute('inert', '')
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')

    await expectThankYou(page)
    await expect(overlay).toHaveCount(0)
    await expect(page.locator('main')).not.toHaveAttribute('inert', '')

    const mail = await waitForMail((m) => m.subject.includes(name))
    expect(mail.to).toBe(INFO_EMAIL)
    expect(mail.subject).toBe(`Quote request (Human ATM) from ${name}`)
    expect(mail.text).toContain(message)
    expect(mail.text).toContain('Page: /')
    expect(mail.text).toContain('Location: Jaipur')
  })

  test('contact page: dropdown form', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page, 'contact')
    const name = unique('Contact Visitor')
    await fillQuote(form, { name, location: 'Lucknow', message: 'Please call me about a loan.' })
    await form.getByLabel('Service').selectOption({ label: 'Instant Loan' })
    const mail = await sendQuote(form, name)
    expect(mail.subject).toBe(`Contact form (Loan) from ${name}`)
    expect(mail.text).toContain('Page: /contact')
  })

  test('a service page: the service is fixed by the page', async ({ page }) => {
    await page.goto('/fastag')
    const form = quoteForm(page, 'service')
    await expect(form.getByLabel('Service')).toHaveCount(0)
    const name = unique('Fastag Visitor')
    await fillQuote(form, { name, location: 'Pune', message: 'Three trucks.' })
    const mail = await sendQuote(form, name)
    expect(mail.text).toContain('Service: fastag')
    expect(mail.text).toContain('Page: /fastag')
  })

  test('insurance page: the chosen kind of insurance is sent (D43)', async ({ page }) => {
    await page.goto('/services/insurance')
    const form = quoteForm(page, 'service')
    const name = unique('Insurance Visitor')
    await fillQuote(form, { name, location: 'Patna', message: 'Family trip.' })
    await form.getByLabel('Insurance type').selectOption('Travel Insurance')
    const mail = await sendQuote(form, name)
    expect(mail.subject).toBe(`Quote request (Travel Insurance) from ${name}`)
  })

  test('DSC offer page: location and service hidden, service Digital Signature Certificate', async ({ page }) => {
    await page.goto('/offers')
    const form = quoteForm(page, 'dsc-offer')
    await expect(form.getByLabel('Location')).toHaveCount(0)
    await expect(form.getByLabel('Service')).toHaveCount(0)
    const name = unique('Offer Visitor')
    await fillQuote(form, { name, message: '60 tokens for my shop.' })
    const mail = await sendQuote(form, name)
    expect(mail.subject).toBe(`DSC offer enquiry (Digital Signature Certificate) from ${name}`)
    expect(mail.text).toContain('Page: /offers')
  })

  test('an invalid e-mail shows an inline error on blur and keeps what was typed (D44); nothing is sent', async ({
    page,
  }) => {
    await page.goto('/contact')
    const form = quoteForm(page, 'contact')
    const email = form.getByLabel('Email')
    await email.fill('ravi@')
    await email.blur()
    await expect(form.getByText(messages.INVALID_EMAIL)).toBeVisible()
    await expect(email).toHaveValue('ravi@')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(messages.INVALID_EMAIL)

    let posted = false
    page.on('request', (r) => {
      if (r.url().endsWith('/enquiry')) posted = true
    })
    await form.getByRole('button').click()
    await expect(form.getByText(messages.PAY_NAME_REQUIRED)).toBeVisible()
    await expect(form.getByText(messages.PAY_PHONE_REQUIRED)).toBeVisible()
    await expect(page).toHaveURL(/\/contact$/)
    expect(posted).toBe(false)
    // Fixing the address clears its error as the visitor types.
    await email.fill('ravi@example.in')
    await expect(form.getByText(messages.INVALID_EMAIL)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('a server error lands on /thankyou/2', async ({ page }) => {
    await page.route('**/enquiry', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await page.goto('/')
    const form = quoteForm(page, 'home')
    await fillQuote(form, { name: 'Error Visitor', location: 'Agra', message: 'x' })
    await form.getByLabel('Service').selectOption('Fastag')
    await form.getByRole('button').click()
    await expect(page).toHaveURL(/\/thankyou\/2$/)
    await expect(page.getByRole('heading', { name: messages.SORRY_TITLE })).toBeVisible()
  })

  test('a refused submission (server-side validation) lands on /thankyou/2', async ({ page }) => {
    // A hand-made request: the service value is changed on its way, so only the server's check can catch it.
    await page.route('**/enquiry', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '')
      body.set('service', 'Free Money')
      await route.continue({ postData: body.toString() })
    })
    await page.goto('/fastag')
    const form = quoteForm(page, 'service')
    await fillQuote(form, { name: 'Tamper Visitor', location: 'Goa', message: 'x' })
    await form.getByRole('button').click()
    await expect(page).toHaveURL(/\/thankyou\/2$/)
  })

  test('the honeypot is invisible to people and to assistive technology (D46)', async ({ page }) => {
    await page.goto('/contact')
    const trap = quoteForm(page, 'contact').locator('input[name="website"]')
    await expect(trap).toBeHidden()
    await expect(page.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0)
  })
})

test.describe('the form kit in the back office', () => {
  test('a field is checked as it is left (D44): a wrong e-mail on the new-lead form says so and keeps what was typed', async ({
    page,
  }) => {
    await goto(page, '/login')
    await page.getByLabel('User Id').fill('admin')
    await page.getByLabel('Password', { exact: true }).fill(e2e.adminPassword)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/crm$/)
    await goto(page, '/crm/leads/new')
    const email = page.getByLabel('Email')
    await email.fill('ravi@')
    await email.blur()
    // Written by the same contract as the public forms' messages (app/lib/field-errors.ts).
    await expectFieldMessage(email, messages.INVALID_EMAIL)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue('ravi@')
    // Corrected, the message goes as the person types.
    await email.fill('ravi@example.in')
    await expect(page.getByText(messages.INVALID_EMAIL)).toHaveCount(0)
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('before JavaScript loads', () => {
  test.use({ javaScriptEnabled: false })

  test('the home form is a plain POST that lands on the thank-you page', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('form[data-variant="home"]')
    const name = unique('NoScript Visitor')
    await fillQuote(form, { name, location: 'Indore', message: 'Sent without JavaScript.' })
    await form.getByLabel('Service').selectOption('AEPS')
    await form.getByRole('button', { name: 'Submit Your Request' }).click()
    await expectThankYou(page)
    await waitForMail((m) => m.subject.includes(name))
  })
})

test.describe('hidden pay form (spec section 5, D45)', () => {
  async function revealPayForm(page: Page): Promise<Locator> {
    await page.goto('/payment')
    const form = page.getByTestId('pay-form')
    await expect(form).toBeHidden()
    // The form is not shown to visitors; reveal it the way a support person would, by un-hiding its container.
    await form.evaluate((el) => {
      for (let node: HTMLElement | null = el as HTMLElement; node; node = node.parentElement) {
        node.hidden = false
        if (getComputedStyle(node).display === 'none') node.style.display = 'block'
      }
    })
    await expect(form).toBeVisible()
    return form
  }

  test('one alert lists every missing field; a valid form records the intimation and lands on /thankyou/1', async ({
    page,
  }) => {
    const form = await revealPayForm(page)
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })

    await form.getByRole('button', { name: 'Pay Now' }).click()
    await expect.poll(() => alerts.length).toBe(1)
    expect(alerts[0]).toBe(
      ['Please fill Name.', 'Please fill Email.', 'Please fill Contact Number.', 'Please fill Amount.'].join('\n'),
    )
    // Each missing field also says so next to it, tied to it for assistive technology.
    await expectFieldMessage(form.getByLabel('Name'), 'Please fill Name.')
    await expectFieldMessage(form.getByLabel('Email'), 'Please fill Email.')
    await expectFieldMessage(form.getByLabel('Contact Number'), 'Please fill Contact Number.')
    await expectFieldMessage(form.getByLabel('Amount (Rs.)'), 'Please fill Amount.')

    const name = unique('Payer')
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Email').fill('payer@example.in')
    await form.getByLabel('Contact Number').fill('9876501234')
    await form.getByLabel('Amount (Rs.)').fill('0')
    await form.getByRole('button', { name: 'Pay Now' }).click()
    await expect.poll(() => alerts.length).toBe(2)
    expect(alerts[1]).toBe('Please fill Amount.')
    await expect(form.getByLabel('Name')).toHaveAttribute('maxlength', '50')
    await expect(form.getByLabel('Amount (Rs.)')).toHaveAttribute('maxlength', '10')
    await expect(form.getByLabel('Message')).toHaveAttribute('maxlength', '100')

    await form.getByLabel('Amount (Rs.)').fill('1500')
    await form.getByLabel('Message').fill('UTR 42 | paid 100% & #ok')
    const navigation = page.waitForRequest((r) => r.url().includes('/api/paynow.php?m='))
    await form.getByRole('button', { name: 'Pay Now' }).click()
    const request = await navigation
    // The five fields joined by '|', each encoded, the whole encoded once more (ADR 0022).
    const m = new URL(request.url()).searchParams.get('m') ?? ''
    expect(decodePayNowMessage(m)).toEqual({
      name,
      email: 'payer@example.in',
      phone: '9876501234',
      amount: '1500',
      message: 'UTR 42 | paid 100% & #ok',
    })
    await expectThankYou(page)
    const mail = await waitForMail((m) => m.subject.includes(name))
    expect(mail.subject).toBe(`Payment intimation: Rs. 1500 from ${name}`)
    expect(mail.text).toContain('UTR 42 | paid 100% & #ok')
    expect(alerts).toHaveLength(2)
  })
})
