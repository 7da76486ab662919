import { describe, expect, it } from 'vitest'
import { distanceMetres } from '#app/domain/leads/geo.ts'
import { dayDistanceMetres, dayState, hoursWorked, kilometres, START_FAR_METRES, startFarMetres } from './day.ts'

// Known points in Delhi: Connaught Place, India Gate, Khan Market (each pair a few km apart, straight line).
const cp = { lat: 28.6315, lng: 77.2167 }
const indiaGate = { lat: 28.6129, lng: 77.2295 }
const khan = { lat: 28.6002, lng: 77.227 }

describe("a day's straight-line distance (D58)", () => {
  it('sums the great-circle distances between located points in time order', () => {
    const expected = distanceMetres(cp, indiaGate) + distanceMetres(indiaGate, khan)
    expect(dayDistanceMetres([cp, indiaGate, khan])).toBeCloseTo(expected, 6)
    // Known figures: CP to India Gate about 2.4 km, India Gate to Khan Market about 1.4 km.
    expect(kilometres(dayDistanceMetres([cp, indiaGate, khan]))).toBe(3.8)
  })

  it('skips points without a location (the line goes on from the last located point), and is 0 for one point', () => {
    const noPlace = { lat: null, lng: null }
    expect(dayDistanceMetres([cp, noPlace, khan])).toBeCloseTo(distanceMetres(cp, khan), 6)
    expect(dayDistanceMetres([noPlace, cp])).toBe(0)
    expect(dayDistanceMetres([])).toBe(0)
  })

  it('takes the points in the order given: going back and forth counts every leg', () => {
    const leg = distanceMetres(cp, khan)
    expect(dayDistanceMetres([cp, khan, cp, khan])).toBeCloseTo(3 * leg, 6)
  })
})

describe('a day not ended is closed at midnight India time (D58)', () => {
  const started = { day: '2026-11-27', startAt: new Date('2026-11-27T04:12:00Z'), endAt: null }
  it('is open until 23:59:59 India time that day, and "not ended" from midnight', () => {
    // 27/11 23:59:59 in India is 18:29:59 UTC; midnight is 18:30 UTC.
    expect(dayState(started, new Date('2026-11-27T18:29:59Z'))).toBe('open')
    expect(dayState(started, new Date('2026-11-27T18:30:00Z'))).toBe('not-ended')
    expect(dayState(started, new Date('2026-12-02T10:00:00Z'))).toBe('not-ended')
  })
  it('an ended day stays ended; a day without a start is not started', () => {
    const ended = { ...started, endAt: new Date('2026-11-27T12:00:00Z') }
    expect(dayState(ended, new Date('2026-11-28T00:00:00Z'))).toBe('ended')
    expect(dayState({ day: '2026-11-27', startAt: null, endAt: null })).toBe('not-started')
  })
  it('a day not ended has no hours; an ended one its hours from start to end', () => {
    expect(hoursWorked(started.startAt, null)).toBeNull()
    expect(hoursWorked(started.startAt, new Date('2026-11-27T12:42:00Z'))).toBe(8.5)
  })
})

describe('start far from the first visit', () => {
  it(`is marked beyond ${START_FAR_METRES} m only`, () => {
    expect(startFarMetres(cp, khan)).toBeNull()
    const noida = { lat: 28.5355, lng: 77.391 }
    expect(startFarMetres(noida, cp)).toBeGreaterThan(START_FAR_METRES)
    expect(startFarMetres({ lat: null, lng: null }, cp)).toBeNull()
    expect(startFarMetres(cp, null)).toBeNull()
  })
})
