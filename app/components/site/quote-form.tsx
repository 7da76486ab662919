import type { FormService } from '#app/content/types.ts'

export type QuoteFormVariant = 'home' | 'service' | 'contact' | 'dsc-offer'

export interface QuoteFormProps {
  /**
   * home: the home page's "Get a Free Quote" form (service dropdown of spec section 3, button "Submit Your Request");
   * service: a service page's side-column form (service fixed by the page, or the insurance choice);
   * contact: the contact page form (service dropdown);
   * dsc-offer: the offer page form (service 'Digital Signature Certificate', location and service hidden).
   */
  variant: QuoteFormVariant
  /** For `service`: the page's fixed value or its choice list (ServicePage.formService). */
  service?: FormService
  /** Optional visible heading above the form. */
  heading?: string
  className?: string
}

/** Placeholder until the submissions work lands: renders nothing interactive yet. */
export function QuoteForm({ heading, className = '' }: QuoteFormProps) {
  return <div className={className}>{heading && <h2 className="text-xl font-bold text-navy">{heading}</h2>}</div>
}
