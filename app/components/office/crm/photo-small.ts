/**
 * D53: a visit's photo is made small on the phone before it is sent, so a 5 MB camera picture goes over a slow
 * uplink as about 300-500 KB. The original's capture time and place (EXIF DateTimeOriginal, GPS) are read first,
 * since the small copy carries no metadata, and travel beside it as the phone's declared values; the server still
 * checks the received file from its bytes, and that file is the evidence (ADR 0145).
 *
 * How: the browser's own decoder (createImageBitmap, turned upright as the EXIF orientation says) draws the picture
 * at most `PHOTO_LONGEST_SIDE` px on its longest side into a canvas, encoded as JPEG (every browser encodes it;
 * WebP is not encoded by Safari), at the first quality of `PHOTO_QUALITIES` that gives at most `PHOTO_TARGET_BYTES`.
 * A PDF, a picture the browser cannot decode (HEIC in most browsers, a broken file) or encode, or a picture already
 * smaller than the copy would be, is returned as it is. The EXIF reader (exifr's smallest build, JPEG only) is
 * loaded when a photo is picked, not with the page.
 *
 * Off the main thread (ADR 0212): where the browser has module workers and OffscreenCanvas, all of this (reading the
 * EXIF, decoding, resizing, encoding) runs in a dedicated worker (photo-worker.ts), so the page answers a tap at once
 * while a 12-megapixel photo is made small. Elsewhere, or when the worker fails, it runs here as before.
 */

export const PHOTO_LONGEST_SIDE = 1600
export const PHOTO_TARGET_BYTES = 500 * 1024
export const PHOTO_QUALITIES = [0.82, 0.72, 0.62, 0.5] as const

export interface DeclaredPhoto {
  /** The capture time (ISO 8601, UTC) as the original's EXIF states it, read in the phone's time zone when the
   *  photo states no offset. */
  takenAt?: string
  latitude?: number
  longitude?: number
}

/** EXIF "YYYY:MM:DD HH:MM:SS" with an optional "+HH:MM" offset, as an ISO instant; undefined when malformed. */
export function exifTimeToIso(raw: unknown, offset?: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(raw.trim())
  if (!m) return undefined
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number]
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return undefined
  let at: number
  const off = typeof offset === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim()) : null
  if (off) {
    const minutes = (Number(off[2]) * 60 + Number(off[3])) * (off[1] === '-' ? -1 : 1)
    at = Date.UTC(y, mo - 1, d, h, mi, s) - minutes * 60_000
  } else {
    // No offset in the photo: the phone's own time zone, where the picture was most likely taken.
    at = new Date(y, mo - 1, d, h, mi, s).getTime()
  }
  return Number.isFinite(at) ? new Date(at).toISOString() : undefined
}

// EXIF tag numbers (exifr's smallest build has no tag names): DateTimeOriginal, CreateDate, OffsetTimeOriginal.
const DATE_TIME_ORIGINAL = 36867
const CREATE_DATE = 36868
const OFFSET_TIME_ORIGINAL = 36881

type ExifBlocks = {
  exif?: Record<number, unknown>
  gps?: { latitude?: unknown; longitude?: unknown }
}

/** What the original says of itself: capture time and GPS; nothing when it says nothing or cannot be read. */
export async function readDeclared(file: Blob): Promise<DeclaredPhoto> {
  if (file.type !== 'image/jpeg' && file.type !== '') return {}
  try {
    const { parse } = (await import('exifr/dist/mini.esm.mjs')) as {
      parse: (input: Blob, options: object) => Promise<ExifBlocks | undefined>
    }
    const tags = await parse(file, {
      ifd0: false,
      exif: [DATE_TIME_ORIGINAL, CREATE_DATE, OFFSET_TIME_ORIGINAL],
      gps: [1, 2, 3, 4],
      mergeOutput: false,
      reviveValues: false,
      translateKeys: false,
      translateValues: false,
    })
    const declared: DeclaredPhoto = {}
    const takenAt = exifTimeToIso(
      tags?.exif?.[DATE_TIME_ORIGINAL] ?? tags?.exif?.[CREATE_DATE],
      tags?.exif?.[OFFSET_TIME_ORIGINAL],
    )
    if (takenAt) declared.takenAt = takenAt
    const { latitude, longitude } = tags?.gps ?? {}
    if (
      typeof latitude === 'number' &&
      typeof longitude === 'number' &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180
    ) {
      declared.latitude = Math.round(latitude * 1e7) / 1e7
      declared.longitude = Math.round(longitude * 1e7) / 1e7
    }
    return declared
  } catch {
    return {}
  }
}

