/**
 * Undoes whatever a pending-request overlay or a modal may have left behind (spec section 2: the thank-you page
 * "restores page interaction"): inert and aria-hidden marks, scroll locks and blocked pointer events.
 */
export function restorePageInteraction(doc: Document = document) {
  for (const el of [doc.documentElement, doc.body]) {
    el.removeAttribute('inert')
    el.removeAttribute('aria-busy')
    el.removeAttribute('data-scroll-locked')
    el.style.removeProperty('overflow')
    el.style.removeProperty('pointer-events')
    el.style.removeProperty('padding-right')
  }
  for (const el of doc.querySelectorAll('[inert]')) el.removeAttribute('inert')
  // Radix dialogs hide the rest of the page this way while open.
  for (const el of doc.querySelectorAll('[data-aria-hidden="true"]')) {
    el.removeAttribute('aria-hidden')
    el.removeAttribute('data-aria-hidden')
  }
}
