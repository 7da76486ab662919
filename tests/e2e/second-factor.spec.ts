import { expect, type Page, test } from '@playwright/test'
import { generate } from 'otplib'
import { messages } from '../../app/lib/errors.ts'
import type { ServerProcess } from '../helpers/process.ts'
import { expectSoundAtWidths, goto } from './fixtures.ts'
import { virtualAuthenticator } from './passkey.ts'
import { startLocalhostServer } from './spawned-server.ts'

/**
 * Issue 22, D56, in Chromium: an ADMIN holder without a second factor is held at enrolment, sets up an authenticator
 * app (the test reads the secret on the page and computes the codes), signs in with password and code; adds a
 * passkey with Chromium's virtual authenticator (CDP WebAuthn) and signs in with it, alone and as the second step.
 * Its own server: the policy on (the shared e2e server has it off), and a `localhost` address, since a passkey's
 * relying party is a host name, never an IP address.
 */

const ADMIN_PASSWORD = 'Admin1234'

let server: ServerProcess
let baseURL = ''
let secret = ''
let recoveryCodes: string[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const started = await startLocalhostServer('e2e-2fa-', { ADMIN_PASSWORD, SECOND_FACTOR_REQUIRED: 'on' })
  server = started.server
  baseURL = started.baseURL
})
test.afterAll(async () => {
  await server?.stop()
})

async function passwordStep(page: Page) {
  await goto(page, `${baseURL}/login`)
  await page.getByLabel('User Id').fill('admin')
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/**
 * A code of a 30-second step after `after` (each step's code is accepted once), without waiting for that step: the
 * server accepts the code of the step after its own (a phone's clock a little fast, TOTP_TOLERANCE_SECONDS), so the
 * next step's code is as good as a phone's whose clock is ahead.
 */
async function freshCode(after: number): Promise<string> {
  const step = Math.max(after + 1, Math.floor(Date.now() / 30_000))
  return generate({ secret, epoch: step * 30 })
}
let lastStep = 0

test('an ADMIN holder without a second factor is held at enrolment, then sets up an authenticator app', async ({
  page,
}) => {
  await goto(page, `${baseURL}/login`)
  await expectSoundAtWidths(page, 'login')
  await passwordStep(page)
  // Held: the CRM sends them to the enrolment screen, and so does every other screen.
  await expect(page).toHaveURL(/\/account\/security$/)
  await expect(page.getByText(messages.SECOND_FACTOR_REQUIRED)).toBeVisible()
  await goto(page, `${baseURL}/user-list`)
  await expect(page).toHaveURL(/\/account\/security$/)
  await expectSoundAtWidths(page, 'security-held')

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible()
  secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expectSoundAtWidths(page, 'security-qr')

  // A wrong code is refused next to the field.
  await page.getByLabel('Code the app shows').fill('000000')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(messages.SECOND_STEP_CODE_WRONG)).toBeVisible()

  lastStep = Math.floor(Date.now() / 30_000)
  await page.getByLabel('Code the app shows').fill(await generate({ secret }))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('The authenticator app is set up.')).toBeVisible()
  recoveryCodes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim())
  expect(recoveryCodes).toHaveLength(10)
  await expectSoundAtWidths(page, 'security-recovery-codes')
  await page.getByRole('link', { name: 'Continue to the back office' }).click()
  await expect(page).toHaveURL(/\/crm$/)

  // Signed out, then in again: password, then the code of a later step.
  await page.context().clearCookies()
  await passwordStep(page)
  await expect(page).toHaveURL(/\/login\/verify$/)
  await expectSoundAtWidths(page, 'second-step')
  const started = Date.now()
  await page.getByLabel('Code').fill(await freshCode(lastStep))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/crm$/)
  console.log(`second step in the browser: ${Date.now() - started} ms (code typed to CRM list shown)`)
})

test('a passkey is added with the virtual authenticator, then signs in alone and as the second step', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL })
  // This page stands for a browser without passkeys in the User Id field's suggestions (conditional UI): the virtual
  // authenticator answers such a request at once, which would sign in as soon as the sign-in page opens.
  const page = await context.newPage()
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false
  })
  const { cdp, authenticatorId } = await virtualAuthenticator(context, page)

  // In with the password and a recovery code (used once).
  await passwordStep(page)
  await expect(page).toHaveURL(/\/login\/verify$/)
  await page.getByLabel('Code').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/crm$/)

  await goto(page, `${baseURL}/account/security`)
  await expect(page.getByTestId('recovery-left')).toHaveText('9 of 10 unused.')
  await page.getByLabel('Name of the new passkey (optional)').fill('Test phone')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByText('The passkey is added.')).toBeVisible()
  await expect(page.getByText('Test phone', { exact: true })).toBeVisible()
  await expectSoundAtWidths(page, 'security-passkey')
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1)

  // Signed out: the passkey alone signs in (no user id, no password).
  await context.clearCookies()
  await goto(page, `${baseURL}/login`)
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(page).toHaveURL(/\/crm$/)

  // And as the second step after the password.
  await context.clearCookies()
  await passwordStep(page)
  await expect(page).toHaveURL(/\/login\/verify$/)
  await page.getByRole('button', { name: 'Use my passkey' }).click()
  await expect(page).toHaveURL(/\/crm$/)

  // The administrator's view of a user's sign-in methods (their own, serial 1).
  await goto(page, `${baseURL}/user-list/1/sign-in-methods`)
  await expect(page.getByRole('heading', { name: /Sign-in methods of/ })).toBeVisible()
  await expectSoundAtWidths(page, 'user-sign-in-methods')
  await context.close()
})
