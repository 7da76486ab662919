import type { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { storedFiles } from '#app/db/schema.ts'
import { chunkCount, chunkStream } from '#app/domain/files/chunks.server.ts'
import { objectStore } from '#app/domain/files/object-store.server.ts'
import type { Db } from '#app/lib/db.server.ts'

export interface StoredFileMeta {
  id: number
  sha256: string
  size: number
  contentType: string
  originalName: string
  uploadedBy: number | null
  receivedAt: Date
  storage: 'db' | 's3'
}

/**
 * A stored file's facts and a stream of its bytes, or null when there is no such file. The stream reads one chunk
 * (or, from the bucket, the object's own stream) at a time, so serving a file costs one chunk of memory. Nothing
 * is verified on the way out: checksums are checked when files are copied (`npm run files:move`) and by the tests.
 * Checking who may see the file is the caller's job.
 */
export async function openFile(db: Db, id: number): Promise<{ meta: StoredFileMeta; stream: Readable } | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id))
  if (!row) return null
  const meta: StoredFileMeta = {
    id: row.id,
    sha256: row.sha256,
    size: row.size,
    contentType: row.contentType,
    originalName: row.originalName,
    uploadedBy: row.uploadedBy,
    receivedAt: row.receivedAt,
    storage: row.storage === 's3' ? 's3' : 'db',
  }
  if (meta.storage === 's3') {
    const store = await objectStore()
    if (!store || !row.objectKey) {
      throw new Error(`Stored file ${id} is in the bucket, but no bucket is configured (S3_URL, S3_BUCKET).`)
    }
    return { meta, stream: await store.get(row.objectKey) }
  }
  return { meta, stream: chunkStream(db, id, chunkCount(row.size)) }
}
