// Helpers of the fault benchmarks: an SMTP server that can be down for a while and counts what it receives. The
// private PostgreSQL cluster they stop and start is scripts/lib/private-postgres.mjs.
import { SMTPServer } from 'smtp-server'

/** Unfolded headers of a raw message, where the benchmark's tag ("Bench Visitor <tag>") is found. */
function tagOf(raw) {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  return /Bench Visitor (\S+)/.exec(headers)?.[1]
}

/**
 * An SMTP server that counts the benchmark's mails by tag. `port` lets it come up on the address the servers were
 * already told (SMTP_URL), after having been down.
 */
export async function smtpCounter(port = 0) {
  const seen = new Map()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        const tag = tagOf(Buffer.concat(chunks).toString('utf8'))
        if (tag) seen.set(tag, (seen.get(tag) ?? 0) + 1)
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port: server.server.address().port,
    seen,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
