import { expect, test } from '@playwright/test'
import { basePath, localizedPath } from '#app/lib/i18n/locale.ts'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import { expectSoundAtWidths } from './fixtures.ts'

/**
 * The public site in Hindi (D55, ADR 0157), as a person sees it: the top bar's switch leads to the same page in the
 * other language and back; every Hindi page is axe clean and fits the screen at phone and desktop width (screenshots
 * with SCREENSHOT_DIR). Each page's language, title and heading are checked from its HTML by
 * tests/integration/hindi-pages.test.ts.
 */

const english = prerenderPaths.filter((p) => basePath(p) === p)
const hindi = english.map((p) => localizedPath(p, 'hi'))

test.describe('the language switch keeps the page', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const path of ['/', '/about', '/services/insurance', '/offers', '/termsconditions']) {
    test(`${path} to Hindi and back, without script`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      await page.goto(path)
      const toHindi = page.getByRole('link', { name: 'हिन्दी', exact: true })
      await expect(toHindi).toHaveAttribute('hreflang', 'hi-IN')
      await expect(toHindi).toHaveAttribute('lang', 'hi-IN')
      await toHindi.click()
      await expect(page).toHaveURL(new RegExp(`${localizedPath(path, 'hi')}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
      const toEnglish = page.getByRole('link', { name: 'English', exact: true })
      await expect(toEnglish).toHaveAttribute('lang', 'en-IN')
      await toEnglish.click()
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
      await context.close()
    })
  }

  test('links inside a Hindi page lead to Hindi pages; the staff sign-in stays where it is', async ({ page }) => {
    await page.goto('/hi/about')
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"], main a[href^="/"]')
      // The Admin menu's entries are the back office's, which has no /hi.
      .evaluateAll((links) =>
        links.filter((a) => !a.closest('[data-admin-menu]')).map((a) => a.getAttribute('href') ?? ''),
      )
    expect(hrefs.length).toBeGreaterThan(20)
    for (const href of hrefs) {
      if (href === '/login' || href.startsWith('/images/')) continue
      expect(href, href).toMatch(/^\/hi(\/|$)/)
    }
  })
})

test.describe('Hindi pages are sound at phone and desktop width', () => {
  // Each page is read only, and the same on every worker's server: the scans spread over the workers.
  test.describe.configure({ mode: 'parallel' })
  for (const path of hindi) {
    test(`${path}: axe clean, no sideways scroll`, async ({ page }) => {
      await page.goto(path)
      await expectSoundAtWidths(page, `hi${basePath(path).replaceAll('/', '-')}`, { fullPage: true })
    })
  }
})
