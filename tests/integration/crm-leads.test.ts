import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { activityLog, leads, leadVisits, storedFiles } from '#app/db/schema.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import {
  bmp,
  followUpFields,
  gif,
  jpeg,
  leadFields,
  pdf,
  png,
  postLeadEdit,
  postVisit,
  useReportingTree,
  webp,
} from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { createGroup, createStaff, getPage, sessionCookieFor, snapshot } from '../helpers/staff.ts'

/**
 * The lead form, the follow-up form and their evidence (spec sections 4 and 5, D31-D33, D36): every message and
 * limit, the files accepted and refused (by their bytes), idempotent saves, and that a refused request changes
 * nothing.
 */

const server = useTestServer({ VISIT_FAR_METERS: '500' })
const handle = server.database
const tree = useReportingTree(handle)

const db = () => handle.db
const photo = async () => ({ name: 'selfie.jpg', bytes: await jpeg() })
async function create(fields: Record<string, string>, file?: { name: string; bytes: Buffer } | null, cookie?: string) {
  const res = await postVisit(
    server.url,
    cookie ?? tree.fieldA.cookie,
    leadFields(fields),
    file === undefined ? await photo() : file,
  )
  return { res, body: (await res.json()) as { ok: boolean; error?: string; field?: string; leadId?: number } }
}

describe('lead form: messages and limits (spec section 5)', () => {
  it.each([
    ['type', '', messages.LEAD_MANDATORY],
    ['nature', '', messages.LEAD_MANDATORY],
    ['nature', 'X', messages.LEAD_MANDATORY],
    ['businessName', '  ', messages.LEAD_MANDATORY],
    ['status', '', messages.LEAD_STATUS_REQUIRED],
    ['businessName', 'B'.repeat(81), messages.TOO_LONG],
    ['contactPerson', 'C'.repeat(81), messages.TOO_LONG],
    ['address', 'A'.repeat(201), messages.TOO_LONG],
    ['remark', 'R'.repeat(221), messages.TOO_LONG],
    ['email', `${'e'.repeat(96)}@x.in`, messages.INVALID_EMAIL],
    ['email', 'not-an-email', messages.INVALID_EMAIL],
    ['mobile', '98123', messages.INVALID_PHONE],
    ['mobile', '98123456789', messages.INVALID_PHONE],
    ['mobile', '98123abc90', messages.INVALID_PHONE],
    ['volume', '12,000', messages.VOLUME_DIGITS],
    ['nextVisit', '', messages.NEXT_VISIT_REQUIRED],
    ['nextVisit', addDays(todayInIndia(), -1), messages.NEXT_VISIT_PAST],
  ])('%s (case %#) is refused with its message, and nothing is saved', async (field, value, message) => {
    const before = await snapshot(db())
    const { res, body } = await create({ [field]: value })
    expect(res.status).toBe(400)
    expect(body.error).toBe(message)
    expect(body.field).toBe(field)
    expect(await snapshot(db())).toBe(before)
  })

  it('accepts the limits exactly, and status Closed needs no next visit (D31)', async () => {
    const { res, body } = await create({
      businessName: 'B'.repeat(80),
      contactPerson: 'C'.repeat(80),
      address: 'A'.repeat(200),
      remark: 'R'.repeat(220),
      email: `${'e'.repeat(94)}@x.in`,
      status: '2',
      nextVisit: '',
    })
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ ok: true, message: messages.LEAD_SAVED })
    const [lead] = await db().select().from(leads).where(eq(leads.srno, body.leadId!))
    expect(lead).toMatchObject({ statusSrno: 2, nextVisit: null, businessName: 'B'.repeat(80) })
  })

  it('a Closed status with a next visit sent anyway stores none', async () => {
    const { body } = await create({ status: '2', nextVisit: addDays(todayInIndia(), 3) })
    const [lead] = await db().select().from(leads).where(eq(leads.srno, body.leadId!))
    expect(lead?.nextVisit).toBeNull()
  })
})

