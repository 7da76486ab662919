import type { NextFunction, Request, Response } from 'express'
import { messages } from '#app/lib/errors.ts'

/**
 * One spelling of every path, before anything looks at it. React Router resolves `/./`, `/x/../` and friends the
 * way a URL parser does, so a limit, guard or prefix test keyed on the raw path (`/api/./callback`,
 * `/crm/../api/callback`) would see one route while the router serves another. So a path with dot segments,
 * doubled or back slashes, or percent-encoded dots, slashes, back slashes or NUL is not served as it is: a page
 * request (GET, HEAD) is sent to the normalised path, anything else is refused. Every later step keys on `req.path`,
 * which is then the path the router matches.
 */

const ENCODED_SEPARATOR = /%(2e|2f|5c|00)/i

function pathOf(url: string): string {
  const q = url.search(/[?#]/)
  return q === -1 ? url : url.slice(0, q)
}

/** The normalised form of a path, or null when it already is normal. */
export function normalisedPath(rawPath: string): string | null {
  const hasDotSegment = /(^|\/)\.\.?(\/|$)/.test(rawPath)
  const abnormal =
    hasDotSegment ||
    rawPath.includes('//') ||
    rawPath.includes('\\') ||
    ENCODED_SEPARATOR.test(rawPath) ||
    !rawPath.startsWith('/')
  if (!abnormal) return null
  let decoded = rawPath
  // Decode only the separators and dots, so `%2e%2e` is a dot segment here exactly as a URL parser would see it.
  decoded = decoded.replace(/%2e/gi, '.').replace(/%2f/gi, '/').replace(/%5c/gi, '/').replace(/%00/g, '')
  decoded = decoded.replace(/\\/g, '/')
  const out: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') out.pop()
    else out.push(segment)
  }
  return `/${out.join('/')}`
}

/** Whether a path's percent-encoding is well formed (the router cannot match one that is not). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

export function normalisePaths(req: Request, res: Response, next: NextFunction) {
  const raw = pathOf(req.url)
  if (!decodable(raw)) {
    res.setHeader('Cache-Control', 'no-store')
    return res.status(400).type('text').send(messages.BAD_REQUEST)
  }
  const normal = normalisedPath(raw)
  if (normal === null) return next()
  res.setHeader('Cache-Control', 'no-store')
  if (req.method === 'GET' || req.method === 'HEAD') {
    const query = req.url.slice(raw.length)
    // The target is built from segments only: it always starts with exactly one slash, never `//host`.
    return res.redirect(301, normal + query)
  }
  res.status(400).type('text').send(messages.BAD_REQUEST)
}
