import { describe, expect, it } from 'vitest'
import { captureTimeForMarks, DECLARED_AHEAD_MS, declaredPhoto, declaredPlace, declaredTime } from './declared-photo.ts'
import { isOldPhoto } from './geo.ts'

const received = new Date('2026-11-25T10:00:00Z')
const hoursBefore = (h: number) => new Date(received.getTime() - h * 3_600_000)

describe("the phone's declared photo values (D53)", () => {
  it('reads an ISO capture time with Z or an offset', () => {
    expect(declaredTime('2026-11-25T09:30:00.000Z', received)?.toISOString()).toBe('2026-11-25T09:30:00.000Z')
    expect(declaredTime('2026-11-25T15:00:00+05:30', received)?.toISOString()).toBe('2026-11-25T09:30:00.000Z')
  })

  it('ignores a capture time that is not an ISO instant', () => {
    for (const value of ['', 'yesterday', '2026:11:25 09:30:00', '2026-11-25', '2026-11-25T09:30:00', '1e12']) {
      expect(declaredTime(value, received), value).toBeNull()
    }
    expect(declaredTime(undefined, received)).toBeNull()
  })

  it('ignores a capture time in the future beyond a phone clock a little ahead, or before 2000', () => {
    expect(declaredTime(new Date(received.getTime() + DECLARED_AHEAD_MS).toISOString(), received)).not.toBeNull()
    expect(declaredTime(new Date(received.getTime() + DECLARED_AHEAD_MS + 1000).toISOString(), received)).toBeNull()
    expect(declaredTime('2027-01-01T00:00:00Z', received)).toBeNull()
    expect(declaredTime('1999-12-31T23:59:59Z', received)).toBeNull()
    expect(declaredTime('2000-01-01T00:00:00Z', received)).not.toBeNull()
  })

  it('keeps a place only as two numbers within range, not 0,0', () => {
    expect(declaredPlace('28.6315', '77.2167')).toEqual({ latitude: 28.6315, longitude: 77.2167 })
    expect(declaredPlace('-33.8', '-151.2')).toEqual({ latitude: -33.8, longitude: -151.2 })
    expect(declaredPlace('90.5', '77')).toBeNull()
    expect(declaredPlace('28', '180.1')).toBeNull()
    expect(declaredPlace('28.6', '')).toBeNull()
    expect(declaredPlace('', '77.2')).toBeNull()
    expect(declaredPlace('0', '0')).toBeNull()
    expect(declaredPlace('NaN', '77')).toBeNull()
    expect(declaredPlace('28.6', 'Infinity')).toBeNull()
    expect(declaredPlace('1e1', '77')).toBeNull()
  })

  it('gives every value or null, each judged on its own', () => {
    expect(
      declaredPhoto({ photoTakenAt: 'nonsense', photoLatitude: '28.6', photoLongitude: '77.2' }, received),
    ).toEqual({ takenAt: null, latitude: 28.6, longitude: 77.2 })
    expect(declaredPhoto({}, received)).toEqual({ takenAt: null, latitude: null, longitude: null })
  })
})

describe('the old-photo mark with declared times (D36, D53)', () => {
  it("judges the received file's own EXIF time when it has one", () => {
    const own = hoursBefore(1)
    const declared = hoursBefore(48)
    expect(captureTimeForMarks(own, declared)).toBe(own)
    expect(isOldPhoto(captureTimeForMarks(own, declared), received)).toBe(false)
    expect(isOldPhoto(captureTimeForMarks(hoursBefore(30), hoursBefore(1)), received)).toBe(true)
  })

  it('else the time the phone declared', () => {
    expect(isOldPhoto(captureTimeForMarks(null, hoursBefore(25)), received)).toBe(true)
    expect(isOldPhoto(captureTimeForMarks(null, hoursBefore(23)), received)).toBe(false)
    expect(isOldPhoto(captureTimeForMarks(null, null), received)).toBe(false)
  })

  it('an ignored declared time marks nothing', () => {
    const { takenAt } = declaredPhoto({ photoTakenAt: '1970-01-01T00:00:00Z' }, received)
    expect(isOldPhoto(captureTimeForMarks(null, takenAt), received)).toBe(false)
  })
})
