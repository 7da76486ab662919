import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { homeContent, offerContent, services, termsContent } from './content.ts'
import { expectSoundAtWidths, widths } from './fixtures.ts'

const { homeFaqs } = homeContent('en')
const offer = offerContent('en')
const { terms } = termsContent('en')

// The e2e server runs on the settings' defaults (playwright.config.ts sets no company facts).
const defaults = {
  infoEmail: 'info@example.in',
  phoneDsc: '+91 11 4000 1001',
  phoneSupport: '+91 11 4000 1002',
  upiId: 'sahajseva@examplebank',
}

/** Every public page with text that proves its own content rendered (not just the shell). */
const pages: { path: string; heading: string | RegExp; texts: string[] }[] = [
  {
    path: '/',
    heading: /banking, payments and digital services/,
    texts: ['Our Services', 'Support and Strengths', '35+', '800+', '2000+', '2,000+', 'Frequently Asked Questions'],
  },
  { path: '/about', heading: 'About', texts: ['Today we have 35+ branches', 'Our Business Associates'] },
  ...services.map((s) => ({
    path: s.path,
    heading: s.heading,
    texts: [
      s.benefits[0]!.title,
      s.faqs[0]!.question,
      s.phoneLine === 'dsc' ? defaults.phoneDsc : defaults.phoneSupport,
    ],
  })),
  {
    path: '/contact',
    heading: 'Contact Us',
    texts: [defaults.phoneSupport, defaults.phoneDsc, defaults.infoEmail, 'New Delhi'],
  },
  { path: '/offers', heading: offer.hero.heading, texts: ['Reseller | Distributor | Associates | LRA', 'Pricing'] },
  { path: '/payment', heading: 'Payment', texts: ['within India only', 'IFSC', defaults.upiId] },
  { path: '/termsconditions', heading: 'Terms and Conditions', texts: ['1 July 2021', terms[17]!.heading] },
  { path: '/privacy', heading: 'Privacy Notice', texts: ['Grievance Officer', defaults.infoEmail] },
  { path: '/thankyou/1', heading: 'Thank You.', texts: ['We will contact you shortly.'] },
  { path: '/thankyou/2', heading: 'Sorry.', texts: [defaults.infoEmail] },
]

test.describe('public pages at phone and desktop width', () => {
  // Each page is read only, and the same on every worker's server: the scans spread over the workers.
  test.describe.configure({ mode: 'parallel' })
  test.use({ viewport: { width: widths[0].width, height: widths[0].height } })

  for (const p of pages) {
    test(`${p.path} shows its content, fits the screen and has no axe violations`, async ({ page }) => {
      await page.goto(p.path)
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeAttached()
      for (const text of p.texts) await expect(page.locator('main').getByText(text).first()).toBeAttached()
      await expectSoundAtWidths(page, `en${p.path === '/' ? '-home' : p.path.replaceAll('/', '-')}`)
    })
  }
})

const carousel = (page: Page, name = 'Featured services') => page.getByRole('region', { name })
const slideIndex = (page: Page) => carousel(page).getAttribute('data-selected-index')

/** Waits for the carousel to move on from the slide it shows now, and returns how long that took. */
async function timeToNextSlide(page: Page) {
  const before = await slideIndex(page)
  const started = Date.now()
  await expect(carousel(page)).not.toHaveAttribute('data-selected-index', before!)
  return Date.now() - started
}

async function expectStaysFor(page: Page, ms: number) {
  const before = await slideIndex(page)
  await page.waitForTimeout(ms)
  expect(await slideIndex(page)).toBe(before)
}

