import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { leads, leadVisits, sessions } from '#app/db/schema.ts'
import { hashToken } from '#app/domain/auth/tokens.server.ts'
import { DEVICE_TIME_MAX_AGE_MS } from '#app/domain/leads/schemas.ts'
import { messages } from '#app/lib/errors.ts'
import { followUpFields, jpeg, leadFields, postVisit, useReportingTree } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage, sessionCookieFor, snapshot } from '../helpers/staff.ts'

/**
 * Visits kept on a phone and sent later (D54) and saves that meet an ended session (D11 revised), as the server sees
 * them: the phone's time kept beside the server's, nonsense phone times refused, a repeat saved once, a refusal on
 * arrival leaving nothing behind so the fixed visit can be sent again with the same key.
 */

const server = useTestServer()
const handle = server.database
const tree = useReportingTree(handle)
const db = () => handle.db
const photo = async () => ({ name: 'selfie.jpg', bytes: await jpeg() })
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()

async function visitsOfKey(clientKey: string) {
  return db().select().from(leadVisits).where(eq(leadVisits.clientKey, clientKey))
}

describe("the phone's time of a visit (D54)", () => {
  it("a lead recorded offline keeps the phone's time beside the server's time of receipt", async () => {
    const fields = leadFields({ deviceAt: minutesAgo(120), businessName: 'Offline Traders' })
    const res = await postVisit(server.url, tree.fieldA.cookie, fields, await photo())
    expect(res.status).toBe(200)
    const [visit] = await visitsOfKey(fields.clientKey!)
    expect(visit!.deviceAt!.toISOString()).toBe(fields.deviceAt)
    expect(Math.abs(visit!.at.getTime() - Date.now())).toBeLessThan(60_000)
    // The lead's timeline shows both, as they differ by more than 10 minutes.
    const page = await (await getPage(server.url, `/crm/leads/${visit!.leadSrno}`, tree.fieldA.cookie)).text()
    expect(page).toContain('Recorded on the phone')
  })

  it("a follow-up keeps the phone's time; within 10 minutes of receipt the timeline shows one time", async () => {
    const lead = await (await postVisit(server.url, tree.fieldA.cookie, leadFields(), await photo())).json()
    const fields = followUpFields(lead.leadId, { deviceAt: minutesAgo(3) })
    const res = await postVisit(server.url, tree.fieldA.cookie, fields, await photo())
    expect(res.status).toBe(200)
    const [visit] = await visitsOfKey(fields.clientKey!)
    expect(visit!.deviceAt!.toISOString()).toBe(fields.deviceAt)
    const page = await (await getPage(server.url, `/crm/leads/${lead.leadId}`, tree.fieldA.cookie)).text()
    expect(page).not.toContain('Recorded on the phone')
  })

  it('a photo taken at the shop is not "old" because the visit arrived two days later; it is judged by the phone time', async () => {
    const recorded = new Date(Date.now() - 2 * 86_400_000)
    // EXIF time is India time with no zone: an hour before the visit was recorded.
    const taken = new Date(recorded.getTime() - 3_600_000 + 5.5 * 3_600_000)
    const exif = taken.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':')
    const fields = leadFields({ deviceAt: recorded.toISOString() })
    await postVisit(server.url, tree.fieldA.cookie, fields, { name: 'shop.jpg', bytes: await jpeg({ takenAt: exif }) })
    const [visit] = await visitsOfKey(fields.clientKey!)
    expect(visit!.oldPhoto).toBe(false)
    // The same photo sent as a visit recorded now is old.
    const now = leadFields({ deviceAt: new Date().toISOString() })
    await postVisit(server.url, tree.fieldA.cookie, now, { name: 'shop.jpg', bytes: await jpeg({ takenAt: exif }) })
    expect((await visitsOfKey(now.clientKey!))[0]!.oldPhoto).toBe(true)
  })

  it('a form that sends no phone time (a plain post) stores none', async () => {
    const fields = leadFields()
    await postVisit(server.url, tree.fieldA.cookie, fields, await photo())
    const [visit] = await visitsOfKey(fields.clientKey!)
    expect(visit!.deviceAt).toBeNull()
  })

  it.each([
    ['ahead of the server by more than 5 minutes', () => new Date(Date.now() + 10 * 60_000).toISOString()],
    ['older than the bound', () => new Date(Date.now() - DEVICE_TIME_MAX_AGE_MS - 3_600_000).toISOString()],
    ['not a time', () => 'yesterday'],
    ['a date without a time', () => '2026-01-01'],
    ['a time without its offset', () => '2026-01-01T10:00:00'],
  ])('a phone time %s is refused with its message, and nothing is saved', async (_case, value) => {
    const before = await snapshot(db())
    const res = await postVisit(server.url, tree.fieldA.cookie, leadFields({ deviceAt: value() }), await photo())
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body).toMatchObject({ ok: false, error: messages.DEVICE_TIME_INVALID, field: 'deviceAt' })
    expect(await snapshot(db())).toBe(before)
  })

  it('a phone clock a little ahead (under 5 minutes) is accepted', async () => {
    const fields = leadFields({ deviceAt: new Date(Date.now() + 2 * 60_000).toISOString() })
    expect((await postVisit(server.url, tree.fieldA.cookie, fields, await photo())).status).toBe(200)
  })
})

