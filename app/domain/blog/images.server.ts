import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { eq, inArray } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { blogImages } from '#app/db/schema.ts'
import { openFile } from '#app/domain/files/open-file.server.ts'
import type { UploadedFile } from '#app/domain/files/read-upload.server.ts'
import { storeFile } from '#app/domain/files/store-file.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'

/**
 * Blog images are stored files (the file store: in the database by default, or the bucket), so every server on the
 * database serves every image and one backup holds them. Each has a public name this module generates,
 * `<slug>-<hash of the source>.webp` (1200 x 630, the share-card size), with a `-600w` variant for the list and
 * phones; `blog_images` maps the name to the file. A name from a request is only ever looked up, never used as a
 * path.
 */

export const BLOG_IMAGE_WIDE = { width: 1200, height: 630 }
export const BLOG_IMAGE_NARROW = { width: 600, height: 315 }
const NARROW_SUFFIX = '-600w'

const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,150}\.(webp|png|jpe?g|gif)$/

/** The folder where installations before the file store kept blog images (imported once at start, see below). */
export function blogUploadDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads', 'blog')
}

/** The site path of a stored image, as the pages link it. */
export function blogImageUrl(fileName: string): string {
  return `/blog-images/${fileName}`
}

/** The narrow variant's file name of a stored image. */
export function narrowVariant(fileName: string): string {
  return fileName.replace(/(\.[a-z]+)$/, `${NARROW_SUFFIX}$1`)
}

/** The content type of an image from its first bytes, or null when it is not one of the served types. */
export function imageTypeOf(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image/webp'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  return null
}

const servedTypes = new Set(['image/webp', 'image/png', 'image/jpeg', 'image/gif'])

async function* bytesOf(data: Buffer) {
  yield data
}

/** A refusal inside the transaction below: another process stored the same names first. */
class AlreadyStored extends Error {}

/**
 * Stores images under their public names, all or none, in one transaction: a name another process stored first
 * rolls this attempt back (its files included), since that process's copy is the same picture.
 */
async function storeNamed(db: Db, images: { name: string; data: Buffer }[], uploadedBy: number | null) {
  try {
    await db.transaction(async (tx) => {
      for (const image of images) {
        const file = await storeFile(tx, bytesOf(image.data), {
          originalName: image.name,
          contentType: imageTypeOf(image.data) ?? 'application/octet-stream',
          uploadedBy,
        })
        const inserted = await tx
          .insert(blogImages)
          .values({ name: image.name, fileId: file.id })
          .onConflictDoNothing()
          .returning({ name: blogImages.name })
        if (inserted.length === 0) throw new AlreadyStored()
      }
    })
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error
  }
}

/**
 * Converts a picture (any format sharp reads, SVG included) to the two WebP sizes and stores them as files.
 * Returns the public file name for the post's `bl_posturl` column. Storing the same picture again gives the same
 * name and stores nothing.
 *
 * This is the one way in for blog pictures: blog authoring hands it the uploaded bytes (already read under the
 * upload size cap, with the signed-in author as `uploadedBy`), the demo content its SVGs. The output is always
 * WebP made here, so nothing the uploader sent is ever served as it came.
 */
export async function saveBlogImage(
  db: Db,
  source: Buffer,
  slug: string,
  options: { uploadedBy?: number | null } = {},
): Promise<string> {
  const base = slug.replace(/[^a-z0-9-]+/g, '').slice(0, 100) || 'post'
  // Twelve hex digits: a run of ten digits alone would read as a mobile number to the log checks.
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12)
  const name = `${base}-${hash}.webp`
  const names = [name, narrowVariant(name)]
  const existing = await db.select({ name: blogImages.name }).from(blogImages).where(inArray(blogImages.name, names))
  if (existing.length === names.length) return name
  const wide = await sharp(source, { density: 144, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ ...BLOG_IMAGE_WIDE, fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer()
  const narrow = await sharp(source, { density: 72, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ ...BLOG_IMAGE_NARROW, fit: 'cover' })
    .webp({ quality: 78 })
    .toBuffer()
  const have = new Set(existing.map((e) => e.name))
  const missing = [
    { name, data: wide },
    { name: narrowVariant(name), data: narrow },
  ].filter((image) => !have.has(image.name))
  await storeNamed(db, missing, options.uploadedBy ?? null)
  return name
}

/** Larger pictures than this (about 8000 x 5000) are refused rather than decoded. */
const MAX_INPUT_PIXELS = 40_000_000

/** What an author may upload, decided from the file's bytes: the photo formats every browser shows. */
const uploadTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])

/**
 * Checks an author's uploaded picture before anything is stored: its type is decided from its bytes (never its
 * name or the browser's claim) and must be JPEG, PNG, GIF or WebP, and the whole picture must decode (a file that
 * only starts like a picture is refused). Returns the bytes for saveBlogImage, which re-encodes them to WebP, so
 * nothing the uploader sent is ever served as sent; null when no file was chosen.
 */
export async function checkBlogPicture(file: UploadedFile | null): Promise<Buffer | null> {
  if (!file || file.size === 0) return null
  const refused = () => new AppError('BLOG_IMAGE_TYPE', { field: 'image' })
  const bytes = await readFile(file.path)
  const type = (await fileTypeFromBuffer(bytes).catch(() => undefined))?.mime
  if (!type || !uploadTypes.has(type) || imageTypeOf(bytes) !== type) throw refused()
  try {
    await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).stats()
  } catch {
    throw refused()
  }
  return bytes
}

export interface BlogImage {
  stream: Readable
  contentType: string
  size: number
  sha256: string
}

/**
 * A stored image by public name, or null when the name is not one this module could have generated, there is no
 * such image, or its recorded type is not an image type. A missing narrow variant falls back to the full-size
 * image (an image imported from an older installation may have only that).
 */
export async function readBlogImage(db: Db, fileName: string): Promise<BlogImage | null> {
  if (!FILE_NAME.test(fileName)) return null
  const candidates = [fileName]
  if (fileName.includes(`${NARROW_SUFFIX}.`)) candidates.push(fileName.replace(NARROW_SUFFIX, ''))
  for (const candidate of candidates) {
    const [row] = await db.select().from(blogImages).where(eq(blogImages.name, candidate))
    if (!row) continue
    const file = await openFile(db, row.fileId)
    if (!file) continue
    if (!servedTypes.has(file.meta.contentType)) {
      file.stream.destroy()
      return null
    }
    return { stream: file.stream, contentType: file.meta.contentType, size: file.meta.size, sha256: file.meta.sha256 }
  }
  return null
}

/**
 * Imports the images an installation from before the file store kept in `DATA_DIR/uploads/blog`, once: a name
 * already stored is skipped, so running it at every start costs one folder listing. Files whose bytes are not an
 * image type are left out (they would never have been served). The folder is left as it was; it can be deleted
 * once the import has been logged.
 */
export async function importBlogImageFolder(db: Db, dataDir: string): Promise<{ imported: number; skipped: number }> {
  let names: string[]
  try {
    names = (await readdir(blogUploadDir(dataDir))).filter((n) => FILE_NAME.test(n)).sort()
  } catch {
    return { imported: 0, skipped: 0 }
  }
  let imported = 0
  let skipped = 0
  for (const name of names) {
    const [known] = await db.select({ name: blogImages.name }).from(blogImages).where(eq(blogImages.name, name))
    if (known) continue
    const data = await readFile(path.join(blogUploadDir(dataDir), name))
    if (!imageTypeOf(data)) {
      skipped++
      continue
    }
    await storeNamed(db, [{ name, data }], null)
    imported++
  }
  return { imported, skipped }
}
