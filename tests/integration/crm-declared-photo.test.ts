import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { leadVisits, storedFiles } from '#app/db/schema.ts'
import { messages } from '#app/lib/errors.ts'
import { followUpFields, jpeg, leadFields, postVisit, useReportingTree } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'

/**
 * D53 on the server: the capture time and place the phone read from the original before making it small are stored
 * as declared; the old-photo mark judges the received file's own EXIF time when it has one, else the declared time;
 * impossible declared values are ignored (never refused: marks never block a save); the received file is still
 * checked from its bytes and stored with its own SHA-256, size and type.
 */

const server = useTestServer()
const handle = server.database
const tree = useReportingTree(handle)
const db = () => handle.db
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString()
/** An EXIF time (India time, as the server reads one without an offset) `h` hours ago. */
const exifHoursAgo = (h: number) =>
  new Date(Date.now() - h * 3_600_000 + 5.5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':')

async function visitOfKey(clientKey: string) {
  const [visit] = await db().select().from(leadVisits).where(eq(leadVisits.clientKey, clientKey))
  return visit!
}

/**
 * Field A's follow-up on `leadId` whose phone declares its photo taken at `declaredAt`, the photo `name` carrying its
 * own EXIF time `takenAt` when given; gives the visit as stored.
 */
async function followUpDeclaring(leadId: number, declaredAt: string, photo: { name: string; takenAt?: string }) {
  const fields = followUpFields(leadId, { photoTakenAt: declaredAt })
  await postVisit(server.url, tree.fieldA.cookie, fields, {
    name: photo.name,
    bytes: await jpeg({ takenAt: photo.takenAt }),
  })
  return visitOfKey(fields.clientKey!)
}

describe("the phone's declared photo values (D53)", () => {
  it('a small photo without EXIF keeps the declared time and place; a declared time two days ago marks it old', async () => {
    const declaredAt = hoursAgo(48)
    const fields = leadFields({ photoTakenAt: declaredAt, photoLatitude: '28.6315', photoLongitude: '77.2167' })
    const res = await postVisit(server.url, tree.fieldA.cookie, fields, { name: 'IMG_1.jpg', bytes: await jpeg() })
    expect(res.status).toBe(200)
    const visit = await visitOfKey(fields.clientKey!)
    expect(visit.declaredTakenAt!.toISOString()).toBe(declaredAt)
    expect(visit.declaredLatitude).toBe(28.6315)
    expect(visit.declaredLongitude).toBe(77.2167)
    expect(visit.photoTakenAt).toBeNull()
    expect(visit.oldPhoto).toBe(true)
  })

  it("a recent declared time on a follow-up: kept, no mark; the file's own EXIF time wins over a declared one", async () => {
    const lead = await (
      await postVisit(server.url, tree.fieldA.cookie, leadFields({ photoTakenAt: hoursAgo(1) }), {
        name: 'a.jpg',
        bytes: await jpeg(),
      })
    ).json()
    const recentAt = hoursAgo(2)
    const first = await followUpDeclaring(lead.leadId, recentAt, { name: 'b.jpg' })
    expect(first.declaredTakenAt!.toISOString()).toBe(recentAt)
    expect(first.oldPhoto).toBe(false)

    // A photo sent as it is (its own EXIF says an hour ago) with a declared time of three days ago: not old.
    const threeDaysAgo = hoursAgo(72)
    const second = await followUpDeclaring(lead.leadId, threeDaysAgo, { name: 'c.jpg', takenAt: exifHoursAgo(1) })
    expect(second.photoTakenAt).not.toBeNull()
    expect(second.declaredTakenAt!.toISOString()).toBe(threeDaysAgo)
    expect(second.oldPhoto).toBe(false)

    // And the other way round: its own EXIF says three days ago, the declared time an hour ago: old.
    const third = await followUpDeclaring(lead.leadId, hoursAgo(1), { name: 'd.jpg', takenAt: exifHoursAgo(72) })
    expect(third.oldPhoto).toBe(true)
  })

  it('a declared time in the future or nonsense, and a place out of range, are ignored and the visit is saved', async () => {
    for (const [photoTakenAt, photoLatitude, photoLongitude] of [
      [hoursAgo(-24), '91', '77.2'],
      ['yesterday', '28.6', 'east'],
      ['1970-01-01T00:00:00Z', '0', '0'],
      ['x'.repeat(500), '1'.repeat(100), '-'],
    ] as const) {
      const fields = leadFields({ photoTakenAt, photoLatitude, photoLongitude })
      const res = await postVisit(server.url, tree.fieldA.cookie, fields, { name: 'e.jpg', bytes: await jpeg() })
      expect(res.status, photoTakenAt).toBe(200)
      const visit = await visitOfKey(fields.clientKey!)
      expect(visit.declaredTakenAt).toBeNull()
      expect(visit.declaredLatitude).toBeNull()
      expect(visit.declaredLongitude).toBeNull()
      expect(visit.oldPhoto).toBe(false)
    }
  })

  it('the received file is still checked from its bytes and stored with its own SHA-256, size and type', async () => {
    const declared = { photoTakenAt: hoursAgo(1), photoLatitude: '28.6', photoLongitude: '77.2' }
    // Declared values do not make a non-picture acceptable.
    const refused = leadFields(declared)
    const res = await postVisit(server.url, tree.fieldA.cookie, refused, {
      name: 'selfie.jpg',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe(messages.FILE_TYPE_NOT_ALLOWED)
    expect(await db().select().from(leadVisits).where(eq(leadVisits.clientKey, refused.clientKey!))).toEqual([])

    // A picture claimed as a PNG is stored as the JPEG its bytes say it is.
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c08050' } })
      .jpeg()
      .toBuffer()
    const fields = leadFields(declared)
    await postVisit(server.url, tree.fieldA.cookie, fields, { name: 'selfie.png', bytes: picture, type: 'image/png' })
    const visit = await visitOfKey(fields.clientKey!)
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, visit.fileId))
    expect(file!.contentType).toBe('image/jpeg')
    expect(file!.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(file!.size).toBeGreaterThan(0)
    expect(visit.declaredLatitude).toBe(28.6)
  })
})
