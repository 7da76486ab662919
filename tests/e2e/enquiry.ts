import { expect, type Page, request } from '@playwright/test'
import { e2e } from '../../playwright.config.ts'
import { goto } from './fixtures.ts'

/**
 * Web enquiries as the specs make them and turn them into leads: posted as the home page's form sends them, sent
 * through that form in the browser, and opened in the inbox as a lead form for a chosen person.
 */

/** An enquiry posted as the home page's quote form sends it (AEPS, "Please visit." unless `form` says otherwise). */
export async function postEnquiry(
  form: { name: string; email: string; phone: string; location: string } & Record<string, string>,
  options: { maxRedirects?: number } = {},
): Promise<{ status: number; location: string | undefined }> {
  const api = await request.newContext({ baseURL: e2e.baseURL })
  try {
    const res = await api.post('/enquiry', {
      headers: { origin: e2e.baseURL },
      form: { variant: 'home', source: '/', service: 'AEPS', message: 'Please visit.', ...form },
      ...options,
    })
    return { status: res.status(), location: res.headers().location }
  } finally {
    await api.dispose()
  }
}

/** A visitor's Human ATM quote from Jaipur, sent through the home page's form in the browser up to its thank-you. */
export async function sendHomeQuote(
  page: Page,
  quote: { name: string; email: string; phone: string; message: string },
) {
  await page.goto('/')
  const form = page.locator('form[data-variant="home"]').locator('visible=true').first()
  await form.getByLabel('Name').fill(quote.name)
  await form.getByLabel('Email').fill(quote.email)
  await form.getByLabel('Phone').fill(quote.phone)
  await form.getByLabel('Location').fill('Jaipur')
  await form.getByLabel('Service').selectOption('Human ATM')
  await form.getByLabel('Message').fill(quote.message)
  await form.getByRole('button', { name: 'Submit Your Request' }).click()
  await expect(page).toHaveURL(/\/thankyou\/1$/)
}

/** From the inbox, the enquiry of `visitor` opened as a new lead form (Make lead), ready for input. */
export async function openMakeLead(page: Page, visitor: string) {
  await goto(page, '/enquiries')
  await page.getByRole('link', { name: visitor }).click()
  await page.getByRole('link', { name: 'Make lead' }).click()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** The lead form made from an enquiry filled in: a Hot Retailer named `business` for `visitBy`, first visit on a day. */
export async function fillEnquiryLead(
  page: Page,
  lead: { visitBy: { name: string; userId: string }; firstVisit: string; business: string },
) {
  await page.getByLabel('Visit by').selectOption({ label: `${lead.visitBy.name} (${lead.visitBy.userId})` })
  await page.getByLabel('First visit').fill(lead.firstVisit)
  await page.getByLabel('Lead Type').selectOption({ label: 'Retailer' })
  await page.getByLabel('Lead Nature').selectOption({ label: 'Hot' })
  await page.getByLabel('Business name').fill(lead.business)
}
