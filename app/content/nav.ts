import type { ServiceKey } from '#app/content/types.ts'
import { servicePaths } from '#app/lib/public-paths.ts'

/** Labels of the Services menu (header, footer). Kept apart from the page content so every page stays light. */
export const serviceNav: readonly { key: ServiceKey; label: string; path: string }[] = [
  { key: 'human-atm', label: 'Human ATM', path: servicePaths['human-atm'] },
  { key: 'aeps', label: 'AEPS', path: servicePaths.aeps },
  { key: 'dmt', label: 'Domestic Money Transfer', path: servicePaths.dmt },
  { key: 'utility', label: 'Utility Payments', path: servicePaths.utility },
  { key: 'cash-collection', label: 'Cash Collection Point', path: servicePaths['cash-collection'] },
  { key: 'fastag', label: 'Fastag', path: servicePaths.fastag },
  { key: 'dsc', label: 'Digital Signature Certificate', path: servicePaths.dsc },
  { key: 'instant-loan', label: 'Instant Loan', path: servicePaths['instant-loan'] },
  { key: 'insurance', label: 'Insurance', path: servicePaths.insurance },
  { key: 'gold', label: 'Buy and Sell Gold', path: servicePaths.gold },
  { key: 'assisted-ecommerce', label: 'Assisted Ecommerce', path: servicePaths['assisted-ecommerce'] },
]

export type Section = 'home' | 'about' | 'services' | 'fastag' | 'human-ATM' | 'contact' | 'offerpage' | null

/** The header's active section for a path (spec section 2, "Header"). */
export function sectionOf(pathname: string): Section {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/'
  if (p === '/') return 'home'
  if (p === '/about') return 'about'
  if (p.startsWith('/services/')) return 'services'
  if (p === '/fastag') return 'fastag'
  if (p === '/human-atm') return 'human-ATM'
  if (p === '/contact') return 'contact'
  if (p === '/offers') return 'offerpage'
  return null
}
