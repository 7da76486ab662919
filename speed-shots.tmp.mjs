// Screenshots of / and /hi at 390 and 1280 px from the build in BUILD_DIR, named with LABEL.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { startServer } from '/work/wt-speed-public/scripts/lib/harness.mjs'
const label = process.env.LABEL
const built = path.resolve(process.env.BUILD_DIR)
const siteUrl = JSON.parse((await import('node:fs')).readFileSync(path.join(built, 'prerender-settings.json'), 'utf8')).siteUrl
const server = await startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shots-')), DATABASE_URL: '', SITE_URL: siteUrl, ADMIN_PASSWORD: 'Lighthouse1' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [390, 1280]) {
  for (const p of ['/', '/hi']) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    await page.goto(`${server.url}${p}`)
    await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' })
    const name = `${label}-${p === '/' ? 'home' : 'hi'}-${width}.png`
    await page.screenshot({ path: `/tmp/shots-speed-public/${name}`, fullPage: true })
    await page.close()
  }
}
await browser.close()
await server.stop()
console.log('done', label)
