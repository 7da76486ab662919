import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog, enquiries, leads, mailOutbox } from '#app/db/schema.ts'
import { submitCallback, submitQuote } from '#app/domain/enquiries/enquiries.server.ts'
import {
  allEnquiries,
  ENQUIRIES_PER_PAGE,
  enquiryPrefill,
  getEnquiry,
  listEnquiries,
  markHandled,
  retryEnquiryMail,
} from '#app/domain/enquiries/inbox.server.ts'
import { enquiryFilterSchema } from '#app/domain/enquiries/inbox-schemas.ts'
import { MAIL_FAILED_AFTER } from '#app/domain/enquiries/mail-state.ts'
import { recordPaymentIntimation } from '#app/domain/payments/payments.server.ts'
import { messages } from '#app/lib/errors.ts'
import { jpeg, leadFields, postVisit } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { createStaff, sessionCookieFor, snapshot, staffWith } from '../helpers/staff.ts'

/**
 * The web-enquiries inbox (D41): every public submission listed newest first with its mail's delivery, the URL
 * filters and paging, marking handled once with a note, retrying a failed mail, and turning an enquiry into a lead
 * at most once, linked both ways in the lead's own transaction.
 */

const server = useTestServer()
const handle = server.database
const db = () => handle.db
const origin = { ip: '10.0.0.9', sourcePath: '/services/human-atm', notify: 'info@example.in' }
let actor: { userSrno: number; userId: string; ip: string }

beforeAll(async () => {
  const manager = await createStaff(handle.db, { group: 2, userName: 'Meena Manager' })
  actor = { userSrno: manager.srno, userId: manager.userId, ip: '127.0.0.1' }
})

const quote = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '9876543210',
  location: 'Jaipur',
  service: 'Human ATM',
  message: 'Please send the price.',
}

/** An enquiry received at a given moment, with its mail in a given state. */
async function enquiryAt(
  at: string,
  values: Partial<typeof enquiries.$inferInsert> = {},
  mail: Partial<typeof mailOutbox.$inferInsert> | null = {},
) {
  const [m] = mail
    ? await db()
        .insert(mailOutbox)
        .values({ toAddress: 'info@example.in', subject: 's', body: 'b', ...mail })
        .returning({ id: mailOutbox.id })
    : [undefined]
  const [row] = await db()
    .insert(enquiries)
    .values({
      kind: 'quote',
      name: 'Someone',
      phone: '9000000000',
      noticeVersion: 'test',
      createdAt: new Date(at),
      mailId: m?.id ?? null,
      ...values,
    })
    .returning({ id: enquiries.id })
  return { id: row!.id, mailId: m?.id ?? null }
}

async function clearEnquiries() {
  await db().execute(sql`update leads set enquiry_id = null`)
  await db().execute(sql`delete from enquiries`)
}

describe('every public submission reaches the inbox with its mail', () => {
  it('quote, callback and payment intimation are listed newest first, each linked to its queued mail', async () => {
    await clearEnquiries()
    const q = await submitQuote(db(), quote, 'quote', origin)
    const c = await submitCallback(db(), { name: 'Sunita Devi', phone: '9123456780', email: '', message: '' }, origin)
    await recordPaymentIntimation(
      db(),
      { name: 'Meena Gupta', email: 'meena@example.in', phone: '9988776655', amount: '1500', message: 'UTR 1234' },
      { ip: '10.0.0.9', notify: 'accounts@example.in' },
    )
    const list = await listEnquiries(db(), {})
    expect(list.rows.map((r) => r.kind)).toEqual(['payment', 'callback', 'quote'])
    expect(list.rows.every((r) => r.mailState === 'queued')).toBe(true)
    const payment = list.rows[0]!
    expect(payment).toMatchObject({ name: 'Meena Gupta', message: 'Amount: Rs. 1500 - UTR 1234' })
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, (await db().select().from(enquiries).where(eq(enquiries.id, q.id)))[0]!.mailId!))
    expect(mail!.body).toContain(`Reference: enquiry ${q.id}`)
    expect((await getEnquiry(db(), c.id)).mailState).toBe('queued')
  })
})

