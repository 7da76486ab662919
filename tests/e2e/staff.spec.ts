import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { messages } from '../../app/lib/errors.ts'
import { freePort, runServer } from '../helpers/process.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, goto, widths } from './fixtures.ts'
import { waitServerReady } from './spawned-server.ts'

const ADMIN_PASSWORD = 'Admin1234'
const stamp = Date.now().toString(36).slice(-5)

async function signIn(page: Page, userId: string, password: string) {
  await goto(page, '/login')
  await page.getByLabel('User Id').fill(userId)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function addUser(page: Page, name: string, userId: string) {
  await goto(page, '/user-list')
  await page.getByRole('link', { name: 'Add New' }).click()
  await page.getByLabel('User Name').fill(name)
  await page.getByLabel('User ID').fill(userId)
  await page.getByLabel('Mobile').fill('9811122233')
  await page.getByLabel('Email').fill(`${userId}@example.in`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: 'User created' })).toBeVisible()
  return (await page.getByTestId('initial-password').textContent())!.trim()
}

test.describe.configure({ mode: 'serial' })

test('an administrator sets up a field user, who must change the password and sees no Admin menu', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD)
  await expect(page).toHaveURL(/\/crm$/)

  // The Admin dropdown appears with every entry the administrator holds.
  await page.setViewportSize({ width: 1280, height: 800 })
  const adminMenu = page.getByRole('button', { name: 'Admin', exact: true })
  await expect(adminMenu).toBeVisible()
  await adminMenu.click()
  for (const item of ['User', 'CRM', 'Right', 'Log Out']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible()
  }
  await page.keyboard.press('Escape')

  // An empty User Name: MSG0006's text next to the field, not a browser bubble; nothing is sent.
  await goto(page, '/user-list?mode=add')
  await page.getByLabel('User ID').fill(`empty${stamp}`)
  await page.getByLabel('Mobile').fill('9811122233')
  await page.getByLabel('Email').fill(`empty${stamp}@example.in`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(messages.MSG0006)).toBeVisible()
  await expect(page.getByLabel('User Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/mode=add/)

  const fieldId = `field${stamp}`
  const leadId = `lead${stamp}`
  const initial = await addUser(page, 'Farida Field', fieldId)
  await addUser(page, 'Lalit Lead', leadId)

  // A save error from the server shows in a modal whose visible title is empty (spec section 8).
  await goto(page, '/user-list?mode=add')
  await page.getByLabel('User Name').fill('Second Farida')
  await page.getByLabel('User ID').fill(fieldId)
  await page.getByLabel('Mobile').fill('9811122233')
  await page.getByLabel('Email').fill(`again${stamp}@example.in`)
  await page.getByRole('button', { name: 'Save' }).click()
  const modal = page.getByRole('dialog')
  await expect(modal).toContainText(messages.USER_ID_TAKEN)
  await expect(modal.getByRole('heading')).toHaveClass(/sr-only/)
  await modal.getByRole('button', { name: 'OK' }).click()
  await expect(modal).toBeHidden()

  // Reporting line: the field user reports to the lead.
  await goto(page, '/user-list')
  await page.getByRole('link', { name: 'Edit Farida Field' }).click()
  await page.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText(messages.REPORTING_USER_REQUIRED)).toBeVisible()
  await page.getByLabel('Search users').fill('Lalit')
  await page.getByLabel('Add Reporting to').selectOption({ label: `Lalit Lead (${leadId})` })
  await page.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByRole('cell', { name: leadId })).toBeVisible()

  // Right Group: an empty group name, and Change with no right chosen, say MSG0006 in words.
  await goto(page, '/right-list?mode=add')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(messages.MSG0006)).toBeVisible()
  await goto(page, '/right-list?edit=3')
  await page.getByRole('button', { name: 'Change' }).click()
  await expect(page.getByText(messages.MSG0006)).toBeVisible()

  // A group's right changes: Field Staff gets the Follow Up Report.
  await goto(page, '/right-list')
  await page.getByRole('link', { name: 'Edit Field Staff' }).click()
  await page.getByLabel('Right', { exact: true }).selectOption({ label: 'Follow Up Report (REPCRMFOLLOWUP)' })
  await page.getByLabel('Query').selectOption('1')
  await page.getByRole('button', { name: 'Change' }).click()
  await expect(page.getByRole('cell', { name: 'REPCRMFOLLOWUP' })).toBeVisible()

  // Log Out goes to the public home page (D1).
  await page.getByRole('button', { name: 'Admin', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0)

  // The new user must change the password first (D13).
  await signIn(page, fieldId, initial)
  await expect(page).toHaveURL(/\/changepassword$/)
  await goto(page, '/crm')
  await expect(page).toHaveURL(/\/changepassword$/)
  await page.getByLabel('New Password').fill('Field2Start')
  await page.getByLabel('Confirm Password').fill('Field2Stars')
  await page.getByLabel('Old Password').fill(initial)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText(messages.MSG0009)).toBeVisible()
  await page.getByLabel('New Password').fill('Field2Start')
  await page.getByLabel('Confirm Password').fill('Field2Start')
  await page.getByLabel('Old Password').fill(initial)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page).toHaveURL(/\/login\?changed=1$/)
  await expect(page.getByRole('status')).toContainText(messages.PASSWORD_CHANGED)

  await signIn(page, fieldId, 'Field2Start')
  await expect(page).toHaveURL(/\/crm$/)
  await expect(page.getByRole('heading', { name: 'CRM' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0)

  // Refused the Users screen: 403 in the staff shell with the way back (ADR 0139), the session kept.
  await goto(page, '/user-list')
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the CRM' })).toBeVisible()
  // The sign-in page says who is signed in and offers to sign out (D4).
  await goto(page, '/login')
  await expect(page.getByText('You are signed in as')).toBeVisible()
  await page.getByRole('button', { name: 'Sign out and sign in as someone else' }).click()
  await expect(page.getByText('You are signed in as')).toHaveCount(0)
  await goto(page, '/crm')
  await expect(page).toHaveURL(/\/login/)
})

