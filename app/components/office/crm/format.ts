/** How the CRM shows its values. */

/** Expected volume with the spec's 'Rs.' and Indian digit grouping (Rs. 1,25,000), the same in both languages. */
export { formatRupees } from '#app/lib/numbers.ts'

export const natureLabel = { H: 'Hot', C: 'Cold' } as const

/** A distance for people: metres below a kilometre, then kilometres with one decimal. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`
}
