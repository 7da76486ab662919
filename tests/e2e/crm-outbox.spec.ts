import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { messages } from '../../app/lib/errors.ts'
import { expectNoAxeViolations, expectSoundAtWidths, goto, phoneInDelhi, widths } from './fixtures.ts'
import { fillNewLead, inDays, saveVisitWithSelfie } from './lead-form.ts'
import { createTeam, STAFF_PASSWORD } from './staff-users.ts'

/**
 * Nothing recorded in the field is lost (D54, D11 revised), on a phone (390 px) with the camera's file and the
 * location granted: a lead and a follow-up recorded offline survive closing the page and are saved once when the
 * connection returns, with the phone's time beside the server's; a visit refused on arrival stays with its message
 * until fixed and sent again; a session ended on the server mid-form costs nothing: the user signs in again and the
 * draft is saved once.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `omgr${stamp}`, name: 'Omana Manager' },
  field: { userId: `ofld${stamp}`, name: 'Oswin Field' },
}

test.describe.configure({ mode: 'serial' })
test.use(phoneInDelhi)

test.beforeAll(async () => {
  await createTeam(people)
})

async function signIn(page: Page) {
  await goto(page, '/login')
  await page.getByLabel('User Id').fill(people.field.userId)
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/crm/)
}

async function selfie(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 400, channels: 3, background: { r: 200, g: 150, b: 110 } } })
    .jpeg()
    .toBuffer()
}

/** A lead made online through the same endpoint the form uses, for the follow-ups. */
async function existingLead(page: Page, name: string): Promise<number> {
  const res = await page.request.post('/crm/visits', {
    headers: { accept: 'application/json', origin: new URL(page.url()).origin },
    multipart: {
      intent: 'lead',
      clientKey: `e2e${stamp}${Math.random().toString(36).slice(2, 14)}`,
      type: '1',
      nature: 'H',
      businessName: name,
      status: '3',
      nextVisit: inDays(3),
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() },
    },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).leadId
}

async function fillLead(page: Page, business: string) {
  await fillNewLead(page, {
    business,
    nextVisit: inDays(3),
    selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() },
  })
}

async function fillVisit(page: Page, remark: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Remark').fill(remark)
  await page.getByLabel('Status').selectOption({ label: 'Interested' })
  await page.getByLabel('Next visit').fill(inDays(2))
  await page.getByLabel('Selfie', { exact: true }).setInputFiles(file)
}

async function outboxEmpty(page: Page) {
  await expect(page.getByRole('button', { name: /^Waiting to send/ })).toHaveCount(0, { timeout: 20_000 })
}

test('offline: a lead and a follow-up are kept through closing the page and saved once when back online', async ({
  context,
}) => {
  // The phone's clock says the visits happened 20 minutes before the server receives them.
  await context.clock.install({ time: Date.now() - 20 * 60_000 })
  const first = await context.newPage()
  await signIn(first)
  const leadId = await existingLead(first, `Old Shop ${stamp}`)
  await goto(first, '/crm/leads/new')
  const second = await context.newPage()
  await goto(second, `/crm/leads/${leadId}`)

  await context.setOffline(true)
  const business = `Offline Traders ${stamp}`
  await fillLead(first, business)
  await first.getByRole('button', { name: 'Save lead' }).click()
  const kept = first.locator('[data-save-status="kept"]')
  await expect(kept).toBeVisible()
  await expect(kept).toBeFocused()
  await expect(first.getByRole('button', { name: 'Waiting to send (1)' })).toBeVisible()
  // The form starts afresh for the next lead.
  await expect(first.getByLabel('Business name')).toHaveValue('')
  await expectSoundAtWidths(first, 'outbox-lead-kept', { leaveAt: widths[0] })

  await fillVisit(second, 'Met the owner offline', {
    name: 'visit.jpg',
    mimeType: 'image/jpeg',
    buffer: await selfie(),
  })
  await second.getByRole('button', { name: 'Save visit' }).click()
  await expect(second.locator('[data-save-status="kept"]')).toBeVisible()
  await expect(second.getByRole('button', { name: 'Waiting to send (2)' })).toBeVisible()
  await expect(second.getByText(/waiting to send$/)).toBeVisible()
  await second.getByRole('button', { name: 'Waiting to send (2)' }).click()
  await expect(second.locator('[data-outbox-item="waiting"]')).toHaveCount(2)
  await expectSoundAtWidths(second, 'outbox-list-offline', { leaveAt: widths[0] })

  await first.close()
  await second.close()
  await context.setOffline(false)
  const again = await context.newPage()
  await goto(again, '/crm')
  // Both are sent by themselves as the app opens, and listed as sent. (Waiting only for "Waiting to send" to be gone
  // could pass before the bar had read the phone's outbox at all.)
  await expect(again.getByRole('list', { name: 'Sent' }).getByRole('status')).toHaveCount(2, { timeout: 20_000 })
  await outboxEmpty(again)

  // Each saved once, with the phone's time beside the server's.
  await goto(again, `/crm/leads/${leadId}`)
  await expect(again.getByRole('heading', { name: 'Visits (2)' })).toBeVisible()
  await expect(again.getByText('Recorded on the phone')).toHaveCount(1)
  await goto(again, `/crm?q=${encodeURIComponent(business)}`)
  await expect(again.getByRole('link', { name: new RegExp(business) })).toHaveCount(1)
  await again.getByRole('link', { name: new RegExp(business) }).click()
  await expect(again.getByText('Recorded on the phone')).toHaveCount(1)
})