describe('the selfie (D33)', () => {
  it.each([
    ['no file', null, messages.SELFIE_REQUIRED, 400],
    ['an empty file', { name: 'a.jpg', bytes: Buffer.alloc(0) }, messages.SELFIE_REQUIRED, 400],
    ['two dots in its name', { name: 'my.selfie.jpg', bytes: Buffer.from('x') }, messages.FILE_NAME_DOTS, 400],
    ['10 MB + 1 byte', { name: 'big.jpg', bytes: Buffer.alloc(10_485_761, 1) }, messages.FILE_TOO_LARGE, 413],
    [
      'a renamed executable',
      { name: 'photo.jpg', bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000)]) },
      messages.FILE_TYPE_NOT_ALLOWED,
      400,
    ],
    [
      'an ELF binary',
      { name: 'photo.jpg', bytes: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(500)]) },
      messages.FILE_TYPE_NOT_ALLOWED,
      400,
    ],
    [
      'an SVG',
      {
        name: 'photo.jpg',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
      },
      messages.FILE_TYPE_NOT_ALLOWED,
      400,
    ],
    [
      'plain text',
      { name: 'photo.jpg', bytes: Buffer.from('hello, this is not a picture') },
      messages.FILE_TYPE_NOT_ALLOWED,
      400,
    ],
  ])('%s is refused, and nothing is saved', async (_what, file, message, status) => {
    const before = await snapshot(db())
    const { res, body } = await create({}, file as { name: string; bytes: Buffer } | null)
    expect(res.status).toBe(status)
    expect(body.error).toBe(message)
    expect(await snapshot(db())).toBe(before)
  })

  it('a polyglot (a real JPEG carrying a script) is refused', async () => {
    const before = await snapshot(db())
    const bytes = Buffer.concat([await jpeg(), Buffer.from('<script>alert(document.cookie)</script>')])
    const { res, body } = await create({}, { name: 'selfie.jpg', bytes })
    expect(res.status).toBe(400)
    expect(body.error).toBe(messages.FILE_TYPE_NOT_ALLOWED)
    expect(await snapshot(db())).toBe(before)
  })

  it('a GIF header in front of a script is not a picture', async () => {
    const { res } = await create({}, { name: 'a.gif', bytes: Buffer.from('GIF89a/*\x00\x00*/=alert(1)//;') })
    expect(res.status).toBe(400)
  })

  it.each([
    ['jpg', 'image/jpeg', () => jpeg()],
    ['jfif', 'image/jpeg', () => jpeg()],
    ['png', 'image/png', () => png()],
    ['gif', 'image/gif', () => gif()],
    ['bmp', 'image/bmp', async () => bmp()],
    ['webp', 'image/webp', () => webp()],
    ['pdf', 'application/pdf', async () => pdf()],
  ])('a %s is accepted, typed from its bytes, stored with the checksum of what is stored', async (ext, type, make) => {
    const bytes = await make()
    // The name claims something else: only the bytes count.
    const { res, body } = await create({}, { name: `visit.${ext}`, bytes })
    expect(res.status, JSON.stringify(body)).toBe(200)
    const [visit] = await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, body.leadId!))
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, visit!.fileId))
    const served = Buffer.from(
      await (await getPage(server.url, `/crm/files/${file!.id}`, tree.fieldA.cookie)).arrayBuffer(),
    )
    expect(file).toMatchObject({ contentType: type, size: served.length, originalName: `visit.${ext}` })
    const { createHash } = await import('node:crypto')
    expect(file!.sha256).toBe(createHash('sha256').update(served).digest('hex'))
    expect(file!.uploadedBy).toBe(tree.fieldA.srno)
    // A PDF or a BMP is kept as uploaded; a picture sharp reads is stored re-encoded, only its pixels (ADR 0101).
    if (ext === 'pdf' || ext === 'bmp') expect(served.equals(bytes)).toBe(true)
    else expect((await sharp(served).metadata()).format).toBe(ext === 'jfif' || ext === 'jpg' ? 'jpeg' : ext)
  })

  it('a photo taken more than a day before upload is marked old; never refused', async () => {
    const old = await jpeg({ takenAt: '2020:01:02 10:00:00' })
    const { body } = await create({}, { name: 'old.jpg', bytes: old })
    const [visit] = await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, body.leadId!))
    expect(visit?.oldPhoto).toBe(true)
    // EXIF time has no zone; a phone in India writes India time.
    expect(visit?.photoTakenAt?.toISOString()).toBe('2020-01-02T04:30:00.000Z')
    const fresh = await create({})
    const [freshVisit] = await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, fresh.body.leadId!))
    expect(freshVisit?.oldPhoto).toBe(false)
  })
})