describe('mail delivery states', () => {
  it('shows queued, sent, retrying with the last error, failed, and parked as failed', async () => {
    await clearEnquiries()
    const now = new Date()
    const queued = await enquiryAt('2026-11-01T05:00:00Z')
    const sent = await enquiryAt('2026-11-01T05:01:00Z', {}, { attempts: 1, sentAt: now })
    const retrying = await enquiryAt('2026-11-01T05:02:00Z', {}, { attempts: 2, lastError: '421 try later' })
    const failed = await enquiryAt(
      '2026-11-01T05:03:00Z',
      {},
      { attempts: MAIL_FAILED_AFTER, lastError: 'connect ECONNREFUSED' },
    )
    const parked = await enquiryAt(
      '2026-11-01T05:04:00Z',
      {},
      { attempts: 1, lastError: 'Invalid recipient', nextAttemptAt: new Date(Date.now() + 100 * 86_400_000) },
    )
    const none = await enquiryAt('2026-11-01T05:05:00Z', {}, null)
    const state = async (id: number) => {
      const r = await getEnquiry(db(), id)
      return [r.mailState, r.mailError]
    }
    expect(await state(queued.id)).toEqual(['queued', null])
    expect(await state(sent.id)).toEqual(['sent', null])
    expect(await state(retrying.id)).toEqual(['retrying', '421 try later'])
    expect(await state(failed.id)).toEqual(['failed', 'connect ECONNREFUSED'])
    expect(await state(parked.id)).toEqual(['failed', 'Invalid recipient'])
    expect(await state(none.id)).toEqual(['none', null])
  })
})

describe('filters and paging', () => {
  let ids: Record<string, number>
  beforeAll(async () => {
    await clearEnquiries()
    ids = {
      // 23:59 IST on 09/11 is still 09/11 in India; 00:10 IST on 10/11 is 10/11.
      late9: (await enquiryAt('2026-11-09T18:29:00Z', { name: 'Asha Rao', service: 'Fastag' })).id,
      early10: (await enquiryAt('2026-11-09T18:40:00Z', { kind: 'contact', name: 'Bala Iyer', email: 'bala@shop.in' }))
        .id,
      handled: (await enquiryAt('2026-11-11T06:00:00Z', { kind: 'callback', name: 'Chitra 100%', phone: '9111122222' }))
        .id,
    }
    await markHandled(db(), actor, { enquiryId: ids.handled!, note: 'Called back, not interested' })
  })
  const names = async (query: Record<string, string>) =>
    (await listEnquiries(db(), enquiryFilterSchema.parse(query))).rows.map((r) => r.name)

  it('by kind, service and state', async () => {
    expect(await names({ kind: 'contact' })).toEqual(['Bala Iyer'])
    expect(await names({ service: 'Fastag' })).toEqual(['Asha Rao'])
    expect(await names({ state: 'handled' })).toEqual(['Chitra 100%'])
    expect(await names({ state: 'new' })).toEqual(['Bala Iyer', 'Asha Rao'])
  })

  it('by India dates, inclusive', async () => {
    expect(await names({ from: '2026-11-09', to: '2026-11-09' })).toEqual(['Asha Rao'])
    expect(await names({ from: '2026-11-10' })).toEqual(['Chitra 100%', 'Bala Iyer'])
    expect(await names({ to: '2026-11-10' })).toEqual(['Bala Iyer', 'Asha Rao'])
  })

  it('by text over name, phone and e-mail; % is a character, not a wildcard', async () => {
    expect(await names({ q: 'asha' })).toEqual(['Asha Rao'])
    expect(await names({ q: '91111' })).toEqual(['Chitra 100%'])
    expect(await names({ q: 'SHOP.IN' })).toEqual(['Bala Iyer'])
    expect(await names({ q: '100%' })).toEqual(['Chitra 100%'])
    expect(await names({ q: '%' })).toEqual(['Chitra 100%'])
  })

  it('ignores malformed filter values instead of failing', () => {
    expect(enquiryFilterSchema.parse({ kind: 'x', state: 'gone', from: '2026-02-30', page: '99999999999' })).toEqual({})
  })

  it('pages 25 at a time, newest first, and the download reads every row by key', async () => {
    await clearEnquiries()
    for (let i = 0; i < ENQUIRIES_PER_PAGE + 3; i++) {
      await enquiryAt(new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(), { name: `P${i}` })
    }
    const first = await listEnquiries(db(), {})
    expect(first).toMatchObject({ total: ENQUIRIES_PER_PAGE + 3, pages: 2, page: 1 })
    expect(first.rows[0]!.name).toBe(`P${ENQUIRIES_PER_PAGE + 2}`)
    const second = await listEnquiries(db(), { page: 2 })
    expect(second.rows.map((r) => r.name)).toEqual(['P2', 'P1', 'P0'])
    const all: string[] = []
    for await (const r of allEnquiries(db(), {}, { pageSize: 4 })) all.push(r.name)
    expect(all).toHaveLength(ENQUIRIES_PER_PAGE + 3)
    expect(new Set(all).size).toBe(all.length)
    expect(all.at(-1)).toBe('P0')
  })

  it('the download misses no row when several arrive within one millisecond', async () => {
    await clearEnquiries()
    await db().execute(sql`
      insert into enquiries (kind, name, phone, notice_version, created_at)
      select 'quote', 'M' || g, '9000000000', 'test', timestamptz '2026-11-02 10:00:00.000100+00' + g * interval '1 microsecond'
      from generate_series(1, 9) g`)
    const all: string[] = []
    for await (const r of allEnquiries(db(), {}, { pageSize: 2 })) all.push(r.name)
    expect(all).toEqual(['M9', 'M8', 'M7', 'M6', 'M5', 'M4', 'M3', 'M2', 'M1'])
  })
})

