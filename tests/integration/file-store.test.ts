import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFileChunks, storedFiles } from '#app/db/schema.ts'
import { CHUNK_SIZE, sha256Of } from '#app/domain/files/chunks.server.ts'
import { moveFiles } from '#app/domain/files/move-files.server.ts'
import { objectStore } from '#app/domain/files/object-store.server.ts'
import { openFile } from '#app/domain/files/open-file.server.ts'
import { storeFile } from '#app/domain/files/store-file.server.ts'
import { sweepOrphanObjects } from '#app/domain/files/sweep-orphans.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { parseSettings, replaceSettings } from '#app/lib/settings.server.ts'
import { useTestDatabase } from '../helpers/db.ts'
import { type S3Server, startS3 } from '../helpers/s3.ts'

// The stored-file abstraction (ADR 0060): chunks in the database by default, an S3-compatible bucket as an option,
// and the command that moves files between them with checksums verified.

const MB = 1024 * 1024
const handle = useTestDatabase({ seed: false })
let s3: S3Server

beforeAll(async () => {
  s3 = await startS3()
})
afterAll(async () => {
  replaceSettings(parseSettings({}))
  await s3?.close()
})

const useDatabase = () => replaceSettings(parseSettings({ LOG_LEVEL: 'silent' }))
const useBucket = () => replaceSettings(parseSettings({ LOG_LEVEL: 'silent', ...s3.env }))
/** Bucket configured (so files there can be read) but new files go to the database. */
const bucketReadable = () => replaceSettings(parseSettings({ LOG_LEVEL: 'silent', ...s3.env, FILE_STORAGE: 'db' }))

/**
 * `size` bytes of random data in 64 KiB pieces, made as they are asked for (the test itself never holds the
 * file), with the SHA-256 of what was produced.
 */
function source(size: number, onPiece?: () => void) {
  const hash = createHash('sha256')
  async function* pieces() {
    for (let sent = 0; sent < size; ) {
      const piece = randomBytes(Math.min(64 * 1024, size - sent))
      hash.update(piece)
      sent += piece.length
      onPiece?.()
      yield piece
    }
  }
  return { pieces: pieces(), sha256: () => hash.digest('hex') }
}

const meta = { originalName: 'photo.jpg', contentType: 'image/jpeg', uploadedBy: null }

/** Memory in use (JS heap and Buffers) after a full collection (the integration workers run with --expose-gc). */
function inUse(): number {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('Run the integration suite with --expose-gc (vitest.config.ts does).')
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

/**
 * Stores and reads back a 10 MB file, measuring the memory still in use every 1 MB on the way in and out; returns
 * the file and the largest growth seen. Holding the file whole would show as 10 MB or more.
 */
async function roundTrip() {
  const baseline = inUse()
  let peak = 0
  let calls = 0
  const sample = () => {
    if (++calls % 16 === 0) peak = Math.max(peak, inUse() - baseline)
  }
  const input = source(10 * MB, sample)
  const stored = await storeFile(handle.db, input.pieces, meta)
  const storePeak = peak
  peak = 0
  expect(stored.sha256).toBe(input.sha256())
  expect(stored.size).toBe(10 * MB)
  const opened = await openFile(handle.db, stored.id)
  expect(opened).not.toBeNull()
  const hash = createHash('sha256')
  let size = 0
  for await (const piece of opened!.stream as AsyncIterable<Buffer>) {
    hash.update(piece)
    size += piece.length
    // Read pieces are 256 KiB (database) or smaller (bucket): sample about every 1 MB either way.
    if (piece.length >= CHUNK_SIZE) calls += 3
    sample()
  }
  expect(hash.digest('hex')).toBe(stored.sha256)
  expect(size).toBe(stored.size)
  return { stored, meta: opened!.meta, storeMb: storePeak / MB, openMb: peak / MB }
}

async function countOf(table: 'stored_files' | 'stored_file_chunks') {
  const r = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[]
  }
  return r.rows[0]!.n
}

async function bucketKeys(): Promise<string[]> {
  const store = await objectStore()
  const keys: string[] = []
  for await (const page of store!.list('files/')) keys.push(...page.map((o) => o.key))
  return keys
}