describe('saving is idempotent and whole (D32)', () => {
  it('the same one-time key twice makes one lead', async () => {
    const fields = leadFields()
    const file = await photo()
    const first = await postVisit(server.url, tree.fieldA.cookie, fields, file)
    const second = await postVisit(server.url, tree.fieldA.cookie, fields, file)
    const a = await first.json()
    const b = await second.json()
    expect(a.leadId).toBe(b.leadId)
    expect(b.repeated).toBe(true)
    expect(await db().select().from(leads).where(eq(leads.clientKey, fields.clientKey!))).toHaveLength(1)
  })

  it('two sends racing each other make one lead', async () => {
    const fields = leadFields()
    const file = await photo()
    const answers = await Promise.all([1, 2, 3].map(() => postVisit(server.url, tree.fieldA.cookie, fields, file)))
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).leadId)))
    expect(ids.size).toBe(1)
    expect(await db().select().from(leads).where(eq(leads.clientKey, fields.clientKey!))).toHaveLength(1)
  })

  it('a lead, its first visit, its file and its activity row are saved together', async () => {
    const { body } = await create({ businessName: 'Whole Traders' })
    const visits = await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, body.leadId!))
    expect(visits).toHaveLength(1)
    expect(visits[0]).toMatchObject({ kind: 'first', userSrno: tree.fieldA.srno, statusSrno: 3 })
    const rows = await db().select().from(activityLog).where(eq(activityLog.leadSrno, body.leadId!))
    expect(rows.map((r) => r.action)).toContain('lead-created')
  })
})

describe("a follow-up sent with another user's one-time key (issue 28 item 5)", () => {
  it('is refused with VISIT_KEY_TAKEN, not answered "Visit has been saved.", and saves nothing', async () => {
    // Farid made the lead and recorded a follow-up; Arjun, his lead, may work it too (D24).
    const { body } = await create({ businessName: 'Key Traders' })
    const mine = followUpFields(body.leadId!)
    const first = await postVisit(server.url, tree.fieldA.cookie, mine, await photo())
    expect(first.status).toBe(200)
    const before = await snapshot(db())
    const other = await postVisit(
      server.url,
      tree.leadA.cookie,
      followUpFields(body.leadId!, { clientKey: mine.clientKey! }),
      await photo(),
    )
    const answer = (await other.json()) as { ok: boolean; error?: string; message?: string }
    expect(other.status).toBe(409)
    expect(answer.ok).toBe(false)
    expect(answer.error).toBe(messages.VISIT_KEY_TAKEN)
    expect(JSON.stringify(answer)).not.toContain(messages.VISIT_SAVED)
    expect(await snapshot(db())).toBe(before)
    // The key's own user sending it again is still the repeat it was (D32).
    const again = await postVisit(server.url, tree.fieldA.cookie, mine, await photo())
    expect(again.status).toBe(200)
    expect((await again.json()).repeated).toBe(true)
  })
})

