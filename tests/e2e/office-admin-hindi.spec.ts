import { randomBytes } from 'node:crypto'
import { expect, type Page, request, test } from '@playwright/test'
import sharp from 'sharp'
import { todayInIndia } from '../../app/lib/dates.ts'
import { admin as hiAdmin } from '../../app/messages/hi/admin.ts'
import { reports as hiReports } from '../../app/messages/hi/reports.ts'
import { e2e } from '../../playwright.config.ts'
import { sendHomeQuote } from './enquiry.ts'
import { expectSoundAtWidths, goto } from './fixtures.ts'
import { chooseOfficeLanguage, createStaffUser, STAFF_PASSWORD, signInApi, signInPage } from './staff-users.ts'

/**
 * D55: an administrator who chose Hindi for the back office reads the report screens, the Users list, the right
 * groups, the web enquiries inbox and the blog list in Hindi; each screen axe clean at 390 and 1280 px. The report's
 * files keep their English column names (tests/integration/reports-hindi.test.ts).
 */

const stamp = Date.now().toString(36).slice(-5)
const boss = { userId: `hiadm${stamp}`, name: `Harsh Admin ${stamp}` }
const visitor = `Vimla Visitor ${stamp}`

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // Group 1, Administrator: every right.
  await createStaffUser(boss, 1)
  // Their own choice of language, from the account menu's form, signed in with their new password.
  const own = await request.newContext({ baseURL: e2e.baseURL })
  await signInApi(own, boss.userId, STAFF_PASSWORD)
  await chooseOfficeLanguage(own, 'hi')
  // A lead of theirs recorded today with its first visit, so that the reports have rows, totals and a chart.
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08040' } })
    .jpeg()
    .toBuffer()
  const res = await own.post('/crm/visits', {
    headers: { accept: 'application/json', origin: e2e.baseURL },
    multipart: {
      intent: 'lead',
      type: '1',
      nature: 'H',
      email: '',
      address: '',
      status: '3',
      nextVisit: todayInIndia(),
      businessName: `Sharma Kirana ${stamp}`,
      contactPerson: 'Ravi Sharma',
      mobile: '9812345670',
      remark: 'Wants a micro ATM',
      volume: '250000',
      clientKey: randomBytes(18).toString('base64url'),
      latitude: '',
      longitude: '',
      accuracy: '',
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  await own.dispose()
})

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('a visitor enquiry reaches the inbox', async ({ page }) => {
  await sendHomeQuote(page, {
    name: visitor,
    email: 'vimla@example.in',
    phone: '9811001122',
    message: 'Please call about AEPS.',
  })
})

test('the report, users, right groups, inbox and blog screens are in Hindi for a user who chose it', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signInPage(page, boss.userId)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')

  await goto(page, '/crm/reports/crm')
  await heading(page, hiReports.titles.crm)
  await expect(page.getByRole('button', { name: hiReports.screen.show })).toBeVisible()
  await expect(page.getByRole('link', { name: hiReports.screen.downloadCsv })).toBeVisible()
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} से \d{2}\/\d{2}\/\d{4} तक/).first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: hiReports.columns.business })).toBeAttached()
  await expect(page.getByRole('row').filter({ hasText: `Sharma Kirana ${stamp}` })).toBeAttached()
  await expectSoundAtWidths(page, 'hi-report-crm', { fullPage: true })

  await goto(page, '/crm/reports/visit')
  await heading(page, hiReports.titles.visit)
  await expectSoundAtWidths(page, 'hi-report-visit', { fullPage: true })

  await goto(page, '/crm/reports/follow-up')
  await heading(page, hiReports.titles['follow-up'])
  await expectSoundAtWidths(page, 'hi-report-follow-up', { fullPage: true })

  await goto(page, `/user-list?q=${stamp}`)
  await heading(page, hiAdmin.users.title)
  await expect(page.getByRole('columnheader', { name: hiAdmin.users.columns.userName })).toBeAttached()
  await expect(page.getByText(boss.name).first()).toBeVisible()
  await expectSoundAtWidths(page, 'hi-users', { fullPage: true })

  await goto(page, '/user-list?mode=add')
  await expect(page.getByLabel(hiAdmin.users.form.userName)).toBeVisible()
  await expectSoundAtWidths(page, 'hi-user-add', { fullPage: true })

  await goto(page, '/right-list')
  await heading(page, hiAdmin.rights.title)
  await expect(page.getByRole('link', { name: hiAdmin.common.addNew })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-rights', { fullPage: true })

  await goto(page, '/right-list?edit=2')
  await expect(page.getByLabel(hiAdmin.rights.right, { exact: true })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-right-edit', { fullPage: true })

  await goto(page, `/enquiries?q=${encodeURIComponent(visitor)}`)
  await heading(page, hiAdmin.enquiries.title)
  const row = page.getByRole('row').filter({ hasText: visitor })
  await expect(row).toContainText(hiAdmin.enquiries.kinds.quote)
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST/)
  // Sent from an English page: its language, named in itself.
  await expect(row).toContainText('English')
  await expectSoundAtWidths(page, 'hi-inbox', { fullPage: true })

  await page.getByRole('link', { name: visitor }).first().click()
  await expect(page.getByRole('heading', { name: hiAdmin.enquiries.detail.sent })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-enquiry', { fullPage: true })

  await goto(page, '/blog-admin')
  await heading(page, hiAdmin.blog.title)
  await expect(page.getByRole('link', { name: hiAdmin.blog.newPost })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-blog', { fullPage: true })

  await goto(page, '/blog-admin/new')
  await heading(page, hiAdmin.blog.newTitle)
  await expectSoundAtWidths(page, 'hi-blog-new', { fullPage: true })
})
