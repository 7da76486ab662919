import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { createMailWorker, type MailWorkerOptions } from '#app/domain/mail/worker.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'

/** One message as the SMTP server received it. */
export interface CapturedMail {
  /** Envelope sender and recipients (what the server was told in MAIL FROM / RCPT TO). */
  envelopeFrom: string
  envelopeTo: string[]
  /** The header block, unfolded, exactly as received otherwise. */
  headers: string
  /** The To header, decoded. */
  to: string
  subject: string
  /** The plain-text body, decoded. */
  text: string
  raw: string
}

export interface SmtpCapture {
  port: number
  messages: CapturedMail[]
  close(): Promise<void>
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const joined = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)
  return match ? decodeHeader(match[1]!.trim()) : ''
}

/** Splits a raw single-part message into its headers and decoded text. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const split = raw.indexOf('\r\n\r\n')
  const headerBlock = (split === -1 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ')
  let body = split === -1 ? '' : raw.slice(split + 4)
  const encoding = header(headerBlock, 'Content-Transfer-Encoding').toLowerCase()
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body)
  else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return {
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to,
    headers: headerBlock,
    to: header(headerBlock, 'To'),
    subject: header(headerBlock, 'Subject'),
    text: body.replace(/\r\n/g, '\n').replace(/\n$/, ''),
    raw,
  }
}

/**
 * A real SMTP server in this process (no TLS, no authentication required), keeping every message it accepts.
 * `port` 0 picks a free port; give a port to bring a server "back" on the address a worker already uses.
 */
export async function startSmtpCapture(
  options: {
    port?: number
    onMessage?: (mail: CapturedMail) => void
    /** Holds the answer to a mail that has arrived until it settles: a send kept in progress. */
    hold?: (mail: CapturedMail) => Promise<void>
  } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        }
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), envelope)
        const accept = () => {
          messages.push(mail)
          options.onMessage?.(mail)
          callback()
        }
        if (options.hold) void options.hold(mail).then(accept)
        else accept()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      // A client that goes away mid-session (a server killed by a test) resets its connection; smtp-server reports
      // that as an 'error' event, which is the client's fault, not the capture's.
      server.on('error', () => {})
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A mail worker that sends from the site's address through the SMTP server on 127.0.0.1:`port`, logging nothing. */
export function mailWorkerTo(db: Db, port: number, options: Partial<MailWorkerOptions> = {}) {
  return createMailWorker({
    db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Website <no-reply@example.in>',
    log: createLogger('silent'),
    ...options,
  })
}
