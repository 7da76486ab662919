/**
 * The `service` values the public forms send (spec section 3), in one place: the pages show them, the server
 * accepts exactly them. A module of its own, small, so a form does not pull in every service page's content.
 */

export interface ServiceChoice {
  value: string
  label: string
}

export type FormService = { kind: 'fixed'; value: string } | { kind: 'choice'; options: ServiceChoice[] }

/** Service choices of the home quote form and the contact page: the values are the spec's requirement names. */
export const quoteServiceOptions: ServiceChoice[] = [
  { value: '', label: 'Select Your Requirement' },
  { value: 'Digital Signature Certificate (DSC)', label: 'Digital Signature Certificate (DSC)' },
  { value: 'DMT', label: 'Domestic Money Transfer' },
  { value: 'AEPS', label: 'AEPS Payments' },
  { value: 'Human ATM', label: 'Human ATM Machine' },
  { value: 'Cash Collection Point', label: 'Cash Collection Point' },
  { value: 'Fastag', label: 'Fastag' },
  { value: 'Loan', label: 'Instant Loan' },
  { value: 'Insurance', label: 'Insurance' },
  { value: 'Utility Payment', label: 'Utility Payment' },
  { value: 'Assisted Ecommerce', label: 'Assisted Ecommerce' },
  { value: 'Buy & Sell GOLD', label: 'Buy & Sell GOLD' },
]

/** The insurance page's form offers the kind of insurance (D43: that form works, its value is the chosen kind). */
export const insuranceOptions: ServiceChoice[] = [
  { value: 'Health Insurance', label: 'Health Insurance' },
  { value: 'Motor Insurance', label: 'Motor Insurance' },
  { value: 'Travel Insurance', label: 'Travel Insurance' },
  { value: 'Term Insurance', label: 'Term Insurance' },
]

/** Each service page's form: the value fixed by the page (spec section 3), or the insurance choice. */
export const servicePageFormServices = {
  fastag: { kind: 'fixed', value: 'fastag' },
  'human-atm': { kind: 'fixed', value: 'Human ATM' },
  aeps: { kind: 'fixed', value: 'AEPS (Adhar Linked Payment)' },
  dsc: { kind: 'fixed', value: 'Digital Signature Certificate' },
  dmt: { kind: 'fixed', value: 'Domestic Money Transfer (DMT)' },
  utility: { kind: 'fixed', value: 'Utility Payments' },
  'cash-collection': { kind: 'fixed', value: 'Cash Collection Point' },
  'instant-loan': { kind: 'fixed', value: 'Instant Loan' },
  insurance: { kind: 'choice', options: insuranceOptions },
  gold: { kind: 'fixed', value: 'Buy & Sell Gold' },
  'assisted-ecommerce': { kind: 'fixed', value: 'Assisted Ecommerce' },
} satisfies Record<string, FormService>

/** The DSC offer form's fixed service (spec section 3, "DSC offer variant"). */
export const DSC_OFFER_SERVICE = 'Digital Signature Certificate'
