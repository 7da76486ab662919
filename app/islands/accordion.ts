import { all } from './dom.ts'

/**
 * FAQ accordions are `<details>` elements (Enter and Space open and close them natively). Here: the arrow keys move
 * between questions, Home and End go to the first and last (the WAI-ARIA accordion pattern's optional keys).
 */
export function initAccordions(): void {
  for (const accordion of all('[data-accordion]')) {
    accordion.addEventListener('keydown', (event) => {
      const summaries = all<HTMLElement>(':scope > details > summary', accordion)
      const at = summaries.indexOf(event.target as HTMLElement)
      if (at === -1) return
      const next = {
        ArrowDown: (at + 1) % summaries.length,
        ArrowUp: (at - 1 + summaries.length) % summaries.length,
        Home: 0,
        End: summaries.length - 1,
      }[event.key]
      if (next === undefined) return
      event.preventDefault()
      summaries[next]?.focus()
    })
  }
}
