import { describe, expect, it } from 'vitest'
import { parseSettings } from '#app/lib/settings.server.ts'
import type { DigestContent } from './content.server.ts'
import { hasNews } from './content.server.ts'
import { renderDigest, suspectMarks } from './render.ts'
import { digestDayAt } from './send.server.ts'

const options = { siteUrl: 'https://crm.example.in/', name: 'Meena <Manager>', companyShortName: 'Sahaj Seva' }

const empty: DigestContent = { day: '2026-11-25', overdue: [], suspect: [], dueToday: { total: 0, leads: [] } }

const lead = (srno: number, name: string, nextVisit: string) => ({
  leadSrno: srno,
  businessName: name,
  contactPerson: 'Ravi',
  mobile: '9812345670',
  nextVisit,
})

/** Yesterday's visit to "Far Shop" 1.5 km from the lead, at 12:00 IST, with `marks` for its other suspect marks. */
const farVisit = (marks: { oldPhoto: boolean; offlineAt: Date | null }) => ({
  visitSrno: 1,
  leadSrno: 9,
  businessName: 'Far Shop',
  at: new Date('2026-11-24T06:30:00Z'),
  far: true,
  distanceM: 1500,
  noLocation: false,
  ...marks,
})

describe('digest mail (D52)', () => {
  it('has nothing to say when every part is empty', () => {
    expect(hasNews(empty)).toBe(false)
    expect(hasNews({ ...empty, dueToday: { total: 1, leads: [lead(1, 'A', '2026-11-25')] } })).toBe(true)
  })

  it('lists overdue leads by person with links on SITE_URL, and says how many more there are', () => {
    const mail = renderDigest(
      {
        ...empty,
        overdue: [
          { userSrno: 7, name: 'Farid', total: 12, leads: [lead(3, 'Sharma Telecom', '2026-11-15')] },
          { userSrno: 8, name: 'Gita', total: 1, leads: [lead(4, 'Gupta Kirana', '2026-11-20')] },
        ],
      },
      options,
    )
    expect(mail.subject).toBe('Daily digest 25/11/2026: 13 overdue')
    expect(mail.text).toContain('Overdue visits of your team (13)')
    expect(mail.text).toContain('15/11/2026  Sharma Telecom (Ravi, 9812345670)  https://crm.example.in/crm/leads/3')
    expect(mail.text).toContain('...and 11 more: https://crm.example.in/crm?owner=7&due=1&sort=nextVisit')
    expect(mail.text.indexOf('Farid')).toBeLessThan(mail.text.indexOf('Gita'))
    expect(mail.text).toContain('To turn it off: https://crm.example.in/account/digest')
    expect(mail.html).toContain('<a href="https://crm.example.in/crm/leads/4"')
    expect(mail.html).toContain('href="https://crm.example.in/crm?owner=7&amp;due=1&amp;sort=nextVisit"')
  })

  it('names a person past the rows shown with their count and link, without an empty table', () => {
    const mail = renderDigest(
      { ...empty, overdue: [{ userSrno: 9, name: 'Late Person', total: 5, leads: [] }] },
      options,
    )
    expect(mail.text).toContain('Late Person: 5 overdue. All: https://crm.example.in/crm?owner=9&due=1&sort=nextVisit')
    expect(mail.html).not.toContain('<table')
  })

  it('escapes every value in the HTML part and keeps each on one line in the text', () => {
    const mail = renderDigest(
      { ...empty, dueToday: { total: 1, leads: [lead(5, '<script>alert(1)</script>\nForged: line', '2026-11-25')] } },
      options,
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('Good morning, Meena &lt;Manager&gt;.')
    expect(mail.text).not.toMatch(/^Forged: line/m)
    expect(mail.subject).toBe('Daily digest 25/11/2026: 1 due today')
  })

  it("names yesterday's suspect visits with their marks", () => {
    const visit = farVisit({ oldPhoto: true, offlineAt: null })
    expect(suspectMarks(visit)).toEqual(['Far from the lead: 1.5 km', 'Old photo'])
    expect(suspectMarks({ ...visit, far: false, oldPhoto: false, noLocation: true })).toEqual(['No location'])
    // D54: a visit recorded offline is suspect in the digest as in the reports, with the phone's time.
    expect(
      suspectMarks({ ...visit, far: false, oldPhoto: false, offlineAt: new Date('2026-11-24T04:30:00Z') }),
    ).toEqual(['Recorded offline: phone time 24/11/2026 10:00'])
    const mail = renderDigest(
      { ...empty, suspect: [{ userSrno: 7, name: 'Farid', total: 1, visits: [visit] }] },
      options,
    )
    expect(mail.text).toContain('Suspect visits yesterday, 24/11/2026 (1)')
    expect(mail.text).toContain('24/11/2026 12:00 IST  Far Shop: Far from the lead: 1.5 km, Old photo')
    expect(mail.subject).toBe('Daily digest 25/11/2026: 1 suspect visit')
  })
})

describe('digest hour (D52)', () => {
  it('is due from the set India hour for a few hours of the same India day, never before or after', () => {
    // 08:00 IST is 02:30 UTC.
    expect(digestDayAt(new Date('2026-11-25T02:29:59Z'), 8)).toBeNull()
    expect(digestDayAt(new Date('2026-11-25T02:30:00Z'), 8)).toBe('2026-11-25')
    expect(digestDayAt(new Date('2026-11-25T06:29:00Z'), 8)).toBe('2026-11-25')
    expect(digestDayAt(new Date('2026-11-25T06:30:00Z'), 8)).toBeNull()
    // 22:00 IST: the window stops at midnight India time, the next day is not sent early.
    expect(digestDayAt(new Date('2026-11-25T18:29:00Z'), 22)).toBe('2026-11-25')
    expect(digestDayAt(new Date('2026-11-25T18:30:00Z'), 22)).toBeNull()
  })

  it('is a setting: DIGEST_HOUR 0-23 (default 8) and DIGEST_MAIL on or off (default on)', () => {
    expect(parseSettings({}).DIGEST_HOUR).toBe(8)
    expect(parseSettings({}).DIGEST_MAIL).toBe('on')
    expect(parseSettings({ DIGEST_HOUR: '6', DIGEST_MAIL: 'off' })).toMatchObject({
      DIGEST_HOUR: 6,
      DIGEST_MAIL: 'off',
    })
    expect(() => parseSettings({ DIGEST_HOUR: '24' })).toThrow(/DIGEST_HOUR/)
    expect(() => parseSettings({ DIGEST_MAIL: 'sometimes' })).toThrow(/DIGEST_MAIL/)
  })
})

describe('digest in the language the user chose (D55, D61)', () => {
  it('is written in Hindi for a Hindi user: subject, text and HTML, with the same links and Latin digits', () => {
    const visit = farVisit({ oldPhoto: false, offlineAt: new Date('2026-11-24T04:30:00Z') })
    const mail = renderDigest(
      {
        ...empty,
        overdue: [{ userSrno: 7, name: 'Farid', total: 12, leads: [lead(3, 'Sharma Telecom', '2026-11-15')] }],
        suspect: [{ userSrno: 7, name: 'Farid', total: 1, visits: [visit] }],
        dueToday: { total: 3, leads: [lead(5, 'Gupta Kirana', '2026-11-25')] },
      },
      { ...options, locale: 'hi' },
    )
    expect(mail.subject).toBe('रोज़ सुबह का मेल 25/11/2026: 12 छूटी हुई विज़िट, 1 शक वाली विज़िट, आज 3 विज़िट')
    expect(mail.text).toContain('सुप्रभात, Meena <Manager>।')
    expect(mail.text).toContain('आपकी टीम की छूटी हुई विज़िट (12)')
    expect(mail.text).toContain('...और 11: https://crm.example.in/crm?owner=7&due=1&sort=nextVisit')
    expect(mail.text).toContain('लीड से दूर: 1.5 km, ऑफ़लाइन दर्ज: फ़ोन का समय 24/11/2026 10:00')
    expect(mail.text).toContain('आज की आपकी विज़िट (3)')
    expect(mail.text).toContain('बंद करने के लिए: https://crm.example.in/account/digest')
    expect(mail.html).toContain('<html lang="hi">')
    expect(mail.html).toContain(
      '<th style="text-align:left;padding:4px 8px;border-bottom:1px solid #cbd5e1">अगली विज़िट</th>',
    )
    expect(mail.html).toContain('href="https://crm.example.in/crm/leads/3"')
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Good morning|overdue|due today|Suspect/)
  })
})
