import type { NextFunction, Request, Response } from 'express'

/**
 * D2: every route answers in any letter case; a non-canonical spelling gets a 301 to the lower-case path, with the
 * query string kept. A trailing slash is dropped the same way. Runs after static files, whose names are exact.
 */
export function canonicalPaths(req: Request, res: Response, next: NextFunction) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const original = req.path
  let canonical = original.toLowerCase()
  if (canonical.length > 1 && canonical.endsWith('/')) canonical = canonical.replace(/\/+$/, '') || '/'
  // `//evil.example` must never become a protocol-relative redirect.
  canonical = canonical.replace(/\\/g, '/').replace(/^\/{2,}/, '/')
  if (canonical === original) return next()
  const queryIndex = req.originalUrl.indexOf('?')
  const query = queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex)
  res.redirect(301, canonical + query)
}
