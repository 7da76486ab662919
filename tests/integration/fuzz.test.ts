import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { enquiries, paymentIntimations } from '#app/db/schema.ts'
import { hasAadhaarLikeNumber } from '#app/domain/enquiries/schemas.ts'
import { freshAddress } from '../helpers/forms.ts'
import { useTestServer } from '../helpers/server.ts'

// security.md "Input": a property test throws generated bodies at every public form endpoint: never a 5xx, and
// whatever is stored obeys the rules.

const server = useTestServer({ TRUST_PROXY: '1', LOG_LEVEL: 'warn' })
const handle = server.database

const fieldNames = fc.constantFrom(
  'name',
  'email',
  'phone',
  'location',
  'service',
  'message',
  'variant',
  'source',
  'website',
  '1',
  '2',
  'amount',
  '__proto__',
  'constructor',
)
const plausible = fc.constantFrom(
  'home',
  'service',
  'contact',
  'dsc-offer',
  'contactus',
  '9876543210',
  'Fastag',
  'fastag',
  'Human ATM',
  'a@b.in',
  '',
  ' ',
  '\r\n',
  '%',
  '&',
  '#+%&',
  '2345 6789 0123',
  '{"name":"x"}',
)
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  plausible,
  fc.string({ minLength: 990, maxLength: 1100 }),
)
const fields = fc.dictionary(fc.oneof(fieldNames, fc.string({ maxLength: 12 })), text, { maxKeys: 12 })
const contentTypes = fc.constantFrom(
  'application/x-www-form-urlencoded',
  'application/json',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'text/plain',
  'application/xml',
  '',
)
const accepts = fc.constantFrom('application/json', 'text/html', '*/*', '')

/** Bodies: real forms, JSON values of any shape, and raw bytes under any content type. */
const body = fc.oneof(
  fields.map((f) => ({ type: 'application/x-www-form-urlencoded', data: new URLSearchParams(f).toString() })),
  fields.map((f) => ({ type: 'application/json', data: JSON.stringify(f) })),
  fc.jsonValue().map((v) => ({ type: 'application/json', data: JSON.stringify(v) ?? 'null' })),
  fc.record({ type: contentTypes, data: fc.string({ unit: 'binary', maxLength: 500 }) }),
  fc.record({ type: contentTypes, data: fc.uint8Array({ maxLength: 300 }) }),
  fields.map((f) => ({
    type: 'application/x-www-form-urlencoded',
    data: new URLSearchParams({ '1': 'contactus', '2': JSON.stringify(f) }).toString(),
  })),
)

async function send(path: string, b: { type: string; data: string | Uint8Array }, accept: string) {
  const headers: Record<string, string> = { 'X-Forwarded-For': freshAddress() }
  if (b.type) headers['Content-Type'] = b.type
  if (accept) headers.Accept = accept
  const data = typeof b.data === 'string' ? b.data : new Blob([new Uint8Array(b.data)])
  const res = await fetch(server.url + path, { method: 'POST', body: data, headers, redirect: 'manual' })
  await res.arrayBuffer()
  return res.status
}

describe('generated bodies never cause a 5xx', () => {
  for (const path of ['/enquiry', '/api/callback', '/api/contact_a.php']) {
    it(`POST ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, accepts, async (b, accept) => {
          const status = await send(path, b, accept)
          expect(status).toBeLessThan(500)
        }),
        { numRuns: 80 },
      )
    })
  }

  it('GET /api/paynow.php', async () => {
    const m = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.array(text, { minLength: 5, maxLength: 7 }).map((parts) => parts.join('|')),
      fc.array(text, { minLength: 5, maxLength: 5 }).map((parts) => parts.map(encodeURIComponent).join('|')),
    )
    await fc.assert(
      fc.asyncProperty(m, fc.boolean(), async (value, encode) => {
        const query = encode ? encodeURIComponent(value) : value.replace(/[#\s]/g, '')
        const res = await fetch(`${server.url}/api/paynow.php?m=${query}`, {
          redirect: 'manual',
          headers: { 'X-Forwarded-For': freshAddress() },
        })
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: 120 },
    )
  })

  it('what was stored obeys the rules (nothing invalid, nothing half-saved)', async () => {
    for (const row of await handle.db.select().from(enquiries)) {
      expect(row.phone).toMatch(/^\d{10}$/)
      expect(row.name.trim()).not.toBe('')
      expect(row.name).not.toMatch(/[\r\n]/)
      expect(hasAadhaarLikeNumber(`${row.name} ${row.location} ${row.message}`)).toBe(false)
    }
    for (const row of await handle.db.select().from(paymentIntimations)) {
      expect(row.phone).toMatch(/^\d{10}$/)
      expect(Number(row.amount)).toBeGreaterThan(0)
    }
  })
})
