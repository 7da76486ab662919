import { expect, test } from '@playwright/test'
import { messages } from '../../app/lib/errors.ts'
import { cameraPhoto } from '../helpers/camera-photo.mjs'
import { expectNoAxeViolations, goto, phoneInDelhi, screenshot } from './fixtures.ts'
import { fillNewLead, inDays } from './lead-form.ts'
import { createTeam, signInPage } from './staff-users.ts'

/**
 * D53 in Chromium on a phone: a 12-megapixel, 4-5 MB camera JPEG picked as the selfie is made small on the phone
 * and arrives at most 500 KB, with the original's EXIF capture time and GPS sent beside it.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `pmgr${stamp}`, name: 'Pooja Manager' },
  field: { userId: `pfld${stamp}`, name: 'Pavan Field' },
}

test.beforeAll(async () => {
  await createTeam(people)
})

test.use(phoneInDelhi)

test('a 4-5 MB camera photo is sent as at most 500 KB, with its capture time and place kept', async ({ page }) => {
  const takenAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * 3_600_000)
  const original = await cameraPhoto({ takenAt, latitude: 28.6315, longitude: 77.2167 })
  expect(original.length).toBeGreaterThan(4_000_000)
  expect(original.length).toBeLessThan(5_300_000)

  await signInPage(page, people.field.userId)
  await goto(page, '/crm/leads/new')
  await fillNewLead(page, {
    business: `Photo Point ${stamp}`,
    nextVisit: inDays(2),
    selfie: { name: 'IMG_20261125.jpg', mimeType: 'image/jpeg', buffer: original },
  })
  await expect(page.getByText(/KB to send \(taken as 4\.\d MB\)/)).toBeVisible({ timeout: 30_000 })

  // The form holds the small copy and the declared values.
  const held = await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"][name="selfie"]')!
    const file = input.files![0]!
    const value = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value
    return {
      name: file.name,
      size: file.size,
      type: file.type,
      takenAt: value('photoTakenAt'),
      lat: value('photoLatitude'),
      lng: value('photoLongitude'),
    }
  })
  expect(held.type).toBe('image/jpeg')
  expect(held.size).toBeLessThanOrEqual(500 * 1024)
  expect(held.takenAt).toBe(takenAt.toISOString())
  expect(Number(held.lat)).toBeCloseTo(28.6315, 3)
  expect(Number(held.lng)).toBeCloseTo(77.2167, 3)
  await expectNoAxeViolations(page)
  await screenshot(page, 'photo-picked-390', { fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await expectNoAxeViolations(page)
  await screenshot(page, 'photo-picked-1280', { fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })

  // What goes over the network: the small copy and the capture time beside it.
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/crm/visits')
  await page.getByRole('button', { name: 'Save lead' }).click()
  const body = (await sent).postDataBuffer()
  if (body) {
    expect(body.length).toBeLessThanOrEqual(500 * 1024 + 8 * 1024)
    expect(body.toString('latin1')).toContain(takenAt.toISOString())
  }
  await expect(page.getByText(messages.LEAD_SAVED)).toBeVisible({ timeout: 30_000 })
  await expectNoAxeViolations(page)
})
