import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, eq } from 'drizzle-orm'
import pLimit from 'p-limit'
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

/**
 * Stands in for the checksum until the file is final: inside storeFile's transaction, or for a staged file until its
 * caller's transaction commits it (stageFile). A row with it is referred to by nothing and is swept when old.
 */
export const PENDING_SHA256 = '0'.repeat(64)

/** The metered source and the row's fields, as storeFile and stageFile both begin. */
function startUpload(source: AsyncIterable<Uint8Array>, meta: NewFileMeta, options: { maxBytes?: number }) {
  const metered = meter(source, options.maxBytes)
  const row = {
    contentType: meta.contentType.slice(0, 100),
    originalName: fileNameForStorage(meta.originalName),
    uploadedBy: meta.uploadedBy,
  }
  return { metered, row }
}

type UploadRow = ReturnType<typeof startUpload>['row']

/** Streams the bytes to the bucket under a new key (FILE_STORAGE=s3); the row is written afterwards. */
async function putInBucket(metered: ReturnType<typeof meter>, row: UploadRow) {
  const store = await objectStore()
  if (!store) throw new Error('FILE_STORAGE is s3 but no bucket is configured.')
  const key = newObjectKey()
  await store.put(key, metered.pieces, row.contentType)
  return { store, key, ...metered.result() }
}

/** Writes the row of a file whose bytes are in the bucket under `key`. */
async function recordObject(
  db: Db | Tx,
  row: UploadRow,
  key: string,
  sha256: string,
  size: number,
): Promise<StoredFileRef> {
  const [stored] = await db
    .insert(storedFiles)
    .values({ ...row, sha256, size, storage: 's3', objectKey: key })
    .returning({ id: storedFiles.id })
  return { id: stored!.id, sha256, size }
}

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
  const { metered, row } = startUpload(source, meta, options)
  if (uploadTarget() === 's3') {
    const { store, key, sha256, size } = await putInBucket(metered, row)
    try {
      return await recordObject(db, row, key, sha256, size)
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

export interface StagedFile {
  /** SHA-256 and size of the staged bytes. */
  sha256: string
  size: number
  /**
   * Makes the file final inside the caller's transaction, the one that writes the row referring to it: the file
   * and that row commit together, or neither does (then call `discard`).
   */
  commit(tx: Tx): Promise<StoredFileRef>
  /** Removes what was staged; never throws (anything left is swept: sweepStagedFiles, sweepOrphanObjects). */
  discard(): Promise<void>
}

/**
 * Chunk writes of staged files, one at a time across the server: the embedded database answers one statement at a
 * time, so with four uploads each queueing its next chunk, another user's page query waited behind four chunk
 * writes per query; one lane keeps that to one (ADR 0102). The uploads take turns chunk by chunk.
 */
const chunkLane = pLimit(1)

/**
 * Stores a file's bytes before, and outside, the transaction that records what it belongs to (ADR 0102). Storing a
 * 10 MB file is forty chunk writes; inside one transaction on the embedded database (one connection) they held
 * every other request for the whole upload, four uploads for over a minute. Here each chunk is its own short
 * statement, taking turns with other requests' queries, and the file's row stays pending (PENDING_SHA256, referred
 * to by nothing, shown nowhere) until `commit(tx)` completes it in the caller's short transaction. A failed caller
 * `discard()`s; a process that dies in between leaves a pending row that sweepStagedFiles deletes once it is older
 * than the grace period. With FILE_STORAGE=s3 the object is uploaded here and its row written by `commit`.
 *
 * Over `maxBytes`, throws an AppError (FILE_TOO_LARGE, status 413) and leaves nothing.
 */
export async function stageFile(
  db: Db,
  source: AsyncIterable<Uint8Array>,
  meta: NewFileMeta,
  options: { maxBytes?: number } = {},
): Promise<StagedFile> {
  const { metered, row } = startUpload(source, meta, options)
  if (uploadTarget() === 's3') {
    const { store, key, sha256, size } = await putInBucket(metered, row)
    return {
      sha256,
      size,
      commit: (tx) => recordObject(tx, row, key, sha256, size),
      discard: () => store.delete(key).catch(() => undefined),
    }
  }
  const [stored] = await db
    .insert(storedFiles)
    .values({ ...row, sha256: PENDING_SHA256, size: 0, storage: 'db' })
    .returning({ id: storedFiles.id })
  const id = stored!.id
  const discard = async () => {
    await db
      .delete(storedFiles)
      .where(and(eq(storedFiles.id, id), eq(storedFiles.sha256, PENDING_SHA256)))
      .catch(() => undefined)
  }
  try {
    await writeChunks(db, id, metered.pieces, {
      write: async (insert) => {
        await chunkLane(insert)
        // Let requests that arrived meanwhile send their queries before this upload's next chunk.
        await nextTurn()
      },
    })
  } catch (error) {
    await discard()
    throw error
  }
  const { sha256, size } = metered.result()
  return {
    sha256,
    size,
    async commit(tx) {
      const [done] = await tx
        .update(storedFiles)
        .set({ sha256, size })
        .where(and(eq(storedFiles.id, id), eq(storedFiles.sha256, PENDING_SHA256)))
        .returning({ id: storedFiles.id })
      if (!done) throw new Error(`Staged file ${id} is no longer there.`)
      return { id, sha256, size }
    },
    discard,
  }
}
