import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { privacyNoticeVersion } from '#app/content/privacy.ts'
import { messages } from '#app/lib/errors.ts'
import { counts, lastEnquiry, lastMail, postForm, postJson, validQuote } from '../helpers/forms.ts'
import { useTestServer } from '../helpers/server.ts'
import { mailWorkerTo, startSmtpCapture } from '../helpers/smtp.ts'

// Issue 3 "Submissions": the quote and contact forms through POST /enquiry (D41, D42, D46).

const INFO = 'leads@example.in'
const server = useTestServer({ INFO_EMAIL: INFO, TRUST_PROXY: '1' })
const handle = server.database

const post = (fields: Record<string, string>, options: Parameters<typeof postForm>[3] = {}) =>
  postForm(server.url, '/enquiry', fields, options)

describe('each form variant saves the request and queues its mail', () => {
  const variants = [
    { name: 'home', fields: { variant: 'home', source: '/', service: 'Buy & Sell GOLD' }, kind: 'quote' },
    { name: 'contact', fields: { variant: 'contact', source: '/contact', service: 'Loan' }, kind: 'contact' },
    {
      name: 'service page (fixed value)',
      fields: { variant: 'service', source: '/fastag', service: 'fastag' },
      kind: 'quote',
    },
    {
      name: 'insurance page (D43)',
      fields: { variant: 'service', source: '/services/insurance', service: 'Motor Insurance' },
      kind: 'quote',
    },
    {
      name: 'DSC offer (location hidden)',
      fields: { variant: 'dsc-offer', source: '/offers', service: 'Digital Signature Certificate', location: '' },
      kind: 'offer',
    },
  ]

  it.each(variants)('$name: 303 to /thankyou/1, row and mail stored', async ({ fields, kind }) => {
    const before = await counts(handle.db)
    const res = await post({ ...validQuote, ...fields }, { ip: '10.9.8.7' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/thankyou/1')

    const row = await lastEnquiry(handle.db)
    expect(row).toMatchObject({
      kind,
      name: validQuote.name,
      email: validQuote.email,
      phone: validQuote.phone,
      location: fields.location ?? validQuote.location,
      service: fields.service,
      message: validQuote.message,
      sourcePath: fields.source,
      noticeVersion: privacyNoticeVersion,
      ip: '10.9.8.7',
    })
    expect(await counts(handle.db)).toMatchObject({ enquiries: before.enquiries + 1, mails: before.mails + 1 })

    const mail = await lastMail(handle.db)
    expect(mail!.toAddress).toBe(INFO)
    expect(mail!.subject).toContain(validQuote.name)
    expect(mail!.subject).toContain(fields.service)
    expect(mail!.body).toContain(`Phone: ${validQuote.phone}`)
    expect(mail!.body).toContain(`E-mail: ${validQuote.email}`)
    expect(mail!.body).toContain(`Page: ${fields.source}`)
    expect(mail!.body).toContain(validQuote.message)
    expect(mail!.body).toContain(`enquiry ${row!.id}`)
  })

  it('the forms’ script gets JSON {err: "", msg} (spec section 7)', async () => {
    const res = await post(validQuote, { json: true })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ err: '', msg: messages.THANK_YOU_TEXT })
  })

  it('keeps #, +, % and & exactly as typed (D42)', async () => {
    const tricky = { name: 'A&B #1 + Sons 100%', message: 'Rates: 1% + GST & 18%; ref #42 a+b=c %20 &amp;' }
    const res = await post({ ...validQuote, ...tricky })
    expect(res.headers.get('location')).toBe('/thankyou/1')
    const row = await lastEnquiry(handle.db)
    expect(row!.name).toBe(tricky.name)
    expect(row!.message).toBe(tricky.message)
    expect((await lastMail(handle.db))!.body).toContain(tricky.message)
  })

  it('keeps the line breaks of a message', async () => {
    await post({ ...validQuote, message: 'Line one\r\nLine two' })
    expect((await lastEnquiry(handle.db))!.message).toBe('Line one\nLine two')
  })
})

