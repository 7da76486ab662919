import { expect, type Page, test } from '@playwright/test'
import { office as enOffice } from '#app/messages/en/office.ts'
import { office as hiOffice } from '#app/messages/hi/office.ts'
import { expectNoHorizontalScroll, goto } from './fixtures.ts'
import { emulatePhone } from './phone.ts'
import { chooseOfficeLanguage, createTeam, signInPage } from './staff-users.ts'

/**
 * The account menu's pages opened with no connection (ADR 0209), on an emulated cheap phone (390 px, 4x slower CPU,
 * 1.6 Mbps, 150 ms): a field user visits the CRM online, so the worker is installed at both its scopes (`/crm` and
 * `/account`) and the list page is saved; offline, Sign-in methods and the language page open by their address and
 * on reload inside the office's shell, and say in the user's language why they need a connection; the language
 * chosen from the account menu offline lands on that same page, never the browser's "No internet". English and Hindi.
 */

const stamp = Date.now().toString(36).slice(-5)
const people = {
  manager: { userId: `amg${stamp}`, name: 'Asha Manager' },
  field: { userId: `afl${stamp}`, name: 'Anil Field' },
}
const shots = process.env.SHOTS_DIR ?? '/tmp/shots-offline-account'
const texts = { en: enOffice, hi: hiOffice }
const other = { en: 'hi', hi: 'en' } as const
const languageName = { en: 'English', hi: 'हिन्दी' }

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 } })

/** Waits for the office to be drawn after an offline navigation (the shell re-renders once React takes over). */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** The language of the list page the worker saved (the offline shell), or null before one is saved. */
function savedListLanguage(page: Page) {
  return page.evaluate(async () => {
    const list = await caches.match(`${location.origin}/crm`, { cacheName: 'office-user-pages' })
    return list ? (/<html[^>]*\blang="(\w\w)/i.exec(await list.text())?.[1] ?? null) : null
  })
}

/** Whether the worker is active at the account menu's scope. */
function accountWorkerActive(page: Page) {
  return page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/account/security'))?.active?.state === 'activated',
  )
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

/** The office's own "needs a connection" page of an account screen: its heading, why, and the office's header. */
async function expectNeedsConnection(page: Page, locale: 'en' | 'hi', title: string, why: string) {
  const t = texts[locale]
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByTestId('needs-connection').getByText(why)).toBeVisible()
  await expect(page.getByTestId('needs-connection').getByText(t.offline.noConnection)).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(people.field.name) })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'hi' ? 'hi-IN' : 'en-IN')
}

/** The page at `path`, opened offline by its address and then reloaded: each time it says it needs a connection. */
async function expectNeedsConnectionOpenedAndReloaded(
  page: Page,
  path: string,
  locale: 'en' | 'hi',
  title: string,
  why: string,
) {
  await page.goto(path)
  await hydrated(page)
  await expectNeedsConnection(page, locale, title, why)
  await page.reload()
  await hydrated(page)
  await expectNeedsConnection(page, locale, title, why)
}

test.beforeAll(async () => {
  await createTeam(people)
})

for (const locale of ['en', 'hi'] as const) {
  test(`offline in ${locale === 'en' ? 'English' : 'Hindi'}: Sign-in methods and the language page open by address and on reload, and the menu's language choice says why it waits`, async ({
    page,
  }) => {
    const t = texts[locale]
    await signInPage(page, people.field.userId)
    if (locale === 'hi') await chooseOfficeLanguage(page.request, 'hi')
    const phone = await emulatePhone(page)
    await goto(page, '/crm')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => accountWorkerActive(page), { timeout: 60_000 }).toBe(true)
    // The list is saved once the worker controls the page: the shell of every screen opened offline.
    await goto(page, '/crm')
    await expect.poll(() => savedListLanguage(page), { timeout: 60_000 }).toBe(locale)

    await phone.setOffline(true)
    try {
      // Sign-in methods, by its address and reloaded.
      await expectNeedsConnectionOpenedAndReloaded(
        page,
        '/account/security',
        locale,
        t.security.title,
        t.offline.security,
      )
      await expectNoHorizontalScroll(page)
      await phone.scan()
      await shot(page, `offline-security-${locale}-390`)
      await page.setViewportSize({ width: 1280, height: 800 })
      await shot(page, `offline-security-${locale}-1280`)
      await page.setViewportSize({ width: 390, height: 844 })

      // The language page, by its address and reloaded.
      await expectNeedsConnectionOpenedAndReloaded(
        page,
        '/account/language',
        locale,
        t.language.title,
        t.offline.language,
      )
      await phone.scan()
      await shot(page, `offline-language-${locale}-390`)

      // The account menu's language choice, from the list opened offline: the same page, in the language in use.
      await page.goto('/crm')
      await hydrated(page)
      await page.getByRole('button', { name: new RegExp(people.field.name) }).click()
      await page.getByRole('menuitem', { name: languageName[other[locale]] }).click()
      await expect(page).toHaveURL(/\/account\/language$/)
      await hydrated(page)
      await expectNeedsConnection(page, locale, t.language.title, t.offline.language)
    } finally {
      await phone.setOffline(false)
    }

    // Online again, the language page is the choice itself; the other language is taken and the page comes back in it.
    await goto(page, '/account/language')
    await expect(page.getByRole('heading', { level: 1, name: t.language.title })).toBeVisible()
    await expect(page.getByText(t.language.current)).toBeVisible()
    await phone.scan()
    await shot(page, `language-${locale}-390`)
    await page.setViewportSize({ width: 1280, height: 800 })
    await shot(page, `language-${locale}-1280`)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: languageName[other[locale]] }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'hi' ? 'en-IN' : 'hi-IN')
    await expect(page.getByRole('heading', { level: 1, name: texts[other[locale]].language.title })).toBeVisible()
    // Back to this test's language for the next.
    await chooseOfficeLanguage(page.request, 'en')
  })
}
