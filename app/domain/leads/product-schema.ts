import type { ServiceKey } from '#app/lib/service-index.ts'
import { z } from '#app/lib/zod-config.ts'
import { PRODUCT_KEYS, productField } from './products.ts'

/**
 * The lead forms' fields of the products of interest (D59), apart from products.ts: that module is read on the CRM
 * list's first paint (the outbox labels kept visits with it), which must not load the forms' checks (zod). Each is an
 * optional checkbox; anything but a tick reads as not ticked.
 */
export const productShape = Object.fromEntries(
  PRODUCT_KEYS.map((key) => [productField(key), z.string().max(10).optional().catch(undefined)]),
) as Record<`product-${ServiceKey}`, z.ZodCatch<z.ZodOptional<z.ZodString>>>
