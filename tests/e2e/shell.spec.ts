import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll, widths } from './fixtures.ts'

for (const size of widths) {
  test.describe(`site shell at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    for (const path of ['/', '/about', '/services/insurance', '/contact', '/no-such-page']) {
      test(`${path} has no axe violations and no sideways scroll`, async ({ page }) => {
        await page.goto(path)
        await expect(page.locator('footer')).toContainText('2024')
        await expectNoHorizontalScroll(page)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test.describe('navigation', () => {
  test('the Services dropdown opens by keyboard and lists all 11 service pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const items = page.getByRole('menuitem')
    await expect(items).toHaveCount(11)
    await page.keyboard.press('Escape')
    await expect(items).toHaveCount(0)
    await trigger.click()
    await page.getByRole('menuitem', { name: 'Insurance' }).click()
    await expect(page).toHaveURL(/\/services\/insurance$/)
    await expect(page.locator('header')).toHaveAttribute('data-section', 'services')
  })

  test('the phone menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(dialog).toBeHidden()
  })

  test('the footer CRM link leads to the sign-in page', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer').getByRole('link', { name: 'CRM' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})
