import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { seedDatabase } from '../../app/domain/setup/seed.server.ts'
import { openEmbedded } from '../../app/lib/db.server.ts'
import { seedDigestTeam } from '../helpers/digest.ts'
import { freePort, runServer, type ServerProcess } from '../helpers/process.ts'
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp.ts'
import { expectSoundAtWidths, goto } from './fixtures.ts'
import { waitServerReady } from './spawned-server.ts'

/**
 * D52 in Chromium: the morning digest arrives over real SMTP with the right rows, and a user turns it off on their
 * account area (axe clean at 390 and 1280 px). Its own server: the shared e2e server runs with the digest off, and
 * this one needs a team with overdue and suspect visits written into its embedded database before it starts, and its
 * digest hour set to the present India hour.
 */

const ADMIN_PASSWORD = 'Admin1234'
let server: ServerProcess
let smtp: SmtpCapture
let baseURL = ''
let team: Awaited<ReturnType<typeof seedDigestTeam>>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-digest-'))
  const database = await openEmbedded(dataDir)
  try {
    await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD })
    team = await seedDigestTeam(database.db)
  } finally {
    await database.close()
  }
  smtp = await startSmtpCapture()
  const port = await freePort()
  baseURL = `http://127.0.0.1:${port}`
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' })
  server = runServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    ADMIN_PASSWORD,
    SITE_URL: baseURL,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    DIGEST_MAIL: 'on',
    DIGEST_HOUR: String(Number(hour.format(new Date()))),
  })
  await waitServerReady(server)
})
test.afterAll(async () => {
  await server?.stop()
  await smtp?.close()
})

test('the manager receives the digest over SMTP with the right rows, and follows a link', async ({ page }) => {
  const to = `${team.meena.userId.toLowerCase()}@example.in`
  await expect
    .poll(() => smtp.messages.find((m) => m.envelopeTo.includes(to)), { timeout: 60_000, intervals: [500] })
    .toBeTruthy()
  const mail = smtp.messages.find((m) => m.envelopeTo.includes(to))!
  expect(mail.subject).toMatch(/^Daily digest \d\d\/\d\d\/\d{4}: 3 overdue, 3 suspect visits$/)
  expect(mail.raw).toMatch(/multipart\/alternative/i)
  // The rows, in order: Farid's most overdue lead first, then Gita's; yesterday's marks.
  const rows = ['Farid Field: 2 overdue', 'Farid Ten Days', 'Farid Two Days', 'Gita Field: 1 overdue', 'Gita Five Days']
  const at = rows.map((r) => mail.raw.indexOf(r))
  expect(at.every((i) => i >= 0)).toBe(true)
  expect([...at].sort((a, b) => a - b)).toEqual(at)
  expect(mail.raw).toContain('No location')
  expect(mail.raw).toContain('Old photo')
  expect(mail.raw).not.toContain('Pavan Overdue')
  // Only one digest per person; none for a user with nothing to say or who turned it off.
  expect(smtp.messages.filter((m) => m.envelopeTo.includes(to))).toHaveLength(1)
  const noMail = [team.nikhil, team.omar].map((u) => `${u.userId.toLowerCase()}@example.in`)
  expect(smtp.messages.some((m) => m.envelopeTo.some((r) => noMail.includes(r)))).toBe(false)
  // A lead's link opens the lead (after signing in).
  const link = `${baseURL}/crm/leads/${team.leads.faridTen}`
  expect(mail.raw).toContain(link)
  await goto(page, link)
  await page.getByLabel('User Id').fill(team.meena.userId)
  await page.getByLabel('Password', { exact: true }).fill(team.meena.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Farid Ten Days' })).toBeVisible()
})

test('a user turns the daily digest off on their account area', async ({ page }) => {
  await goto(page, `${baseURL}/login`)
  await page.getByLabel('User Id').fill(team.farid.userId)
  await page.getByLabel('Password', { exact: true }).fill(team.farid.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(/\/crm/)
  await page.getByRole('button', { name: /Account of/ }).click()
  await page.getByRole('menuitem', { name: 'Daily digest mail' }).click()
  await expect(page.getByRole('heading', { name: 'Daily digest mail', level: 1 })).toBeVisible()
  await expect(page.getByTestId('digest-state')).toContainText('On.')
  await expectSoundAtWidths(page, 'digest-on', { fullPage: true })
  await page.getByRole('button', { name: 'Turn the daily digest off' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The daily digest mail is turned off.' })).toBeVisible()
  await expect(page.getByTestId('digest-state')).toContainText('Off.')
  await expectSoundAtWidths(page, 'digest-off', { fullPage: true })
  await page.reload()
  await expect(page.getByTestId('digest-state')).toContainText('Off.')
  await page.getByRole('button', { name: 'Turn the daily digest on' }).click()
  await expect(page.getByTestId('digest-state')).toContainText('On.')
})