describe('mark handled', () => {
  it('keeps the note, who and when; a second attempt is refused and keeps the first note', async () => {
    const { id } = await enquiryAt('2026-11-12T05:00:00Z')
    await markHandled(db(), actor, { enquiryId: id, note: 'Sent the price list' })
    const row = await getEnquiry(db(), id)
    expect(row.handledNote).toBe('Sent the price list')
    expect(row.handledBy).toBe(`Meena Manager (${actor.userId})`)
    expect(row.handledAt).toBeInstanceOf(Date)
    await expect(markHandled(db(), actor, { enquiryId: id, note: 'Again' })).rejects.toMatchObject({
      code: 'ENQUIRY_ALREADY_HANDLED',
    })
    expect((await getEnquiry(db(), id)).handledNote).toBe('Sent the price list')
    await expect(markHandled(db(), actor, { enquiryId: 999_999, note: 'x' })).rejects.toMatchObject({
      code: 'ENQUIRY_NOT_FOUND',
    })
    const log = await db().select().from(activityLog).where(eq(activityLog.action, 'enquiry-handled'))
    expect(log.some((l) => l.description === `Marked web enquiry ${id} handled`)).toBe(true)
  })
})

describe('retry a mail', () => {
  it('makes a failed or retrying mail due now, and refuses a sent, a queued or a claimed one', async () => {
    const later = new Date(Date.now() + 10 * 60_000)
    const failed = await enquiryAt('2026-11-13T05:00:00Z', {}, { attempts: 9, lastError: 'x', nextAttemptAt: later })
    await retryEnquiryMail(db(), actor, failed.id)
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, failed.mailId!))
    expect(mail!.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 1000)

    const sent = await enquiryAt('2026-11-13T05:01:00Z', {}, { attempts: 1, sentAt: new Date() })
    const queued = await enquiryAt('2026-11-13T05:02:00Z')
    const claimed = await enquiryAt(
      '2026-11-13T05:03:00Z',
      {},
      { attempts: 9, lastError: 'x', nextAttemptAt: later, lockedUntil: later },
    )
    for (const e of [sent, queued, claimed]) {
      await expect(retryEnquiryMail(db(), actor, e.id)).rejects.toMatchObject({ code: 'MAIL_NOT_RETRYABLE' })
    }
    const [untouched] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, claimed.mailId!))
    expect(untouched!.nextAttemptAt.getTime()).toBe(later.getTime())
  })
})

