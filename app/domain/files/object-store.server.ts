import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { settings as currentSettings, type Settings } from '#app/lib/settings.server.ts'
import { fillInTurn } from './fill-in-turn.ts'

/**
 * The optional S3-compatible bucket for stored files (ADR 0060). Only the few operations the file store needs, over
 * the AWS SDK v3. The SDK is loaded on first use, so a deployment without a bucket never loads it.
 */

export interface BucketObject {
  key: string
  lastModified: Date
}

export interface ObjectStore {
  readonly bucket: string
  /** Streams `body` to `key`: a multipart upload holding one 5 MiB part in memory at a time. Aborts on failure. */
  put(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<void>
  /** The object's bytes as a stream; rejects when the object does not exist. */
  get(key: string): Promise<Readable>
  /** Deletes `key`; deleting a missing object is not an error (S3 semantics). */
  delete(key: string): Promise<void>
  /** The objects under `prefix`, a page (up to 1,000) at a time. */
  list(prefix: string): AsyncIterable<BucketObject[]>
  close(): void
}

/** Every object this product writes lives under this prefix, so the orphan sweep never touches anything else. */
export const OBJECT_PREFIX = 'files/'

/** A new, never reused object key. Names carry nothing from the upload (no client-chosen name reaches the bucket). */
export function newObjectKey(): string {
  return `${OBJECT_PREFIX}${randomUUID()}`
}

/** S3's smallest part size (every part but the last): the one part held in memory while it is sent. */
const PART_SIZE = 5 * 1024 * 1024

type BucketSettings = Pick<
  Settings,
  'S3_URL' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>

/** A client for the bucket the settings name. Throws when S3_URL or S3_BUCKET is not set. */
export async function createObjectStore(s: BucketSettings): Promise<ObjectStore> {
  if (!s.S3_URL || !s.S3_BUCKET) throw new Error('No bucket is configured: set S3_URL and S3_BUCKET.')
  const bucket = s.S3_BUCKET
  const {
    S3Client,
    GetObjectCommand,
    DeleteObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    CreateMultipartUploadCommand,
    UploadPartCommand,
    CompleteMultipartUploadCommand,
    AbortMultipartUploadCommand,
  } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    endpoint: s.S3_URL,
    region: s.S3_REGION,
    forcePathStyle: s.S3_FORCE_PATH_STYLE,
    ...(s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY } }
      : {}),
    // The SDK's default CRC trailers (aws-chunked uploads) are not understood by many S3-compatible servers. The
    // file store keeps its own SHA-256 of every file and verifies it whenever it copies one, so nothing is lost.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return {
    bucket,
    async put(key, body, contentType) {
      // One part buffer, filled and sent in turn: a file of any size costs 5 MiB here. (lib-storage's Upload was
      // measured holding about three parts at once, more than a whole 10 MB photo: ADR 0060.)
      const part = Buffer.allocUnsafe(PART_SIZE)
      let uploadId: string | undefined
      const parts: { ETag: string | undefined; PartNumber: number }[] = []
      const sendPart = async (filled: number) => {
        uploadId ??= (
          await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }))
        ).UploadId
        const PartNumber = parts.length + 1
        const sent = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber,
            Body: part.subarray(0, filled),
            ContentLength: filled,
          }),
        )
        // The SDK is done with the part once the call resolves, so the buffer is reused for the next one.
        parts.push({ ETag: sent.ETag, PartNumber })
      }
      try {
        const rest = await fillInTurn(body, part, sendPart)
        if (uploadId === undefined) {
          // Smaller than one part: a plain upload.
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: part.subarray(0, rest),
              ContentLength: rest,
              ContentType: contentType,
            }),
          )
          return
        }
        if (rest > 0) await sendPart(rest)
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        )
      } catch (error) {
        // No parts are left behind (a bucket lifecycle rule for incomplete uploads is the backstop). The caller
        // sees the upload's own error (a refused file, a broken source), even when the abort fails too.
        if (uploadId !== undefined) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
            .catch(() => undefined)
        }
        throw error
      }
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      if (!answer.Body) throw new Error(`The bucket returned no body for ${key}.`)
      return answer.Body as Readable
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    async *list(prefix) {
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        const objects = (page.Contents ?? []).flatMap((o) =>
          o.Key ? [{ key: o.Key, lastModified: o.LastModified ?? new Date(0) }] : [],
        )
        if (objects.length) yield objects
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    close() {
      client.destroy()
    },
  }
}

let cached: { settings: Settings; store: Promise<ObjectStore | null> } | undefined

/**
 * The bucket of the process's settings, or null when none is configured. One client per settings object (tests
 * replace the settings; the server sets them once).
 */
export function objectStore(): Promise<ObjectStore | null> {
  const s = currentSettings()
  if (cached?.settings !== s) {
    // A replaced client is left to the garbage collector: a stream may still be reading through it.
    cached = { settings: s, store: s.S3_URL ? createObjectStore(s) : Promise.resolve(null) }
  }
  return cached.store
}

/** Where a new upload goes under the current settings (FILE_STORAGE). */
export function uploadTarget(): 'db' | 's3' {
  return currentSettings().FILE_STORAGE
}
