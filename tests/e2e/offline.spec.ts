import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll, goto, screenshot } from './fixtures.ts'
import { saveLeadAsThePhoneSends } from './lead-form.ts'
import { createTeam, signInPage } from './staff-users.ts'

/**
 * The office installed on a phone and read with no connection (issue 19 §1, ADRs 0148-0150): after a visit online,
 * the CRM list and a lead open offline from the user's copy, marked "offline copy, updated <time>"; Log Out leaves
 * nothing of the user in IndexedDB or the caches.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `omg${stamp}`, name: 'Olga Manager' },
  field: { userId: `ofl${stamp}`, name: 'Omar Field' },
}
const business = `Offline Traders ${stamp}`

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async () => {
  await createTeam(people)
})

/** The names of every IndexedDB database and Cache Storage cache of the site. */
function storedNames(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
    caches: await caches.keys(),
  }))
}

async function copySaved(page: Page, key: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('office-read-copy')
              open.onerror = () => resolve(false)
              open.onsuccess = () => {
                const db = open.result
                if (!db.objectStoreNames.contains('copies')) return resolve(db.close() ?? false)
                const get = db.transaction('copies').objectStore('copies').get(key)
                get.onsuccess = () => {
                  db.close()
                  resolve(!!get.result)
                }
                get.onerror = () => resolve(false)
              }
            }),
          key,
        ),
      { timeout: 20_000 },
    )
    .toBe(true)
}

test('the CRM list and a lead stay readable offline after a visit online; Log Out clears every copy', async ({
  page,
  context,
}) => {
  await signInPage(page, people.field.userId)
  const leadId = await saveLeadAsThePhoneSends(page, business, `offline-e2e-${stamp}`)
  await goto(page, '/crm')
  // The service worker is the office's only: installed from /crm, with its precache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await goto(page, '/crm')
  await page.getByRole('link', { name: new RegExp(business) }).click()
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible()
  await copySaved(page, `lead:${leadId}`)
  await goto(page, '/crm')
  await expect(page.getByRole('link', { name: new RegExp(business) })).toBeVisible()

  await context.setOffline(true)
  await page.goto('/crm')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const mark = page.getByRole('status').filter({ hasText: /^offline copy, updated \d/ })
  await expect(mark).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(business) })).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  await screenshot(page, `offline-list-390`, { fullPage: true })

  // A lead opened from the list with no connection: its copy, with the same mark.
  await page.getByRole('link', { name: new RegExp(business) }).click()
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^offline copy, updated \d/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, `offline-lead-390`, { fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await expectNoAxeViolations(page)
  await screenshot(page, `offline-lead-1280`, { fullPage: true })
  await page.goBack()
  await expect(mark).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, `offline-list-1280`, { fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })

  await context.setOffline(false)
  await goto(page, '/crm')
  const before = await storedNames(page)
  expect(before.databases).toContain('office-read-copy')
  expect(before.caches.some((c) => c.startsWith('office-user-'))).toBe(true)
  await page.getByRole('button', { name: people.field.name }).click()
  await page.getByRole('menuitem', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  const after = await storedNames(page)
  expect(after.databases.filter((d) => d.startsWith('office-'))).toEqual([])
  expect(after.caches.filter((c) => c.startsWith('office-user-'))).toEqual([])
})

test('a session ended by the server leaves no read copy: the sign-in page it leads to deletes them', async ({
  page,
  context,
}) => {
  await signInPage(page, people.field.userId)
  await goto(page, '/crm')
  await copySaved(page, 'list')
  // The server no longer knows the session (here: the cookie is gone): the next page goes to /login.
  await context.clearCookies()
  await page.goto('/crm')
  await expect(page).toHaveURL(/\/login/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect
    .poll(async () => {
      const { databases, caches } = await storedNames(page)
      return [
        ...databases.filter((d) => d === 'office-read-copy'),
        ...caches.filter((c) => c.startsWith('office-user-')),
      ]
    })
    .toEqual([])
})