describe('invalid input: a clear message, nothing saved', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['phone of 9 digits', { phone: '987654321' }, messages.INVALID_PHONE, 'phone'],
    ['phone with letters', { phone: '98765abcde' }, messages.INVALID_PHONE, 'phone'],
    ['phone of 11 digits', { phone: '98765432100' }, messages.INVALID_PHONE, 'phone'],
    ['bad e-mail', { email: 'ravi@' }, messages.INVALID_EMAIL, 'email'],
    ['missing name', { name: '' }, messages.PAY_NAME_REQUIRED, 'name'],
    ['blank name', { name: '   ' }, messages.PAY_NAME_REQUIRED, 'name'],
    ['missing e-mail', { email: '' }, messages.PAY_EMAIL_REQUIRED, 'email'],
    ['missing phone', { phone: '' }, messages.PAY_PHONE_REQUIRED, 'phone'],
    ['no service chosen', { service: '' }, messages.SERVICE_REQUIRED, 'service'],
    ['a service value of another page', { service: 'fastag' }, messages.SERVICE_UNKNOWN, 'service'],
    ['a made-up service', { service: 'Free Money' }, messages.SERVICE_UNKNOWN, 'service'],
    [
      'Aadhaar-like number in the message',
      { message: 'My Aadhaar is 2345 6789 0123' },
      messages.AADHAAR_NOT_ALLOWED,
      'message',
    ],
    ['Aadhaar-like number in the name', { name: 'Ravi 234567890123' }, messages.AADHAAR_NOT_ALLOWED, 'name'],
    ['Aadhaar-like number in the location', { location: '2345-6789-0123' }, messages.AADHAAR_NOT_ALLOWED, 'location'],
    ['name over 100 characters', { name: 'x'.repeat(101) }, messages.TOO_LONG, 'name'],
    ['e-mail over 100 characters', { email: `${'x'.repeat(95)}@example.in` }, messages.TOO_LONG, 'email'],
    ['location over 100 characters', { location: 'x'.repeat(101) }, messages.TOO_LONG, 'location'],
    ['message over 1000 characters', { message: 'x'.repeat(1001) }, messages.TOO_LONG, 'message'],
  ]

  it.each(cases)('%s (JSON reply)', async (_what, change, message, field) => {
    const before = await counts(handle.db)
    const res = await post({ ...validQuote, ...change }, { json: true })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ err: message, msg: message, field })
    expect(await counts(handle.db)).toEqual(before)
  })

  it.each(cases)('%s (plain form: /thankyou/2)', async (_what, change) => {
    const before = await counts(handle.db)
    const res = await post({ ...validQuote, ...change })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/thankyou/2')
    expect(await counts(handle.db)).toEqual(before)
  })

  it('accepts exactly 100 characters of name and 1000 of message', async () => {
    const res = await post({ ...validQuote, name: 'n'.repeat(100), message: 'm'.repeat(1000) }, { json: true })
    expect(res.status).toBe(200)
  })

  it('a phone number with country code in the message is not taken for an Aadhaar number', async () => {
    const res = await post({ ...validQuote, message: 'Call me on +919876543210' }, { json: true })
    expect(res.status).toBe(200)
  })

  it('the DSC offer form only takes its own service; the home form not the service pages’ values', async () => {
    for (const [variant, service] of [
      ['dsc-offer', 'Fastag'],
      ['home', 'Motor Insurance'],
      ['service', 'Buy & Sell GOLD'],
    ] as const) {
      const res = await post({ ...validQuote, variant, service }, { json: true })
      expect(res.status, `${variant} ${service}`).toBe(400)
    }
  })

  it('an unknown variant, a body that is not a form and broken JSON are refused with 400', async () => {
    const before = await counts(handle.db)
    expect((await post({ ...validQuote, variant: 'admin' }, { json: true })).status).toBe(400)
    const text = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      body: 'name=x',
      headers: { 'Content-Type': 'text/plain', Accept: 'application/json', 'X-Forwarded-For': '10.200.0.1' },
    })
    expect(text.status).toBe(400)
    expect(await text.json()).toMatchObject({ err: messages.BAD_REQUEST })
    const broken = await postJson(server.url, '/enquiry', '{"name": ')
    expect(broken.status).toBe(400)
    expect(await counts(handle.db)).toEqual(before)
  })

  it('ignores extra fields (strict parsing)', async () => {
    const res = await post(
      { ...validQuote, id: '1', kind: 'callback', ip: '1.2.3.4', handledAt: 'now' },
      { json: true },
    )
    expect(res.status).toBe(200)
    const row = await lastEnquiry(handle.db)
    expect(row!.kind).toBe('quote')
    expect(row!.handledAt).toBeNull()
    expect(row!.ip).not.toBe('1.2.3.4')
  })

  it('a source that is not a site path is not stored as one', async () => {
    await post({ ...validQuote, source: 'https://evil.example/x' })
    expect((await lastEnquiry(handle.db))!.sourcePath).toBe('')
    await post({ ...validQuote, source: '//evil.example' })
    expect((await lastEnquiry(handle.db))!.sourcePath).toBe('')
  })

  it('GET /enquiry is not a page and not an error', async () => {
    const res = await fetch(`${server.url}/enquiry`, { redirect: 'manual' })
    expect(res.status).toBe(405)
  })

  it('a cross-site post is refused and stores nothing (ASVS 3.5)', async () => {
    const before = await counts(handle.db)
    const res = await post(validQuote, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } })
    expect(res.status).toBe(403)
    expect(await counts(handle.db)).toEqual(before)
  })
})

