import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { demoBlogPosts } from '#app/content/blog-demo.ts'
import { blogSlug } from '#app/domain/blog/slug.ts'
import { messages } from '#app/lib/errors.ts'
import { e2e } from '../../playwright.config.ts'
import { freePort, runServer, type ServerProcess } from '../helpers/process.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, widths } from './fixtures.ts'
import { waitForMail } from './mail.ts'

// The blog needs posts: this file runs its own server started as `npm run demo` does (`--demo`, demo content
// loaded), on a fresh data folder, sending mail to its worker's SMTP capture. The shared e2e server holds its own
// embedded database, which a test cannot write to.

let server: ServerProcess | undefined
let base = ''

test.beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = runServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-blog-')),
      DATABASE_URL: undefined,
      ADMIN_PASSWORD: 'Admin1234',
      SITE_URL: base,
      // This worker's mail capture, which waitForMail reads.
      SMTP_URL: `smtp://127.0.0.1:${e2e.smtpPort}`,
      LOG_LEVEL: 'warn',
    },
    ['--demo'],
  )
  const started = Date.now()
  while (!server.output().includes('Demo content loaded')) {
    if (server.child.exitCode !== null) throw new Error(`demo server exited:\n${server.output()}`)
    if (Date.now() - started > 90_000) throw new Error(`demo server not ready:\n${server.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
})

test.afterAll(async () => {
  if (!server) return
  server.child.kill('SIGTERM')
  await server.exited
})

const newest = [...demoBlogPosts].sort((a, b) => b.date.localeCompare(a.date))

for (const size of widths) {
  test.describe(`blog at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('the list: every post, newest first, See more; no axe violations, no sideways scroll', async ({ page }) => {
      await page.goto(`${base}/blog-posts`)
      const titles = page.locator('main article h2')
      await expect(titles).toHaveText(newest.map((p) => p.title))
      await expect(page.getByRole('link', { name: /^See more/ })).toHaveCount(demoBlogPosts.length)
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
    })

    test('a post: author, date, content, callback box; no axe violations, no sideways scroll', async ({ page }) => {
      const post = demoBlogPosts[0]!
      await page.goto(`${base}/blog/${blogSlug(post.title)}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      await expect(page.getByText(post.author).first()).toBeVisible()
      await expect(page.getByText(post.date.split('-').reverse().join('/')).first()).toBeVisible()
      await expect(page.getByText(post.paragraphs[1]!)).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Request a Callback' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
    })

    test('an unknown post: the spec failure text, no axe violations', async ({ page }) => {
      const res = await page.goto(`${base}/blog/no-such-post`)
      expect(res?.status()).toBe(404)
      await expect(page.getByText(messages.ERR0000)).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('reading and asking for a callback', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('See more opens the post; Goto all posts leads back to the list', async ({ page }) => {
    await page.goto(`${base}/blog-posts`)
    const first = newest[0]!
    await page.getByRole('link', { name: new RegExp(`^See more\\s+about\\s+${first.title}$`) }).click()
    await expect(page).toHaveURL(`${base}/blog/${blogSlug(first.title)}`)
    await page.getByRole('link', { name: 'Goto all posts' }).click()
    await expect(page).toHaveURL(`${base}/blog-posts`)
  })

  test('Request a Callback: the reply is shown, the request reaches the info mailbox', async ({ page }) => {
    const post = demoBlogPosts[1]!
    await page.goto(`${base}/blog/${blogSlug(post.title)}`)
    const box = page.getByRole('form', { name: 'Request a Callback' })
    const phone = box.getByLabel('Phone')
    await phone.fill('12345')
    await phone.blur()
    await expect(box.getByText(messages.INVALID_PHONE)).toBeVisible()

    const name = `Callback Visitor ${Date.now().toString(36)}`
    await box.getByLabel('Name').fill(name)
    await phone.fill('9123456789')
    await box.getByRole('button', { name: 'Request a Callback' }).click()
    await expect(box.getByRole('status')).toHaveText(messages.THANK_YOU_TEXT)
    await expect(box.getByLabel('Name')).toHaveValue('')

    const mail = await waitForMail((m) => m.subject === `Callback request from ${name}`)
    expect(mail.text).toContain('Phone: 9123456789')
    expect(mail.text).toContain(`Page: /blog/${blogSlug(post.title)}`)
  })

  test('a refused callback shows the reply message to the visitor', async ({ page }) => {
    await page.route('**/api/callback', (route) =>
      route.fulfill({ status: 429, json: { err: messages.TOO_MANY_REQUESTS, msg: messages.TOO_MANY_REQUESTS } }),
    )
    await page.goto(`${base}/blog/${blogSlug(demoBlogPosts[2]!.title)}`)
    const box = page.getByRole('form', { name: 'Request a Callback' })
    await box.getByLabel('Name').fill('Refused Visitor')
    await box.getByLabel('Phone').fill('9123456780')
    await box.getByRole('button', { name: 'Request a Callback' }).click()
    await expect(box.getByRole('status')).toHaveText(messages.TOO_MANY_REQUESTS)
    await expect(box.getByLabel('Name')).toHaveValue('Refused Visitor')
  })
})