test('a visit refused on arrival stays with its message, and is fixed and sent again', async ({ page, context }) => {
  await signIn(page)
  const leadId = await existingLead(page, `Refusing Shop ${stamp}`)
  await goto(page, `/crm/leads/${leadId}`)
  await context.setOffline(true)
  // Not a picture, though named like one: the server decides from the bytes.
  await fillVisit(page, 'Photo went wrong', {
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a picture'),
  })
  await page.getByRole('button', { name: 'Save visit' }).click()
  await expect(page.locator('[data-save-status="kept"]')).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText(/1 refused/)).toBeVisible({ timeout: 20_000 })
  // The note beside Save said "waiting to send"; now the outbox says what became of it.
  await expect(page.locator('[data-save-status="kept"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Waiting to send (1)' }).click()
  const item = page.locator('[data-outbox-item="refused"]')
  await expect(item.getByText(messages.FILE_TYPE_NOT_ALLOWED)).toBeVisible()
  await expectSoundAtWidths(page, 'outbox-refused', { leaveAt: widths[0] })

  // Discard asks first; keeping it changes nothing.
  await item.getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Discard this visit?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Keep it' }).click()
  await expect(item).toBeVisible()

  await item.getByRole('link', { name: 'Fix and send again' }).click()
  await expect(page.getByLabel('Remark')).toHaveValue('Photo went wrong')
  await expect(page.locator('[data-save-status="error"]')).toContainText(messages.FILE_TYPE_NOT_ALLOWED)
  await expectSoundAtWidths(page, 'outbox-fix', { leaveAt: widths[0] })
  await saveVisitWithSelfie(page, { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() }, 2)
  await outboxEmpty(page)
})

test('a session ended on the server mid-form: sign in again, and the draft is saved once', async ({
  page,
  context,
}) => {
  await signIn(page)
  await goto(page, '/crm/leads/new')
  const business = `After Sign In ${stamp}`
  await fillLead(page, business)
  // Cancel on a filled form asks first.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Discard this form?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(/\/crm\/leads\/new/)

  // The server ends the session (as after 30 idle minutes).
  await endSession(context, page)
  await page.getByRole('button', { name: 'Save lead' }).click()
  const status = page.locator('[data-save-status="signin"]')
  await expect(status).toContainText(messages.MSG0002)
  await expect(status).toBeFocused()
  await expect(page.getByText(messages.UPLOAD_FAILED)).toHaveCount(0)
  await expectSoundAtWidths(page, 'outbox-session-ended', { leaveAt: widths[0] })
  await status.getByRole('link', { name: 'Sign in again' }).click()
  await expect(page.getByText(messages.MSG0002)).toBeVisible()
  await page.getByLabel('User Id').fill(people.field.userId)
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/crm\/leads\/\d+\?saved=1$/, { timeout: 20_000 })
  await expect(page.getByText(messages.LEAD_SAVED)).toBeVisible()
  await expect(page.getByRole('heading', { name: business })).toBeVisible()
  await goto(page, `/crm?q=${encodeURIComponent(business)}`)
  await expect(page.getByRole('link', { name: new RegExp(business) })).toHaveCount(1)
})

async function endSession(context: BrowserContext, page: Page) {
  const res = await context.request.post('/logout', {
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(res.status()).toBeLessThan(400)
}
