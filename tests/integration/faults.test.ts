import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { canRunPrivatePostgres, type PrivatePostgres, privatePostgres } from '../../scripts/lib/private-postgres.mjs'
import { type StartedServer, startServer } from '../helpers/process.ts'

// The cheap version of the PostgreSQL outage fault (the full one, two servers under heavier load, is
// `BENCH_ONLY=pg-outage npm run bench`): a server on a PostgreSQL cluster of the test's own, which is stopped under
// write load and started again. Runs in the PostgreSQL pass of the suite, where the server binaries are installed.

const runs = Boolean(process.env.DATABASE_URL) && canRunPrivatePostgres()
let cluster: PrivatePostgres | undefined
let server: StartedServer | undefined

afterAll(async () => {
  await server?.stop()
  cluster?.destroy()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.runIf(runs)('PostgreSQL stopped and started under write load', () => {
  it('answers 503 with Retry-After meanwhile, recovers by itself, and keeps every acknowledged submission', async () => {
    cluster = await privatePostgres()
    server = await startServer({
      DATABASE_URL: cluster.url,
      DATA_DIR: undefined,
      ADMIN_PASSWORD: 'Admin1234',
      TRUST_PROXY: '1',
    })
    const base = server.url

    let phase: 'before' | 'outage' | 'after' = 'before'
    const acknowledged: string[] = []
    const outage: { status: number; retryAfter: string | null }[] = []
    let startedAt = 0
    let recoveredAt = 0
    let n = 0
    let stop = false
    const submitter = async () => {
      while (!stop) {
        const tag = `fault-${++n}`
        const seenIn = phase
        const res = await fetch(`${base}/enquiry`, {
          method: 'POST',
          body: new URLSearchParams({
            variant: 'home',
            name: 'Fault Test',
            email: 'fault@example.in',
            phone: '9876543210',
            location: 'Pune',
            service: 'Fastag',
            message: tag,
          }),
          headers: { Accept: 'application/json', 'X-Forwarded-For': `10.66.${(n >> 8) & 255}.${n & 255}` },
        })
        await res.arrayBuffer()
        if (res.status === 200) {
          acknowledged.push(tag)
          if (seenIn === 'after' && !recoveredAt) recoveredAt = Date.now()
        } else {
          if (seenIn === 'outage') outage.push({ status: res.status, retryAfter: res.headers.get('retry-after') })
          await sleep(50)
        }
      }
    }
    const submitters = Array.from({ length: 5 }, submitter)
    await sleep(1500)
    cluster.stop()
    phase = 'outage'
    await sleep(3000)
    const health = await fetch(`${base}/healthz`)
    cluster.start()
    startedAt = Date.now()
    phase = 'after'
    while (!recoveredAt && Date.now() - startedAt < 30_000) await sleep(50)
    await sleep(500)
    stop = true
    await Promise.all(submitters)

    console.log(
      `PostgreSQL outage (one server): ${outage.length} answers during the outage, recovery ` +
        `${recoveredAt - startedAt} ms after PostgreSQL was back, ${acknowledged.length} acknowledged`,
    )
    expect(health.status).toBe(503)
    expect(outage.length).toBeGreaterThan(0)
    for (const answer of outage) expect(answer).toEqual({ status: 503, retryAfter: '30' })
    expect(recoveredAt).toBeGreaterThan(0)
    const client = new pg.Client({ connectionString: cluster.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ message: string }>(
        `select message from enquiries where message like 'fault-%'`,
      )
      const stored = new Set(rows.map((r) => r.message))
      expect(acknowledged.filter((t) => !stored.has(t))).toEqual([])
    } finally {
      await client.end()
    }
  })
})
