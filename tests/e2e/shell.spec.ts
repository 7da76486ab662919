import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll, goto, widths } from './fixtures.ts'

// The shell of every public page is scanned with its page by public-pages.spec.ts at both widths, and its footer's
// copyright by tests/integration/http-shell.test.ts; the 404 page is the shell's own.
for (const size of widths) {
  test.describe(`site shell at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('the 404 page has the footer, no axe violations and no sideways scroll', async ({ page }) => {
      await page.goto('/no-such-page')
      await expect(page.locator('footer')).toContainText('2024')
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('navigation', () => {
  test('the Services menu opens by keyboard, lists all 11 service pages and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.locator('summary', { hasText: 'Services' })
    const links = nav.locator('details', { has: page.locator('summary', { hasText: 'Services' }) }).locator('a')
    await expect(links).toHaveCount(11)
    await expect(links.first()).toBeHidden()
    await trigger.focus()
    await page.keyboard.press('Enter')
    for (const link of await links.all()) await expect(link).toBeVisible()
    await expect(nav.locator('details', { has: page.locator('summary', { hasText: 'Services' }) })).toHaveAttribute(
      'open',
      '',
    )
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(links.first()).toBeHidden()
    await expect(trigger).toBeFocused()
    // A click elsewhere closes it too.
    await trigger.click()
    await expect(links.first()).toBeVisible()
    await page.mouse.click(640, 700)
    await expect(links.first()).toBeHidden()
    await trigger.click()
    await nav.getByRole('link', { name: 'Insurance' }).click()
    await expect(page).toHaveURL(/\/services\/insurance$/)
    await expect(page.locator('header')).toHaveAttribute('data-section', 'services')
    // The menu names the page the visitor is on (hidden while the menu is closed).
    await expect(
      page.getByRole('navigation', { name: 'Main' }).locator('a[href="/services/insurance"]'),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('the phone menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const button = page.locator('header summary', { hasText: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await button.click()
    await expect(menu).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await button.click()
    await menu.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })

  test('without script the menus still open (they are disclosure elements)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/')
    await page.locator('header summary', { hasText: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await context.close()
  })

  test('a signed-in administrator finds the Admin menu on public pages; Log Out there ends the session', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const adminMenu = () => page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Admin' })
    await page.goto('/about')
    await expect(adminMenu()).toBeHidden()
    await goto(page, '/login')
    await page.getByLabel('User Id').fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('Admin1234')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/crm$/)
    await page.goto('/about')
    await expect(adminMenu()).toBeVisible()
    await adminMenu().click()
    const menu = page
      .getByRole('navigation', { name: 'Main' })
      .locator('details', { has: page.locator('summary', { hasText: 'Admin' }) })
    for (const item of ['User', 'CRM', 'Right', 'Enquiries', 'Blog']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    await menu.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html[data-islands="ready"]')).toHaveCount(1)
    await expect(adminMenu()).toBeHidden()
    // The session has ended on the server.
    await page.goto('/crm')
    await expect(page).toHaveURL(/\/login/)
  })

  test('the footer CRM link leads to the sign-in page', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer').getByRole('link', { name: 'CRM' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('islands', () => {
  test('a page loads the carousel and form parts of its script only when it has a carousel or a form', async ({
    page,
  }) => {
    const loaded: string[] = []
    page.on('request', (request) => {
      const file = /\/assets\/(site-islands[\w-]*)\.js$/.exec(new URL(request.url()).pathname)?.[1]
      if (file) loaded.push(file.replace(/-[A-Z0-9]+$/, ''))
    })
    await page.goto('/privacy')
    await expect(page.locator('html[data-islands="ready"]')).toHaveCount(1)
    expect(loaded).toContain('site-islands')
    expect(loaded.some((f) => f.includes('forms') || f.includes('carousel'))).toBe(false)

    loaded.length = 0
    await page.goto('/')
    await expect(page.locator('html[data-islands="ready"]')).toHaveCount(1)
    expect(loaded).toEqual(expect.arrayContaining(['site-islands', 'site-islands-carousel']))
    // The forms' checks are loaded at the first use of a form, not while the page loads (ADR 0216).
    expect(loaded.some((f) => f.includes('forms'))).toBe(false)
    await page.getByRole('textbox', { name: /name/i }).first().focus()
    await expect(page.locator('html[data-forms="ready"]')).toHaveCount(1)
    expect(loaded.some((f) => f.includes('forms'))).toBe(true)
  })

  test('a form sent or left before its checks have loaded is checked as if they had been there', async ({ page }) => {
    // The forms' file is held back, so the visitor acts before it is there.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/site-islands-forms-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contact')
    await expect(page.locator('html[data-islands="ready"]')).toHaveCount(1)
    const form = page.locator('form[data-form="quote"]')
    await form.getByRole('textbox', { name: /e-?mail/i }).fill('not-an-address')
    await form.getByRole('button', { name: /send|submit/i }).click()
    // Nothing was sent while the checks were loading: the page is still here.
    await expect(page).toHaveURL(/\/contact$/)
    release()
    await expect(page.locator('html[data-forms="ready"]')).toHaveCount(1)
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
