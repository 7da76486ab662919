import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'

/** Placeholder written into prerendered HTML at build time, replaced by each response's nonce (ADR 0004). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/** Gives every request a fresh CSP nonce. */
export function nonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString('base64url')
  next()
}

/**
 * Security headers (ASVS 3.4): enforced CSP with per-request nonces, no framing, nosniff, referrer policy, and
 * helmet's Cross-Origin-Opener-Policy `same-origin`, which public pages replace (app/lib/public-page-headers.ts).
 */
export function securityHeaders(options: {
  https: boolean
  development?: boolean
  /** D57: the map tiles' origin (MAP_TILE_URL), allowed as an image source only when tiles come from another host. */
  tileSource?: string | null
}) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        // React renders some style attributes (e.g. progress widths); attributes cannot run code.
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(options.tileSource ? [options.tileSource] : [])],
        'font-src': ["'self'"],
        // Development: Vite's hot reload talks over a WebSocket.
        'connect-src': options.development ? ["'self'", 'ws:'] : ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'frame-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS is sent only on HTTPS responses, by the middleware below.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })
}

/** HSTS for a year, subdomains included: sent on every answer to a request that came over HTTPS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

export function hsts(req: Request, res: Response, next: NextFunction) {
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS_VALUE)
  next()
}