describe('storeFile and openFile in the database', () => {
  it('round-trips a 10 MB file in 256 KiB chunks, one chunk at a time', async () => {
    useDatabase()
    const { stored, meta: info, storeMb, openMb } = await roundTrip()
    console.log(
      `file store (database, ${handle.kind}): 10 MB file, memory growth at most ${storeMb.toFixed(1)} MB storing, ` +
        `${openMb.toFixed(1)} MB reading`,
    )
    expect(info).toMatchObject({ storage: 'db', contentType: 'image/jpeg', originalName: 'photo.jpg', size: 10 * MB })
    const chunks = await handle.db
      .select({ seq: storedFileChunks.seq, length: sql<number>`length(${storedFileChunks.data})` })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.fileId, stored.id))
    expect(chunks).toHaveLength(40)
    expect(chunks.every((c) => Number(c.length) === CHUNK_SIZE)).toBe(true)
    // Holding the file whole would cost at least its 10 MB. (The embedded database runs inside this process and
    // keeps the file in its own memory, so the figure means something on PostgreSQL only.)
    if (handle.kind === 'postgres') {
      expect(storeMb).toBeLessThan(2)
      expect(openMb).toBeLessThan(2)
    }
  })

  it('refuses a file over maxBytes with FILE_TOO_LARGE and leaves the caller’s transaction usable', async () => {
    useDatabase()
    const before = await countOf('stored_files')
    const kept = await handle.db.transaction(async (tx) => {
      const refused = await storeFile(tx, source(CHUNK_SIZE * 2).pieces, meta, { maxBytes: CHUNK_SIZE }).catch(
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(AppError)
      expect((refused as AppError).code).toBe('FILE_TOO_LARGE')
      expect((refused as AppError).status).toBe(413)
      return storeFile(tx, source(100).pieces, meta, { maxBytes: CHUNK_SIZE })
    })
    expect(await countOf('stored_files')).toBe(before + 1)
    expect((await openFile(handle.db, kept.id))?.meta.size).toBe(100)
  })

  it('a rolled-back transaction leaves no row and no chunk', async () => {
    useDatabase()
    const [files, chunks] = [await countOf('stored_files'), await countOf('stored_file_chunks')]
    await expect(
      handle.db.transaction(async (tx) => {
        await storeFile(tx, source(CHUNK_SIZE + 1).pieces, meta)
        throw new Error('the lead could not be saved')
      }),
    ).rejects.toThrow('the lead could not be saved')
    expect(await countOf('stored_files')).toBe(files)
    expect(await countOf('stored_file_chunks')).toBe(chunks)
  })

  it('stores an empty file', async () => {
    useDatabase()
    const stored = await storeFile(handle.db, source(0).pieces, meta)
    expect(stored.size).toBe(0)
    expect(await sha256Of((await openFile(handle.db, stored.id))!.stream)).toEqual({
      sha256: createHash('sha256').digest('hex'),
      size: 0,
    })
    expect(await openFile(handle.db, 999_999)).toBeNull()
  })
})

describe('storeFile and openFile with the bucket (FILE_STORAGE=s3)', () => {
  it('round-trips a 10 MB file through the bucket', async () => {
    useBucket()
    // Loads the SDK and opens a connection first: their memory is not the file's.
    const warm = await storeFile(handle.db, source(1000).pieces, meta)
    await sha256Of((await openFile(handle.db, warm.id))!.stream)
    const { stored, meta: info, storeMb, openMb } = await roundTrip()
    console.log(
      `file store (bucket): 10 MB file, memory growth at most ${storeMb.toFixed(1)} MB storing, ` +
        `${openMb.toFixed(1)} MB reading`,
    )
    expect(info.storage).toBe('s3')
    const [row] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, stored.id))
    expect(row!.objectKey).toMatch(/^files\/[0-9a-f-]{36}$/)
    expect(await handle.db.$count(storedFileChunks, eq(storedFileChunks.fileId, stored.id))).toBe(0)
    // One 5 MiB multipart part is in memory while it is sent (S3's smallest part), however large the file.
    expect(storeMb).toBeLessThan(7)
    expect(openMb).toBeLessThan(2)
  })

  it('a rolled-back transaction leaves no row, and the sweep removes the orphan object', async () => {
    useBucket()
    const files = await countOf('stored_files')
    const keysBefore = await bucketKeys()
    await expect(
      handle.db.transaction(async (tx) => {
        await storeFile(tx, source(1000).pieces, meta)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await countOf('stored_files')).toBe(files)
    expect(await bucketKeys()).toHaveLength(keysBefore.length + 1)
    // A just-written object is left alone (its transaction may still be open)...
    expect(await sweepOrphanObjects(handle.db, (await objectStore())!)).toEqual({ deleted: 0 })
    // ...and an old one without a row goes.
    expect(await sweepOrphanObjects(handle.db, (await objectStore())!, { graceMs: -60_000 })).toEqual({ deleted: 1 })
    expect((await bucketKeys()).sort()).toEqual(keysBefore.sort())
  })

  it('refuses a file over maxBytes and leaves nothing in the bucket', async () => {
    useBucket()
    const keysBefore = await bucketKeys()
    await expect(storeFile(handle.db, source(6 * MB).pieces, meta, { maxBytes: 5.5 * MB })).rejects.toThrow(AppError)
    expect(await bucketKeys()).toHaveLength(keysBefore.length)
  })
})

