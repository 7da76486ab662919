import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFileChunks, storedFiles } from '#app/db/schema.ts'
import { CHUNK_SIZE, sha256Of } from '#app/domain/files/chunks.server.ts'
import { openFile } from '#app/domain/files/open-file.server.ts'
import { PENDING_SHA256, stageFile } from '#app/domain/files/store-file.server.ts'
import { sweepStagedFiles } from '#app/domain/files/sweep-orphans.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { parseSettings, replaceSettings } from '#app/lib/settings.server.ts'
import { useTestDatabase } from '../helpers/db.ts'

// Staged files (issue 17 item 5, ADR 0102): an upload's bytes are stored before the transaction that records what
// they belong to, and become a file only with that transaction; anything else leaves nothing anyone sees, and a
// staged file never committed is swept.

const handle = useTestDatabase({ seed: false })
const meta = { originalName: 'selfie.jpg', contentType: 'image/jpeg', uploadedBy: null }

beforeAll(() => replaceSettings(parseSettings({ LOG_LEVEL: 'silent' })))
afterAll(() => replaceSettings(parseSettings({})))

async function* pieces(bytes: Buffer) {
  for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024)
}
const files = () => handle.db.select().from(storedFiles)
const chunksOf = (id: number) => handle.db.select().from(storedFileChunks).where(eq(storedFileChunks.fileId, id))

describe('stageFile', () => {
  it('stays pending until committed with its row; then it is an ordinary stored file', async () => {
    const bytes = randomBytes(CHUNK_SIZE * 2 + 10)
    const staged = await stageFile(handle.db, pieces(bytes), meta)
    const [pending] = await files()
    expect(pending).toMatchObject({ sha256: PENDING_SHA256, size: 0 })
    const ref = await handle.db.transaction((tx) => staged.commit(tx))
    const [row] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, ref.id))
    expect(row).toMatchObject({ sha256: staged.sha256, size: bytes.length })
    expect(await chunksOf(ref.id)).toHaveLength(3)
    expect(await sha256Of((await openFile(handle.db, ref.id))!.stream)).toEqual({
      sha256: staged.sha256,
      size: bytes.length,
    })
    await handle.db.delete(storedFiles).where(eq(storedFiles.id, ref.id))
  })

  it('a transaction that fails leaves the file pending; discard removes it and its chunks', async () => {
    const staged = await stageFile(handle.db, pieces(randomBytes(CHUNK_SIZE + 1)), meta)
    await expect(
      handle.db.transaction(async (tx) => {
        await staged.commit(tx)
        throw new Error('the visit could not be saved')
      }),
    ).rejects.toThrow('the visit could not be saved')
    const [row] = await files()
    expect(row?.sha256).toBe(PENDING_SHA256)
    await staged.discard()
    expect(await files()).toEqual([])
    expect(await handle.db.select().from(storedFileChunks)).toEqual([])
  })

  it('a file over maxBytes is refused and leaves nothing', async () => {
    await expect(
      stageFile(handle.db, pieces(randomBytes(CHUNK_SIZE * 2)), meta, { maxBytes: CHUNK_SIZE }),
    ).rejects.toBeInstanceOf(AppError)
    expect(await files()).toEqual([])
  })

  it('the sweep deletes staged files never committed once old enough, and nothing else', async () => {
    const forgotten = await stageFile(handle.db, pieces(randomBytes(100)), meta)
    const kept = await stageFile(handle.db, pieces(randomBytes(100)), meta)
    const ref = await handle.db.transaction((tx) => kept.commit(tx))
    expect(await sweepStagedFiles(handle.db)).toEqual({ deleted: 0 })
    expect(await sweepStagedFiles(handle.db, { graceMs: -1000 })).toEqual({ deleted: 1 })
    expect((await files()).map((f) => f.id)).toEqual([ref.id])
    expect(forgotten.sha256).not.toBe(PENDING_SHA256)
  })

  it('other queries are answered between the chunks of a 10 MB file', async () => {
    let done = false
    const staging = stageFile(handle.db, pieces(randomBytes(40 * CHUNK_SIZE)), meta).finally(() => {
      done = true
    })
    // Ask while the file goes in: the answer must come before the whole file is in.
    await new Promise((r) => setTimeout(r, 50))
    await handle.db.select().from(storedFiles).limit(1)
    const answeredWhileStaging = !done
    const staged = await staging
    await staged.discard()
    expect(answeredWhileStaging).toBe(true)
  })
})
