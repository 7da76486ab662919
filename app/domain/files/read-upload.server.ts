import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { AppError } from '#app/lib/errors.ts'
import { collectFields, type Fields } from '#app/lib/http.server.ts'
import { fileNameForStorage } from './file-name.ts'

/**
 * Reads a multipart upload as it streams in: its text fields (each once), and at most one file, written to a
 * private temporary file and cut off at `maxBytes` (the request is refused as soon as the file passes the limit,
 * never read whole into memory). The temporary file lets the file be checked (type from its bytes, EXIF) and then
 * stored inside a short database transaction together with the record it belongs to, instead of holding a
 * transaction open while a phone uploads over a slow network. `dispose()` removes it; callers use `try/finally`.
 */

export interface UploadedFile {
  /** The temporary file's path. */
  path: string
  /**
   * The client's name for it (for downloads and the one-dot rule only; never used as a path), as Unicode (NFC),
   * shortened to the 200 characters the store keeps with its extension kept.
   */
  name: string
  size: number
}

export interface Upload {
  fields: Fields
  file: UploadedFile | null
  dispose(): Promise<void>
}

export interface UploadLimits {
  /** The only field name a file may come in; '*' takes the one file whatever its field is called. */
  fileField: string
  maxBytes: number
  maxFields?: number
  maxFieldBytes?: number
}

export async function readUpload(request: Request, limits: UploadLimits): Promise<Upload> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type) || !request.body) throw new AppError('BAD_REQUEST')
  // `multipart/form-data; boundary=` (empty, quoted empty) or no boundary at all: nothing can be read, and nothing
  // is made yet (the temporary folder comes after these checks, so a refused form leaves none behind).
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(type)
  if (!boundary || !(boundary[1] || boundary[2])) throw new AppError('UPLOAD_MALFORMED', { status: 400 })
  let parser: ReturnType<typeof busboy>
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // File names as browsers send them: UTF-8 in the plain `filename` parameter (busboy's default, latin1,
      // garbled Hindi and accented names); `filename*` still says its own charset.
      defParamCharset: 'utf8',
      limits: {
        files: 1,
        // One byte more than allowed, so that passing the limit is seen (busboy truncates at the limit).
        fileSize: limits.maxBytes + 1,
        fields: limits.maxFields ?? 40,
        fieldSize: limits.maxFieldBytes ?? 8 * 1024,
        parts: (limits.maxFields ?? 40) + 2,
      },
    })
  } catch (error) {
    // Any other header busboy cannot use.
    throw new AppError('UPLOAD_MALFORMED', { status: 400, cause: error })
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'upload-'))
  const dispose = () => rm(dir, { recursive: true, force: true })
  const entries: [string, string][] = []
  let file: UploadedFile | null = null
  let fileWrite: Promise<void> | null = null
  let failure: AppError | null = null
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>)

  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: AppError) => {
      if (!failure) failure = error
      source.unpipe(parser)
      source.destroy()
      reject(failure)
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(new AppError('BAD_REQUEST'))
      entries.push([name, value])
    })
    parser.on('file', (name, stream, info) => {
      if ((limits.fileField !== '*' && name !== limits.fileField) || file) {
        stream.resume()
        return fail(new AppError(file ? 'ONE_FILE_ONLY' : 'BAD_REQUEST'))
      }
      const target = path.join(dir, 'upload')
      const current: UploadedFile = { path: target, name: fileNameForStorage(info.filename ?? ''), size: 0 }
      file = current
      stream.on('data', (chunk: Buffer) => {
        current.size += chunk.length
      })
      stream.on('limit', () => fail(new AppError('FILE_TOO_LARGE')))
      fileWrite = pipeline(stream, createWriteStream(target, { mode: 0o600 })).catch((error: unknown) => {
        if (!failure) fail(new AppError('BAD_REQUEST', { cause: error }))
      })
    })
    parser.on('filesLimit', () => fail(new AppError('ONE_FILE_ONLY')))
    parser.on('fieldsLimit', () => fail(new AppError('BAD_REQUEST')))
    parser.on('partsLimit', () => fail(new AppError('BAD_REQUEST')))
    parser.on('error', (error) => fail(new AppError('BAD_REQUEST', { cause: error })))
    source.on('error', (error) => fail(new AppError('BAD_REQUEST', { cause: error })))
    parser.on('close', () => resolve())
  })

  try {
    source.pipe(parser)
    await done
    await fileWrite
    if (failure) throw failure
    const finished = file as UploadedFile | null
    if (finished && finished.size > limits.maxBytes) throw new AppError('FILE_TOO_LARGE')
    return { fields: collectFields(entries), file: finished, dispose }
  } catch (error) {
    await dispose()
    throw error
  }
}
