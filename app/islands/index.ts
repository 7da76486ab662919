/**
 * The islands of the public pages (ADR 0016): the pages are static HTML that works without script; this module
 * adds the behaviour that needs one. It is loaded by the pages' one inline script after the page has been parsed.
 * The carousel and the forms' checks (the shared zod schemas, the large part) are separate files loaded
 * only by the pages that have a carousel or a form: a phone then compiles and runs only what the page uses, in
 * shorter tasks. The forms' file is loaded only when the visitor starts using a form (ADR 0216): most visits never
 * do, and compiling it was the home page's longest task while it loaded.
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
  formsOnFirstUse()
  void Promise.allSettled(parts).then(() => {
    document.documentElement.dataset.islands = 'ready'
  })
}

/** What, inside a form, says that the visitor has started using it: the forms' checks are loaded then. */
const FIRST_USE = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const

/**
 * Loads the forms' checks and sending (forms.ts) at the first use of any form of the page rather than at load. Until
 * they are ready, a field left (its check on leaving, D44) and a form sent are held and given to them once they are:
 * a visitor who types fast or presses Send at once gets exactly what they would have got with the checks loaded.
 */
function formsOnFirstUse(): void {
  if (!document.querySelector('form[data-form]')) return
  const held: { type: 'focusout' | 'submit'; target: Element; submitter?: HTMLElement | null }[] = []
  let loading = false
  const inForm = (target: EventTarget | null): HTMLFormElement | null =>
    target instanceof Element ? target.closest<HTMLFormElement>('form[data-form]') : null
  const start = (event: Event) => {
    if (inForm(event.target)) load()
  }
  const hold = (event: Event) => {
    const form = inForm(event.target)
    if (!form || !(event.target instanceof Element)) return
    load()
    if (event.type === 'submit') {
      // Sent before the checks are ready: held, then sent again through them.
      event.preventDefault()
      event.stopImmediatePropagation()
      held.push({ type: 'submit', target: form, submitter: (event as SubmitEvent).submitter })
    } else held.push({ type: 'focusout', target: event.target })
  }
  const stopHolding = () => {
    for (const type of FIRST_USE) document.removeEventListener(type, start, true)
    document.removeEventListener('focusout', hold, true)
    document.removeEventListener('submit', hold, true)
  }
  const sendHeld = () => {
    for (const event of held) {
      if (event.type === 'submit') (event.target as HTMLFormElement).requestSubmit(event.submitter ?? undefined)
    }
  }
  const load = () => {
    if (loading) return
    loading = true
    import('./forms.ts')
      .then((m) => {
        stopHolding()
        m.initForms()
        for (const event of held) {
          if (event.type === 'focusout') event.target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
        }
        sendHeld()
        document.documentElement.dataset.forms = 'ready'
      })
      .catch(() => {
        // The checks could not be loaded (the connection dropped): a held form is sent as it is without script,
        // and the server checks it.
        stopHolding()
        sendHeld()
      })
  }
  for (const type of FIRST_USE) document.addEventListener(type, start, { capture: true, passive: true })
  document.addEventListener('focusout', hold, true)
  document.addEventListener('submit', hold, true)
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
