import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull, like, notLike, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogImages, enquiries, mailOutbox, storedFiles } from '#app/db/schema.ts'
import { enqueueMail } from '#app/domain/mail/outbox.server.ts'
import { createTestDatabase, TEST_ADMIN_PASSWORD, type TestDatabase } from '../helpers/db.ts'
import { type StartedServer, startServer } from '../helpers/process.ts'
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp.ts'
import { cookieFrom, getPage, postForm } from '../helpers/staff.ts'

// Several identical app servers behind one address share one PostgreSQL database (ADR 0062): two built servers,
// each its own process with its own port and data folder, on one fresh database. The embedded database is one
// process by design, so this file runs in the PostgreSQL pass of the suite only.

const onPostgres = Boolean(process.env.DATABASE_URL)
if (!onPostgres) {
  console.log('two-servers.test.ts: skipped on the embedded database (one process only); runs with DATABASE_URL.')
}

interface Node {
  name: string
  url: string
  proc: StartedServer
}

let db: TestDatabase
let smtp: SmtpCapture
let a: Node
let b: Node

async function start(name: string, args: string[] = []): Promise<Node> {
  const proc = await startServer(
    {
      DATABASE_URL: db.url,
      DATA_DIR: undefined,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TRUST_PROXY: '1',
      FORM_RATE_LIMIT: '3',
      LOG_LEVEL: 'info',
    },
    args,
  )
  return { name, url: proc.url, proc }
}

async function stop(node: Node | undefined) {
  await node?.proc.stop()
}

/** How many mails a server's log says it sent. */
const mailsSentBy = (node: Node) =>
  node.proc
    .output()
    .split('\n')
    .filter((l) => l.includes('"mail sent"')).length

beforeAll(async () => {
  if (!onPostgres) return
  db = await createTestDatabase()
  smtp = await startSmtpCapture()
  // A loads the demo content at start: its blog pictures are stored through A's own code path.
  ;[a, b] = await Promise.all([start('A', ['--demo']), start('B')])
})

afterAll(async () => {
  await Promise.all([stop(a), stop(b)])
  await smtp?.close()
  await db?.close()
})

