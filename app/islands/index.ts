/**
 * The islands of the public pages (ADR 0016): the pages are static HTML that works without script; this module
 * adds the behaviour that needs one. It is loaded by the pages' one inline script after the page has been parsed.
 */
import { initAccordions } from './accordion.ts'
import { initAdminMenu } from './admin-menu.ts'
import { initCarousels } from './carousel.ts'
import { initForms } from './forms.ts'
import { initMenus } from './menus.ts'
import { initBackToTop, initCopyButtons } from './small.ts'
import { initTabs } from './tabs.ts'

function start() {
  initMenus()
  initAccordions()
  initTabs()
  initCarousels()
  initCopyButtons()
  initBackToTop()
  initForms()
  void initAdminMenu()
  document.documentElement.dataset.islands = 'ready'
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
