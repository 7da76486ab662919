/** How the CRM shows its values. */

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/** Expected volume with the spec's 'Rs.' and Indian digit grouping (Rs. 1,25,000). */
export function formatRupees(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : `Rs. ${rupees.format(value)}`
}

export const natureLabel = { H: 'Hot', C: 'Cold' } as const

/** A distance for people: metres below a kilometre, then kilometres with one decimal. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`
}
