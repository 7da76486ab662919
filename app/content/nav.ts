import { basePath } from '#app/lib/i18n/locale.ts'

export type Section = 'home' | 'about' | 'services' | 'fastag' | 'human-ATM' | 'contact' | 'offerpage' | null

/** The header's active section for a path (spec section 2, "Header"), in either language (`/hi/about` is About). */
export function sectionOf(pathname: string): Section {
  const p = basePath(pathname.toLowerCase().replace(/\/+$/, '') || '/')
  if (p === '/') return 'home'
  if (p === '/about') return 'about'
  if (p.startsWith('/services/')) return 'services'
  if (p === '/fastag') return 'fastag'
  if (p === '/human-atm') return 'human-ATM'
  if (p === '/contact') return 'contact'
  if (p === '/offers') return 'offerpage'
  return null
}
