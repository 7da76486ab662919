/**
 * Spec section 4: while a request is pending a spinner shows and the page is dimmed and cannot be used. The rest of
 * the page is made inert (no clicks, no keyboard focus, hidden from assistive technology); the overlay takes focus
 * and announces itself. The page it leads to is a new document; if the visitor comes back to this one from the
 * browser's page cache, the overlay is gone.
 */
export function showSpinner(label = 'Sending your request. Please wait.'): () => void {
  const overlay = document.createElement('div')
  overlay.dataset.testid = 'spinner-overlay'
  overlay.className = 'fixed inset-0 z-[1000] flex items-center justify-center bg-slate-900/60'
  const box = document.createElement('div')
  box.setAttribute('role', 'dialog')
  box.setAttribute('aria-modal', 'true')
  box.setAttribute('aria-busy', 'true')
  box.setAttribute('aria-label', label)
  box.tabIndex = -1
  box.className = 'flex flex-col items-center gap-4 rounded-lg bg-white px-8 py-6 shadow-xl focus:outline-none'
  const wheel = document.createElement('span')
  wheel.setAttribute('aria-hidden', 'true')
  wheel.className =
    'size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite]'
  const text = document.createElement('p')
  text.setAttribute('role', 'status')
  text.className = 'font-semibold text-navy'
  text.textContent = label
  box.append(wheel, text)
  overlay.append(box)

  const madeInert: Element[] = []
  for (const child of Array.from(document.body.children)) {
    if (child.tagName === 'SCRIPT' || child.hasAttribute('inert')) continue
    child.setAttribute('inert', '')
    madeInert.push(child)
  }
  document.body.append(overlay)
  document.body.setAttribute('aria-busy', 'true')
  box.focus()

  const hide = () => {
    for (const child of madeInert) child.removeAttribute('inert')
    document.body.removeAttribute('aria-busy')
    overlay.remove()
    window.removeEventListener('pageshow', onShow)
  }
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) hide()
  }
  window.addEventListener('pageshow', onShow)
  return hide
}
