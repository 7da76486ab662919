import type { ChoiceOption } from '#app/content/types.ts'

// A module of its own, so that the quote form (home, contact and offer pages) does not pull in every service page.

/** Service choices of the home quote form and the contact page: the values are the spec's requirement names. */
export const quoteServiceOptions: ChoiceOption[] = [
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