/** The size of the small copy: the longest side at most `longest`, never enlarged. */
export function smallSize(width: number, height: number, longest = PHOTO_LONGEST_SIDE) {
  const scale = Math.min(1, longest / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** The copy's name: the original's, with `.jpg` for its last extension (so the one-dot rule still sees the
 *  user's own name). */
export function smallName(name: string): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`
}

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

export async function shrink(file: File): Promise<File | null> {
  if (typeof createImageBitmap === 'undefined') return null
  const full = await createImageBitmap(file, { imageOrientation: 'from-image' })
  const { width, height } = smallSize(full.width, full.height)
  let bitmap = full
  if (width !== full.width || height !== full.height) {
    // The browser's own high-quality resampling, done once; each quality below only re-encodes.
    bitmap = await createImageBitmap(full, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' })
    full.close()
  }
  try {
    let best: Blob | null = null
    for (const quality of PHOTO_QUALITIES) {
      const blob = await encode(bitmap, width, height, quality)
      // A browser that cannot encode JPEG answers with PNG (or nothing): then the original goes.
      if (blob?.type !== 'image/jpeg') return null
      if (!best || blob.size < best.size) best = blob
      if (blob.size <= PHOTO_TARGET_BYTES) break
    }
    if (!best || best.size >= file.size) return null
    return new File([best], smallName(file.name), { type: 'image/jpeg', lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}

/** What the worker answers for one photo. */
export interface SmallPhotoReply {
  id: number
  small: File | null
  declared: DeclaredPhoto
}

/** Makes the photo small here, on the calling thread (the worker's own work, and the fallback without a worker). */
export async function makePhotoSmallHere(file: File): Promise<{ file: File; declared: DeclaredPhoto }> {
  if (!file.type.startsWith('image/')) return { file, declared: {} }
  // The EXIF reader loads and reads while the picture decodes: both at once.
  const [declared, small] = await Promise.all([readDeclared(file), shrink(file).catch(() => null)])
  return { file: small ?? file, declared }
}

let worker: Worker | null = null
let workerBroken = false
let nextId = 0

function photoWorker(): Worker | null {
  if (workerBroken || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null
  try {
    worker ??= new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'office-photo' })
    return worker
  } catch {
    workerBroken = true
    return null
  }
}

/** The photo made small by the worker; rejects when the worker cannot (then it is made here). */
function inWorker(w: Worker, file: File): Promise<SmallPhotoReply> {
  const id = ++nextId
  return new Promise((resolve, reject) => {
    const done = () => {
      w.removeEventListener('message', onMessage)
      w.removeEventListener('error', onError)
    }
    const onMessage = (event: MessageEvent<SmallPhotoReply>) => {
      if (event.data?.id !== id) return
      done()
      resolve(event.data)
    }
    const onError = (event: Event) => {
      event.preventDefault()
      done()
      // A worker that failed to load (a browser without module workers, the file missing offline) is not tried again.
      workerBroken = true
      worker?.terminate()
      worker = null
      reject(new Error('photo worker failed'))
    }
    w.addEventListener('message', onMessage)
    w.addEventListener('error', onError)
    w.postMessage({ id, file })
  })
}

/**
 * The file to send for a picked photo, and what the original declares of itself. A PDF, or a picture that cannot
 * be made smaller here, is returned as it is (with its declared values when it has any). Done in the photo worker
 * when the browser can (the page stays free to answer), here otherwise.
 */
export async function makePhotoSmall(file: File): Promise<{ file: File; declared: DeclaredPhoto }> {
  if (!file.type.startsWith('image/')) return { file, declared: {} }
  const w = photoWorker()
  if (w) {
    try {
      const reply = await inWorker(w, file)
      return { file: reply.small ?? file, declared: reply.declared }
    } catch {
      // Made here instead.
    }
  }
  return makePhotoSmallHere(file)
}
