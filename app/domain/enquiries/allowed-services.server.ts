import { quoteServiceOptions, services } from '#app/content/services.ts'
import type { QuoteVariant } from '#app/domain/enquiries/schemas.ts'

/** The DSC offer form's fixed service (spec section 3, "DSC offer variant"). */
export const DSC_OFFER_SERVICE = 'Digital Signature Certificate'

const dropdown = quoteServiceOptions.map((o) => o.value).filter((v) => v !== '')
const servicePages = services.flatMap((page) =>
  page.formService.kind === 'fixed' ? [page.formService.value] : page.formService.options.map((o) => o.value),
)

const byVariant: Record<QuoteVariant, readonly string[]> = {
  home: dropdown,
  contact: dropdown,
  service: servicePages,
  'dsc-offer': [DSC_OFFER_SERVICE],
}

/** The `service` values a form variant may send; anything else is refused. */
export function allowedServices(variant: QuoteVariant): readonly string[] {
  return byVariant[variant]
}

/** Every value any page of the site sends: what the older call style (`/api/contact_a.php`) may carry (D50). */
export const allServiceValues: readonly string[] = [...new Set([...dropdown, ...servicePages, DSC_OFFER_SERVICE])]