describe('follow-up visits (spec section 5, D31, D36)', () => {
  async function leadAt(lat: string, lng: string) {
    const { body } = await create({ latitude: lat, longitude: lng, accuracy: '12' })
    return body.leadId!
  }

  it('need remark, nature, status; next visit unless Closed; refused ones change nothing', async () => {
    const id = await leadAt('28.6315', '77.2167')
    for (const [field, value, message] of [
      ['remark', '', messages.LEAD_MANDATORY],
      ['nature', '', messages.LEAD_MANDATORY],
      ['status', '', messages.LEAD_STATUS_REQUIRED],
      ['nextVisit', '', messages.NEXT_VISIT_REQUIRED],
      ['nextVisit', addDays(todayInIndia(), -1), messages.NEXT_VISIT_PAST],
    ] as const) {
      const before = await snapshot(db())
      const res = await postVisit(server.url, tree.fieldA.cookie, followUpFields(id, { [field]: value }), await photo())
      expect(res.status).toBe(400)
      expect((await res.json()).error).toBe(message)
      expect(await snapshot(db())).toBe(before)
    }
    const none = await postVisit(server.url, tree.fieldA.cookie, followUpFields(id), null)
    expect((await none.json()).error).toBe(messages.SELFIE_REQUIRED)
  })

  it('status Closed ends the cycle: no next visit required or kept', async () => {
    const id = await leadAt('28.6315', '77.2167')
    const res = await postVisit(
      server.url,
      tree.fieldA.cookie,
      followUpFields(id, { status: '2', nextVisit: '' }),
      await photo(),
    )
    expect(res.status).toBe(200)
    const [lead] = await db().select().from(leads).where(eq(leads.srno, id))
    expect(lead).toMatchObject({ statusSrno: 2, nextVisit: null, visitCount: 2 })
    const rows = await db().select().from(activityLog).where(eq(activityLog.leadSrno, id))
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['follow-up-added', 'lead-status-changed']))
  })

  it('measures each visit from the lead place and marks one beyond VISIT_FAR_METERS', async () => {
    const id = await leadAt('28.6315', '77.2167')
    // About 100 m away: near. About 2.4 km away (India Gate): far.
    await postVisit(
      server.url,
      tree.fieldA.cookie,
      followUpFields(id, { latitude: '28.6324', longitude: '77.2167', accuracy: '10' }),
      await photo(),
    )
    await postVisit(
      server.url,
      tree.fieldA.cookie,
      followUpFields(id, { latitude: '28.6129', longitude: '77.2295', accuracy: '10' }),
      await photo(),
    )
    await postVisit(server.url, tree.fieldA.cookie, followUpFields(id), await photo())
    const visits = await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, id)).orderBy(leadVisits.srno)
    expect(visits.map((v) => v.far)).toEqual([false, false, true, false])
    expect(visits[1]!.distanceM).toBeGreaterThan(80)
    expect(visits[1]!.distanceM).toBeLessThan(120)
    expect(visits[2]!.distanceM).toBeGreaterThan(2300)
    expect(visits[3]!.latitude).toBeNull()
    expect(visits[3]!.distanceM).toBeNull()
  })

  it('the lead place is its first visit with a location', async () => {
    const { body } = await create({})
    await postVisit(
      server.url,
      tree.fieldA.cookie,
      followUpFields(body.leadId!, { latitude: '19.0760', longitude: '72.8777' }),
      await photo(),
    )
    const [lead] = await db().select().from(leads).where(eq(leads.srno, body.leadId!))
    expect(lead).toMatchObject({ latitude: 19.076, longitude: 72.8777 })
  })

  it('the same one-time key twice adds one visit', async () => {
    const id = await leadAt('28.6', '77.2')
    const fields = followUpFields(id)
    const file = await photo()
    await postVisit(server.url, tree.fieldA.cookie, fields, file)
    await postVisit(server.url, tree.fieldA.cookie, fields, file)
    expect(await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, id))).toHaveLength(2)
  })
})

describe('rights (spec section 6, D20)', () => {
  it('a new lead needs CRM add; an edit needs CRM edit; on the server', async () => {
    const queryOnly = await createStaff(db(), { group: await createGroup(db(), { CRM: { query: true, edit: true } }) })
    const cookie = await sessionCookieFor(db(), queryOnly.srno)
    const before = await snapshot(db())
    const res = await postVisit(server.url, cookie, leadFields(), await photo())
    expect(res.status).toBe(403)
    expect(await snapshot(db())).toBe(before)
    const { body } = await create({})
    const addOnly = await createStaff(db(), { group: await createGroup(db(), { CRM: { query: true, add: true } }) })
    const edit = await postLeadEdit(server.url, body.leadId!, await sessionCookieFor(db(), addOnly.srno), {
      businessName: 'Renamed',
    })
    expect(edit.status).toBe(403)
  })
})

describe('editing (spec section 4)', () => {
  it('changes only the editable fields, writes which changed, and refuses the rest', async () => {
    const { body } = await create({ businessName: 'Old Name', remark: 'first remark' })
    const res = await postLeadEdit(server.url, body.leadId!, tree.fieldA.cookie, {
      businessName: 'New Name',
      mobile: '9000000001',
      address: 'New address',
      volume: '5000',
      // Not editable: ignored.
      remark: 'changed?',
      status: '2',
      type: '3',
    })
    expect(res.status).toBe(302)
    const [lead] = await db().select().from(leads).where(eq(leads.srno, body.leadId!))
    expect(lead).toMatchObject({
      businessName: 'New Name',
      mobile: '9000000001',
      expectedVolume: 5000,
      remark: 'first remark',
      statusSrno: 3,
      typeSrno: 1,
    })
    const rows = await db().select().from(activityLog).where(eq(activityLog.leadSrno, body.leadId!))
    expect(rows.find((r) => r.action === 'lead-edited')?.description).toBe(
      'Edited business name, mobile, e-mail, address, expected volume',
    )
  })

  it('a lead id in the body cannot redirect the edit to another lead', async () => {
    const mine = (await create({ businessName: 'Mine' })).body.leadId!
    const res = await postLeadEdit(server.url, mine, tree.fieldA.cookie, { leadId: '1', businessName: 'X' })
    expect(res.status).toBe(400)
  })
})

