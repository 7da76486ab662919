import { all } from './dom.ts'

/**
 * The header's menus are `<details>` elements (they open by mouse, Enter and Space without script). Here they get
 * what a menu is expected to do besides: one open at a time, Escape closes the open one and returns focus to its
 * button, and a click or focus outside closes it.
 */
export function initMenus(): void {
  const menus = all<HTMLDetailsElement>('details[data-menu]')
  if (menus.length === 0) return
  const close = (menu: HTMLDetailsElement, focusButton = false) => {
    if (!menu.open) return
    menu.open = false
    if (focusButton) menu.querySelector('summary')?.focus()
  }
  for (const menu of menus) {
    menu.addEventListener('toggle', () => {
      if (menu.open) for (const other of menus) if (other !== menu && !other.contains(menu)) close(other)
    })
    menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && menu.open) {
        event.stopPropagation()
        close(menu, true)
      }
    })
    menu.addEventListener('focusout', (event) => {
      const next = event.relatedTarget
      if (next instanceof Node && !menu.contains(next)) close(menu)
    })
  }
  document.addEventListener('click', (event) => {
    const target = event.target
    for (const menu of menus) if (target instanceof Node && !menu.contains(target)) close(menu)
  })
}
