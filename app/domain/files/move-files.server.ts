import { and, asc, eq, gt, ne } from 'drizzle-orm'
import { storedFileChunks, storedFiles } from '#app/db/schema.ts'
import { chunkCount, chunkStream, meter, sha256Of, writeChunks } from '#app/domain/files/chunks.server.ts'
import { newObjectKey, type ObjectStore } from '#app/domain/files/object-store.server.ts'
import { PENDING_SHA256 } from '#app/domain/files/store-file.server.ts'
import { sweepOrphanObjects } from '#app/domain/files/sweep-orphans.server.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * `npm run files:move -- --to s3|db`: moves every stored file between the database and the bucket. Each file is
 * copied, the copy's SHA-256 is read back from the destination and compared with the recorded one, and only then is
 * the row switched and the source deleted. Files are moved one by one, each switch in its own transaction, so the
 * command can be stopped at any point and run again: what has moved is counted as already there, the rest moves.
 */

export interface MoveReport {
  moved: number
  bytes: number
  alreadyThere: number
  failed: number
  /** Objects without a row removed from the bucket afterwards (left by an interrupted run or a rolled-back upload). */
  orphansDeleted: number
}

type Row = typeof storedFiles.$inferSelect

class ChecksumMismatch extends Error {
  constructor(id: number, where: string) {
    super(`Stored file ${id}: the SHA-256 of the ${where} does not match the recorded one; left where it was.`)
    this.name = 'ChecksumMismatch'
  }
}

async function toBucket(db: Db, store: ObjectStore, row: Row): Promise<boolean> {
  const key = newObjectKey()
  const source = meter(chunkStream(db, row.id, chunkCount(row.size)))
  try {
    await store.put(key, source.pieces, row.contentType)
    if (source.result().sha256 !== row.sha256) throw new ChecksumMismatch(row.id, 'database copy')
    const copy = await sha256Of(await store.get(key))
    if (copy.sha256 !== row.sha256 || copy.size !== row.size) throw new ChecksumMismatch(row.id, 'bucket copy')
    const switched = await db.transaction(async (tx) => {
      const updated = await tx
        .update(storedFiles)
        .set({ storage: 's3', objectKey: key })
        .where(and(eq(storedFiles.id, row.id), eq(storedFiles.storage, 'db')))
        .returning({ id: storedFiles.id })
      if (updated.length === 0) return false
      await tx.delete(storedFileChunks).where(eq(storedFileChunks.fileId, row.id))
      return true
    })
    // Another run moved it meanwhile: ours is a spare copy.
    if (!switched) await store.delete(key)
    return switched
  } catch (error) {
    await store.delete(key).catch(() => undefined)
    throw error
  }
}

async function toDatabase(db: Db, store: ObjectStore, row: Row): Promise<boolean> {
  const key = row.objectKey
  if (!key) return false
  const switched = await db.transaction(async (tx) => {
    // The row lock keeps a second run from copying the same file at the same time.
    const [current] = await tx.select().from(storedFiles).where(eq(storedFiles.id, row.id)).for('update')
    if (current?.storage !== 's3' || current.objectKey !== key) return false
    await tx.delete(storedFileChunks).where(eq(storedFileChunks.fileId, row.id))
    const source = meter(await store.get(key))
    await writeChunks(tx, row.id, source.pieces)
    if (source.result().sha256 !== row.sha256) throw new ChecksumMismatch(row.id, 'bucket copy')
    const copy = await sha256Of(chunkStream(tx, row.id, chunkCount(row.size)))
    if (copy.sha256 !== row.sha256 || copy.size !== row.size) throw new ChecksumMismatch(row.id, 'database copy')
    await tx.update(storedFiles).set({ storage: 'db', objectKey: null }).where(eq(storedFiles.id, row.id))
    return true
  })
  // After the commit only: until then the object is the file. A failed delete leaves an orphan for the sweep.
  if (switched) await store.delete(key).catch(() => undefined)
  return switched
}

/** Moves every stored file to `to`. `onProblem` hears one line per file that could not be moved. */
export async function moveFiles(
  db: Db,
  store: ObjectStore,
  to: 'db' | 's3',
  options: { onProblem?: (line: string) => void; orphanGraceMs?: number } = {},
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, bytes: 0, alreadyThere: 0, failed: 0, orphansDeleted: 0 }
  report.alreadyThere = await db.$count(storedFiles, eq(storedFiles.storage, to))
  let after = 0
  for (;;) {
    const batch = await db
      .select()
      .from(storedFiles)
      .where(and(ne(storedFiles.storage, to), gt(storedFiles.id, after), ne(storedFiles.sha256, PENDING_SHA256)))
      .orderBy(asc(storedFiles.id))
      .limit(100)
    if (batch.length === 0) break
    for (const row of batch) {
      after = row.id
      try {
        const moved = to === 's3' ? await toBucket(db, store, row) : await toDatabase(db, store, row)
        if (moved) {
          report.moved++
          report.bytes += row.size
        } else {
          report.alreadyThere++
        }
      } catch (error) {
        report.failed++
        options.onProblem?.(`file ${row.id}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  report.orphansDeleted = (await sweepOrphanObjects(db, store, { graceMs: options.orphanGraceMs })).deleted
  return report
}
