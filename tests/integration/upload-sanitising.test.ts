import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { leadVisits } from '#app/db/schema.ts'
import { messages } from '#app/lib/errors.ts'
import { followUpFields, gif, jpeg, newestVisitFile, pdf, postVisit, useFieldLead } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage, snapshot } from '../helpers/staff.ts'

// Issue 17 item 8, ADR 0101: pictures are re-encoded on arrival, so what is stored holds only pixels (a script
// hidden in the middle of a JPEG, a GIF that is also a script); a PDF's names are decoded before looking for script.

const server = useTestServer({ VISIT_FAR_METERS: '500' })
const db = () => server.database.db
const field = useFieldLead(server)

async function send(name: string, bytes: Buffer) {
  const res = await postVisit(server.url, field.cookie, followUpFields(field.leadId), { name, bytes })
  return { status: res.status, body: (await res.json()) as { ok: boolean; error?: string } }
}

/** The bytes of the newest visit's stored file, as served, and its row. */
async function newestStored() {
  const row = await newestVisitFile(db(), field.leadId)
  const served = await getPage(server.url, `/crm/files/${row.id}`, field.cookie)
  return { row, bytes: Buffer.from(await served.arrayBuffer()) }
}

/** A segment of a JPEG (marker, two-byte length, payload). */
function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(4)
  head.writeUInt16BE(0xff00 | marker, 0)
  head.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([head, payload])
}

describe('pictures are stored re-encoded: only their pixels', () => {
  it('a JPEG with <script> more than 64 KB from both ends is stored without it', async () => {
    const photo = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer()
    const script = Buffer.from('<script>alert(document.cookie)</script>', 'latin1')
    // Two 65,000-byte application segments, then the script in a comment, then the picture (over 64 KB itself).
    const padding = segment(0xef, Buffer.alloc(65_000, 0x41))
    const hostile = Buffer.concat([photo.subarray(0, 2), padding, padding, segment(0xfe, script), photo.subarray(2)])
    const at = hostile.indexOf(script)
    expect(at).toBeGreaterThan(64 * 1024)
    expect(hostile.length - at).toBeGreaterThan(64 * 1024)
    const { status, body } = await send('hidden.jpg', hostile)
    expect(status, JSON.stringify(body)).toBe(200)
    const stored = await newestStored()
    expect(stored.bytes.includes(script)).toBe(false)
    expect(stored.bytes.includes(Buffer.from('<script'))).toBe(false)
    expect(stored.row).toMatchObject({ contentType: 'image/jpeg', size: stored.bytes.length })
    expect(stored.row.sha256).toBe(createHash('sha256').update(stored.bytes).digest('hex'))
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 300 })
  })

  it('a GIF that is also a script is refused or stored without the script', async () => {
    const picture = await gif()
    // GIF89a/*...: the screen width's two bytes open a comment, the script follows the picture's end.
    const polyglot = Buffer.concat([picture, Buffer.from('*/=alert(document.domain);//', 'latin1')])
    polyglot.write('/*', 6, 'latin1')
    const { status, body } = await send('funny.gif', polyglot)
    if (status === 200) {
      const stored = await newestStored()
      expect(stored.bytes.includes(Buffer.from('alert(', 'latin1'))).toBe(false)
      expect(stored.bytes.subarray(6, 8).toString('latin1')).not.toBe('/*')
      expect(stored.row.contentType).toBe('image/gif')
      expect(stored.row.sha256).toBe(createHash('sha256').update(stored.bytes).digest('hex'))
    } else {
      expect(status).toBe(400)
      expect(body.error).toBe(messages.FILE_TYPE_NOT_ALLOWED)
    }
  })

  it('a photo turned by its EXIF orientation is stored upright, without its metadata; its capture time is kept', async () => {
    const tall = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c84' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD2: { DateTimeOriginal: '2020:01:02 10:00:00' } })
      .toBuffer()
    const { status } = await send('turned.jpg', tall)
    expect(status).toBe(200)
    const stored = await newestStored()
    const meta = await sharp(stored.bytes).metadata()
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      width: 20,
      height: 40,
      exif: undefined,
      orientation: undefined,
    })
    const [visit] = await db().select().from(leadVisits).where(eq(leadVisits.fileId, stored.row.id))
    expect(visit?.oldPhoto).toBe(true)
    expect(visit?.photoTakenAt?.toISOString()).toBe('2020-01-02T04:30:00.000Z')
  })
})

describe('PDF names are decoded before looking for script', () => {
  const withAction = (action: string) =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
        `4 0 obj<<${action}>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
      'latin1',
    )

  it.each([
    ['/S /J#61vaScript /J#53 (app.alert\\(1\\))'],
    ['/S/#4A#61#76#61#53#63#72#69#70#74/#4a#53(app.alert\\(1\\))'],
    ['/S /L#61unch /F (calc.exe)'],
    ['/S /JavaScript /JS (app.alert\\(1\\))'],
  ])('an OpenAction of %s is refused and nothing is stored', async (action) => {
    const before = await snapshot(db())
    const { status, body } = await send('offer.pdf', withAction(action))
    expect(status).toBe(400)
    expect(body.error).toBe(messages.FILE_TYPE_NOT_ALLOWED)
    expect(await snapshot(db())).toBe(before)
  })

  it('a plain PDF is kept as uploaded', async () => {
    const bytes = pdf()
    const { status } = await send('plain.pdf', bytes)
    expect(status).toBe(200)
    const stored = await newestStored()
    expect(stored.bytes.equals(bytes)).toBe(true)
    expect(stored.row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
  })
})

describe('file names lose their bidirectional controls on arrival (issue 28 item 5)', () => {
  it('U+202A-U+202E, U+2066-U+2069, U+200E, U+200F and U+061C are removed from the stored name', async () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']
    const name = `photo${controls.join('')}\u200e\u200f\u061cgpj\u202e.jpg`
    const { status } = await send(name, await jpeg())
    expect(status).toBe(200)
    const { row } = await newestStored()
    expect(row.originalName).toBe('photogpj.jpg')
    expect(row.originalName).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/)
  })
})
