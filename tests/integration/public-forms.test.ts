import { describe, expect, it } from 'vitest'
import { privacyNoticeVersion } from '#app/content/privacy.ts'
import { messages } from '#app/lib/errors.ts'
import { PUBLIC_FORM_LIMIT } from '#server/rate-limits.ts'
import { counts, lastEnquiry, lastMail, postForm, postJson, validQuote } from '../helpers/forms.ts'
import { startTestServer, useTestServer } from '../helpers/server.ts'

// The blog's callback box (POST /api/callback), the older call style (POST /api/contact_a.php, D50) and the
// per-address rate limit of every public form endpoint (D46).

const INFO = 'leads@example.in'
const server = useTestServer({ INFO_EMAIL: INFO, TRUST_PROXY: '1' })
const handle = server.database

const callback = { name: 'Sunita Devi', phone: '9123456780', email: '', message: '' }

describe('Request a Callback (spec sections 3, 5, 7)', () => {
  it('saves the request with its mail and answers {err: "", msg}', async () => {
    const before = await counts(handle.db)
    const res = await postJson(
      server.url,
      '/api/callback',
      { ...callback, source: '/blog/some-post' },
      { ip: '10.1.1.1' },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ err: '', msg: messages.THANK_YOU_TEXT })
    expect(await lastEnquiry(handle.db)).toMatchObject({
      kind: 'callback',
      name: callback.name,
      phone: callback.phone,
      email: '',
      message: '',
      location: '',
      service: '',
      sourcePath: '/blog/some-post',
      noticeVersion: privacyNoticeVersion,
      ip: '10.1.1.1',
    })
    const mail = await lastMail(handle.db)
    expect(mail).toMatchObject({ toAddress: INFO })
    expect(mail!.subject).toBe(`Callback request from ${callback.name}`)
    expect(mail!.body).toContain(`Phone: ${callback.phone}`)
    expect(await counts(handle.db)).toMatchObject({ enquiries: before.enquiries + 1, mails: before.mails + 1 })
  })

  it.each([
    ['missing name', { name: '' }, messages.PAY_NAME_REQUIRED],
    ['missing phone', { phone: '' }, messages.PAY_PHONE_REQUIRED],
    ['phone of 9 digits', { phone: '912345678' }, messages.INVALID_PHONE],
    ['an Aadhaar-like number as the name', { name: '2345 6789 0123' }, messages.AADHAAR_NOT_ALLOWED],
    ['an invalid e-mail', { email: 'not-an-address' }, messages.INVALID_EMAIL],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, messages.TOO_LONG],
  ])('%s: err and msg carry the message, nothing saved', async (_what, change, message) => {
    const before = await counts(handle.db)
    const res = await postJson(server.url, '/api/callback', { ...callback, ...change })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { err: string; msg: string }
    expect(body.err).toBe(message)
    expect(body.msg).toBe(message)
    expect(await counts(handle.db)).toEqual(before)
  })

  it('a JSON body that is not an object is refused with 400', async () => {
    for (const body of ['[1,2]', '"x"', 'null', '{']) {
      const res = await postJson(server.url, '/api/callback', body)
      expect(res.status, body).toBe(400)
    }
  })

  it('the honeypot: success answer, nothing stored (D46)', async () => {
    const before = await counts(handle.db)
    const res = await postJson(server.url, '/api/callback', { ...callback, website: 'spam' })
    expect(await res.json()).toEqual({ err: '', msg: messages.THANK_YOU_TEXT })
    expect(await counts(handle.db)).toEqual(before)
  })

  it('works as a plain form before the script loads: 303 to the thank-you page', async () => {
    const ok = await postForm(server.url, '/api/callback', { name: 'Amit', phone: '9000000001' })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/thankyou/1')
    const bad = await postForm(server.url, '/api/callback', { name: 'Amit', phone: '12' })
    expect(bad.headers.get('location')).toBe('/thankyou/2')
  })
})

