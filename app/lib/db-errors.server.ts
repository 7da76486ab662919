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
const unavailableText = /Connection terminated|connection timeout|Cannot use a pool after calling end|PGlite is closed/i

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
