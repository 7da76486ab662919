import '#app/lib/i18n/catalogues.server.ts'
import { describe, expect, it } from 'vitest'
import { translator } from '#app/lib/i18n/i18n.ts'
import { activityText } from './activity-text.ts'
import { leadsCount, leadsCountEnglish, natureText, shownChoices, valueLabel } from './labels.ts'

const en = translator('en', 'crm')
const hi = translator('hi', 'crm')

describe('stored CRM values in the reader language (ADR 0163)', () => {
  it('shows the seeded statuses, types and natures in Hindi, and as stored in English', () => {
    expect(valueLabel(hi, 'status', 'Interested')).toBe('रुचि है')
    expect(valueLabel(hi, 'type', 'Super Distributor')).toBe('सुपर डिस्ट्रीब्यूटर')
    expect(natureText(hi, 'H')).toBe('हॉट')
    expect(valueLabel(en, 'status', 'Interested')).toBe('Interested')
    expect(valueLabel(en, 'type', 'Super Distributor')).toBe('Super Distributor')
    expect(natureText(en, 'C')).toBe('Cold')
  })

  it('shows a value the catalogue does not know as stored, and keeps the choices values', () => {
    expect(valueLabel(hi, 'status', 'On hold')).toBe('On hold')
    expect(shownChoices(hi, 'status', [{ value: 3, label: 'Interested' }])).toEqual([{ value: 3, label: 'रुचि है' }])
  })

  it('counts leads with Indian grouping and Latin digits in both languages', () => {
    expect(leadsCount(en, 1)).toBe('1 lead')
    expect(leadsCount(en, 100000)).toBe('1,00,000 leads')
    expect(leadsCount(hi, 100000)).toBe('1,00,000 लीड')
    expect(leadsCountEnglish(1)).toBe('1 lead')
    expect(leadsCountEnglish(12)).toBe('12 leads')
  })
})

describe('activity lines (stored in English) on a Hindi screen', () => {
  it('keeps every line as stored on an English screen', () => {
    const line = 'Status changed from Interested to Closed'
    expect(activityText(en, 'en', line)).toBe(line)
  })

  it('says the lines the CRM writes in Hindi, with their names, numbers, dates and values', () => {
    expect(activityText(hi, 'hi', 'Created lead Shiv Mobile with the first visit (old photo)')).toBe(
      'लीड Shiv Mobile बनाई, पहली विज़िट के साथ (पुरानी फ़ोटो)',
    )
    expect(activityText(hi, 'hi', 'Status changed from Interested to Closed')).toBe('स्टेटस बदला: रुचि है → बंद')
    expect(
      activityText(hi, 'hi', 'Follow-up visit: Open, next visit 28/11/2026 (850 m from the lead, old photo)'),
    ).toBe('फ़ॉलो-अप विज़िट: चालू, अगली विज़िट 28/11/2026 (लीड से 850 m दूर, पुरानी फ़ोटो)')
    expect(activityText(hi, 'hi', 'Follow-up visit: Closed')).toBe('फ़ॉलो-अप विज़िट: बंद')
    expect(activityText(hi, 'hi', 'Edited business name, e-mail')).toBe('बदला: दुकान का नाम, ईमेल')
    expect(activityText(hi, 'hi', 'Viewed the visit file selfie.jpg')).toBe('विज़िट की फ़ाइल selfie.jpg देखी')
    expect(activityText(hi, 'hi', 'Moved with all leads from Meena (m1) to Ravi (r2)')).toBe(
      'सारी लीड के साथ दी गई: Meena (m1) से Ravi (r2) को',
    )
    expect(
      activityText(hi, 'hi', 'Created lead Kiran Store from web enquiry 12 for Ravi (r2), first visit due 01/12/2026'),
    ).toBe('वेब पूछताछ 12 से लीड Kiran Store बनाई, Ravi (r2) के लिए; पहली विज़िट 01/12/2026 को')
  })

  it('shows a line it does not know as stored', () => {
    expect(activityText(hi, 'hi', 'Something else happened')).toBe('Something else happened')
  })
})
