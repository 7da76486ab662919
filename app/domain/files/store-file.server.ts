import { eq } from 'drizzle-orm'
import { storedFiles } from '#app/db/schema.ts'
import { meter, writeChunks } from '#app/domain/files/chunks.server.ts'
import { newObjectKey, objectStore, uploadTarget } from '#app/domain/files/object-store.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { fileNameForStorage } from './file-name.ts'

export interface NewFileMeta {
  /** The client's file name, kept for downloads only (at most 200 characters; never used as a path or key). */
  originalName: string
  /** The type the caller detected from the bytes, never the client's claim. */
  contentType: string
  /** The signed-in user who uploaded it, or null (content loaded by the system). */
  uploadedBy: number | null
}

export interface StoredFileRef {
  id: number
  sha256: string
  size: number
}

/** Stands in for the checksum until the last byte is in; the row is never visible before that (one transaction). */
const PENDING_SHA256 = '0'.repeat(64)

/**
 * Stores a file from a stream, never holding more than one chunk of it in memory, and returns its id, SHA-256 and
 * size. Pass the caller's transaction so the file commits (or rolls back) with the row that refers to it.
 *
 * - FILE_STORAGE=db (the default): the bytes go into `stored_file_chunks` inside a savepoint of `db`, so a refused
 *   file (over `maxBytes`) leaves the caller's transaction usable.
 * - FILE_STORAGE=s3: the bytes are streamed to the bucket under a new key first, then the row is written. A failed
 *   upload aborts itself; an object whose row later rolls back with the caller's transaction is an orphan, deleted
 *   by the orphan sweep (sweep-orphans.server.ts, ADR 0060).
 *
 * Over `maxBytes`, throws an AppError (FILE_TOO_LARGE, status 413) and stores nothing.
 */
export async function storeFile(
  db: Db | Tx,
  source: AsyncIterable<Uint8Array>,
  meta: NewFileMeta,
  options: { maxBytes?: number } = {},
): Promise<StoredFileRef> {
  const metered = meter(source, options.maxBytes)
  const row = {
    contentType: meta.contentType.slice(0, 100),
    originalName: fileNameForStorage(meta.originalName),
    uploadedBy: meta.uploadedBy,
  }
  if (uploadTarget() === 's3') {
    const store = await objectStore()
    if (!store) throw new Error('FILE_STORAGE is s3 but no bucket is configured.')
    const key = newObjectKey()
    await store.put(key, metered.pieces, row.contentType)
    const { sha256, size } = metered.result()
    try {
      const [stored] = await db
        .insert(storedFiles)
        .values({ ...row, sha256, size, storage: 's3', objectKey: key })
        .returning({ id: storedFiles.id })
      return { id: stored!.id, sha256, size }
    } catch (error) {
      // No row refers to the object: remove it now rather than leave it to the sweep.
      await store.delete(key).catch(() => undefined)
      throw error
    }
  }
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(storedFiles)
      .values({ ...row, sha256: PENDING_SHA256, size: 0, storage: 'db' })
      .returning({ id: storedFiles.id })
    const id = stored!.id
    await writeChunks(tx, id, metered.pieces)
    const { sha256, size } = metered.result()
    await tx.update(storedFiles).set({ sha256, size }).where(eq(storedFiles.id, id))
    return { id, sha256, size }
  })
}
