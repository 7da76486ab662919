import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BLOG_IMAGE_MAX_BYTES } from '#app/domain/blog/schemas.ts'
import { MAX_UPLOAD_BYTES } from '#app/domain/files/upload-rules.ts'
import { MAX_EVIDENCE_BYTES } from '#app/domain/leads/schemas.ts'
// @ts-expect-error: a plain benchmark module without type declarations.
import { MAX_UPLOAD_BYTES as benchUploadLimit } from '../bench/lib.mjs'
import { DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './requests.ts'

// The 10 MB upload limit is written once (app/domain/files/upload-rules.ts); every allowance is worked out from it,
// and the deployment example that cannot import it is checked against it here.

describe('the upload limit and the allowances made from it', () => {
  it("is the spec's 10,485,760 bytes, for evidence files and blog pictures alike", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760)
    expect(MAX_EVIDENCE_BYTES).toBe(MAX_UPLOAD_BYTES)
    expect(BLOG_IMAGE_MAX_BYTES).toBe(MAX_UPLOAD_BYTES)
    // The benchmarks (plain JavaScript) keep a copy for their just-under-the-limit photo.
    expect(benchUploadLimit).toBe(MAX_UPLOAD_BYTES)
  })

  it('gives upload routes the file plus an ordinary body for the other fields and the framing', () => {
    expect(UPLOAD_BODY_LIMIT).toBe(MAX_UPLOAD_BYTES + DEFAULT_BODY_LIMIT)
  })

  it('is what the nginx example and the README let through', () => {
    const setting = `client_max_body_size ${UPLOAD_BODY_LIMIT / 1024}k`
    expect(Number.isInteger(UPLOAD_BODY_LIMIT / 1024)).toBe(true)
    const nginx = readFileSync(path.resolve('docs/deploy/nginx.conf'), 'utf8')
    expect(nginx.match(/client_max_body_size\s+[^;]*/g)).toEqual([setting])
    const readme = readFileSync(path.resolve('README.md'), 'utf8')
    expect(readme.match(/client_max_body_size\s+\w+/g)).toEqual([setting])
  })
})
