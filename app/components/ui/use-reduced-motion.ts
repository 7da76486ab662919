import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asked the system for less motion. False while rendering on the server (prerendered HTML has no
 * visitor), then the real value once hydrated, so nothing moves before we know.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Smooth scrolling unless the visitor prefers reduced motion (read at call time, for event handlers). */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia(query).matches ? 'auto' : 'smooth'
}
