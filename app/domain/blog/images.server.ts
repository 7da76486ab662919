import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/**
 * Blog images live in `DATA_DIR/uploads/blog/` (spec section 3: "served from an upload folder"), under names this
 * module generates: `<slug>-<content hash>.webp` (1200 x 630, the share-card size) and a `-600w` variant for the
 * list and phones. A name from a request is only ever matched against that pattern, never joined into a path
 * as given, so `../../x` and friends reach nothing.
 */

export const BLOG_IMAGE_WIDE = { width: 1200, height: 630 }
export const BLOG_IMAGE_NARROW = { width: 600, height: 315 }
const NARROW_SUFFIX = '-600w'

const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,150}\.(webp|png|jpe?g|gif)$/

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

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

/**
 * Converts an image (any format sharp reads, SVG included) to the two WebP sizes and stores them. Returns the
 * stored file name for the `bl_posturl` column. Storing the same picture again gives the same name and writes
 * nothing.
 */
export async function saveBlogImage(dataDir: string, source: Buffer, slug: string): Promise<string> {
  const base = slug.replace(/[^a-z0-9-]+/g, '').slice(0, 100) || 'post'
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
  const name = `${base}-${hash}.webp`
  const dir = blogUploadDir(dataDir)
  await mkdir(dir, { recursive: true })
  const wide = path.join(dir, name)
  const narrow = path.join(dir, narrowVariant(name))
  if (!existsSync(wide)) {
    const data = await sharp(source, { density: 144 })
      .resize({ ...BLOG_IMAGE_WIDE, fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer()
    await writeAtomically(wide, data)
  }
  if (!existsSync(narrow)) {
    const data = await sharp(source, { density: 72 })
      .resize({ ...BLOG_IMAGE_NARROW, fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer()
    await writeAtomically(narrow, data)
  }
  return name
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

/**
 * A stored image by file name, with its content type decided from its bytes; null when the name is not one this
 * module could have generated, the file is missing, or its bytes are not an image. A missing narrow variant falls
 * back to the full-size image (an image stored by other means may have only that).
 */
export async function readBlogImage(
  dataDir: string,
  fileName: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  if (!FILE_NAME.test(fileName)) return null
  const dir = blogUploadDir(dataDir)
  const candidates = [fileName]
  if (fileName.includes(`${NARROW_SUFFIX}.`)) candidates.push(fileName.replace(NARROW_SUFFIX, ''))
  for (const candidate of candidates) {
    const file = path.join(dir, candidate)
    // Belt and braces: the pattern already forbids separators and dots before the extension.
    if (path.dirname(file) !== dir) return null
    try {
      const body = await readFile(file)
      const contentType = imageTypeOf(body)
      return contentType ? { body, contentType } : null
    } catch {
      // Not there: try the next candidate.
    }
  }
  return null
}
