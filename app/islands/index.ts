/**
 * The islands of the public pages (ADR 0016): the pages are static HTML that works without script; this module
 * adds the behaviour that needs one. It is loaded by the pages' one inline script after the page has been parsed.
 * The carousel and the forms' checks (the shared zod schemas, the large part) are separate files loaded
 * only by the pages that have a carousel or a form: a phone then compiles and runs only what the page uses, in
 * shorter tasks.
 */
import { initAccordions } from './accordion.ts'
import { initAdminMenu } from './admin-menu.ts'
import { initMenus } from './menus.ts'
import { initBackToTop, initCopyButtons } from './small.ts'
import { initTabs } from './tabs.ts'

function start() {
  initMenus()
  initAccordions()
  initTabs()
  initCopyButtons()
  initBackToTop()
  void initAdminMenu()
  const parts: Promise<void>[] = []
  if (document.querySelector('[data-carousel]')) parts.push(import('./carousel.ts').then((m) => m.initCarousels()))
  if (document.querySelector('form[data-form]')) parts.push(import('./forms.ts').then((m) => m.initForms()))
  void Promise.allSettled(parts).then(() => {
    document.documentElement.dataset.islands = 'ready'
  })
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
