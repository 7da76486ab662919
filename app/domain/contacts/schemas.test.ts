import { describe, expect, it } from 'vitest'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { contactSchema, whatsappHref } from './schemas.ts'

/** D60: what a contact's sheet sends, checked alike by the phone and the server. */
const base = { leadId: '5', clientKey: 'abcdefghijklmnopqrstuvwx', deviceAt: '', channel: 'call', note: '' }

describe('a contact (D60)', () => {
  it('needs an outcome, and a call-back its date, not before today', () => {
    const issues = (fields: Record<string, string>) => {
      const r = contactSchema.safeParse({ ...base, ...fields })
      return r.success ? [] : r.error.issues.map((i) => i.message)
    }
    expect(issues({})).toContain(messages.CONTACT_OUTCOME_REQUIRED)
    expect(issues({ outcome: 'maybe' })).toContain(messages.CONTACT_OUTCOME_REQUIRED)
    expect(issues({ outcome: 'call-back' })).toContain(messages.CALL_BACK_DATE_REQUIRED)
    expect(issues({ outcome: 'call-back', callBackOn: addDays(todayInIndia(), -1) })).toContain(messages.CALL_BACK_PAST)
    expect(issues({ outcome: 'call-back', callBackOn: addDays(todayInIndia(), 2) })).toEqual([])
    expect(issues({ outcome: 'reached', channel: 'sms' })).toContain(messages.BAD_REQUEST)
  })

  it('keeps a date and the next-visit choice only for a call-back', () => {
    const r = contactSchema.parse({ ...base, outcome: 'reached', callBackOn: '2099-01-01', setNextVisit: '1' })
    expect(r.callBackOn).toBe('')
    expect(r.setNextVisit).toBe(false)
    const c = contactSchema.parse({
      ...base,
      outcome: 'call-back',
      callBackOn: addDays(todayInIndia(), 1),
      setNextVisit: '1',
    })
    expect(c.setNextVisit).toBe(true)
  })

  it("opens WhatsApp's click-to-chat on the Indian number with the greeting typed", () => {
    expect(whatsappHref('9812345670', 'नमस्ते Ravi जी')).toBe(
      `https://wa.me/919812345670?text=${encodeURIComponent('नमस्ते Ravi जी')}`,
    )
  })
})
