import { mkdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type PlaywrightTestOptions } from '@playwright/test'

export const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** A field user's phone in Delhi: the phone width, with the browser's location shared (as a visit records it). */
export const phoneInDelhi: Partial<PlaywrightTestOptions> = {
  viewport: { width: 390, height: 844 },
  geolocation: { latitude: 28.6315, longitude: 77.2167, accuracy: 15 },
  permissions: ['geolocation'],
}

/** A manager's desktop in Jaipur, with the browser's location shared. */
export const desktopInJaipur: Partial<PlaywrightTestOptions> = {
  viewport: { width: 1280, height: 900 },
  geolocation: { latitude: 26.9124, longitude: 75.7873, accuracy: 20 },
  permissions: ['geolocation'],
}

/**
 * Every rule axe-core has for WCAG 2.0, 2.1 and 2.2 at levels A and AA, and its best practices: one list, used on
 * every page (public and back office) at every width.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const

/** Runs axe-core with AXE_TAGS on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  // From the top of the page: scrolled, a control that has slid under the sticky staff header is judged by axe as a
  // too-small target (only its uncovered strip counts), though a person scrolls it back into view. The scan is of the
  // page, not of one scroll position.
  await page.evaluate(() => window.scrollTo(0, 0))
  // Every rule of the tags runs on the whole page; two settings only cut the scan's overhead, about half its time:
  // axe runs in the page itself (legacy mode; the default runs it per frame and then opens a second, blank page to
  // combine the frames' results, which only cross-origin frames need: the office's one frame, the file preview, is
  // the site's own), and only violations are reported in full (axe's
  // resultTypes: the rules that pass are checked all the same, their nodes are not collected and sent back).
  const result = await new AxeBuilder({ page })
    .withTags([...AXE_TAGS])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/** The page must not scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * A screenshot for a person to look at (every screen at 390 and 1280 px, in both languages), taken only when
 * SCREENSHOT_DIR is set: `<SCREENSHOT_DIR>/<name>.png`. A run without it (CI's) takes none, since each costs CPU time
 * and no test reads them.
 */
export async function screenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.SCREENSHOT_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await target.screenshot({ path: path.join(dir, `${name}.png`), ...options })
}

/**
 * The page at every width: no axe violations and no sideways scroll, and a screenshot at each width as
 * `<name>-<width>` (the whole page unless `fullPage` is false; see `screenshot`). The page is left at `leaveAt`'s
 * width, or at the last one.
 */
export async function expectSoundAtWidths(
  page: Page,
  name: string,
  { fullPage = true, leaveAt }: { fullPage?: boolean; leaveAt?: { width: number; height: number } } = {},
) {
  for (const w of widths) {
    await page.setViewportSize({ width: w.width, height: w.height })
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    await screenshot(page, `${name}-${w.width}`, { fullPage })
  }
  if (leaveAt) await page.setViewportSize(leaveAt)
}

/**
 * Opens a back-office page and waits until its script has taken over (the staff shell marks the document), so that
 * a click is handled by the page's own checks rather than racing them.
 */
export async function goto(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // A part of the page that hydrates after it (a lead's follow-up form, ADR 0244) says so the same way.
  await page.waitForFunction(() => document.querySelector('[data-hydrated="false"]') === null)
}
