import type { NextFunction, Request, Response } from 'express'
import { MAX_UPLOAD_BYTES } from '#app/domain/files/upload-rules.ts'
import { messages } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'

import type { RouteFacts } from './route-table.ts'

/** Default largest request body; routes whose access declares uploads get the upload allowance (10 MB photos). */
export const DEFAULT_BODY_LIMIT = 256 * 1024
/**
 * The upload limit (10 MB) plus an ordinary body's allowance for the form's other fields and the multipart framing:
 * 10,747,904 bytes, which docs/deploy/nginx.conf lets through as `client_max_body_size 10496k` (server/requests.test.ts
 * checks that the example says so).
 */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + DEFAULT_BODY_LIMIT

/** The facts of the route a request reaches, found once per request and kept for the steps after. */
export function routeFactsStep(factsOf: (path: string) => RouteFacts | Promise<RouteFacts>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.route = await factsOf(req.path)
      next()
    } catch (error) {
      next(error)
    }
  }
}

export function factsOfResponse(res: Response): RouteFacts {
  return res.locals.route as RouteFacts
}

/**
 * Back-office answers are personal: never stored by a browser or proxy cache (ASVS 14.3.2). Which routes are back
 * office is read from the route table (every staff route declares its access), never from a list of paths.
 */
export function noStoreForBackOffice(req: Request, res: Response, next: NextFunction) {
  if (factsOfResponse(res).backOffice) res.setHeader('Cache-Control', 'no-store')
  // The password page can carry a reset token in its URL: it must not leak through the Referer header (ASVS 6.4.3).
  // Likewise the pay form's endpoint, whose query carries the payer's details.
  if (req.path === '/changepassword' || req.path === '/api/paynow.php') {
    res.setHeader('Referrer-Policy', 'no-referrer')
  }
  next()
}

/**
 * A method the route does not take gets a quiet 405 naming the ones it does (a POST to a page without an action,
 * a GET of an endpoint that only takes posts), instead of reaching the router as an error.
 */
export function allowedMethods(req: Request, res: Response, next: NextFunction) {
  const { methods } = factsOfResponse(res)
  const allow = [methods.get && 'GET, HEAD', methods.post && 'POST'].filter(Boolean).join(', ')
  const reading = req.method === 'GET' || req.method === 'HEAD'
  const writing = req.method === 'POST'
  if ((reading && methods.get) || (writing && methods.post)) return next()
  // No route at all (the not-found page takes GET): let the router answer its 404.
  if (reading && !methods.post) return next()
  if (req.method === 'OPTIONS') {
    res.setHeader('Allow', allow || 'GET, HEAD')
    return res.status(204).end()
  }
  res.setHeader('Allow', allow || 'GET, HEAD')
  res.setHeader('Cache-Control', 'no-store')
  res.status(405).type('text').send(messages.METHOD_NOT_ALLOWED)
}

/**
 * Refuses a body over the route's limit before reading it, by its declared length; a body without one (chunked)
 * is counted as it arrives by the React Router adapter against the same limit, kept in `res.locals.bodyLimit`.
 */
export function bodyLimits(req: Request, res: Response, next: NextFunction) {
  const limit = factsOfResponse(res).uploads ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT
  res.locals.bodyLimit = limit
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const declared = req.headers['content-length']
  if (declared === undefined) return next()
  const size = Number(declared)
  if (!/^\d+$/.test(declared) || !Number.isSafeInteger(size))
    return res.status(400).type('text').send(messages.BAD_REQUEST)
  if (size > limit) {
    // A body no larger than the largest any route takes may be coming through a proxy that is still sending it:
    // after the answer Node reads it to the end and throws it away, so the proxy reads the 413 instead of finding the
    // connection reset (which nginx reports to its client as 502). A larger body, which no proxy in front of the
    // site forwards (docs/deploy/nginx.conf), ends the connection at once.
    if (size > UPLOAD_BODY_LIMIT) res.setHeader('Connection', 'close')
    return res.status(413).type('text').send(messages.PAYLOAD_TOO_LARGE)
  }
  next()
}

export function bodyLimitOf(res: Response): number {
  return (res.locals.bodyLimit as number | undefined) ?? DEFAULT_BODY_LIMIT
}

/** An origin as URLs compare it (scheme and host in lower case, a default port dropped); unparsable stays as it is. */
function originOf(value: string): string {
  try {
    return new URL(value).origin
  } catch {
    return value
  }
}

/** How often, at most, a write refused for its Origin not naming the Host it was sent to is logged (a warning). */
export const ORIGIN_HOST_LOG_INTERVAL_MS = 60_000

/**
 * CSRF defence for every state-changing request (ASVS 3.5): a browser request from another site is refused, using
 * Sec-Fetch-Site when the browser sends it and Origin otherwise. Clients that send neither (scripts using a bearer
 * token) carry no ambient cookie risk and pass.
 *
 * A write whose Origin is this site (SITE_URL) but not the address it reached (scheme and Host, as React Router
 * rebuilds the request's URL) is what React Router's own check refuses: behind a proxy that rewrites Host, or that
 * does not say HTTPS with a trusted X-Forwarded-Proto. It is refused here first, 403 with words of its own
 * (DATA_REQUEST_REFUSED), for a `.data` request of the app as for a document form (issue 28 item 5): before, React
 * Router answered it with "Unexpected Server Error" and logged an error per request. It is a set-up fault, not an
 * attack and not a fault of the code, so it is logged as a warning, at most once a minute (README, "Behind a proxy").
 */
export function sameOriginWrites(siteUrl: string, log?: Pick<Logger, 'warn'>) {
  const siteOrigin = new URL(siteUrl).origin
  let lastLogged = Number.NEGATIVE_INFINITY
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
    if (origin !== undefined && originOf(origin) !== originOf(ownOrigin)) {
      const now = Date.now()
      if (now - lastLogged >= ORIGIN_HOST_LOG_INTERVAL_MS) {
        lastLogged = now
        log?.warn(
          { origin, host: req.headers.host ?? '', protocol: req.protocol, path: req.path },
          'write refused: its Origin is SITE_URL but not the Host it reached (check the proxy: Host, X-Forwarded-Proto, TRUST_PROXY)',
        )
      }
      return res.status(403).type('text').send(messages.DATA_REQUEST_REFUSED)
    }
    next()
  }
}
