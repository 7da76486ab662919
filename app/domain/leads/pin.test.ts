import { describe, expect, it } from 'vitest'
import { messages } from '#app/lib/errors.ts'
import { pinSchema } from './pin.ts'

/** D57: a lead's place typed or tapped: decimal degrees in range, inside India, each refusal with its message. */
const check = (latitude: string, longitude: string) => pinSchema.safeParse({ leadId: '7', latitude, longitude })
const messageOf = (latitude: string, longitude: string) => {
  const result = check(latitude, longitude)
  return result.success ? null : result.error.issues.map((i) => i.message)
}

describe("a lead's pin (D57)", () => {
  it('takes decimal degrees, trimmed, as numbers', () => {
    const result = check(' 28.6139 ', '77.2090')
    expect(result.success && result.data).toEqual({ leadId: 7, latitude: 28.6139, longitude: 77.209 })
  })

  it.each([
    ['', '77.2', messages.PIN_REQUIRED],
    ['28.6', '', messages.PIN_REQUIRED],
    ['91', '77.2', messages.PIN_LATITUDE_INVALID],
    ['north', '77.2', messages.PIN_LATITUDE_INVALID],
    ['28,6139', '77.2', messages.PIN_LATITUDE_INVALID],
    ['28.6', '181', messages.PIN_LONGITUDE_INVALID],
    ['28.6', '1e2', messages.PIN_LONGITUDE_INVALID],
    ['28.6', '77.123456789', messages.PIN_LONGITUDE_INVALID],
    // Swapped: a latitude of 77 is in range but not in India.
    ['77.2090', '28.6139', messages.PIN_OUTSIDE_INDIA],
    ['0', '0', messages.PIN_OUTSIDE_INDIA],
    ['51.5', '-0.12', messages.PIN_OUTSIDE_INDIA],
  ])('%s, %s is refused: %s', (lat, lng, message) => {
    expect(messageOf(lat, lng)).toContain(message)
  })
})