test.describe('home carousel (spec: 3000 ms, no arrows; D47: pauses)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await expect(carousel(page)).toHaveAttribute('data-ready', 'true')
  })

  test('advances by itself about every 3 seconds and has no arrows', async ({ page }) => {
    await expect(carousel(page)).toHaveAttribute('data-selected-index', '0')
    // The interval between two changes of slide, timed in the page itself when the attribute changes (not when the
    // test happens to see it): a slide's timer cannot fire early, so the lower bound holds on any machine; a busy
    // one may be late, so the upper bound only catches an interval that is not about 3 s at all.
    const interval = await carousel(page).evaluate(
      (root) =>
        new Promise<number>((resolve) => {
          const changes: number[] = []
          new MutationObserver((records) => {
            if (records.some((r) => r.oldValue !== root.getAttribute('data-selected-index')))
              changes.push(performance.now())
            if (changes.length === 2) resolve(changes[1]! - changes[0]!)
          }).observe(root, { attributeFilter: ['data-selected-index'], attributeOldValue: true })
        }),
    )
    expect(interval).toBeGreaterThan(2900)
    expect(interval).toBeLessThan(10_000)
    await expect(carousel(page)).toHaveAttribute('data-selected-index', '2')
    await expect(carousel(page).getByRole('button', { name: /next|previous/i })).toHaveCount(0)
    // Only the shown slide can be reached: the others are inert.
    await expect(carousel(page).getByRole('link', { name: /Learn more/ })).toHaveCount(1)
  })

  test('a smooth scroll that stalls on its way does not count as resting on the slide it passes', async ({ page }) => {
    // On a busy phone the scroller's smooth scroll can stall short of the chosen slide for longer than the carousel's
    // settle delay. Here the scroll is held where it starts (the browser's scrollTo does nothing until released) and
    // the scroll event a stalled scroll sends is fired by hand; an in-page timer well past the settle delay runs after
    // the carousel's own (timers fire in the order they fall due), so the slide read then is what the settle chose.
    const shown = await carousel(page).evaluate(async (root) => {
      root.querySelector<HTMLButtonElement>('[data-carousel-toggle]')!.click() // paused: no timer of its own
      const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')!
      const scrollTo = viewport.scrollTo.bind(viewport)
      let target = 0
      viewport.scrollTo = ((options: ScrollToOptions) => {
        target = options.left ?? 0
      }) as typeof viewport.scrollTo
      root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')[1]!.click()
      viewport.dispatchEvent(new Event('scroll'))
      await new Promise((resolve) => setTimeout(resolve, 500))
      const whileStalled = root.dataset.selectedIndex
      viewport.scrollTo = scrollTo
      scrollTo({ left: target, behavior: 'instant' })
      return whileStalled
    })
    expect(shown).toBe('1')
    await expect(carousel(page)).toHaveAttribute('data-selected-index', '1')
  })

  test('pauses while the mouse is over it', async ({ page }) => {
    await carousel(page).hover()
    await expectStaysFor(page, 4000)
    await page.mouse.move(640, 790)
    await timeToNextSlide(page)
  })

  test('the pause button stops it and the play button starts it again', async ({ page }) => {
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(640, 790)
    await expectStaysFor(page, 4000)
    await carousel(page).getByRole('button', { name: 'Play slideshow' }).click()
    await page.mouse.move(640, 790)
    await timeToNextSlide(page)
  })

  test('pauses while keyboard focus is inside it', async ({ page }) => {
    await carousel(page)
      .getByRole('link', { name: /Learn more/ })
      .focus()
    await expectStaysFor(page, 4000)
    await page.getByRole('heading', { name: 'Our Services' }).click()
    await timeToNextSlide(page)
  })

  test('the slide buttons show a chosen slide', async ({ page }) => {
    await carousel(page)
      .getByRole('button', { name: /Show slide 4:/ })
      .click()
    await expect(carousel(page)).toHaveAttribute('data-selected-index', '3')
    await expect(carousel(page).getByRole('button', { name: /Show slide 4:/ })).toHaveAttribute('aria-current', 'true')
  })

  test('a swipe to another slide (the scroller resting on it) shows that slide (ADR 0108)', async ({ page }) => {
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click()
    await carousel(page)
      .locator('[data-carousel-viewport]')
      .evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }))
    await expect(carousel(page)).toHaveAttribute('data-selected-index', '2')
    await expect(carousel(page).getByRole('button', { name: /Show slide 3:/ })).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('carousels and reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the home carousel does not advance when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(carousel(page)).toHaveAttribute('data-ready', 'true')
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expectStaysFor(page, 4000)
  })

  test('the DSC page has its own carousel that advances', async ({ page }) => {
    await page.goto('/services/digital-signature-certificate')
    const dsc = carousel(page, 'Digital signature highlights')
    await expect(dsc).toHaveAttribute('data-ready', 'true')
    await expect(dsc).toHaveAttribute('data-selected-index', '1')
  })
})

