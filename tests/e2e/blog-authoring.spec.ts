import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { messages } from '../../app/lib/errors.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, goto, screenshot, widths } from './fixtures.ts'
import { signInPage } from './staff-users.ts'

// Blog authoring in the back office, end to end on the shared e2e server (its first start loaded the demo posts):
// an author writes a post with a picture and publishes it, a visitor reads it; a draft answers 404 to visitors.
// Also the spec's messages as text on the staff forms, screenshots of each screen at 390 and 1280 px, and axe on
// every back-office page at both widths.

const ADMIN_PASSWORD = 'Admin1234'
const stamp = Date.now().toString(36).slice(-5)

const signIn = (page: Page) => signInPage(page, 'admin', ADMIN_PASSWORD)

async function shot(page: Page, name: string) {
  await screenshot(page, `${name}`, { fullPage: true })
}

async function picture(): Promise<Buffer> {
  // A picture with some detail, so the re-encoded WebP is a real one.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#0b4f9c"/><circle cx="800" cy="450" r="300" fill="#f5a623"/><rect x="200" y="600" width="1200" height="120" fill="#fff"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

test.describe.configure({ mode: 'serial' })

test('an author writes a post with a picture and publishes it; a visitor reads it; a draft is 404', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  const title = `Cash at the Corner Shop ${stamp}`
  const slug = `cash-at-the-corner-shop-${stamp}`

  // The back office's header leads to the blog.
  await page.getByRole('button', { name: 'Admin', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog-admin$/)
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'New post' }).click()
  await expect(page).toHaveURL(/\/blog-admin\/new$/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

  // Save with nothing typed: MSG0006 under the title and the content, as text; nothing is sent.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(messages.MSG0006).first()).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await page.getByLabel('Title').getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(messages.MSG0006)
  await expect(page).toHaveURL(/\/blog-admin\/new$/)
  await shot(page, 'blog-new-messages-1280')

  await page.getByLabel('Title').fill(title)
  await expect(page.getByTestId('slug-preview')).toHaveText(`Link: /blog/${slug}`)
  await page
    .getByLabel('Content')
    .fill(
      '## Why it matters\n\nA **micro ATM** puts cash in the village.\n\n- No bus fare\n- No queue\n\n' +
        '<script>alert(1)</script>[bad](javascript:alert(1))',
    )
  const preview = page.getByTestId('blog-preview')
  await expect(preview.getByRole('heading', { name: 'Why it matters' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('micro ATM')
  await expect(preview.locator('li')).toHaveCount(2)
  await expect(preview.locator('script')).toHaveCount(0)
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0)
  await shot(page, 'blog-new-preview-1280')

  // A picture without its description is refused, under the description.
  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'shop.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(),
  })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(messages.BLOG_IMAGE_ALT_REQUIRED)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'shop.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(),
  })
  await page.getByLabel('Picture description (alt text)').fill('An orange coin on a blue shop counter')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/blog-admin\?saved=\d+$/)
  await expect(page.getByRole('status')).toHaveText(messages.BLOG_POST_SAVED)

  // A draft: 404 to visitors.
  const visitor = await browser.newContext()
  const reader = await visitor.newPage()
  expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(404)

  // Publish from the list; the visitor reads it at /blog/{id}, with its picture and alt text.
  await page.getByRole('button', { name: `Publish ${title}` }).click()
  await expect(page.getByRole('status')).toHaveText(messages.BLOG_POST_PUBLISHED)
  expect((await reader.goto('/blog-posts'))?.status()).toBe(200)
  await expect(reader.getByRole('heading', { name: title })).toBeVisible()
  expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(200)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(reader.getByRole('heading', { name: 'Why it matters' })).toBeVisible()
  const img = reader.getByRole('img', { name: 'An orange coin on a blue shop counter' })
  await expect(img).toBeVisible()
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  await expect(reader.locator('article script')).toHaveCount(0)

  // A changed title: the old link redirects to the new one.
  await goto(page, '/blog-admin')
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByLabel('Title').fill(`${title} Today`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/blog-admin\?saved=\d+$/)
  await reader.goto(`/blog/${slug}`)
  await expect(reader).toHaveURL(new RegExp(`/blog/${slug}-today$`))

  // Unpublished again: 404 to visitors, under both links.
  await page.getByRole('button', { name: `Unpublish ${title} Today` }).click()
  await expect(page.getByRole('status')).toHaveText(messages.BLOG_POST_UNPUBLISHED)
  expect((await reader.goto(`/blog/${slug}-today`))?.status()).toBe(404)
  expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(404)

  // Delete asks first.
  await page.getByRole('link', { name: `Delete ${title} Today` }).click()
  await expect(page.getByRole('heading', { name: `Delete “${title} Today”?` })).toBeVisible()
  await page.getByRole('button', { name: 'Delete the post' }).click()
  await expect(page.getByRole('status')).toHaveText(messages.BLOG_POST_DELETED)
  await expect(page.getByRole('link', { name: `Edit ${title} Today` })).toHaveCount(0)
  await visitor.close()
})

