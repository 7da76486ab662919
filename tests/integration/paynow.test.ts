import { describe, expect, it } from 'vitest'
import { privacyNoticeVersion } from '#app/content/privacy.ts'
import { payNowUrl } from '#app/domain/payments/paynow-message.ts'
import { counts, freshAddress, lastMail, lastPayment } from '../helpers/forms.ts'
import { useTestServer } from '../helpers/server.ts'

// GET /api/paynow.php?m=... (spec sections 5 and 7, D45, D50): records a payment intimation, lands on /thankyou/1.

const INFO = 'accounts@example.in'
const server = useTestServer({ INFO_EMAIL: INFO, TRUST_PROXY: '1' })
const handle = server.database

const valid = {
  name: 'Meena Gupta',
  email: 'meena@example.in',
  phone: '9988776655',
  amount: '1500',
  message: 'UTR 1234',
}

const get = (path: string, ip = freshAddress(), method = 'GET') =>
  fetch(server.url + path, { method, redirect: 'manual', headers: { 'X-Forwarded-For': ip } })

describe('GET /api/paynow.php', () => {
  it('records the intimation and its mail, then lands on /thankyou/1', async () => {
    const before = await counts(handle.db)
    const res = await get(payNowUrl(valid), '10.7.7.7')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/thankyou/1')
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    // Several values: browsers apply the last one they know.
    expect(res.headers.get('referrer-policy')).toMatch(/(^|, )no-referrer$/)
    expect(await lastPayment(handle.db)).toMatchObject({
      ...valid,
      noticeVersion: privacyNoticeVersion,
      ip: '10.7.7.7',
    })
    const mail = await lastMail(handle.db)
    expect(mail!.toAddress).toBe(INFO)
    expect(mail!.subject).toBe('Payment intimation: Rs. 1500 from Meena Gupta')
    expect(mail!.body).toContain('Amount (Rs.): 1500')
    expect(await counts(handle.db)).toMatchObject({ payments: before.payments + 1, mails: before.mails + 1 })
  })

  it('keeps #, +, %, & and the separator itself exactly as typed (D42)', async () => {
    const tricky = { ...valid, name: 'A|B & Sons #1', message: 'Paid 100% + GST | ref #9 & a=b' }
    const res = await get(payNowUrl(tricky))
    expect(res.headers.get('location')).toBe('/thankyou/1')
    expect(await lastPayment(handle.db)).toMatchObject(tricky)
  })

  it('accepts an older client that joined the raw values with |', async () => {
    const m = ['Raw Name', 'raw@example.in', '9000000002', '250.50', 'note | with bar'].join('|')
    const res = await get(`/api/paynow.php?m=${encodeURIComponent(m)}`)
    expect(res.headers.get('location')).toBe('/thankyou/1')
    expect(await lastPayment(handle.db)).toMatchObject({
      name: 'Raw Name',
      amount: '250.50',
      message: 'note | with bar',
    })
  })

  it('accepts the five fields as separate parameters (the pay form before its script loads)', async () => {
    const res = await get(`/api/paynow.php?${new URLSearchParams(valid)}`)
    expect(res.headers.get('location')).toBe('/thankyou/1')
  })

  it.each([
    ['no m', '/api/paynow.php'],
    ['an empty m', '/api/paynow.php?m='],
    ['too few parts', `/api/paynow.php?m=${encodeURIComponent('a|b|c')}`],
    ['missing name', payNowUrl({ ...valid, name: '' })],
    ['missing e-mail', payNowUrl({ ...valid, email: '' })],
    ['bad e-mail', payNowUrl({ ...valid, email: 'meena@' })],
    ['phone of 9 digits', payNowUrl({ ...valid, phone: '998877665' })],
    ['amount 0', payNowUrl({ ...valid, amount: '0' })],
    ['negative amount', payNowUrl({ ...valid, amount: '-5' })],
    ['amount not a number', payNowUrl({ ...valid, amount: 'ten' })],
    ['amount over 10 characters', payNowUrl({ ...valid, amount: '12345678901' })],
    ['name over 50 characters', payNowUrl({ ...valid, name: 'x'.repeat(51) })],
    ['e-mail over 50 characters', payNowUrl({ ...valid, email: `${'x'.repeat(45)}@example.in` })],
    ['message over 100 characters', payNowUrl({ ...valid, message: 'x'.repeat(101) })],
    ['an Aadhaar-like number in the message', payNowUrl({ ...valid, message: 'aadhaar 234567890123' })],
    ['broken percent-encoding', '/api/paynow.php?m=%E0%A4%A'],
  ])('%s: /thankyou/2, nothing saved', async (_what, path) => {
    const before = await counts(handle.db)
    const res = await get(path)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/thankyou/2')
    expect(await counts(handle.db)).toEqual(before)
  })

  it('accepts the limits exactly: name 50, e-mail 50, amount 10 characters, message 100', async () => {
    const edge = {
      name: 'n'.repeat(50),
      email: `${'e'.repeat(39)}@example.in`,
      phone: '9000000003',
      amount: '9999999.99',
      message: 'm'.repeat(100),
    }
    expect(edge.email).toHaveLength(50)
    const res = await get(payNowUrl(edge))
    expect(res.headers.get('location')).toBe('/thankyou/1')
  })

  it('a HEAD request (link checkers) records nothing', async () => {
    const before = await counts(handle.db)
    const res = await get(payNowUrl(valid), freshAddress(), 'HEAD')
    expect(res.status).toBe(405)
    expect(await counts(handle.db)).toEqual(before)
  })

  it('the request log carries the path without the personal details of the query', async () => {
    await get(payNowUrl({ ...valid, name: 'Logged Nowhere' }))
    const lines = JSON.stringify(server.logs)
    expect(lines).toContain('/api/paynow.php')
    expect(lines).not.toContain('Logged')
  })
})
