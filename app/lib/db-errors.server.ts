/** PostgreSQL error classes meaning "the server is not there right now" (08 connection, 57P admin shutdown). */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const unavailableText =
  /Connection terminated|connection timeout|Cannot use a pool after calling end|PGlite is closed|is not queryable/i

/**
 * Whether an error (or any error it wraps) says the database cannot be reached, as opposed to a bug or bad data.
 * Such a request answers 503, so clients and load balancers retry instead of reporting a fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof e.code === 'string' && unavailableCodes.has(e.code)) return true
    if (typeof e.message === 'string' && unavailableText.test(e.message)) return true
    current = e.cause
  }
  return false
}

/** What a log line may say about a failure. */
export interface ErrorReason {
  name: string
  message: string
  code?: string
  constraint?: string
  /** Where it happened (function and file names, no message), for faults of the code itself. */
  at?: string[]
}

// Quoted or bracketed parts of a message repeat the values involved ('invalid input syntax for type integer: "x"').
// So do e-mail addresses and phone numbers in a mail server's or driver's reply.
const QUOTED = /"[^"]*"|'[^']*'|<[^>]*>|\([^)]*\)=\([^)]*\)|[\w.+-]+@[\w-]+(\.[\w-]+)+|\d{6,}/g

/**
 * What to log about a failure: its kind, its database reason (SQLSTATE code, constraint) and where it happened,
 * never the values involved. A failed query's error text repeats the query and every parameter (a password hash,
 * a name, a mobile number); the driver's `detail` repeats the row; a message can quote the offending value. None of
 * these reach a log line (ASVS 16.2.5); the innermost cause is the one that says why.
 */
export function errorReason(error: unknown): ErrorReason {
  let innermost = error as
    | { name?: unknown; message?: unknown; code?: unknown; constraint?: unknown; stack?: unknown; cause?: unknown }
    | undefined
  for (let depth = 0; innermost?.cause && depth < 5; depth++) innermost = innermost.cause as typeof innermost
  const raw = typeof innermost?.message === 'string' ? innermost.message : 'unknown error'
  const message = raw.split('\n')[0]!.replace(QUOTED, '…').slice(0, 200)
  const code = typeof innermost?.code === 'string' ? innermost.code : undefined
  const reason: ErrorReason = { name: typeof innermost?.name === 'string' ? innermost.name : 'Error', message }
  if (code) reason.code = code
  if (typeof innermost?.constraint === 'string') reason.constraint = innermost.constraint
  // A database error says enough with its code; a fault of the code itself needs to say where it happened.
  if (!code && typeof innermost?.stack === 'string') {
    reason.at = innermost.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 6)
      .map((line) => line.trim())
  }
  return reason
}

/** Whether an error (or one it wraps) is a unique violation, of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505') {
      if (!constraint) return true
      if (current.constraint === constraint) return true
      if (typeof current.message === 'string' && current.message.includes(constraint)) return true
    }
    current = current.cause as typeof current
  }
  return false
}