for (const size of widths) {
  test.describe(`back office at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('the spec messages show as text next to their fields (screenshots)', async ({ page }) => {
      await goto(page, '/login')
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(page.getByText(messages.MSG0001).first()).toBeVisible()
      const userId = page.getByLabel('User Id')
      await expect(userId).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator(`[id="${await userId.getAttribute('aria-describedby')}"]`)).toHaveText(messages.MSG0001)
      await expectNoAxeViolations(page)
      await shot(page, `login-messages-${size.width}`)

      await goto(page, '/login?mode=reset')
      await page.getByRole('button', { name: 'Reset' }).click()
      await expect(page.getByText(messages.RESET_FIELDS_REQUIRED).first()).toBeVisible()
      await expectNoAxeViolations(page)
      await shot(page, `reset-messages-${size.width}`)

      await signIn(page)
      await goto(page, '/user-list?mode=add')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(messages.MSG0006).first()).toBeVisible()
      const userName = page.getByLabel('User Name')
      await expect(userName).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator(`[id="${await userName.getAttribute('aria-describedby')}"]`)).toHaveText(
        messages.MSG0006,
      )
      await expectNoAxeViolations(page)
      await shot(page, `users-messages-${size.width}`)

      await goto(page, '/right-list?mode=add')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(messages.MSG0006)).toBeVisible()
      await expectNoAxeViolations(page)
      await shot(page, `right-group-add-messages-${size.width}`)

      await goto(page, '/right-list?edit=3')
      await page.getByRole('button', { name: 'Change' }).click()
      await expect(page.getByText(messages.MSG0006)).toBeVisible()
      await expectNoAxeViolations(page)
      await shot(page, `right-group-change-messages-${size.width}`)

      await goto(page, '/changepassword')
      await page.getByRole('button', { name: 'Change Password' }).click()
      await expect(page.getByText(messages.MSG0005).first()).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('every back-office page passes axe and does not scroll sideways; blog screens (screenshots)', async ({
      page,
    }) => {
      await signIn(page)
      for (const p of [
        '/crm',
        '/crm/leads/new',
        '/user-list',
        '/user-list?mode=add',
        '/right-list',
        '/right-list?mode=add',
        '/right-list?edit=3',
        '/changepassword',
        '/blog-admin',
        '/blog-admin/new',
      ]) {
        await goto(page, p)
        await expectNoHorizontalScroll(page)
        await expectNoAxeViolations(page)
      }
      await goto(page, '/blog-admin')
      await shot(page, `blog-list-${size.width}`)
      const firstEdit = page.getByRole('link', { name: /^Edit / }).first()
      await firstEdit.click()
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Edit')
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
      await shot(page, `blog-editor-${size.width}`)
      const deleteLink = page.url().replace(/\/blog-admin\/(\d+)$/, '/blog-admin?delete=$1')
      await goto(page, deleteLink)
      await expect(page.getByRole('heading', { name: /^Delete “/ })).toBeVisible()
      await expectNoAxeViolations(page)
      await shot(page, `blog-delete-confirm-${size.width}`)
      await page.getByRole('link', { name: 'Keep it' }).click()
      await expect(page.getByRole('heading', { name: /^Delete “/ })).toHaveCount(0)
    })
  })
}
