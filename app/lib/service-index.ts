/**
 * The services of the public site, one row each: the one place that says which services exist, where their pages
 * are (spec section 2, D2: canonical lower-case paths), what the menus call them, their one-line summary and what
 * the quote forms send for them (spec section 3). The route table, the prerender list and the sitemap
 * (app/lib/public-paths.ts), the header, footer and home tiles, the form values the server accepts
 * (app/domain/enquiries/form-services.ts) all read it, so it sits in app/lib, below the domain and the content
 * (ADR 0105). Each page's body (title, text, FAQ) is a document per language in app/content/pages/services/,
 * kept out of this module so that what imports the menu stays small.
 *
 * Text may contain the token `{company}`, replaced by the company name setting (D40: the name is a setting) when
 * rendered. The order of the rows is the order of the Services menus and the home tiles.
 */

import type { Choice } from './choice.ts'

/**
 * What a service page's quote form sends as `service`: a value the page fixes, or the visitor's choice (the
 * insurance page, D43: that form works and sends the chosen kind).
 */
export type FormService =
  | { readonly kind: 'fixed'; readonly value: string }
  | { readonly kind: 'choice'; readonly prompt: string; readonly options: readonly Choice[] }

export interface ServiceEntry {
  readonly key: string
  /** Canonical lower-case path, e.g. `/services/insurance`. */
  readonly path: string
  /** The service's name in the header's Services menu, the footer and the home tiles. */
  readonly label: string
  /** One line under the page's heading and on the home tile. */
  readonly summary: string
  /** What the service page's own quote form sends (spec section 3: "fixed by the page"). */
  readonly pageForm: FormService
  /**
   * Its entry in the home and contact forms' Service dropdown (spec section 3). The spec gives these their own
   * values, which are not the page form's: the dropdown sends `DMT`, the DMT page `Domestic Money Transfer (DMT)`.
   * Both are kept as the spec writes them, since the office's enquiries and mails carry them.
   */
  readonly quoteChoice: Choice
}

export const serviceIndex = [
  {
    key: 'human-atm',
    path: '/human-atm',
    label: 'Human ATM',
    summary: 'Turn your shop into a cash point with a portable micro ATM.',
    pageForm: { kind: 'fixed', value: 'Human ATM' },
    quoteChoice: { value: 'Human ATM', label: 'Human ATM Machine' },
  },
  {
    key: 'aeps',
    path: '/services/aadhar-linked-payments',
    label: 'AEPS',
    summary: 'Cash withdrawal, balance enquiry and mini statement with a fingerprint.',
    pageForm: { kind: 'fixed', value: 'AEPS (Adhar Linked Payment)' },
    quoteChoice: { value: 'AEPS', label: 'AEPS Payments' },
  },
  {
    key: 'dmt',
    path: '/services/domestic-money-transfer',
    label: 'Domestic Money Transfer',
    summary: 'Send cash to any bank account in India for 1% of the amount plus GST.',
    pageForm: { kind: 'fixed', value: 'Domestic Money Transfer (DMT)' },
    quoteChoice: { value: 'DMT', label: 'Domestic Money Transfer' },
  },
  {
    key: 'utility',
    path: '/services/utility-payment',
    label: 'Utility Payments',
    summary: 'Electricity, water, gas, DTH and mobile bills paid at one counter.',
    pageForm: { kind: 'fixed', value: 'Utility Payments' },
    quoteChoice: { value: 'Utility Payment', label: 'Utility Payment' },
  },
  {
    key: 'cash-collection',
    path: '/services/cash-collection-point',
    label: 'Cash Collection Point',
    summary: 'Pay loan EMIs and insurance premiums in cash close to home.',
    pageForm: { kind: 'fixed', value: 'Cash Collection Point' },
    quoteChoice: { value: 'Cash Collection Point', label: 'Cash Collection Point' },
  },
  {
    key: 'fastag',
    path: '/fastag',
    label: 'Fastag',
    summary: 'Buy a new Fastag for Rs. 59 with GST and recharge it at a retail partner near you.',
    pageForm: { kind: 'fixed', value: 'fastag' },
    quoteChoice: { value: 'Fastag', label: 'Fastag' },
  },
  {
    key: 'dsc',
    path: '/services/digital-signature-certificate',
    label: 'Digital Signature Certificate',
    summary: 'Class 3 DSC for signing, encryption or both, valid for one to three years.',
    pageForm: { kind: 'fixed', value: 'Digital Signature Certificate' },
    quoteChoice: { value: 'Digital Signature Certificate (DSC)', label: 'Digital Signature Certificate (DSC)' },
  },
  {
    key: 'instant-loan',
    path: '/services/instant-loan',
    label: 'Instant Loan',
    summary: 'Personal and small business loans from partner lenders, with easy EMIs.',
    pageForm: { kind: 'fixed', value: 'Instant Loan' },
    quoteChoice: { value: 'Loan', label: 'Instant Loan' },
  },
  {
    key: 'insurance',
    path: '/services/insurance',
    label: 'Insurance',
    summary: 'Motor, health, travel and term insurance, with help at every step.',
    pageForm: {
      kind: 'choice',
      prompt: 'Select Insurance Type',
      options: [
        { value: 'Health Insurance', label: 'Health Insurance' },
        { value: 'Motor Insurance', label: 'Motor Insurance' },
        { value: 'Travel Insurance', label: 'Travel Insurance' },
        { value: 'Term Insurance', label: 'Term Insurance' },
      ],
    },
    quoteChoice: { value: 'Insurance', label: 'Insurance' },
  },
  {
    key: 'gold',
    path: '/services/buy-and-sell-gold',
    label: 'Buy and Sell Gold',
    summary: 'Save in 24 karat, 9999 fineness gold, starting with small amounts.',
    pageForm: { kind: 'fixed', value: 'Buy & Sell Gold' },
    quoteChoice: { value: 'Buy & Sell GOLD', label: 'Buy & Sell GOLD' },
  },
  {
    key: 'assisted-ecommerce',
    path: '/services/assisted-ecommerce',
    label: 'Assisted Ecommerce',
    summary: 'Order products online with help from your local retailer and pay at the shop.',
    pageForm: { kind: 'fixed', value: 'Assisted Ecommerce' },
    quoteChoice: { value: 'Assisted Ecommerce', label: 'Assisted Ecommerce' },
  },
] as const satisfies readonly ServiceEntry[]

export type ServiceKey = (typeof serviceIndex)[number]['key']

export type Service = (typeof serviceIndex)[number]

export const serviceEntry = Object.fromEntries(serviceIndex.map((s) => [s.key, s])) as {
  readonly [K in ServiceKey]: Extract<Service, { key: K }>
}

/** The service whose page is at `path` (already lower-case, no trailing slash), if any. */
export function serviceAt(path: string): Service | undefined {
  return serviceIndex.find((s) => s.path === path)
}
