import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

/**
 * Spec section 4: while a request is pending a spinner shows and the page is dimmed and cannot be used. The rest
 * of the page is made `inert` (no clicks, no keyboard focus, hidden from assistive technology), the overlay takes
 * focus and announces itself. Everything is restored when it goes away (the thank-you page, or an error).
 */
export function SpinnerOverlay({ label = 'Sending your request. Please wait.' }: { label?: string }) {
  const [host, setHost] = useState<HTMLElement | null>(null)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = document.createElement('div')
    element.dataset.spinnerOverlay = ''
    document.body.append(element)
    const madeInert: Element[] = []
    for (const child of Array.from(document.body.children)) {
      if (child === element || child.tagName === 'SCRIPT' || child.hasAttribute('inert')) continue
      child.setAttribute('inert', '')
      madeInert.push(child)
    }
    document.body.setAttribute('aria-busy', 'true')
    setHost(element)
    return () => {
      for (const child of madeInert) child.removeAttribute('inert')
      document.body.removeAttribute('aria-busy')
      element.remove()
    }
  }, [])

  useEffect(() => {
    if (host) box.current?.focus()
  }, [host])

  if (!host) return null
  return createPortal(
    <div
      className="fixed inset-0 z-[1000] flex items-center justify-center bg-slate-900/60"
      data-testid="spinner-overlay"
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-label={label}
        tabIndex={-1}
        className="flex flex-col items-center gap-4 rounded-lg bg-white px-8 py-6 shadow-xl focus:outline-none"
      >
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite]"
        />
        <p role="status" className="font-semibold text-navy">
          {label}
        </p>
      </div>
    </div>,
    host,
  )
}
