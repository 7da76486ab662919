import { createReadStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import exifr from 'exifr'
import { fileTypeFromFile } from 'file-type'
import pLimit from 'p-limit'
import sharp from 'sharp'
import { AppError } from '#app/lib/errors.ts'
import { readHead } from './file-head.server.ts'
import { jpegQuality } from './jpeg-quality.ts'
import type { UploadedFile } from './read-upload.server.ts'
import { dotsIn } from './upload-rules.ts'

/**
 * Checks a visit's evidence file (D33) before anything is stored: present and not empty, at most one dot in its
 * name, and of an accepted type decided from its bytes (never its name or the browser's claim): JPEG (jpg, jpeg,
 * jfif), PNG, GIF, BMP, WebP or PDF. A file that names one type but is built to be read as another (a polyglot: a
 * picture carrying a page or a script) is refused too: images must decode as images, and no file may carry
 * markup or script markers. The photo's own capture time (EXIF) is read from the file as it arrived; then a picture
 * is re-encoded (ADR 0101): what is stored holds only its pixels, in the type it came in, upright, at most the size
 * received (ADR 0211), without the metadata or anything a file can carry besides its picture (a script in a JPEG's comment, a GIF that is also a
 * script). A PDF is kept as uploaded once its names are decoded (`/J#61vaScript` is `/JavaScript`) and found free
 * of script, launch actions and embedded files; a BMP (which the image library cannot read) is kept as uploaded
 * once its header agrees with it and no part of it carries markup. A small WebP thumbnail is made for the timeline.
 */

// libvips keeps recent operations and their pixels in a cache (50 MB by default) to speed up repeated work on one
// picture. Each evidence photo is decoded once, so that cache would only hold memory: ten phones uploading at once
// must not grow the server by hundreds of megabytes.
sharp.cache(false)

// Each picture being decoded holds about 10 MB of native memory (the decoder's buffers, the thread's allocator
// arena), whatever its size on screen. Ten phones sending at once therefore decode one picture after the other: the
// memory of ten uploads stays that of one decode (about 15 MB instead of 40 MB, measured with ten 9 MB photos), and
// each decode takes about 90 ms here, a small share of the time a phone needs to send 10 MB.
const oneDecodeAtATime = pLimit(1)

export const ACCEPTED_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

export interface Evidence {
  /** What is stored: the re-encoded picture, or the PDF or BMP as uploaded. */
  path: string
  name: string
  /** The size of what is stored. */
  size: number
  contentType: string
  /** A WebP of at most 320 px for the timeline; none for a PDF or a BMP. */
  thumbnail: Buffer | null
  /** When the photo says it was taken (EXIF), if it says so. */
  takenAt: Date | null
}

// Markup and script that no photo or plain document needs; found in a file, they mean it is also something else.
const POLYGLOT_MARKERS = [/<script/i, /<html/i, /<svg/i, /<iframe/i, /<\?php/i, /<body/i, /javascript:/i]
const PDF_SCRIPT = /\/(JavaScript|JS|Launch|EmbeddedFile)\b/

async function headAndTail(path: string, size: number, span = 64 * 1024): Promise<string> {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(Math.min(span, size))
    await handle.read(head, 0, head.length, 0)
    const tailLength = Math.min(span, Math.max(0, size - head.length))
    const tail = Buffer.alloc(tailLength)
    if (tailLength > 0) await handle.read(tail, 0, tailLength, size - tailLength)
    return head.toString('latin1') + tail.toString('latin1')
  } finally {
    await handle.close()
  }
}

/**
 * Whether a pattern occurs anywhere in a file, read a piece at a time (never the whole file in memory), optionally
 * after `normalise` (applied to each piece with the end of the previous one, so a match across pieces is found).
 */
async function fileContains(
  path: string,
  patterns: readonly RegExp[],
  normalise: (text: string) => string = (t) => t,
): Promise<boolean> {
  let carry = ''
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const text = carry + (chunk as Buffer).toString('latin1')
    const seen = normalise(text)
    if (patterns.some((p) => p.test(seen))) return true
    carry = text.slice(-256)
  }
  return false
}

/**
 * A PDF's names with their `#xx` escapes decoded (PDF 1.2+: `/J#61vaScript` is the name `/JavaScript`), so a
 * name is found however it is spelled. Decoding every `#xx` outside names too can only find more, never less.
 */
export function decodePdfNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** A BMP's own header must agree with the file: its size field, and a known header size. */
async function isWellFormedBmp(path: string, size: number): Promise<boolean> {
  const header = await readHead(path, 18)
  if (header.length < 18) return false
  const declared = header.readUInt32LE(2)
  const dib = header.readUInt32LE(14)
  return declared === size && [12, 40, 52, 56, 64, 108, 124].includes(dib)
}

