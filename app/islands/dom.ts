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

/**
 * Roving keys of a group of controls (tabs, FAQ questions): on a key that moves within the group, calls `go` with the
 * control to move to (the next and previous keys wrap around; Home and End go to the ends) and keeps the page from
 * scrolling. `controls` is read at each key press, so a group that changes stays right.
 */
export function onRovingKeys<E extends HTMLElement>(
  group: Element,
  controls: () => E[],
  keys: { next: string; previous: string },
  go: (control: E) => void,
): void {
  group.addEventListener('keydown', (event) => {
    const e = event as KeyboardEvent
    const items = controls()
    const at = items.indexOf(e.target as E)
    if (at === -1) return
    const to = {
      [keys.next]: (at + 1) % items.length,
      [keys.previous]: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[e.key]
    if (to === undefined) return
    e.preventDefault()
    go(items[to]!)
  })
}
