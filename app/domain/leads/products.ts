import { type ServiceKey, serviceIndex } from '#app/lib/service-index.ts'

/**
 * Products of interest (D59): the services of the site's service index a retailer wants, several allowed. A lead
 * keeps them as service keys, each once, in the index's order. Small and free of server code: the lead form, the
 * list filter, the import and the reports all read it.
 */

export const PRODUCT_KEYS: readonly ServiceKey[] = serviceIndex.map((s) => s.key)

export function isProductKey(value: string): value is ServiceKey {
  return (PRODUCT_KEYS as readonly string[]).includes(value)
}

/**
 * The form's field for one product: a checkbox each, named apart (`product-aeps`), because the back office refuses
 * a form that sends one name twice (a right is checked on one value); a form without script sends them as they are.
 */
export function productField(key: ServiceKey): `product-${ServiceKey}` {
  return `product-${key}`
}

/** The products ticked in a parsed form, in the index's order. */
export function productsOf(input: object): ServiceKey[] {
  const fields = input as Record<string, unknown>
  return PRODUCT_KEYS.filter((key) => {
    const value = fields[productField(key)]
    return typeof value === 'string' && value !== ''
  })
}

/** Products as stored: known keys only, each once, in the index's order (a union of two leads' lists, say). */
export function normalProducts(values: readonly string[]): ServiceKey[] {
  const set = new Set(values)
  return PRODUCT_KEYS.filter((key) => set.has(key))
}

/** A product's name in files and in the import (D55: English, Latin script whatever the page's language). */
export function productName(key: ServiceKey): string {
  return serviceIndex.find((s) => s.key === key)!.label
}

/** Products as the list download and the import write them: names separated by "; ". */
export function productsText(keys: readonly string[]): string {
  return normalProducts(keys).map(productName).join('; ')
}

/** What a web enquiry's `service` value may be: a page form's fixed value, a dropdown choice, or an insurance kind. */
function enquiryValuesOf(service: (typeof serviceIndex)[number]): string[] {
  const values: string[] = [service.quoteChoice.value, service.label]
  const form = service.pageForm as { kind: string; value?: string; options?: readonly { value: string }[] }
  if (form.kind === 'fixed' && form.value) values.push(form.value)
  for (const option of form.options ?? []) values.push(option.value)
  return values
}

/**
 * The product a web enquiry asks for (D59, ADR 0205): its `service` value matched, without regard to case or
 * spaces, to what the site's forms send for each service (the service page's fixed value, the Service dropdown's
 * value, an insurance kind) or to the service's name. The DSC offer form's "Digital Signature Certificate" is the
 * DSC page's value. A value that matches no service (an old enquiry, the contact form's "no service") gives none.
 */
export function productOfEnquiry(service: string): ServiceKey | null {
  const wanted = comparable(service)
  if (wanted === '') return null
  for (const entry of serviceIndex) {
    if (enquiryValuesOf(entry).some((v) => comparable(v) === wanted)) return entry.key
  }
  return null
}

function comparable(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * One product named in an import's cell (D59, D62): a service's key (`aeps`), its English name (`AEPS`), its
 * dropdown value (`DMT`), or a form's value, without regard to case; null when it names none.
 */
export function productNamed(name: string): ServiceKey | null {
  const wanted = comparable(name)
  if (wanted === '') return null
  for (const entry of serviceIndex) {
    if (comparable(entry.key) === wanted || enquiryValuesOf(entry).some((v) => comparable(v) === wanted))
      return entry.key
  }
  return null
}

/** An import cell's products: names separated by commas or semicolons; `unknown` lists what named no service. */
export function productsInCell(cell: string): { products: ServiceKey[]; unknown: string[] } {
  const names = cell
    .split(/[,;]/)
    .map((n) => n.trim())
    .filter((n) => n !== '')
  const unknown: string[] = []
  const found: string[] = []
  for (const name of names) {
    const key = productNamed(name)
    if (key) found.push(key)
    else unknown.push(name)
  }
  return { products: normalProducts(found), unknown }
}
