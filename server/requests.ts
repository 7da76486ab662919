import type { NextFunction, Request, Response } from 'express'
import { messages } from '#app/lib/errors.ts'

const backOfficePaths =
  /^\/(crm|user-list|right-list|changepassword|login|logout|api\/rights|api\/right_a\.php)(\/|\.data|$)/

/** Back-office answers are personal: never stored by a browser or proxy cache (ASVS 14.3.2). */
export function noStoreForBackOffice(req: Request, res: Response, next: NextFunction) {
  if (backOfficePaths.test(req.path)) res.setHeader('Cache-Control', 'no-store')
  // The password page can carry a reset token in its URL: it must not leak through the Referer header (ASVS 6.4.3).
  // Likewise the pay form's endpoint, whose query carries the payer's details.
  if (req.path.startsWith('/changepassword') || req.path === '/api/paynow.php') {
    res.setHeader('Referrer-Policy', 'no-referrer')
  }
  next()
}

/** Default largest request body; routes taking uploads raise it for themselves (evidence photos, 10 MB). */
export const DEFAULT_BODY_LIMIT = 256 * 1024
const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 256 * 1024
const uploadPaths = [/^\/api\/upload_a\.php$/, /^\/crm(\/|$)/]

/**
 * Refuses bodies over the limit before reading them. Bodies of unknown length (chunked) are refused on paths that
 * take no upload, so the limit cannot be dodged by leaving out Content-Length.
 */
export function bodyLimits(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const limit = uploadPaths.some((p) => p.test(req.path)) ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT
  const declared = req.headers['content-length']
  if (declared === undefined) {
    if (req.headers['transfer-encoding'] && limit === DEFAULT_BODY_LIMIT) {
      return res.status(411).type('text').send(messages.BAD_REQUEST)
    }
    return next()
  }
  const size = Number(declared)
  if (!Number.isFinite(size) || size < 0) return res.status(400).type('text').send(messages.BAD_REQUEST)
  if (size > limit) {
    res.setHeader('Connection', 'close')
    return res.status(413).type('text').send(messages.PAYLOAD_TOO_LARGE)
  }
  next()
}

/**
 * CSRF defence for every state-changing request (ASVS 3.5): a browser request from another site is refused, using
 * Sec-Fetch-Site when the browser sends it and Origin otherwise. Clients that send neither (scripts using a bearer
 * token) carry no ambient cookie risk and pass.
 */
export function sameOriginWrites(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
    const fetchSite = req.headers['sec-fetch-site']
    const origin = req.headers.origin
    const ownOrigin = `${req.protocol}://${req.headers.host ?? ''}`
    const crossSite =
      fetchSite === 'cross-site' ||
      fetchSite === 'same-site' ||
      (origin !== undefined && origin !== 'null' && origin !== ownOrigin && origin !== siteOrigin) ||
      origin === 'null'
    if (crossSite) return res.status(403).type('text').send(messages.CROSS_SITE)
    next()
  }
}
