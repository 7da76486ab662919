import type { ReactNode } from 'react'

export interface TabData {
  id: string
  label: string
  content: ReactNode
}

/**
 * Tabs in the WAI-ARIA tabs pattern, rendered on the server; the islands module (app/islands/tabs.ts) switches them
 * by click and by keyboard (arrow keys, Home, End), selecting as focus moves. The first tab is shown at first.
 */
export function Tabs({
  label,
  tabs,
  className = '',
  listClassName = '',
  tabClassName = '',
  panelClassName = '',
}: {
  label: string
  tabs: TabData[]
  className?: string
  listClassName?: string
  tabClassName?: string
  panelClassName?: string
}) {
  return (
    <div data-tabs className={className}>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            data-state={i === 0 ? 'active' : 'inactive'}
            className={tabClassName}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={i !== 0}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel without focusable content reachable.
          tabIndex={0}
          className={panelClassName}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
