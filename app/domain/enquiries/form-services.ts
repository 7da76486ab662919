import type { Choice } from '#app/lib/choice.ts'
import { type FormService, type ServiceKey, serviceEntry, serviceIndex } from '#app/lib/service-index.ts'

/**
 * The `service` values the public forms send (spec section 3), read from the one service index
 * (app/lib/service-index.ts): the pages show them, the server accepts exactly them. Small, so a form does not
 * pull in every service page's content.
 */

export type { FormService }

/** The order of the home and contact forms' Service dropdown, as the spec lists it (not the menus' order). */
const quoteChoiceOrder: readonly ServiceKey[] = [
  'dsc',
  'dmt',
  'aeps',
  'human-atm',
  'cash-collection',
  'fastag',
  'instant-loan',
  'insurance',
  'utility',
  'assisted-ecommerce',
  'gold',
]

/** Service choices of the home quote form and the contact page, after their prompt (the empty value). */
export const quoteServiceOptions: readonly Choice[] = [
  { value: '', label: 'Select Your Requirement' },
  ...quoteChoiceOrder.map((key) => serviceEntry[key].quoteChoice),
]

/** Each service page's form: the value fixed by the page (spec section 3), or the insurance choice. */
export const servicePageFormServices = Object.fromEntries(serviceIndex.map((s) => [s.key, s.pageForm])) as Record<
  ServiceKey,
  FormService
>

/** The DSC offer form's fixed service (spec section 3, "DSC offer variant"). */
export const DSC_OFFER_SERVICE = 'Digital Signature Certificate'