describe('POST /api/contact_a.php, the older call style (D50)', () => {
  const payload = {
    name: 'Old Client',
    email: 'old@example.in',
    phone: '9012345678',
    location: 'Delhi',
    service: 'Digital Signature Certificate (DSC)',
    message: '50% off? A&B #7 +1',
  }

  it("field 1 'contactus', field 2 the JSON: saved, {err: ''}", async () => {
    const before = await counts(handle.db)
    const res = await postForm(server.url, '/api/contact_a.php', { '1': 'contactus', '2': JSON.stringify(payload) })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ err: '' })
    expect(await lastEnquiry(handle.db)).toMatchObject({
      ...payload,
      kind: 'contact',
      sourcePath: '/api/contact_a.php',
    })
    expect(await counts(handle.db)).toMatchObject({ enquiries: before.enquiries + 1, mails: before.mails + 1 })
  })

  it('accepts any service value a page of the site sends', async () => {
    for (const service of ['fastag', 'Motor Insurance', 'Digital Signature Certificate', 'Loan']) {
      const res = await postForm(server.url, '/api/contact_a.php', {
        '1': 'contactus',
        '2': JSON.stringify({ ...payload, service }),
      })
      expect(await res.json(), service).toMatchObject({ err: '' })
    }
  })

  it('numbers in the JSON are taken as text', async () => {
    const res = await postForm(server.url, '/api/contact_a.php', {
      '1': 'contactus',
      '2': JSON.stringify({ ...payload, phone: 9012345678 }),
    })
    expect(await res.json()).toMatchObject({ err: '' })
  })

  it.each([
    ['a wrong first field', { '1': 'contactme', '2': JSON.stringify(payload) }, messages.BAD_REQUEST],
    ['no JSON', { '1': 'contactus' }, messages.BAD_REQUEST],
    ['broken JSON', { '1': 'contactus', '2': '{"name":' }, messages.BAD_REQUEST],
    ['a JSON array', { '1': 'contactus', '2': '[]' }, messages.BAD_REQUEST],
    ['a bad phone', { '1': 'contactus', '2': JSON.stringify({ ...payload, phone: '123' }) }, messages.INVALID_PHONE],
    ['a bad e-mail', { '1': 'contactus', '2': JSON.stringify({ ...payload, email: 'x' }) }, messages.INVALID_EMAIL],
    [
      'an unknown service',
      { '1': 'contactus', '2': JSON.stringify({ ...payload, service: 'x' }) },
      messages.SERVICE_UNKNOWN,
    ],
  ])('%s: {err: message}, nothing saved', async (_what, fields, message) => {
    const before = await counts(handle.db)
    const res = await postForm(server.url, '/api/contact_a.php', fields)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ err: message })
    expect(await counts(handle.db)).toEqual(before)
  })
})

describe('per-address rate limit (D46)', () => {
  it(`allows ${PUBLIC_FORM_LIMIT.limit} submissions from one address, then answers 429 with a clear message`, async () => {
    const ip = '10.250.0.1'
    for (let i = 0; i < PUBLIC_FORM_LIMIT.limit; i++) {
      const res = await postForm(server.url, '/enquiry', { ...validQuote, phone: '9' }, { ip, json: true })
      expect(res.status, `request ${i + 1}`).toBe(400)
    }
    const before = await counts(handle.db)
    const json = await postForm(server.url, '/enquiry', validQuote, { ip, json: true })
    expect(json.status).toBe(429)
    expect(await json.json()).toEqual({ err: messages.TOO_MANY_REQUESTS, msg: messages.TOO_MANY_REQUESTS })
    const page = await postForm(server.url, '/enquiry', validQuote, { ip })
    expect(page.status).toBe(429)
    expect(await page.text()).toContain(messages.TOO_MANY_REQUESTS)
    expect(page.headers.get('ratelimit-policy')).toBeTruthy()
    expect(await counts(handle.db)).toEqual(before)

    // One budget for all the public form endpoints, whatever the spelling of the path.
    const variants = [
      postJson(server.url, '/api/callback', callback, { ip }),
      postForm(server.url, '/api/contact_a.php', { '1': 'contactus', '2': '{}' }, { ip }),
      postForm(server.url, '/Enquiry', validQuote, { ip }),
      postForm(server.url, '/enquiry/', validQuote, { ip }),
      postForm(server.url, '/enquiry.data', validQuote, { ip }),
      postForm(server.url, '/%65nquiry', validQuote, { ip }),
      fetch(`${server.url}/api/paynow.php?m=x`, { redirect: 'manual', headers: { 'X-Forwarded-For': ip } }),
    ]
    for (const res of await Promise.all(variants)) expect(res.status, res.url).toBe(429)
    expect(await counts(handle.db)).toEqual(before)

    // Other addresses, and the pages themselves, are not affected.
    expect((await postForm(server.url, '/enquiry', validQuote, { json: true })).status).toBe(200)
    const pageRes = await fetch(`${server.url}/about`, { headers: { 'X-Forwarded-For': ip } })
    expect(pageRes.status).toBe(200)

    // The counters are in the database: another server on it (or this one restarted) refuses the address too.
    const restarted = await startTestServer(handle, { INFO_EMAIL: INFO, TRUST_PROXY: '1' })
    try {
      expect((await postForm(restarted.url, '/enquiry', validQuote, { ip, json: true })).status).toBe(429)
    } finally {
      await restarted.close()
    }
  })
})
