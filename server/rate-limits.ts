import type { Request, Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import { messages } from '#app/lib/errors.ts'
import { errorPage } from './error-page.ts'

/**
 * D46: the public form endpoints are rate limited per address (one budget shared by all of them). Generous for a
 * person, who sends one or two requests; a flood from one address is cut off. IPv6 addresses are grouped by /56
 * (the library's default), so one household cannot dodge the limit by rotating addresses.
 */
export const PUBLIC_FORM_LIMIT = { windowMs: 10 * 60_000, limit: 30 }

/** The endpoints that store a public submission (the pay form's is a GET, spec section 7). */
const formPaths = new Set(['/enquiry', '/api/callback', '/api/contact_a.php'])
const getFormPaths = new Set(['/api/paynow.php'])

/**
 * The path as React Router will match it: percent-decoded, any letter case, with or without a trailing slash or
 * the `.data` suffix of its data requests, so no spelling of a form endpoint escapes the limit.
 */
export function routePath(path: string): string {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    decoded = path
  }
  return decoded
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/\/+$/, '')
}

export function isPublicFormSubmission(req: Pick<Request, 'method' | 'path'>): boolean {
  const path = routePath(req.path)
  if (req.method === 'POST') return formPaths.has(path)
  if (req.method === 'GET' || req.method === 'HEAD') return getFormPaths.has(path)
  return false
}

function wantsJson(req: Request): boolean {
  if (routePath(req.path) === '/api/contact_a.php') return true
  if (req.is('application/json')) return true
  const accept = req.headers.accept ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}

/** The limiter, mounted before the React Router handler. A refused request answers 429 with a clear message. */
export function publicFormRateLimit(options: { windowMs: number; limit: number } = PUBLIC_FORM_LIMIT) {
  return rateLimit({
    ...options,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => !isPublicFormSubmission(req),
    // Any client may send X-Forwarded-For; without TRUST_PROXY it is ignored, and need not be reported.
    validate: { xForwardedForHeader: false },
    handler: (req: Request, res: Response) => {
      res.status(429).setHeader('Cache-Control', 'no-store')
      if (wantsJson(req)) {
        res.json({ err: messages.TOO_MANY_REQUESTS, msg: messages.TOO_MANY_REQUESTS })
        return
      }
      res.type('html').send(errorPage(messages.TOO_MANY_REQUESTS, res.locals.cspNonce as string))
    },
  })
}