test('the sign-in and reset forms say what is missing in words (MSG0001, reset message)', async ({ page }) => {
  await goto(page, '/login')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText(messages.MSG0001).first()).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('User Id').fill('admin')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText(messages.MSG0001).first()).toBeVisible()
  await page.getByRole('link', { name: 'Forget Password ?' }).click()
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByText(messages.RESET_FIELDS_REQUIRED).first()).toBeVisible()
})

test('a session left idle past the timeout lands on /login with the MSG0002 text', async ({ browser }) => {
  const port = await freePort()
  const server = runServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-idle-')),
    DATABASE_URL: undefined,
    ADMIN_PASSWORD,
    SESSION_IDLE_SECONDS: '2',
    SITE_URL: `http://127.0.0.1:${port}`,
  })
  try {
    await waitServerReady(server)
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })
    const signedIn = await context.newPage()
    await signIn(signedIn, 'admin', ADMIN_PASSWORD)
    await expect(signedIn).toHaveURL(/\/crm$/)
    // The header's rights request also counts as activity: the idle clock starts after it.
    await signedIn.waitForLoadState('networkidle')
    // The user leaves the office: no page of it is open, so nothing of it (the book's sync, the bell) asks the server
    // meanwhile, and the first request after the idle timeout is the user's own. The wait is the rule's own time
    // (2 s here) on the server's clock, which a test cannot drive in a server process of its own.
    await signedIn.close()
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const page = await context.newPage()
    await goto(page, '/user-list')
    await expect(page).toHaveURL(/\/login\?expired=1/)
    await expect(page.getByRole('alert')).toContainText(messages.MSG0002)
    await context.close()
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
})

for (const size of widths) {
  test.describe(`staff pages at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })
    test('sign-in, reset mode and the admin screens pass axe and do not scroll sideways', async ({ page }) => {
      await goto(page, '/login')
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: 'Forget Password ?' }).click()
      await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
      await expect(page.getByLabel('Email Id')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: 'Back', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()

      await signIn(page, 'admin', ADMIN_PASSWORD)
      await expect(page).toHaveURL(/\/crm$/)
      for (const p of ['/crm', '/user-list', '/user-list?mode=add', '/right-list', '/right-list?edit=3']) {
        await goto(page, p)
        await expectNoHorizontalScroll(page)
        await expectNoAxeViolations(page)
      }
    })
  })
}