describe('turning an enquiry into a lead', () => {
  let manager: string
  let fieldStaff: string
  beforeAll(async () => {
    manager = await sessionCookieFor(db(), actor.userSrno)
    fieldStaff = await sessionCookieFor(db(), (await createStaff(db(), { group: 3 })).srno)
  })
  const convert = async (enquiry: number, cookie = manager, extra: Record<string, string> = {}) => {
    const res = await postVisit(server.url, cookie, leadFields({ enquiry: String(enquiry), ...extra }), {
      name: 'selfie.jpg',
      bytes: await jpeg(),
    })
    return { res, body: (await res.json()) as { ok: boolean; leadId?: number; error?: string } }
  }

  it('prefills the lead form from the enquiry', async () => {
    const { id } = await submitQuote(db(), quote, 'quote', origin)
    expect(await enquiryPrefill(db(), id)).toEqual({
      id,
      convertedTo: null,
      defaults: {
        contactPerson: 'Ravi Kumar',
        mobile: '9876543210',
        email: 'ravi@example.in',
        address: 'Jaipur',
        remark: 'Web enquiry: Human ATM. Please send the price.',
        enquiry: id,
        // The enquiry's service is the lead's first product of interest (D59).
        products: ['human-atm'],
      },
    })
  })

  it('links the saved lead and the enquiry both ways, once; a second conversion is refused and saves nothing', async () => {
    const { id } = await submitQuote(db(), quote, 'quote', origin)
    const first = await convert(id)
    expect(first.res.status).toBe(200)
    const leadId = first.body.leadId!
    const [lead] = await db().select().from(leads).where(eq(leads.srno, leadId))
    expect(lead!.enquiryId).toBe(id)
    expect((await getEnquiry(db(), id)).leadSrno).toBe(leadId)
    expect((await enquiryPrefill(db(), id))!.convertedTo).toBe(leadId)

    const before = await snapshot(db())
    const second = await convert(id)
    expect(second.res.status).toBe(409)
    expect(second.body.error).toBe(messages.ENQUIRY_ALREADY_CONVERTED)
    expect(await snapshot(db())).toBe(before)
  })

  it('the same form sent twice (its one-time key) is one lead, not a refusal', async () => {
    const { id } = await submitQuote(db(), quote, 'quote', origin)
    const fields = { clientKey: 'repeat-key-0123456789' }
    const first = await convert(id, manager, fields)
    const again = await convert(id, manager, fields)
    expect(again.res.status).toBe(200)
    expect(again.body.leadId).toBe(first.body.leadId)
  })

  it('two conversions racing: exactly one lead', async () => {
    const { id } = await submitQuote(db(), quote, 'quote', origin)
    const results = await Promise.all([convert(id), convert(id), convert(id)])
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 409, 409])
    const made = await db().select().from(leads).where(eq(leads.enquiryId, id))
    expect(made).toHaveLength(1)
  })

  it('an unknown enquiry is refused; without the ENQUIRY right the link is refused and nothing saved', async () => {
    const missing = await convert(999_999)
    expect(missing.res.status).toBe(404)
    expect(missing.body.error).toBe(messages.ENQUIRY_NOT_FOUND)
    const { id } = await submitQuote(db(), quote, 'quote', origin)
    const before = await snapshot(db())
    const denied = await convert(id, fieldStaff)
    expect(denied.res.status).toBe(403)
    expect(await snapshot(db())).toBe(before)
    const line = server.logs.filter((l) => l.msg === 'access denied' && l.path === '/crm/visits').at(-1)
    expect(line).toMatchObject({ right: 'ENQUIRY', flag: 'query' })
  })

  it('a CRM user without the ENQUIRY right still adds ordinary leads', async () => {
    const { cookie } = await staffWith(db(), { CRM: { query: true, add: true } })
    const res = await postVisit(server.url, cookie, leadFields(), { name: 'selfie.jpg', bytes: await jpeg() })
    expect(res.status).toBe(200)
  })
})
