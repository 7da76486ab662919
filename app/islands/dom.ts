/** Small helpers shared by the islands. */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** Whether the visitor asked the system for less motion (read when needed: it may change while the page is open). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches
}

export function onReducedMotionChange(listener: () => void): void {
  window.matchMedia(REDUCED_MOTION).addEventListener('change', listener)
}

/** Smooth scrolling unless the visitor prefers reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth'
}

/** Every element matching `selector`, typed. */
export function all<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E[] {
  return Array.from(root.querySelectorAll<E>(selector))
}
