import { asc, eq, isNull } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { mailOutbox } from '#app/db/schema.ts'
import { enqueueMail } from '#app/domain/mail/outbox.server.ts'
import type { MailWorker, MailWorkerOptions } from '#app/domain/mail/worker.server.ts'
import { useTestDatabase } from '../helpers/db.ts'
import { freePort } from '../helpers/process.ts'
import { mailWorkerTo, type SmtpCapture, startSmtpCapture } from '../helpers/smtp.ts'

// D41: the outbox worker against a real SMTP server in this process.

const handle = useTestDatabase({ seed: false })
const workers: MailWorker[] = []
const captures: SmtpCapture[] = []

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop()
  for (const capture of captures.splice(0)) await capture.close()
  await handle.db.delete(mailOutbox)
})

async function capture(port?: number) {
  const c = await startSmtpCapture({ port })
  captures.push(c)
  return c
}

function worker(port: number, options: Partial<MailWorkerOptions> = {}) {
  const w = mailWorkerTo(handle.db, port, options)
  workers.push(w)
  return w
}

const rows = () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe('mail outbox worker', () => {
  it('sends queued mails from MAIL_FROM and records them as sent', async () => {
    const smtp = await capture()
    await enqueueMail(handle.db, { to: 'info@example.in', subject: 'First', text: 'Hello\nsecond line' })
    await enqueueMail(handle.db, { to: 'info@example.in', subject: 'Second ₹ 100 & #+%', text: 'Body ₹' })

    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 2, failed: 0 })

    expect(smtp.messages.map((m) => m.subject)).toEqual(['First', 'Second ₹ 100 & #+%'])
    expect(smtp.messages[0]!.envelopeTo).toEqual(['info@example.in'])
    expect(smtp.messages[0]!.envelopeFrom).toBe('no-reply@example.in')
    expect(smtp.messages[0]!.text).toBe('Hello\nsecond line')
    expect(smtp.messages[1]!.text).toBe('Body ₹')
    for (const row of await rows()) {
      expect(row.sentAt).toBeInstanceOf(Date)
      expect(row.attempts).toBe(1)
      expect(row.lockedUntil).toBeNull()
      expect(row.lastError).toBeNull()
    }
    // Nothing left to do: a second round sends nothing again.
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 0, failed: 0 })
    expect(smtp.messages).toHaveLength(2)
  })

  it('a line break in the subject cannot add a header (ASVS 1.3.11)', async () => {
    const smtp = await capture()
    await enqueueMail(handle.db, {
      to: 'info@example.in',
      subject: 'Quote from Ravi\r\nBcc: evil@example.com\r\nX-Evil: 1',
      text: 'x',
    })
    await worker(smtp.port).runOnce()
    const [mail] = smtp.messages
    expect(mail!.envelopeTo).toEqual(['info@example.in'])
    expect(mail!.headers).not.toMatch(/^(Bcc|X-Evil):/im)
    expect(mail!.subject).toBe('Quote from Ravi Bcc: evil@example.com X-Evil: 1')
  })

  it('never sends to anything but one plain address', async () => {
    const smtp = await capture()
    await enqueueMail(handle.db, { to: 'info@example.in\r\nBcc: evil@example.com', subject: 'Two', text: 'x' })
    await enqueueMail(handle.db, { to: 'a@example.in, evil@example.com', subject: 'List', text: 'x' })
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 0, failed: 2 })
    expect(smtp.messages).toEqual([])
    for (const row of await rows()) {
      expect(row.sentAt).toBeNull()
      expect(row.lastError).toMatch(/recipient/i)
      // Retrying cannot help: it is parked far in the future instead of being retried every few minutes.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 365 * 24 * 3600_000)
    }
  })

  it('keeps the mail while the SMTP server is down, backs off, and sends it once when it is back', async () => {
    const port = await freePort()
    const w = worker(port, { baseDelayMs: 300, maxDelayMs: 1_000, pollMs: 20 })
    await enqueueMail(handle.db, { to: 'info@example.in', subject: 'Kept while down', text: 'x' })

    const before = Date.now()
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 })
    let [row] = await rows()
    expect(row!.sentAt).toBeNull()
    expect(row!.attempts).toBe(1)
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(row!.lockedUntil).toBeNull()
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 200)

    // Not due yet: an immediate second round leaves it alone (the backoff).
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 })

    // Second failure doubles the delay.
    await waitFor(async () => (await rows())[0]!.nextAttemptAt.getTime() <= Date.now())
    const second = Date.now()
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 })
    ;[row] = await rows()
    expect(row!.attempts).toBe(2)
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(second + 500)

    // The server comes back on the same address; the running worker delivers the mail, once.
    const smtp = await capture(port)
    w.start()
    await waitFor(async () => (await rows())[0]!.sentAt !== null)
    await new Promise((r) => setTimeout(r, 200))
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Kept while down'])
    ;[row] = await rows()
    expect(row!.attempts).toBe(3)
    expect(row!.lastError).toBeNull()
  })

  it('two workers never send the same mail twice', async () => {
    const smtp = await capture()
    for (let i = 0; i < 30; i++)
      await enqueueMail(handle.db, { to: 'info@example.in', subject: `Mail ${i}`, text: 'x' })
    const a = worker(smtp.port, { batchSize: 4 })
    const b = worker(smtp.port, { batchSize: 4 })
    const drain = async (w: MailWorker) => {
      for (let round = 0; round < 100; round++) {
        const pending = await handle.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))
        if (pending.length === 0) return
        const r = await w.runOnce()
        if (r.sent + r.failed === 0) await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
    await Promise.all([drain(a), drain(b)])
    const subjects = smtp.messages.map((m) => m.subject).sort()
    expect(subjects).toHaveLength(30)
    expect(new Set(subjects).size).toBe(30)
  })

  it('does not take a mail another worker has claimed', async () => {
    const smtp = await capture()
    await enqueueMail(handle.db, { to: 'info@example.in', subject: 'Claimed', text: 'x' })
    await handle.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() + 60_000) })
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 0, failed: 0 })
    // A claim that ran out (its worker died) is taken over.
    await handle.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1_000) })
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.messages).toHaveLength(1)
  })

  it('stop() waits for the send in progress and records it', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let receiving = false
    // The mail arrives, and its answer waits for the gate: a send in progress.
    const slow = await startSmtpCapture({
      hold: () => {
        receiving = true
        return gate
      },
    })
    const received = () => slow.messages.map((m) => m.subject)
    try {
      await enqueueMail(handle.db, { to: 'info@example.in', subject: 'Slow', text: 'x' })
      const w = mailWorkerTo(handle.db, slow.port, { pollMs: 20 })
      w.start()
      await waitFor(() => receiving)
      let stopped = false
      const stopping = w.stop().then(() => {
        stopped = true
      })
      await new Promise((r) => setTimeout(r, 200))
      expect(stopped).toBe(false)
      release()
      await stopping
      expect(received()).toEqual(['Slow'])
      const [row] = await rows()
      expect(row!.sentAt).toBeInstanceOf(Date)
      // Stopped: a new mail is not picked up.
      await enqueueMail(handle.db, { to: 'info@example.in', subject: 'After stop', text: 'x' })
      await new Promise((r) => setTimeout(r, 200))
      expect(received()).toEqual(['Slow'])
      const after = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'After stop'))
      expect(after[0]!.attempts).toBe(0)
    } finally {
      await slow.close()
    }
  })
})
