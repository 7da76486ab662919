import { expect, type Page, test } from '@playwright/test'
import { messages } from '../../app/lib/errors.ts'
import { errors as hiErrors } from '../../app/messages/hi/errors.ts'
import { office as hi } from '../../app/messages/hi/office.ts'
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectSoundAtWidths,
  goto,
  screenshot,
  widths,
} from './fixtures.ts'
import { createStaffUser, signInPage } from './staff-users.ts'

/**
 * D55: a field user chooses Hindi on their own account menu; the staff shell, its menus, the account screens and the
 * error screens then speak Hindi, and a catalogue message shows in Hindi with its exact English beside it. Each
 * screen axe clean at 390 and 1280 px (with SCREENSHOT_DIR set, a picture of each).
 */

const stamp = Date.now().toString(36).slice(-5)
const field = { userId: `hiofc${stamp}`, name: `Ravi ${stamp}` }

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await createStaffUser(field, 3)
})

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The account menu's button (named "Account of <name>", in the user's language). */
const accountButton = (page: Page) => page.getByRole('button', { name: new RegExp(field.name) })

/** The page with its account menu open at each width: axe clean, no sideways scroll (and its picture). */
async function menuOpenAtWidths(page: Page, name: string) {
  for (const w of widths) {
    await page.setViewportSize({ width: w.width, height: w.height })
    await accountButton(page).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    await screenshot(page, `${name}-${w.width}`)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
  }
}

test('the sign-in page stays English before anyone is known', async ({ page }) => {
  await goto(page, '/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  await expectSoundAtWidths(page, 'login')
})

test('a field user switches to Hindi from the account menu and the office speaks Hindi', async ({ page }) => {
  test.setTimeout(180_000)
  await signInPage(page, field.userId)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')

  await accountButton(page).click()
  const menu = page.getByRole('menu')
  await menu.getByRole('menuitem', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL(/\/crm$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

  // The shell and its menu in Hindi; the way back to English named in English.
  await expect(page.getByRole('navigation', { name: hi.shell.nav })).toBeVisible()
  await accountButton(page).click()
  for (const item of [hi.shell.changePassword, hi.shell.signInMethods, hi.shell.digest, hi.shell.logOut]) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible()
  }
  await expect(menu.getByRole('menuitem', { name: 'English' })).toHaveAttribute('lang', 'en-IN')
  await page.keyboard.press('Escape')
  await menuOpenAtWidths(page, 'hi-shell-menu')

  await goto(page, '/account/security')
  await expect(page.getByRole('heading', { level: 1, name: hi.security.title })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(hi.security.metaTitle))
  await expectSoundAtWidths(page, 'hi-security', { fullPage: true })

  await goto(page, '/account/digest')
  await expect(page.getByRole('heading', { level: 1, name: hi.digest.title })).toBeVisible()
  await page.getByRole('button', { name: hi.digest.turnOff }).click()
  await expect(page.getByRole('status').filter({ hasText: hi.digest.turnedOff })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-digest', { fullPage: true })
  await page.getByRole('button', { name: hi.digest.turnOn }).click()
  await expect(page.getByRole('status').filter({ hasText: hi.digest.turnedOn })).toBeVisible()

  // Logged out, this device's sign-in page speaks Hindi, and offers English for someone else.
  await accountButton(page).click()
  await page.getByRole('menu').getByRole('menuitem', { name: hi.shell.logOut }).click()
  await expect(page).toHaveURL(/\/$/)
  await goto(page, '/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('heading', { level: 1, name: hi.login.signIn })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-login')
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
})

test('a catalogue error shows in Hindi with its exact English beside it', async ({ page }) => {
  await signInPage(page, field.userId)
  await goto(page, '/changepassword')
  await expect(page.getByRole('heading', { level: 1, name: hi.password.title })).toBeVisible()
  await page.getByRole('button', { name: hi.password.submit }).click()
  const error = page.locator(`#${await page.getByLabel(hi.password.new, { exact: true }).getAttribute('id')}-error`)
  await expect(error).toContainText(hiErrors.MSG0005)
  await expect(error.locator('[lang="en"]')).toHaveText(messages.MSG0005)
  // The field names its message, Hindi and English, as its description.
  await expect(page.getByLabel(hi.password.new, { exact: true })).toHaveAccessibleDescription(
    new RegExp(`${escaped(hiErrors.MSG0005)}\\s*${escaped(messages.MSG0005)}`),
  )
  await expectSoundAtWidths(page, 'hi-change-password', { fullPage: true })

  // The error screens: a page the user's rights do not open, and one that does not exist.
  await page.goto('/user-list')
  await expect(page.getByRole('heading', { level: 1, name: hi.error.forbidden })).toBeVisible()
  await expect(page.locator('main [lang="en"]')).toHaveText(messages.FORBIDDEN)
  await expect(page.getByRole('link', { name: hi.error.backToCrm })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-error-403')
  await page.goto('/crm/leads/99999999')
  await expect(page.getByRole('heading', { level: 1, name: hi.error.notFound })).toBeVisible()
  await expectSoundAtWidths(page, 'hi-error-404')
})

test('the user switches back to English', async ({ page }) => {
  await signInPage(page, field.userId)
  await accountButton(page).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible()
})
