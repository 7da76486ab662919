import { describe, expect, it } from 'vitest'
import { isRecordedOffline, isSuspect, markTexts, markTotals, type VisitEvidence } from './marks.ts'

const at = new Date('2026-09-06T05:00:00Z')
const clean: VisitEvidence = {
  at,
  far: false,
  distanceM: 40,
  latitude: 28.6,
  oldPhoto: false,
  photoTakenAt: null,
  declaredTakenAt: null,
  deviceAt: null,
}
const minutes = (n: number) => new Date(at.getTime() + n * 60_000)

describe('evidence marks of a visit in the reports (D36, D53, D54)', () => {
  it('a located, timely visit with a fresh photo carries no mark', () => {
    expect(markTexts(clean)).toEqual({ far: '', noLocation: '', oldPhoto: '', offline: '' })
    expect(isSuspect(clean)).toBe(false)
  })

  it('far from the lead shows its distance', () => {
    expect(markTexts({ ...clean, far: true, distanceM: 1234 }).far).toBe('Yes, 1.2 km')
    expect(markTexts({ ...clean, far: true, distanceM: 640 }).far).toBe('Yes, 640 m')
    expect(isSuspect({ ...clean, far: true })).toBe(true)
  })

  it('a visit without a location is its own mark, never "near"', () => {
    const nowhere = { ...clean, latitude: null, distanceM: null }
    expect(markTexts(nowhere)).toEqual({ far: '', noLocation: 'Yes', oldPhoto: '', offline: '' })
    expect(isSuspect(nowhere)).toBe(true)
  })

  it("an old photo shows its age at receipt, from its own capture time or else the phone's declared one", () => {
    const own = { ...clean, oldPhoto: true, photoTakenAt: new Date('2026-06-08T05:00:00Z') }
    expect(markTexts(own).oldPhoto).toBe('Yes, 90 days old')
    const declared = { ...clean, oldPhoto: true, declaredTakenAt: new Date('2026-09-04T23:00:00Z') }
    expect(markTexts(declared).oldPhoto).toBe('Yes, 30 hours old')
    // The file's own time wins over the declared one.
    expect(markTexts({ ...own, declaredTakenAt: declared.declaredTakenAt }).oldPhoto).toBe('Yes, 90 days old')
    expect(markTexts({ ...clean, oldPhoto: true }).oldPhoto).toBe('Yes')
    expect(isSuspect({ ...clean, oldPhoto: true })).toBe(true)
  })

  it('recorded offline when the phone time is more than 10 minutes from the server time, either way', () => {
    expect(isRecordedOffline(at, minutes(-10))).toBe(false)
    expect(isRecordedOffline(at, minutes(10))).toBe(false)
    expect(isRecordedOffline(at, new Date(minutes(-10).getTime() - 1))).toBe(true)
    expect(isRecordedOffline(at, minutes(11))).toBe(true)
    expect(isRecordedOffline(at, null)).toBe(false)
    expect(markTexts({ ...clean, deviceAt: minutes(-180) }).offline).toBe('Yes, phone time 06/09/2026 07:30')
    expect(isSuspect({ ...clean, deviceAt: minutes(-180) })).toBe(true)
    expect(isSuspect({ ...clean, deviceAt: minutes(5) })).toBe(false)
  })

  it('totals list suspect visits, then each mark; the CRM Report leaves out far (a first visit sets the place)', () => {
    const counts = { suspect: 4, far: 1, noLocation: 2, oldPhoto: 1, offline: 1 }
    expect(markTotals(counts).map((t) => t.label)).toEqual([
      'Suspect visits',
      'Far from lead',
      'No location',
      'Old photo',
      'Recorded offline',
    ])
    expect(markTotals(counts, { far: false }).map((t) => t.value)).toEqual([4, 2, 1, 1])
  })
})
