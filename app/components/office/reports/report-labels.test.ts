import '#app/lib/i18n/catalogues.server.ts'
import { describe, expect, it } from 'vitest'
import { attendanceColumns } from '#app/domain/reports/attendance-report.server.ts'
import { crmColumns } from '#app/domain/reports/crm-report.server.ts'
import { followUpColumns } from '#app/domain/reports/follow-up-report.server.ts'
import { markTotals } from '#app/domain/reports/marks.ts'
import { reportCatalogue } from '#app/domain/reports/report.ts'
import { visitColumns } from '#app/domain/reports/visit-report.server.ts'
import { translator } from '#app/lib/i18n/i18n.ts'
import {
  chartTitle,
  columnLabel,
  counted,
  dayMarksText,
  markLine,
  markText,
  noneInRange,
  storedValue,
  totalLabel,
} from './report-labels.ts'

const en = translator('en', 'reports')
const hi = translator('hi', 'reports')
const all = [...followUpColumns, ...crmColumns, ...visitColumns, ...attendanceColumns]

describe('report screens in the reader language, files in English (D55)', () => {
  it('shows the English screen exactly as the files head their columns', () => {
    for (const c of all) expect(columnLabel(en, c.key, c.header), c.key).toBe(c.header)
    for (const key of Object.keys(reportCatalogue) as (keyof typeof reportCatalogue)[]) {
      expect(en(`titles.${key}`)).toBe(reportCatalogue[key].title)
    }
  })

  it('has a Hindi heading for every column and total, the files keeping English', () => {
    // The columns a screen shows (the per-product columns are the files' alone, in English: D55, D59).
    for (const c of all.filter((c) => !c.fileOnly)) {
      expect(columnLabel(hi, c.key, c.header), c.key).toMatch(/[\u0900-\u097F]/)
    }
    const totals = markTotals({ suspect: 1, far: 1, noLocation: 1, oldPhoto: 1, offline: 1 })
    const more = [
      { label: 'Leads' },
      { label: 'Expected volume' },
      { label: 'New leads' },
      { label: 'Product: AEPS' },
      ...['Days started', 'Contacts', 'Km (straight line)', 'Not ended'].map((label) => ({ label })),
    ]
    for (const t of [...totals, ...more]) {
      expect(totalLabel(en, t.label)).toBe(t.label)
      expect(totalLabel(hi, t.label), t.label).toMatch(/[\u0900-\u097F]/)
    }
    expect(chartTitle(hi, 'Follow-ups per week')).toBe('हर हफ़्ते के फॉलो-अप')
    expect(chartTitle(hi, 'People who started the day, per day')).toMatch(/[\u0900-\u097F]/)
    // D58: a working day's marks in Hindi on screen, the distance kept; English as the files have them.
    const marks = 'Start far from first visit (17.2 km); Old photo; Not ended'
    expect(dayMarksText(en, marks)).toBe(marks)
    expect(dayMarksText(hi, marks)).toBe('पहली विज़िट से दूर शुरू (17.2 km); पुरानी फ़ोटो; दिन खत्म नहीं किया')
  })

  it('counts in the chart unit as before in English', () => {
    expect(counted(en, 1, 'follow-ups')).toBe('1 follow-up')
    expect(counted(en, 1200, 'leads')).toBe('1,200 leads')
    expect(noneInRange(en, 'visits')).toBe('No visits in this range.')
    expect(counted(hi, 2, 'visits')).toBe('2 विज़िट')
  })
})

describe('stored lead values on a report screen (ADR 0163)', () => {
  it('shows type, status and nature as stored in English, and in Hindi for a Hindi reader', () => {
    const crmEn = translator('en', 'crm')
    const crmHi = translator('hi', 'crm')
    for (const [column, value] of [
      ['status', 'Interested'],
      ['type', 'Retailer'],
      ['nature', 'Hot'],
    ] as const) {
      expect(storedValue(crmEn, column, value)).toBe(value)
      expect(storedValue(crmHi, column, value), value).toMatch(/[\u0900-\u097F]/)
    }
    expect(storedValue(crmHi, 'status', 'Some new status')).toBe('Some new status')
    expect(storedValue(crmHi, 'remark', 'Visited')).toBe('Visited')
  })
})

describe('evidence marks on a report screen', () => {
  it('says each mark in the reader language with its figures, English unchanged', () => {
    const marks = ['Yes', 'Yes, 1.2 km', 'Yes, 30 hours old', 'Yes, 3 days old', 'Yes, phone time 12/11/2026 10:05']
    for (const text of marks) expect(markText(en, 'far', text)).toBe(text)
    expect(marks.map((text) => markText(hi, 'offline', text))).toEqual([
      'हाँ',
      'हाँ, 1.2 km',
      'हाँ, 30 घंटे पुरानी',
      'हाँ, 3 दिन पुरानी',
      'हाँ, फ़ोन का समय 12/11/2026 10:05',
    ])
    expect(markText(hi, 'remark', 'Yes')).toBe('Yes')
  })
})

describe("a visit's marks in one column on screen (issue 28)", () => {
  it('names each mark with what backs it, in the reader language', () => {
    expect(markLine(en, 'far', 'Yes, 1.2 km')).toBe('Far from Lead: 1.2 km')
    expect(markLine(en, 'noLocation', 'Yes')).toBe('No Location')
    expect(markLine(en, 'old', 'Yes, 3 days old')).toBe('Old Photo: 3 days old')
    expect(markLine(en, 'offline', 'Yes, phone time 27/11/2026 10:00')).toBe(
      'Recorded Offline: phone time 27/11/2026 10:00',
    )
    expect(markLine(en, 'far', '')).toBe('')
    expect(markLine(hi, 'old', 'Yes, 30 hours old')).toBe('पुरानी फ़ोटो: 30 घंटे पुरानी')
    expect(markLine(hi, 'offline', 'Yes, phone time 27/11/2026 10:00')).toBe('ऑफ़लाइन दर्ज: फ़ोन का समय 27/11/2026 10:00')
  })
})