test.describe('FAQ accordions', () => {
  /** A question's disclosure element and its button (the summary). */
  const faq = (page: Page, question: string) => {
    const button = page.locator('summary', { hasText: question })
    return { button, item: page.locator('details', { has: button }) }
  }
  /** Whether a disclosure is open (its `open` attribute, which the browser keeps). */
  const expectOpen = async (item: Locator, open: boolean) =>
    open ? expect(item).toHaveAttribute('open', '') : expect(item).not.toHaveAttribute('open')

  test('open and close by keyboard on the home page; one answer open at a time', async ({ page }) => {
    await page.goto('/')
    const first = faq(page, homeFaqs[0]!.question)
    const second = faq(page, homeFaqs[1]!.question)
    await expectOpen(first.item, false)
    await expect(page.getByText(homeFaqs[0]!.answer[0]!)).toBeHidden()
    await first.button.focus()
    await page.keyboard.press('Enter')
    await expectOpen(first.item, true)
    await expect(page.getByText(homeFaqs[0]!.answer[0]!)).toBeVisible()
    await page.keyboard.press('Enter')
    await expectOpen(first.item, false)
    await expect(page.getByText(homeFaqs[0]!.answer[0]!)).toBeHidden()
    // Arrow keys move between questions; Space opens one; opening another closes it.
    await page.keyboard.press('ArrowDown')
    await expect(second.button).toBeFocused()
    await page.keyboard.press('Space')
    await expectOpen(second.item, true)
    await expect(page.getByText(homeFaqs[1]!.answer[0]!)).toBeVisible()
    await page.keyboard.press('ArrowUp')
    await expect(first.button).toBeFocused()
    await page.keyboard.press('Enter')
    await expectOpen(first.item, true)
    await expectOpen(second.item, false)
  })

  for (const s of services.filter((x) => x.key === 'fastag' || x.key === 'insurance')) {
    test(`${s.path}: first answer ${s.faqFirstOpen ? 'starts open' : 'starts closed'}`, async ({ page }) => {
      await page.goto(s.path)
      const first = faq(page, s.faqs[0]!.question)
      await expectOpen(first.item, s.faqFirstOpen)
      await first.button.focus()
      await page.keyboard.press('Enter')
      await expectOpen(first.item, !s.faqFirstOpen)
    })
  }
})