describe('sent twice, refused on arrival, sent after signing in again', () => {
  it('a queued follow-up sent twice (a lost reply, two tabs at once) is saved once', async () => {
    const lead = await (await postVisit(server.url, tree.fieldA.cookie, leadFields(), await photo())).json()
    const fields = followUpFields(lead.leadId, { deviceAt: minutesAgo(40) })
    const file = await photo()
    const answers = await Promise.all(
      [1, 2].map(async () => (await postVisit(server.url, tree.fieldA.cookie, fields, file)).json()),
    )
    expect(answers.every((a) => a.ok)).toBe(true)
    expect(await visitsOfKey(fields.clientKey!)).toHaveLength(1)
    const again = await (await postVisit(server.url, tree.fieldA.cookie, fields, file)).json()
    expect(again).toMatchObject({ ok: true, repeated: true })
    expect(await visitsOfKey(fields.clientKey!)).toHaveLength(1)
  })

  it('a file refused on arrival leaves nothing; the fixed visit sent with the same key is saved once', async () => {
    const fields = leadFields({ deviceAt: minutesAgo(30), businessName: 'Refused Then Fixed' })
    const before = await snapshot(db())
    const refused = await postVisit(server.url, tree.fieldA.cookie, fields, {
      name: 'selfie.jpg',
      bytes: Buffer.from('not a picture at all'),
    })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect((await refused.json()).error).toBe(messages.FILE_TYPE_NOT_ALLOWED)
    expect(await snapshot(db())).toBe(before)
    const fixed = await postVisit(server.url, tree.fieldA.cookie, fields, await photo())
    expect(fixed.status).toBe(200)
    expect(await db().select().from(leads).where(eq(leads.clientKey, fields.clientKey!))).toHaveLength(1)
  })

  it('a follow-up of a lead no longer visible to the user (a right lost meanwhile) is refused and saves nothing', async () => {
    const lead = await (await postVisit(server.url, tree.fieldB.cookie, leadFields(), await photo())).json()
    const before = await snapshot(db())
    const res = await postVisit(server.url, tree.fieldA.cookie, followUpFields(lead.leadId), await photo())
    expect(res.status).toBe(404)
    expect((await res.json()).error).toBe(messages.LEAD_NOT_FOUND)
    expect(await snapshot(db())).toBe(before)
  })

  it('a save meeting an ended session answers MSG0002 (not an upload error); after signing in again it is saved once', async () => {
    const cookie = await sessionCookieFor(db(), tree.fieldA.srno)
    const token = cookie.slice('sid='.length)
    // The session idles past its 30 minutes (a long talk at a shop).
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    const fields = leadFields({ deviceAt: minutesAgo(35), businessName: 'After Sign In' })
    const expired = await postVisit(server.url, cookie, fields, await photo())
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ status: 'MSG0002', message: messages.MSG0002 })
    expect(await db().select().from(leads).where(eq(leads.clientKey, fields.clientKey!))).toHaveLength(0)
    const fresh = await sessionCookieFor(db(), tree.fieldA.srno)
    expect((await postVisit(server.url, fresh, fields, await photo())).status).toBe(200)
    expect((await postVisit(server.url, fresh, fields, await photo())).status).toBe(200)
    expect(await db().select().from(leads).where(eq(leads.clientKey, fields.clientKey!))).toHaveLength(1)
  })
})