describe('npm run files:move', () => {
  it('moves every file to the bucket and back, verifying checksums; runs again without effect', async () => {
    bucketReadable()
    // A clean slate: no files, and no objects left from the tests above.
    await handle.db.delete(storedFiles)
    await sweepOrphanObjects(handle.db, (await objectStore())!, { graceMs: -60_000 })
    const sizes = [0, 1, CHUNK_SIZE, CHUNK_SIZE + 1, 3 * MB]
    const files = []
    for (const size of sizes) {
      const input = source(size)
      const stored = await storeFile(handle.db, input.pieces, { ...meta, originalName: `f${size}` })
      files.push(stored)
    }
    const store = (await objectStore())!

    const toBucket = await moveFiles(handle.db, store, 's3')
    expect(toBucket).toMatchObject({ moved: sizes.length, alreadyThere: 0, failed: 0 })
    expect(toBucket.bytes).toBe(sizes.reduce((a, b) => a + b, 0))
    expect(await countOf('stored_file_chunks')).toBe(0)
    for (const file of files) {
      const opened = (await openFile(handle.db, file.id))!
      expect(opened.meta.storage).toBe('s3')
      expect(await sha256Of(opened.stream)).toEqual({ sha256: file.sha256, size: file.size })
    }
    expect(await moveFiles(handle.db, store, 's3')).toMatchObject({ moved: 0, alreadyThere: sizes.length })

    // A bucket copy that no longer matches its checksum is not taken into the database.
    const [damaged] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, files[4]!.id))
    await store.put(damaged!.objectKey!, Readable.from([randomBytes(3 * MB)]), 'image/jpeg')
    const problems: string[] = []
    const toDb = await moveFiles(handle.db, store, 'db', { onProblem: (line) => problems.push(line) })
    expect(toDb).toMatchObject({ moved: sizes.length - 1, alreadyThere: 0, failed: 1 })
    expect(problems).toEqual([expect.stringContaining(`file ${damaged!.id}: `)])
    expect(problems[0]).toContain('SHA-256')
    const [still] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, damaged!.id))
    expect(still).toMatchObject({ storage: 's3', objectKey: damaged!.objectKey })
    expect(await bucketKeys()).toEqual([damaged!.objectKey])

    for (const file of files.slice(0, 4)) {
      const opened = (await openFile(handle.db, file.id))!
      expect(opened.meta.storage).toBe('db')
      expect(await sha256Of(opened.stream)).toEqual({ sha256: file.sha256, size: file.size })
    }
  })
})

describe.runIf(Boolean(process.env.DATABASE_URL))('the files:move command', () => {
  it('moves the files both ways and prints the counts', async () => {
    useDatabase()
    const run = (to: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [`${process.env.BUILD_DIR ?? 'build'}/server-entry/files-move.js`, '--to', to],
          {
            env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: handle.url, ...s3.env },
          },
        )
        let output = ''
        child.stdout.on('data', (d) => (output += d))
        child.stderr.on('data', (d) => (output += d))
        child.once('exit', (code) => resolve({ code, output }))
      })
    await handle.db.delete(storedFiles)
    for (const size of [10, CHUNK_SIZE + 10]) await storeFile(handle.db, source(size).pieces, meta)
    const up = await run('s3')
    expect(up.output).toContain('Moved 2 files (0.3 MB) to the bucket; 0 were already there; 0 failed')
    expect(up.code).toBe(0)
    expect(await handle.db.$count(storedFiles, eq(storedFiles.storage, 'db'))).toBe(0)
    const down = await run('db')
    expect(down.output).toContain('Moved 2 files (0.3 MB) to the database; 0 were already there; 0 failed')
    expect(down.code).toBe(0)
    expect(await handle.db.$count(storedFiles, eq(storedFiles.storage, 's3'))).toBe(0)
    expect((await run('sideways')).output.trim()).toBe('Say where to: npm run files:move -- --to s3 (or --to db)')
  })
})
