import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { followUpFields, newestVisitFile, postVisit, useFieldLead } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage } from '../helpers/staff.ts'

// ADR 0211: the server's re-encoding (only the pixels are stored, against polyglots) never stores a picture larger
// than the one received, so the phone's small copy (at most 500 KB, D53) is stored at most 500 KB.

const server = useTestServer({ VISIT_FAR_METERS: '500' })
const db = () => server.database.db
const field = useFieldLead(server)

/** A 12-megapixel picture with a photo's detail (smoothed noise), written as a camera would (quality 92). */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000
  const height = 3000
  const noise = Buffer.alloc(1000 * 750 * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256)
  return sharp(noise, { raw: { width: 1000, height: 750, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer()
}

/** What the phone sends (photo-small.ts): at most 1600 px, the first of 82, 72, 62, 50 that is at most 500 KB. */
async function phoneCopy(original: Buffer): Promise<Buffer> {
  let copy = Buffer.alloc(0)
  for (const quality of [82, 72, 62, 50]) {
    copy = await sharp(original).resize(1600, 1600, { fit: 'inside' }).jpeg({ quality }).toBuffer()
    if (copy.length <= 500 * 1024) break
  }
  return copy
}

/** The phone's copy of a camera photo written again at JPEG `quality`: a picture whose quality is not the phone's. */
async function phoneCopyRewritten(quality: number): Promise<Buffer> {
  return sharp(await phoneCopy(await cameraPhoto()))
    .jpeg({ quality })
    .toBuffer()
}

async function send(bytes: Buffer) {
  const res = await postVisit(server.url, field.cookie, followUpFields(field.leadId), { name: 'selfie.jpg', bytes })
  expect(res.status).toBe(200)
  return newestVisitFile(db(), field.leadId)
}

describe('what is stored is what was sent, or smaller', () => {
  it('a phone-made copy of a 12-megapixel photo is stored at most its size and at most 500 KB, same pixels', async () => {
    const copy = await phoneCopy(await cameraPhoto())
    expect(copy.length).toBeGreaterThan(300 * 1024)
    expect(copy.length).toBeLessThanOrEqual(500 * 1024)
    const stored = await send(copy)
    expect(stored.size).toBeLessThanOrEqual(copy.length)
    expect(stored.size).toBeLessThanOrEqual(500 * 1024)
    // As served: the same number of bytes, the whole picture at its size, a JPEG.
    const served = Buffer.from(await (await getPage(server.url, `/crm/files/${stored.id}`, field.cookie)).arrayBuffer())
    expect(served.length).toBe(stored.size)
    const sent = await sharp(copy).metadata()
    const kept = await sharp(served).metadata()
    expect([kept.format, kept.width, kept.height]).toEqual(['jpeg', sent.width, sent.height])
  })

  it('a photo written at a high quality is stored no larger, and still the whole picture', async () => {
    const fine = await phoneCopyRewritten(97)
    const stored = await send(fine)
    expect(stored.size).toBeLessThanOrEqual(fine.length)
  })

  it('a photo written at a low quality is not written higher (stored no larger)', async () => {
    const coarse = await phoneCopyRewritten(45)
    const stored = await send(coarse)
    expect(stored.size).toBeLessThanOrEqual(coarse.length)
  })
})
