import { messages } from '#app/lib/errors.ts'
import { hasForbiddenCharacters, serial } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/**
 * D57: a lead's place set by hand (a pin), by a map tap or typed coordinates, checked alike in the browser and on
 * the server. Decimal degrees, a dot as the decimal mark, at most 8 decimals (about a millimetre); latitude -90..90,
 * longitude -180..180; and inside India's bounds, since every lead of this network is an Indian shop: a place outside
 * is nearly always latitude and longitude swapped (ADR 0229).
 */
export const INDIA_BOUNDS = { south: 6, north: 37.5, west: 68, east: 97.5 } as const

const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/

function coordinate(limit: number, invalid: string) {
  return z
    .string({ error: messages.PIN_REQUIRED })
    .refine((v) => !hasForbiddenCharacters(v), invalid)
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, messages.PIN_REQUIRED)
        .refine((v) => NUMBER.test(v) && Math.abs(Number(v)) <= limit, invalid)
        .transform(Number),
    )
}

export const pinFields = {
  latitude: coordinate(90, messages.PIN_LATITUDE_INVALID),
  longitude: coordinate(180, messages.PIN_LONGITUDE_INVALID),
}

function inIndia(v: { latitude: number; longitude: number }, ctx: z.RefinementCtx) {
  const b = INDIA_BOUNDS
  if (v.latitude < b.south || v.latitude > b.north || v.longitude < b.west || v.longitude > b.east)
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: messages.PIN_OUTSIDE_INDIA })
}

/** The pin form as the browser checks it (the lead comes from the page's address). */
export const pinFormSchema = z.object(pinFields).superRefine(inIndia)
/** The pin as the server checks it. */
export const pinSchema = z.object({ leadId: serial(), ...pinFields }).superRefine(inIndia)
export type PinInput = z.output<typeof pinSchema>
