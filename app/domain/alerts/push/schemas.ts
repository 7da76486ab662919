import { z } from '#app/lib/zod-config.ts'

/**
 * A device's push subscription as the browser gives it (PushSubscription.toJSON()). The endpoint is where the server
 * will post: only an https:// address of a named host (the push services' own), never an IP address or a local name,
 * so no signed-in user can point the server's requests at the inside of its network.
 */
const localName = /(^|\.)(localhost|local|internal|lan|home|corp|intranet)$/i
export const endpointSchema = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => {
    if (!URL.canParse(v)) return false
    const url = new URL(v)
    const host = url.hostname.replace(/^\[|\]$/g, '')
    return (
      url.protocol === 'https:' &&
      !url.username &&
      !url.password &&
      host.includes('.') &&
      !/^[\d.]+$/.test(host) &&
      !host.includes(':') &&
      !localName.test(host)
    )
  }, 'expected a push service https:// address')

/** base64url text of a key: the P-256 public key (65 bytes) and the auth secret (16 bytes). */
const base64url = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .min(min)
    .max(max)

export const subscribeSchema = z.object({
  endpoint: endpointSchema,
  p256dh: base64url(80, 100),
  auth: base64url(16, 30),
})

export const endpointOnlySchema = z.object({ endpoint: endpointSchema })
