import { and, eq, inArray, lt } from 'drizzle-orm'
import { storedFiles } from '#app/db/schema.ts'
import { OBJECT_PREFIX, type ObjectStore } from '#app/domain/files/object-store.server.ts'
import { PENDING_SHA256 } from '#app/domain/files/store-file.server.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * How old an object without a row must be before the sweep deletes it. A file is uploaded before its row is
 * written in the caller's transaction; six hours is far longer than any transaction of this product, so an object
 * whose transaction is still open is never taken for an orphan.
 */
export const ORPHAN_GRACE_MS = 6 * 60 * 60_000

/**
 * Deletes objects under the product's prefix that no stored file refers to and that are older than `graceMs`:
 * uploads whose transaction rolled back, and the source copies a move could not delete. Safe to run on several
 * servers at once (a delete of a deleted object is no error).
 */
export async function sweepOrphanObjects(
  db: Db,
  store: ObjectStore,
  options: { graceMs?: number } = {},
): Promise<{ deleted: number }> {
  const before = Date.now() - (options.graceMs ?? ORPHAN_GRACE_MS)
  let deleted = 0
  for await (const page of store.list(OBJECT_PREFIX)) {
    const old = page.filter((o) => o.lastModified.getTime() <= before)
    if (old.length === 0) continue
    const rows = await db
      .select({ key: storedFiles.objectKey })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.objectKey,
          old.map((o) => o.key),
        ),
      )
    const referenced = new Set(rows.map((r) => r.key))
    for (const object of old) {
      if (referenced.has(object.key)) continue
      await store.delete(object.key)
      deleted++
    }
  }
  return { deleted }
}

/**
 * Deletes staged files (stageFile, ADR 0102) that were never committed and are older than `graceMs`: an upload whose
 * server stopped between storing the bytes and recording the visit. Such a row is referred to by nothing (its
 * caller's transaction never committed), so deleting it (and its chunks, by cascade) changes nothing anyone sees.
 */
export async function sweepStagedFiles(db: Db, options: { graceMs?: number } = {}): Promise<{ deleted: number }> {
  const before = new Date(Date.now() - (options.graceMs ?? ORPHAN_GRACE_MS))
  const gone = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.sha256, PENDING_SHA256), lt(storedFiles.receivedAt, before)))
    .returning({ id: storedFiles.id })
  return { deleted: gone.length }
}