describe.runIf(onPostgres)('two servers on one PostgreSQL', () => {
  it('a session made on one works on the other', async () => {
    const signIn = await postForm(a.url, '/login', {
      intent: 'signin',
      userId: 'admin',
      password: TEST_ADMIN_PASSWORD,
    })
    expect(signIn.status).toBe(302)
    const cookie = cookieFrom(signIn)
    expect(cookie).toBeDefined()
    const onB = await getPage(b.url, '/crm', cookie)
    expect(onB.status).toBe(200)
    // Signing out on B ends the session on A too.
    expect((await postForm(b.url, '/logout', {}, cookie)).status).toBe(302)
    expect((await getPage(a.url, '/crm', cookie)).status).toBe(302)
  })

  it('a form limit reached through one holds on the other, and after a restart', async () => {
    const ip = '10.77.0.1'
    const quote = (tag: string) => ({
      variant: 'home',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phone: '9876543210',
      location: 'Jaipur',
      service: 'Human ATM',
      message: `two-servers limit ${tag}`,
    })
    const post = (node: Node, tag: string) =>
      fetch(`${node.url}/enquiry`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams(quote(tag)),
        headers: { 'X-Forwarded-For': ip, Accept: 'application/json' },
      })
    expect((await post(a, '1')).status).toBe(200)
    expect((await post(b, '2')).status).toBe(200)
    expect((await post(a, '3')).status).toBe(200)
    expect((await post(b, '4')).status).toBe(429)
    expect((await post(a, '5')).status).toBe(429)
    await stop(b)
    b = await start('B')
    expect((await post(b, '6')).status).toBe(429)
    expect(await db.db.$count(enquiries, like(enquiries.message, 'two-servers limit %'))).toBe(3)
  })

  it('500 queued mails are sent exactly once between them', { timeout: 120_000 }, async () => {
    const subjects = Array.from({ length: 500 }, (_, i) => `two-servers mail ${i}`)
    await db.db.transaction(async (tx) => {
      for (const subject of subjects) await enqueueMail(tx, { to: 'info@example.in', subject, text: subject })
    })
    const started = Date.now()
    const ours = () => smtp.messages.filter((m) => m.subject.startsWith('two-servers mail '))
    while (ours().length < 500 && Date.now() - started < 90_000) await new Promise((r) => setTimeout(r, 100))
    // A little longer: a duplicate would arrive now.
    await new Promise((r) => setTimeout(r, 1500))
    const received = ours().map((m) => m.subject)
    expect(received).toHaveLength(500)
    expect(new Set(received).size).toBe(500)
    expect(
      await db.db.$count(mailOutbox, and(like(mailOutbox.subject, 'two-servers mail %'), isNull(mailOutbox.sentAt))),
    ).toBe(0)
    const byA = mailsSentBy(a)
    const byB = mailsSentBy(b)
    console.log(`two servers, 500 mails: ${byA} sent by A, ${byB} by B, in ${Date.now() - started} ms`)
    expect(byA).toBeGreaterThan(0)
    expect(byB).toBeGreaterThan(0)
  })

  it('an upload stored through one is served by the other', async () => {
    const started = Date.now()
    while (!a.proc.output().includes('Demo content loaded') && Date.now() - started < 30_000) {
      await new Promise((r) => setTimeout(r, 100))
    }
    const images = await db.db
      .select({ name: blogImages.name, sha256: storedFiles.sha256, size: storedFiles.size })
      .from(blogImages)
      .innerJoin(storedFiles, eq(storedFiles.id, blogImages.fileId))
      .where(notLike(blogImages.name, '%-600w.webp'))
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      const res = await fetch(`${b.url}/blog-images/${image.name}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.length).toBe(image.size)
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(image.sha256)
    }
  })

  it('SIGKILL of one under write load: the other goes on, nothing acknowledged is lost', async () => {
    const acknowledged: { tag: string; at: number }[] = []
    const live = new Set([a, b])
    let n = 0
    let refused = 0
    let connectionErrors = 0
    const submit = async () => {
      const node = [...live][n % live.size]
      if (!node) return
      const tag = `kill-${++n}`
      try {
        const res = await fetch(`${node.url}/enquiry`, {
          method: 'POST',
          redirect: 'manual',
          body: new URLSearchParams({
            variant: 'home',
            name: 'Load Test',
            email: 'load@example.in',
            phone: '9876543210',
            location: 'New Delhi',
            service: 'Fastag',
            message: `two-servers ${tag}`,
          }),
          // Every submitter its own address: the limit is not what is measured here.
          headers: { 'X-Forwarded-For': `10.88.${(n >> 8) & 255}.${n & 255}` },
        })
        if (res.status === 303 && res.headers.get('location')?.endsWith('/thankyou/1')) {
          acknowledged.push({ tag, at: Date.now() })
        } else refused++
      } catch {
        // What a proxy's health check does: the dead server gets no more requests.
        live.delete(node)
        connectionErrors++
      }
    }
    const until = Date.now() + 4000
    const killAt = Date.now() + 1500
    let killed = false
    let killedAt = 0
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (Date.now() < until) {
          if (!killed && Date.now() >= killAt) {
            killed = true
            killedAt = Date.now()
            a.proc.child.kill('SIGKILL')
          }
          await submit()
        }
      }),
    )
    expect(killed).toBe(true)
    await a.proc.exited
    const stored = await db.db
      .select({ message: enquiries.message })
      .from(enquiries)
      .where(
        inArray(
          enquiries.message,
          acknowledged.map((t) => `two-servers ${t.tag}`),
        ),
      )
    const afterKill = acknowledged.filter((t) => t.at > killedAt).length
    console.log(
      `two servers, SIGKILL of one under load: ${acknowledged.length} acknowledged (${afterKill} after the kill), ` +
        `${stored.length} of them stored, ${connectionErrors} cut off by the kill, ${refused} refused`,
    )
    expect(refused).toBe(0)
    expect(stored.length).toBe(acknowledged.length)
    expect(afterKill).toBeGreaterThan(0)
    // B answers on.
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200)
    const [{ n: total } = { n: 0 }] = (
      (await db.db.execute(sql`select count(*)::int as n from enquiries`)) as unknown as { rows: { n: number }[] }
    ).rows
    expect(total).toBeGreaterThanOrEqual(acknowledged.length)
  })
})
