import { describe, expect, it } from 'vitest'
import {
  addDays,
  displayDate,
  displayIndiaDateTime,
  indiaDate,
  isIsoDate,
  startOfIndiaDay,
  todayInIndia,
} from './dates.ts'

describe('India dates', () => {
  it('today changes at midnight India time, not UTC', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is 00:00 the next day there.
    expect(todayInIndia(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22')
    expect(todayInIndia(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23')
    expect(indiaDate(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01')
  })

  it('shows dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(displayDate('2026-03-07')).toBe('07/03/2026')
    expect(displayIndiaDateTime(new Date('2026-03-07T10:05:00Z'))).toBe('07/03/2026 15:35')
  })

  it('knows real dates and adds days across months', () => {
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('99999-01-01')).toBe(false)
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
  })

  it('an India day starts at 18:30 UTC the day before', () => {
    expect(startOfIndiaDay('2026-11-01').toISOString()).toBe('2026-10-31T18:30:00.000Z')
  })
})
