import { all } from './dom.ts'

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
    root.querySelector('[role="tablist"]')?.addEventListener('keydown', (event) => {
      const e = event as KeyboardEvent
      const at = tabs.indexOf(e.target as HTMLButtonElement)
      if (at === -1) return
      const next = {
        ArrowRight: (at + 1) % tabs.length,
        ArrowLeft: (at - 1 + tabs.length) % tabs.length,
        Home: 0,
        End: tabs.length - 1,
      }[e.key]
      if (next === undefined) return
      e.preventDefault()
      select(tabs[next]!, true)
    })
  }
}
