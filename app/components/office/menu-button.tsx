import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'

/**
 * A menu button after the WAI-ARIA pattern, for the staff header's two menus: the button opens a list of links and
 * actions (Enter, Space or Arrow Down opens it on the first item, Arrow Up on the last); Arrow keys, Home and End
 * move between items; Escape closes it and returns to the button; Tab, a click outside or choosing an item closes
 * it. Written here rather than taken from a menu library: it is on every office screen of a cheap phone, and the
 * library's positioning engine was the largest script of the CRM's first screen (issue 19, ADR 0154).
 */
function itemsOf(menu: HTMLElement | null) {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
}

export function MenuButton({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [focusOn, setFocusOn] = useState<'first' | 'last'>('first')
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const list = itemsOf(menuRef.current)
    list[focusOn === 'first' ? 0 : list.length - 1]?.focus()
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open, focusOn])

  const openAt = (where: 'first' | 'last') => {
    setFocusOn(where)
    setOpen(true)
  }

  const onMenuKey = (event: React.KeyboardEvent) => {
    const list = itemsOf(menuRef.current)
    const at = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      list[(to + list.length) % list.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(at + 1)
    else if (event.key === 'ArrowUp') move(at - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(list.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === 'Tab') setOpen(false)
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            openAt(event.key === 'ArrowDown' ? 'first' : 'last')
          }
        }}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700"
      >
        {label} <ChevronDownIcon className="h-4 w-4" />
      </button>
      <div
        ref={menuRef}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        onKeyDown={onMenuKey}
        // Choosing an item (a link followed, an action run) closes the menu.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('[role="menuitem"]')) setOpen(false)
        }}
        className="absolute right-0 z-50 mt-1.5 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {children}
      </div>
    </div>
  )
}

/** The class of a menu's item: a whole 44 px row, marked while it has the focus or the pointer. */
export const menuItemClass =
  'block min-h-11 w-full cursor-pointer rounded px-3 py-2.5 text-left text-sm text-slate-800 outline-none hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700'
