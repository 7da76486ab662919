import { aeps } from '#app/content/services/aeps.ts'
import { assistedEcommerce } from '#app/content/services/assisted-ecommerce.ts'
import { cashCollection } from '#app/content/services/cash-collection.ts'
import { dmt } from '#app/content/services/dmt.ts'
import { dsc } from '#app/content/services/dsc.ts'
import { fastag } from '#app/content/services/fastag.ts'
import { gold } from '#app/content/services/gold.ts'
import { humanAtm } from '#app/content/services/human-atm.ts'
import { instantLoan } from '#app/content/services/instant-loan.ts'
import { insurance } from '#app/content/services/insurance.ts'
import { utility } from '#app/content/services/utility.ts'
import type { ServicePageBody } from '#app/content/types.ts'
import { type Service, type ServiceKey, serviceIndex } from '#app/lib/service-index.ts'

/**
 * Every service page whole: its row of the service index with its body. Only the service page route (and tests)
 * read this module; menus, tiles and forms read the small index, so the bodies stay out of what they load.
 */

const bodies: Record<ServiceKey, ServicePageBody> = {
  'human-atm': humanAtm,
  aeps,
  dmt,
  utility,
  'cash-collection': cashCollection,
  fastag,
  dsc,
  'instant-loan': instantLoan,
  insurance,
  gold,
  'assisted-ecommerce': assistedEcommerce,
}

export type ServicePage = Service & ServicePageBody

export const services: readonly ServicePage[] = serviceIndex.map((entry) => ({ ...entry, ...bodies[entry.key] }))

export const serviceByKey = Object.fromEntries(services.map((service) => [service.key, service])) as Record<
  ServiceKey,
  ServicePage
>
