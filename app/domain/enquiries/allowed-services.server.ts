import {
  DSC_OFFER_SERVICE,
  type FormService,
  quoteServiceOptions,
  servicePageFormServices,
} from '#app/domain/enquiries/form-services.ts'
import type { QuoteVariant } from '#app/domain/enquiries/schemas.ts'

export { DSC_OFFER_SERVICE }

const dropdown = quoteServiceOptions.map((o) => o.value).filter((v) => v !== '')
const servicePages = Object.values(servicePageFormServices as Record<string, FormService>).flatMap((s) =>
  s.kind === 'fixed' ? [s.value] : s.options.map((o) => o.value),
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
