import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { messages } from '../../app/lib/errors.ts'

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
 * Saves a new lead named `business` the way the phone's outbox sends it (one multipart POST to /crm/visits with the
 * page's own session, a small selfie, no location), and returns its serial: set-up for specs whose subject is what
 * happens after a lead exists.
 */
export async function saveLeadAsThePhoneSends(page: Page, business: string, clientKey: string): Promise<number> {
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3c5a8a' } })
    .jpeg()
    .toBuffer()
  const res = await page.request.post('/crm/visits', {
    headers: { origin: new URL(page.url()).origin, accept: 'application/json' },
    multipart: {
      intent: 'lead',
      clientKey,
      type: '1',
      nature: 'H',
      businessName: business,
      status: '3',
      nextVisit: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10),
      latitude: '',
      longitude: '',
      accuracy: '',
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).leadId
}