test.describe('thank-you page', () => {
  test('id 1 thanks the visitor', async ({ page }) => {
    await page.goto('/thankyou/1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You.')
    await expect(page.getByTestId('result-text')).toHaveText(
      'We have received your request. We will contact you shortly.',
    )
  })

  for (const id of ['2', '7']) {
    test(`id ${id} says sorry and gives the info e-mail`, async ({ page }) => {
      await page.goto(`/thankyou/${id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry.')
      await expect(page.getByTestId('result-text')).toHaveText(
        `We are unable to process your request. Please write us on ${defaults.infoEmail}`,
      )
      await expect(page.getByRole('link', { name: defaults.infoEmail }).first()).toHaveAttribute(
        'href',
        `mailto:${defaults.infoEmail}`,
      )
    })
  }

  test('a form lands on it as a new page: at the top, nothing left blocked', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/contact')
    const form = page.locator('form[data-variant="contact"]')
    await form.getByLabel('Name').fill('Scroll Visitor')
    await form.getByLabel('Email').fill('scroll@example.in')
    await form.getByLabel('Phone').fill('9876543210')
    await form.getByLabel('Service').selectOption({ label: 'Instant Loan' })
    await form.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/thankyou\/1$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You.')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const state = await page.evaluate(() => ({
      inert: document.querySelectorAll('[inert]').length,
      busy: document.body.getAttribute('aria-busy'),
      overlay: document.querySelectorAll('[data-testid="spinner-overlay"]').length,
    }))
    expect(state).toEqual({ inert: 0, busy: null, overlay: 0 })
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('DSC offer page', () => {
  test("the header's home link is named by its visible words (WCAG 2.5.3)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/offers')
    const result = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
    expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
    const home = page.locator('header a[href="/"]').first()
    const visible = (await home.innerText()).replace(/\s+/g, ' ').trim()
    const name = await home.evaluate((a) => a.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    expect(name.startsWith(visible.split(' ')[0]!)).toBe(true)
    await expect(home).toHaveAccessibleName(/home page/)
  })

  test('has its own navigation to its sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/offers')
    await expect(page.locator('header')).toHaveAttribute('data-section', 'offerpage')
    const nav = page.getByRole('navigation', { name: 'Offer', exact: true })
    for (const item of offer.navLabels) await expect(nav.getByRole('link', { name: item.label })).toBeVisible()
    await nav.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/#pricing$/)
    await expect(page.getByRole('heading', { name: 'Pricing', exact: true })).toBeInViewport()
  })

  test('the About Us tabs work by keyboard', async ({ page }) => {
    await page.goto('/offers')
    const [who, vision, history] = offer.aboutTabs
    const tab = (label: string) => page.getByRole('tab', { name: label })
    await expect(tab(who!.label)).toHaveAttribute('aria-selected', 'true')
    await tab(who!.label).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab(vision!.label)).toBeFocused()
    await expect(tab(vision!.label)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText(vision!.paragraphs[0]!.slice(0, 40))
    await page.keyboard.press('ArrowRight')
    await expect(tab(history!.label)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText(history!.paragraphs[0]!.slice(0, 40))
    await page.keyboard.press('Home')
    await expect(tab(who!.label)).toHaveAttribute('aria-selected', 'true')
  })

  test('the pricing table is the discount table of the offer', async ({ page }) => {
    await page.goto('/offers')
    const rows = page.getByTestId('discount-table').locator('tbody tr')
    await expect(rows).toHaveCount(offer.pricing.discountTable.length)
    for (const [i, row] of offer.pricing.discountTable.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText([row.min, row.max, row.discount])
    }
  })

  test('a product card icon takes the visitor back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/offers')
    const icon = page.getByRole('button', { name: 'SSL certificate: back to the top of the page' })
    await icon.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await icon.click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  })

  test('the form is beside the hero text on desktop and below it on phones', async ({ page }) => {
    const formBox = async () => page.locator('#offer-form').boundingBox()
    const headingBox = async () => page.getByRole('heading', { level: 1 }).boundingBox()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/offers')
    let form = (await formBox())!
    let heading = (await headingBox())!
    expect(form.x).toBeGreaterThan(heading.x + heading.width - 1)
    expect(form.y).toBeLessThan(heading.y + heading.height)
    await page.setViewportSize({ width: 390, height: 844 })
    form = (await formBox())!
    heading = (await headingBox())!
    expect(form.y).toBeGreaterThan(heading.y + heading.height)
    expect(
      await page
        .getByRole('img', { name: offer.hero.imageAlt })
        .evaluate((img) => img.getBoundingClientRect().bottom + window.scrollY),
    ).toBeLessThanOrEqual(form.y + 1)
  })
})

test.describe('payment page', () => {
  test('shows the UPI QR code, the UPI id and the bank details, and keeps the pay form hidden', async ({ page }) => {
    await page.goto('/payment')
    const qr = page.getByRole('img', { name: new RegExp(`UPI id ${defaults.upiId}`) })
    await expect(qr).toBeVisible()
    await expect(qr.locator('svg path').first()).toBeAttached()
    const size = await qr.locator('svg').boundingBox()
    expect(size!.width).toBeGreaterThan(150)
    const details = page.getByRole('region', { name: 'Direct bank transfer' })
    await expect(details.getByRole('term')).toHaveText([
      'Account name',
      'Account number',
      'IFSC',
      'Branch',
      'Account type',
      'Bank',
    ])
    const values = details.getByRole('definition')
    await expect(values.nth(1)).toContainText('000000000000')
    await expect(values.nth(2)).toContainText('ABCD0000000')
    await expect(values.nth(4)).toHaveText('Current Account')
    await expect(values.nth(5)).toHaveText('Example Bank')
    await expect(page.getByText('These payment details are for payments within India only.')).toBeVisible()
    await expect(page.getByTestId('pay-form')).toBeAttached()
    await expect(page.getByTestId('pay-form')).toBeHidden()
  })
})
