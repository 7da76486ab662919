import { all, onRovingKeys } from './dom.ts'

/**
 * FAQ accordions are `<details>` elements (Enter and Space open and close them natively). Here: the arrow keys move
 * between questions, Home and End go to the first and last (the WAI-ARIA accordion pattern's optional keys).
 */
export function initAccordions(): void {
  for (const accordion of all('[data-accordion]')) {
    onRovingKeys(
      accordion,
      () => all<HTMLElement>(':scope > details > summary', accordion),
      { next: 'ArrowDown', previous: 'ArrowUp' },
      (summary) => summary.focus(),
    )
  }
}