describe('spam and abuse (D46)', () => {
  it('a filled honeypot gets the normal success page and nothing is stored', async () => {
    const before = await counts(handle.db)
    const res = await post({ ...validQuote, website: 'http://spam.example' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/thankyou/1')
    const json = await post({ ...validQuote, website: 'x' }, { json: true })
    expect(await json.json()).toEqual({ err: '', msg: messages.THANK_YOU_TEXT })
    expect(await counts(handle.db)).toEqual(before)
  })
})

describe('mail headers (ASVS 1.3.11)', () => {
  it('a line break in the name cannot add a header to the mail', async () => {
    const res = await post({ ...validQuote, name: 'Ravi\r\nBcc: evil@example.com\r\nX-Evil: yes' })
    expect(res.headers.get('location')).toBe('/thankyou/1')
    const row = await lastEnquiry(handle.db)
    expect(row!.name).toBe('Ravi Bcc: evil@example.com X-Evil: yes')

    const smtp = await startSmtpCapture()
    const worker = mailWorkerTo(handle.db, smtp.port)
    try {
      while ((await worker.runOnce()).sent > 0) {}
      const mail = smtp.messages.find((m) => m.subject.includes('Ravi Bcc'))
      expect(mail).toBeDefined()
      expect(mail!.envelopeTo).toEqual([INFO])
      expect(mail!.headers).not.toMatch(/^(Bcc|X-Evil):/im)
      expect(mail!.text).toContain('Name: Ravi Bcc: evil@example.com X-Evil: yes')
    } finally {
      await worker.stop()
      await smtp.close()
    }
  })
})

describe('one transaction (D41)', () => {
  it('when the mail cannot be queued the request is not saved either, and the visitor is told it failed', async () => {
    await handle.db.execute(
      sql.raw(`create or replace function refuse_mail() returns trigger language plpgsql as $$
        begin raise exception 'outbox refused for the test'; end $$`),
    )
    await handle.db.execute(
      sql.raw('create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()'),
    )
    try {
      const before = await counts(handle.db)
      const page = await post(validQuote)
      expect(page.status).toBe(303)
      expect(page.headers.get('location')).toBe('/thankyou/2')
      const json = await post(validQuote, { json: true })
      expect(json.status).toBe(500)
      expect(await json.json()).toEqual({ err: messages.ERR0000, msg: messages.ERR0000 })
      expect(await counts(handle.db)).toEqual(before)
      // The failure is logged for the operator, without the visitor's details.
      const failures = server.logs.filter((l) => l.msg === 'quote request could not be saved')
      expect(failures.length).toBeGreaterThan(0)
      expect(JSON.stringify(failures)).not.toContain(validQuote.phone)
    } finally {
      await handle.db.execute(sql.raw('drop trigger refuse_mail on mail_outbox'))
    }
  })
})
