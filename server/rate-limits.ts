import type { NextFunction, Request, Response } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import { isDatabaseUnavailable } from '#app/lib/db-errors.server.ts'
import { messages } from '#app/lib/errors.ts'
import { errorPage } from './error-page.ts'
import { factsOfResponse } from './requests.ts'

/**
 * D46: the public form endpoints are rate limited per address (one budget shared by all of them). Generous for a
 * person, who sends one or two requests; a flood from one address is cut off. IPv6 addresses are grouped by /56
 * (the library's default), so one household cannot dodge the limit by rotating addresses.
 */
export const PUBLIC_FORM_LIMIT = { windowMs: 10 * 60_000, limit: 30 }

/**
 * Whether a request stores a public submission. The form endpoints say so in their route module
 * (`handle.publicForm`: the method that submits), and the route is found from the normalised path the router
 * itself matches, so no spelling of a path (`/api/./callback`, `/API/Callback/`, `/%65nquiry`) escapes the limit.
 */
export function isPublicFormSubmission(req: Pick<Request, 'method'>, res: Response): boolean {
  const method = factsOfResponse(res).publicForm?.method
  if (!method) return false
  if (method === 'GET') return req.method === 'GET' || req.method === 'HEAD'
  return req.method === method
}

function wantsJson(req: Request, res: Response): boolean {
  // The older call style's endpoint only ever answers JSON (spec section 7).
  if (factsOfResponse(res).publicForm?.alwaysJson) return true
  if (req.is('application/json')) return true
  const accept = req.headers.accept ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}

/** A refusal in the shape the form's client expects: JSON for scripts, the error page otherwise. */
function refuse(req: Request, res: Response, status: number, text: string) {
  res.status(status).setHeader('Cache-Control', 'no-store')
  if (wantsJson(req, res)) {
    res.json({ err: text, msg: text })
    return
  }
  res.type('html').send(errorPage(text, res.locals.cspNonce as string))
}

/**
 * The limiter, mounted before the React Router handler. A refused request answers 429 with a clear message. The
 * counters live in `store` (the database in the server, so every server shares them and a restart keeps them;
 * ADR 0061); while the database is unreachable a submission can be neither counted nor saved, so it answers 503
 * with Retry-After, as pages do.
 */
export function publicFormRateLimit(options: { windowMs: number; limit: number; store?: Store } = PUBLIC_FORM_LIMIT) {
  const limiter = rateLimit({
    ...options,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req, res) => !isPublicFormSubmission(req, res),
    // Any client may send X-Forwarded-For; without TRUST_PROXY it is ignored, and need not be reported.
    validate: { xForwardedForHeader: false },
    handler: (req: Request, res: Response) => refuse(req, res, 429, messages.TOO_MANY_REQUESTS),
  })
  return (req: Request, res: Response, next: NextFunction) =>
    limiter(req, res, (error?: unknown) => {
      if (error && isDatabaseUnavailable(error)) {
        res.setHeader('Retry-After', '30')
        refuse(req, res, 503, messages.SERVICE_UNAVAILABLE)
        return
      }
      next(error)
    })
}
