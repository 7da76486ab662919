/**
 * How the product writes numbers, in English and Hindi alike (D55): Latin digits with Indian grouping (1,00,000),
 * and amounts as the spec's "Rs. 1,25,000". One formatter, made once (an Intl formatter is costly to build).
 */

const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, numberingSystem: 'latn' })

/** A whole number with Indian grouping and Latin digits: 125000 -> "1,25,000". */
export function formatCount(value: number): string {
  return indian.format(value)
}

/** An amount with the spec's 'Rs.' and Indian grouping (Rs. 1,25,000); nothing for no amount. */
export function formatRupees(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : `Rs. ${indian.format(value)}`
}
