import { describe, expect, it } from 'vitest'
import { distanceMetres, isOldPhoto } from './geo.ts'

describe('visit place and photo age (D36)', () => {
  it('measures metres between two points', () => {
    // Connaught Place to India Gate, New Delhi: about 2.4 km.
    const d = distanceMetres({ lat: 28.6315, lng: 77.2167 }, { lat: 28.6129, lng: 77.2295 })
    expect(d).toBeGreaterThan(2300)
    expect(d).toBeLessThan(2500)
    expect(distanceMetres({ lat: 28.6, lng: 77.2 }, { lat: 28.6, lng: 77.2 })).toBe(0)
  })

  it('marks a photo taken more than a day before upload as old', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    expect(isOldPhoto(new Date('2026-11-21T11:59:59Z'), now)).toBe(true)
    expect(isOldPhoto(new Date('2026-11-21T12:00:00Z'), now)).toBe(false)
    expect(isOldPhoto(null, now)).toBe(false)
  })
})
