import pino, { type Logger } from 'pino'

export type { Logger }

/**
 * JSON-lines logger. Secrets never reach it: request logs carry the path without its query string, and these keys
 * are removed wherever they appear (ASVS 16.2.5).
 */
export const redactedKeys = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'cookie',
  'authorization',
  'sessionId',
]

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          ...redactedKeys,
          ...redactedKeys.map((k) => `*.${k}`),
          'req.headers.cookie',
          'req.headers.authorization',
        ],
        censor: '[redacted]',
      },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}
