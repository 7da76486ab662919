import { describe, expect, it } from 'vitest'
import { exifTimeToIso, PHOTO_LONGEST_SIDE, smallName, smallSize } from './photo-small.ts'

describe('the photo made small on the phone (D53)', () => {
  it('reads an EXIF capture time with its offset as an ISO instant', () => {
    expect(exifTimeToIso('2026:11:20 10:15:30', '+05:30')).toBe('2026-11-20T04:45:30.000Z')
    expect(exifTimeToIso('2026:11:20 10:15:30', '-03:00')).toBe('2026-11-20T13:15:30.000Z')
  })

  it("reads one without an offset in the phone's own time zone", () => {
    expect(exifTimeToIso('2026:11:20 10:15:30')).toBe(new Date(2026, 10, 20, 10, 15, 30).toISOString())
    expect(exifTimeToIso('2026:11:20 10:15:30', 'bad')).toBe(new Date(2026, 10, 20, 10, 15, 30).toISOString())
  })

  it('gives nothing for a malformed or impossible time', () => {
    for (const raw of ['', '0000:00:00 00:00:00', '2026:13:01 10:00:00', '2026:11:20 25:00:00', 'yesterday', 42]) {
      expect(exifTimeToIso(raw), String(raw)).toBeUndefined()
    }
  })

  it('keeps the longest side at most 1600 px, never enlarging', () => {
    expect(smallSize(4000, 3000)).toEqual({ width: PHOTO_LONGEST_SIDE, height: 1200 })
    expect(smallSize(3000, 4000)).toEqual({ width: 1200, height: PHOTO_LONGEST_SIDE })
    expect(smallSize(800, 600)).toEqual({ width: 800, height: 600 })
  })

  it("names the copy after the original, so the one-dot rule still sees the user's name", () => {
    expect(smallName('IMG_2041.JPG')).toBe('IMG_2041.jpg')
    expect(smallName('selfie.heic')).toBe('selfie.jpg')
    expect(smallName('my.shop.photo.jpg')).toBe('my.shop.photo.jpg')
    expect(smallName('noextension')).toBe('noextension.jpg')
  })
})
