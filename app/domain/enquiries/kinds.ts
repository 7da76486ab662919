/**
 * What the `kind` column of `enquiries` holds (D41), with a label for mails and the back-office inbox. Quote
 * requests come from the home page and the service pages; the page itself is in `source_path`. Payment intimations
 * are listed too, so the inbox holds every submission of the public forms.
 */
export const enquiryKinds = {
  quote: 'Quote request',
  contact: 'Contact form',
  offer: 'DSC offer enquiry',
  callback: 'Callback request',
  /** The pay form's payment intimation: also kept in `payment_intimations`; the amount leads the message. */
  payment: 'Payment intimation',
} as const

export type EnquiryKind = keyof typeof enquiryKinds

export function isEnquiryKind(value: string): value is EnquiryKind {
  return Object.hasOwn(enquiryKinds, value)
}
