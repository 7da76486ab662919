import { Readable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { ACCEPTED_TYPES } from '#app/domain/files/check-evidence.server.ts'
import { openEvidence } from '#app/domain/leads/evidence-file.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { isAppError } from '#app/lib/errors.ts'
import { recordNotFound } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'

/** A visit's evidence file (or its thumbnail), for CRM users who may see its lead. */
const access = defineAccess({ right: 'CRM', params: { fileId: 'file' } })
export const handle: OfficeHandle = { access }

/** RFC 6266 file name: a plain ASCII fallback and the UTF-8 name. */
function disposition(kind: 'inline' | 'attachment', name: string, fallbackExt: string): string {
  const safe = name.replace(/[^\w.-]+/g, '_').slice(0, 100) || `file.${fallbackExt}`
  return `${kind}; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(name || safe)}`
}

/**
 * Streams the file from the store, never whole in memory. Served with its detected type, `nosniff`, no caching
 * (`private, no-store`) and a sandboxing CSP, so even a file built to be read as a page cannot run anything; inline
 * for the preview, or as a download with `?download=1`.
 */
export const loader = officeLoader(access, async (staff, args) => {
  const download = new URL(args.request.url).searchParams.get('download') === '1'
  let opened: Awaited<ReturnType<typeof openEvidence>>
  try {
    opened = await openEvidence(staff.ctx.db, staff.actor, staff.params.fileId, download)
  } catch (error) {
    if (isAppError(error)) throw recordNotFound('file')
    throw error
  }
  const type = opened.meta.contentType
  return new Response(createReadableStreamFromReadable(Readable.from(opened.stream)), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(opened.meta.size),
      'Content-Disposition': disposition(
        download ? 'attachment' : 'inline',
        opened.meta.originalName,
        ACCEPTED_TYPES[type] ?? 'bin',
      ),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  })
})
