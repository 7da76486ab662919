import { randomBytes } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { messages } from '../../app/lib/errors.ts'
import { e2e } from '../../playwright.config.ts'

/**
 * The CRM's lead and visit forms as a field user fills them in (English labels), shared by the CRM specs.
 */

/** A file the Selfie input takes. */
export interface SelfieFile {
  name: string
  mimeType: string
  buffer: Buffer
}

/** The calendar date `n` days from now, as a date input takes it (YYYY-MM-DD, UTC). */
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

/**
 * Fills the new-lead form: a Hot Retailer named `business`, then `details` (label to value) in their order, then
 * Interested with its next visit and the selfie. Nothing is saved.
 */
export async function fillNewLead(
  page: Page,
  lead: { business: string; nextVisit: string; selfie: SelfieFile; details?: Record<string, string> },
) {
  await page.getByLabel('Lead Type').selectOption({ label: 'Retailer' })
  await page.getByLabel('Lead Nature').selectOption({ label: 'Hot' })
  await page.getByLabel('Business name').fill(lead.business)
  for (const [label, value] of Object.entries(lead.details ?? {})) await page.getByLabel(label).fill(value)
  await page.getByLabel('Status').selectOption({ label: 'Interested' })
  await page.getByLabel('Next visit').fill(lead.nextVisit)
  await page.getByLabel('Selfie', { exact: true }).setInputFiles(lead.selfie)
}

/** Saves the visit form with `selfie` attached; the lead page then says so and lists `visits` visits. */
export async function saveVisitWithSelfie(page: Page, selfie: SelfieFile, visits: number) {
  await page.getByLabel('Selfie', { exact: true }).setInputFiles(selfie)
  await page.getByRole('button', { name: 'Save visit' }).click()
  await expect(page.getByText(messages.VISIT_SAVED)).toBeVisible()
  await expect(page.getByRole('heading', { name: `Visits (${visits})` })).toBeVisible()
}

/**
 * A visit (a new lead or a follow-up, as `fields.intent` says) posted the way the phone's outbox sends it: one
 * multipart POST to /crm/visits with a small selfie and no location (unless `fields` give `latitude`, `longitude`
 * and `accuracy`), under a new idempotency key unless `fields.clientKey` names one; `takenAt` ("YYYY:MM:DD hh:mm:ss") gives the selfie that EXIF capture time. Set-up for
 * specs whose subject is what happens after the visit.
 */
export async function postVisitAsThePhone(
  api: APIRequestContext,
  fields: Record<string, string>,
  takenAt?: string,
): Promise<{ leadId: number }> {
  const image = sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08040' } }).jpeg()
  const photo = await (takenAt ? image.withExif({ IFD2: { DateTimeOriginal: takenAt } }) : image).toBuffer()
  const res = await api.post('/crm/visits', {
    headers: { accept: 'application/json', origin: e2e.baseURL },
    multipart: {
      clientKey: randomBytes(18).toString('base64url'),
      latitude: '',
      longitude: '',
      accuracy: '',
      ...fields,
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  return (await res.json()) as { leadId: number }
}

/** A new Hot Retailer lead named `business`, Interested, due today (India), saved as the phone sends it. */
export async function saveLeadAsThePhoneSends(page: Page, business: string, clientKey: string): Promise<number> {
  const fields = { intent: 'lead', clientKey, type: '1', nature: 'H', businessName: business, status: '3' }
  const nextVisit = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
  return (await postVisitAsThePhone(page.request, { ...fields, nextVisit })).leadId
}
