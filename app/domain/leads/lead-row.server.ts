import { productsOf } from './products.ts'
import type { NewLeadInput } from './schemas.ts'

/** What both new-lead forms (a lead with its first visit, a lead made from a web enquiry) ask of the lead itself. */
export type LeadFacts = Pick<
  NewLeadInput,
  | 'clientKey'
  | 'type'
  | 'nature'
  | 'businessName'
  | 'contactPerson'
  | 'mobile'
  | 'email'
  | 'address'
  | 'remark'
  | 'volume'
>

/** The expected volume as stored: empty is none, otherwise the rupees the digits say. */
export function volumeOf(volume: string): number | null {
  return volume === '' ? null : Number(volume)
}

/** A new lead row's columns from the form's lead facts; the caller adds owner, status, next visit and enquiry. */
export function leadRowOf(input: LeadFacts) {
  return {
    typeSrno: input.type,
    nature: input.nature,
    businessName: input.businessName,
    contactPerson: input.contactPerson,
    mobile: input.mobile,
    email: input.email,
    address: input.address,
    remark: input.remark,
    expectedVolume: volumeOf(input.volume),
    clientKey: input.clientKey,
    products: productsOf(input),
  }
}
