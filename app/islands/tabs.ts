import { all, onRovingKeys } from './dom.ts'

/**
 * Tabs (app/components/ui/tabs.tsx) in the WAI-ARIA tabs pattern with automatic activation: a click or the arrow
 * keys, Home and End select a tab and show its panel; only the selected tab is in the Tab order.
 */
export function initTabs(): void {
  for (const root of all('[data-tabs]')) {
    const tabs = all<HTMLButtonElement>('[role="tab"]', root)
    const select = (chosen: HTMLButtonElement, focus: boolean) => {
      for (const tab of tabs) {
        const on = tab === chosen
        tab.setAttribute('aria-selected', String(on))
        tab.tabIndex = on ? 0 : -1
        tab.dataset.state = on ? 'active' : 'inactive'
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
        if (panel) panel.hidden = !on
      }
      if (focus) chosen.focus()
    }
    for (const tab of tabs) tab.addEventListener('click', () => select(tab, false))
    const list = root.querySelector('[role="tablist"]')
    if (list)
      onRovingKeys(
        list,
        () => tabs,
        { next: 'ArrowRight', previous: 'ArrowLeft' },
        (tab) => select(tab, true),
      )
  }
}
