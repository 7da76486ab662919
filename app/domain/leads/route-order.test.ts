import { describe, expect, it } from 'vitest'
import { distanceText, navigateHref, orderRoute } from './route-order.ts'

/**
 * D57: the route of the day, nearest first from the phone as a greedy chain (ADR 0227), with fixed coordinates in
 * Delhi: Connaught Place (CP), Karol Bagh (KB, ~3.7 km west of CP), Lajpat Nagar (LN, ~7.5 km south-east of CP),
 * and Chandni Chowk (CC, ~3 km north of CP).
 */
const CP = { lat: 28.6315, lng: 77.2167 }
const lead = (srno: number, at: { lat: number; lng: number } | null) => ({
  srno,
  latitude: at?.lat ?? null,
  longitude: at?.lng ?? null,
})
const KB = lead(1, { lat: 28.6519, lng: 77.1909 })
const LN = lead(2, { lat: 28.5677, lng: 77.2433 })
const CC = lead(3, { lat: 28.6506, lng: 77.2303 })
const NOWHERE = lead(4, null)

describe('the route of the day (D57)', () => {
  it('starts from the phone with the nearest shop, then goes on from each shop to the nearest of the rest', () => {
    // From Connaught Place: Chandni Chowk (~2.5 km) first; from there Karol Bagh (~3.9 km) is nearer than Lajpat
    // Nagar (~9.3 km); Lajpat Nagar last.
    const { stops, unlocated } = orderRoute([LN, KB, CC, NOWHERE], CP)
    expect(stops.map((s) => s.srno)).toEqual([3, 1, 2])
    expect(unlocated.map((u) => u.srno)).toEqual([4])
    // Each stop's leg is from the point before it; the first leg is from the phone.
    expect(stops[0]!.legM).toBe(stops[0]!.fromPhoneM)
    expect(stops[0]!.legM).toBeGreaterThan(2_000)
    expect(stops[0]!.legM).toBeLessThan(3_000)
    expect(stops[1]!.legM).toBeGreaterThan(3_500)
    expect(stops[1]!.legM).toBeLessThan(4_200)
  })

  it('is a chain, not a sort by distance from the phone', () => {
    // On one street from the phone: A 1 km east, B 1.2 km west, C 1.5 km east. Sorted by distance from the phone
    // would be A, B, C (walking back and forth); the chain goes A, then C (0.5 km on), then B.
    const phone = { lat: 28.6, lng: 77.2 }
    const A = lead(11, { lat: 28.6, lng: 77.21023 })
    const B = lead(12, { lat: 28.6, lng: 77.18772 })
    const C = lead(13, { lat: 28.6, lng: 77.21535 })
    const { stops } = orderRoute([B, C, A], phone)
    expect(stops.map((s) => s.srno)).toEqual([11, 13, 12])
    expect(stops.map((s) => Math.round(s.legM / 100) / 10)).toEqual([1, 0.5, 2.7])
    expect(stops.map((s) => Math.round(s.fromPhoneM! / 100) / 10)).toEqual([1, 1.5, 1.2])
  })

  it('without the phone position, starts at the first lead as given (the most overdue) and chains from it', () => {
    const { stops } = orderRoute([LN, KB, CC], null)
    expect(stops.map((s) => s.srno)).toEqual([2, 3, 1])
    expect(stops[0]!.legM).toBe(0)
    expect(stops.every((s) => s.fromPhoneM === null)).toBe(true)
  })

  it('keeps the given order between shops at the same distance, and leaves leads without a place after', () => {
    const twin = lead(9, { lat: KB.latitude!, lng: KB.longitude! })
    const { stops, unlocated } = orderRoute([NOWHERE, KB, twin], CP)
    expect(stops.map((s) => s.srno)).toEqual([1, 9])
    expect(stops[1]!.legM).toBe(0)
    expect(unlocated.map((u) => u.srno)).toEqual([4])
    expect(orderRoute([], CP)).toEqual({ stops: [], unlocated: [] })
  })

  it('says distances as a person reads them, and Navigate opens directions to the shop', () => {
    expect(distanceText(640)).toBe('640 m')
    expect(distanceText(2_460)).toBe('2.5 km')
    expect(navigateHref({ lat: 28.6506, lng: 77.2303 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=28.650600,77.230300',
    )
  })
})