/** EXIF DateTimeOriginal, read as India time unless the photo states its own offset (phones in the field). */
async function captureTime(path: string): Promise<Date | null> {
  try {
    const tags = (await exifr.parse(path, {
      pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal'],
      reviveValues: false,
    })) as { DateTimeOriginal?: string; CreateDate?: string; OffsetTimeOriginal?: string } | undefined
    const raw = tags?.DateTimeOriginal ?? tags?.CreateDate
    const match = raw ? /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(raw) : null
    if (!match) return null
    const offset = /^[+-]\d{2}:\d{2}$/.test(tags?.OffsetTimeOriginal ?? '') ? tags!.OffsetTimeOriginal! : '+05:30'
    const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${offset}`)
    return Number.isNaN(date.getTime()) ? null : date
  } catch {
    return null
  }
}

export async function checkEvidence(file: UploadedFile | null): Promise<Evidence> {
  if (!file || file.size === 0) throw new AppError('SELFIE_REQUIRED', { field: 'selfie' })
  if (dotsIn(file.name) > 1) throw new AppError('FILE_NAME_DOTS', { field: 'selfie' })
  const refused = () => new AppError('FILE_TYPE_NOT_ALLOWED', { field: 'selfie' })
  const detected = await fileTypeFromFile(file.path).catch(() => undefined)
  const contentType = detected?.mime
  if (!contentType || !ACCEPTED_TYPES[contentType]) throw refused()
  const edges = await headAndTail(file.path, file.size)
  if (POLYGLOT_MARKERS.some((marker) => marker.test(edges))) throw refused()
  if (contentType === 'application/pdf') {
    if (!edges.includes('%%EOF') || (await fileContains(file.path, [PDF_SCRIPT], decodePdfNames))) throw refused()
    return { path: file.path, name: file.name, size: file.size, contentType, thumbnail: null, takenAt: null }
  }
  // Read from the file as it arrived: the re-encoded picture carries no metadata.
  const takenAt = await captureTime(file.path)
  if (contentType === 'image/bmp') {
    if (!(await isWellFormedBmp(file.path, file.size))) throw refused()
    // Kept as uploaded (nothing here re-encodes a BMP): no part of it may carry markup or script.
    if (await fileContains(file.path, POLYGLOT_MARKERS)) throw refused()
    return { path: file.path, name: file.name, size: file.size, contentType, thumbnail: null, takenAt }
  }
  const clean = `${file.path}.clean`
  let thumbnail: Buffer
  try {
    // Decoding the whole picture proves it is one; the stored picture and the thumbnail are made from that decode.
    thumbnail = await oneDecodeAtATime(async () => {
      await reencode(file.path, contentType, clean, file.size)
      return sharp(clean, { failOn: 'error' })
        .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer()
    })
  } catch {
    throw refused()
  }
  const { size } = await stat(clean)
  return { path: clean, name: file.name, size, contentType, thumbnail, takenAt }
}

/** The lossy qualities tried, from the highest allowed down, until the stored picture is no larger than the one received. */
const LOWEST_QUALITY = 40
const QUALITY_STEP = 8
/** Past the lowest quality, the picture's sides shrink by this much per try (a hand-made file coded far below it). */
const SHRINK = 0.75
const MAX_SHRINKS = 4

/**
 * Writes the picture at `source` anew to `target`, in the same type: only its pixels (turned upright as its EXIF
 * orientation says), no metadata, no comment, nothing after its end. A PNG losslessly (at the strongest
 * compression), a GIF with its frames.
 *
 * What is stored is never larger than what was received (ADR 0211): a JPEG is written at the quality it came with
 * (read from its quantisation table, at most 90, 4:2:0 as phones write them), a WebP at 90; when the result is still
 * larger than the file received, the quality steps down (8 at a time, to 40), then the sides shrink by a quarter, until
 * it is not. The phone's small copy (at most 500 KB) is therefore stored at most 500 KB. The original bytes are never
 * kept: only a re-encoded picture is safe against a polyglot. Returns the size stored.
 */
async function reencode(source: string, type: string, target: string, received: number): Promise<number> {
  const write = async (quality: number, scale: number) => {
    const input = sharp(source, {
      failOn: 'error',
      limitInputPixels: 80_000_000,
      sequentialRead: true,
      animated: type === 'image/gif',
    })
    let upright = type === 'image/gif' ? input : input.rotate()
    if (scale < 1) {
      const { width = 1, height = 1 } = await sharp(source, { limitInputPixels: 80_000_000 }).metadata()
      // Sides as they stand upright: a picture turned a quarter by its EXIF swaps them (resize works after rotate).
      const side = Math.max(1, Math.round(Math.max(width, height) * scale))
      upright = upright.resize(side, side, { fit: 'inside' })
    }
    const output =
      type === 'image/jpeg'
        ? upright.jpeg({ quality })
        : type === 'image/png'
          ? upright.png({ compressionLevel: 9, adaptiveFiltering: true })
          : type === 'image/webp'
            ? upright.webp({ quality })
            : upright.gif()
    return (await output.toFile(target)).size
  }
  const lossy = type === 'image/jpeg' || type === 'image/webp'
  const head = type === 'image/jpeg' ? await readHead(source, 64 * 1024) : null
  let quality = Math.min(90, (head && jpegQuality(head)) ?? 90)
  let size = await write(quality, 1)
  if (!lossy) return size
  while (size > received && quality > LOWEST_QUALITY) {
    quality = Math.max(LOWEST_QUALITY, quality - QUALITY_STEP)
    size = await write(quality, 1)
  }
  let scale = 1
  for (let i = 0; size > received && i < MAX_SHRINKS; i++) {
    scale *= SHRINK
    size = await write(quality, scale)
  }
  return size
}
