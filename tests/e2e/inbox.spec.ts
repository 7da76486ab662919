import { expect, type Page, test } from '@playwright/test'
import { messages } from '../../app/lib/errors.ts'
import { fillEnquiryLead, sendHomeQuote } from './enquiry.ts'
import { desktopInJaipur, expectNoAxeViolations, expectNoHorizontalScroll, goto, screenshot } from './fixtures.ts'
import { waitForMail } from './mail.ts'
import { createStaffUser, signInPage } from './staff-users.ts'

/**
 * The web-enquiries inbox as its people use it: a visitor sends a quote; a manager finds it in the inbox with its
 * mail's delivery, turns it into a lead for a chosen person with a first-visit date and no selfie (D51), which marks
 * it handled with a note naming the lead. Screens at 390 px and 1280 px.
 */

const stamp = Date.now().toString(36).slice(-5)
const manager = { userId: `inb${stamp}`, name: 'Indira Inbox' }
const visitor = `Vimal Visitor ${stamp}`
const business = `Vimal Stores ${stamp}`

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // Group 2, Manager: CRM and ENQUIRY (query, add, edit).
  await createStaffUser(manager, 2)
})

const signIn = (page: Page) => signInPage(page, manager.userId)

test.use(desktopInJaipur)

test('a visitor sends a quote; a manager sees it with its mail and makes a lead of it, which marks it handled', async ({
  page,
}) => {
  // The visitor, on the home page.
  await sendHomeQuote(page, {
    name: visitor,
    email: 'vimal@example.in',
    phone: '9811001100',
    message: 'Please call about a micro ATM.',
  })
  await waitForMail((m) => m.subject.includes(visitor))
  await page.context().clearCookies()

  // The manager: the inbox from the back-office menu, the enquiry with its mail sent.
  await signIn(page)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Enquiries' }).click()
  await expect(page).toHaveURL(/\/enquiries$/)
  await expect(page.getByRole('heading', { name: 'Web enquiries' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: visitor })
  await expect(row).toContainText('Quote request')
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST/)
  await expect(row).toContainText('Human ATM')
  // The worker marks the mail sent just after the mail server accepts it.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('row').filter({ hasText: visitor })).toContainText('Sent', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(row).toContainText('New')
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await screenshot(page, 'inbox-list-1280', { fullPage: true })

  // Filters live in the URL.
  await page.getByText(/^Filters/).click()
  await page.getByLabel('Name, phone or email').fill('9811001100')
  await page.getByLabel('State').selectOption('new')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/q=9811001100/)
  await expect(page.getByRole('row').filter({ hasText: visitor })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^1 enquiry$/ })).toBeVisible()

  // The enquiry, then the lead form filled from it.
  await page.getByRole('link', { name: visitor }).click()
  await expect(page).toHaveURL(/\/enquiries\/\d+$/)
  const enquiryUrl = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { level: 1, name: `Quote request from ${visitor}` })).toBeVisible()
  await expect(page.getByText('Sent', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'inbox-detail-1280', { fullPage: true })
  await page.getByRole('link', { name: 'Make lead' }).click()
  await expect(page.getByRole('heading', { name: 'New lead' })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.getByText(/From web enquiry No\. \d+/)).toBeVisible()
  await expect(page.getByLabel('Contact person')).toHaveValue(visitor)
  await expect(page.getByLabel('Mobile')).toHaveValue('9811001100')
  await expect(page.getByLabel('Email')).toHaveValue('vimal@example.in')
  await expect(page.getByLabel('Address')).toHaveValue('Jaipur')
  await expect(page.getByLabel('Remark')).toHaveValue('Web enquiry: Human ATM. Please call about a micro ATM.')

  // D51: the lead is made for a chosen person with a first-visit date, without a selfie.
  await expect(page.getByLabel('Selfie', { exact: true })).toHaveCount(0)
  const firstVisit = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  await fillEnquiryLead(page, { visitBy: manager, firstVisit, business })
  await page.getByRole('button', { name: 'Save lead' }).click()
  await expect(page).toHaveURL(/\/crm\/leads\/\d+\?saved=1$/)
  await expect(page.getByText(messages.LEAD_SAVED)).toBeVisible()
  await expect(page.getByText('To visit', { exact: true })).toBeVisible()
  const leadNo = /\/crm\/leads\/(\d+)/.exec(page.url())![1]!

  // The lead names its enquiry, and the enquiry its lead; converting marked it handled with a note naming the lead.
  await page.getByRole('link', { name: /Web enquiry No\. \d+/ }).click()
  await expect(page).toHaveURL(new RegExp(`${enquiryUrl}$`))
  await expect(page.getByRole('link', { name: new RegExp(`lead #${leadNo}`) })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Make lead' })).toHaveCount(0)
  await expect(page.getByText(`Turned into lead #${leadNo}.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark handled' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The conversion link of a converted enquiry goes to the lead.
  await goto(page, `/crm/leads/new?enquiry=${enquiryUrl.split('/').at(-1)}`)
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${leadNo}$`))

  // On a phone: the inbox from the account menu (a manager holds no Admin menu), cards, no sideways scrolling,
  // touch-sized links.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: /Account of/ }).click()
  await page.getByRole('menuitem', { name: 'Enquiries' }).click()
  await expect(page).toHaveURL(/\/enquiries$/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const card = page.getByRole('table', { name: 'Web enquiries' }).getByRole('row').filter({ hasText: visitor })
  await expect(card).toContainText('Handled')
  await expect(card).toContainText(`Lead #${leadNo}`)
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  const box = await card.getByRole('link', { name: visitor }).boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  await screenshot(page, 'inbox-list-390', { fullPage: true })
  await page.getByText(/^Filters/).click()
  await expect(page.getByLabel('Received from')).toBeVisible()
  await expectNoHorizontalScroll(page)
  await screenshot(page, 'inbox-filters-390', { fullPage: true })
  await goto(page, enquiryUrl)
  await expectNoHorizontalScroll(page)
  await screenshot(page, 'inbox-detail-390', { fullPage: true })
})

test('the downloads carry the filtered list', async ({ page }) => {
  await signIn(page)
  await goto(page, `/enquiries?q=${encodeURIComponent(visitor)}`)
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/^web-enquiries_start_\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await (await csv.createReadStream()).toArray()
  const body = Buffer.concat(text as Buffer[]).toString('utf8')
  expect(body).toContain(visitor)
  expect(body.trim().split(/\r?\n/)).toHaveLength(2)
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download XLSX' }).click(),
  ])
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
})