describe('evidence files are served to those who may see the lead', () => {
  it('with nosniff, no caching, a disposition and a sandbox; viewing and downloading are written down', async () => {
    const { body } = await create({})
    const [visit] = await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, body.leadId!))
    const view = await getPage(server.url, `/crm/files/${visit!.fileId}`, tree.manager.cookie)
    expect(view.status).toBe(200)
    expect(view.headers.get('x-content-type-options')).toBe('nosniff')
    expect(view.headers.get('cache-control')).toBe('private, no-store')
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="selfie.jpg"/)
    expect(view.headers.get('content-security-policy')).toContain('sandbox')
    const download = await getPage(server.url, `/crm/files/${visit!.fileId}?download=1`, tree.manager.cookie)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    const thumb = await getPage(server.url, `/crm/files/${visit!.thumbnailId}`, tree.manager.cookie)
    expect(thumb.headers.get('content-type')).toBe('image/webp')
    const rows = await db().select().from(activityLog).where(eq(activityLog.leadSrno, body.leadId!))
    expect(rows.filter((r) => r.action === 'file-viewed')).toHaveLength(1)
    expect(rows.filter((r) => r.action === 'file-downloaded')).toHaveLength(1)
  })

  it('not to a peer on another branch, nor anonymously, nor for a file that is no visit evidence', async () => {
    const { body } = await create({})
    const [visit] = await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, body.leadId!))
    expect((await getPage(server.url, `/crm/files/${visit!.fileId}`, tree.peer.cookie)).status).toBe(404)
    expect((await getPage(server.url, `/crm/files/${visit!.fileId}`, tree.fieldB.cookie)).status).toBe(404)
    expect((await getPage(server.url, `/crm/files/${visit!.fileId}`)).status).toBe(302)
    expect((await getPage(server.url, '/crm/files/99999999999', tree.admin)).status).toBe(404)
    expect((await getPage(server.url, '/crm/files/abc', tree.admin)).status).toBe(404)
  })
})

describe('the older call style: /api/upload_a.php (D50)', () => {
  async function oldUpload(payload: Record<string, string>, file: Buffer | null, token?: string) {
    const form = new FormData()
    form.append('1', JSON.stringify(payload))
    if (file) form.append('doc', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'visit.jpg')
    return fetch(`${server.url}/api/upload_a.php`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    })
  }

  /** A new lead of field user A, their session token, and the older client's follow-up fields for it. */
  async function oldFollowUpOf(remark: string, key: string) {
    const { body } = await create({})
    const token = tree.fieldA.cookie.split('=')[1]!
    const payload = { srno: String(body.leadId), status: '3', remark, leadtype: 'C', nextvisit: todayInIndia(), key }
    return { body, token, payload }
  }

  it('adds a follow-up on the same rules, with the session token as Bearer', async () => {
    const { body, token, payload } = await oldFollowUpOf('Old client visit', 'old-client-key-0001')
    const ok = await oldUpload(payload, await jpeg(), token)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ error: '', docdetail: { srno: body.leadId } })
    expect(await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, body.leadId!))).toHaveLength(2)
  })

  it('answers any failure with a non-200 status and the reason', async () => {
    const { token, payload } = await oldFollowUpOf('', 'old-client-key-0002')
    const missing = await oldUpload(payload, await jpeg(), token)
    expect(missing.status).toBe(400)
    expect((await missing.json()).error).toBe(messages.LEAD_MANDATORY)
    expect((await oldUpload({ ...payload, remark: 'x' }, null, token)).status).toBe(400)
    const anonymous = await oldUpload({ ...payload, remark: 'x' }, await jpeg())
    expect(anonymous.status).toBe(401)
    const peer = await oldUpload({ ...payload, remark: 'x' }, await jpeg(), tree.peer.cookie.split('=')[1])
    expect(peer.status).toBe(404)
  })
})

describe('follow-up thumbnails', () => {
  it("are served like the first visit's", async () => {
    const { body } = await create({})
    await postVisit(server.url, tree.fieldA.cookie, followUpFields(body.leadId!), await photo())
    const visits = await db().select().from(leadVisits).where(eq(leadVisits.leadSrno, body.leadId!))
    for (const v of visits) {
      expect(v.thumbnailId).not.toBeNull()
      expect((await getPage(server.url, `/crm/files/${v.thumbnailId}`, tree.fieldA.cookie)).status).toBe(200)
    }
  })
})
