// `npm run bench:import` (after `npm run build`): importing a distributor's list of 10,000 shops (D62) on the built
//   server, through the screens' own requests: the upload (/crm/import), the preview page (every row checked by the
//   lead form's rules, duplicates looked up), and "Import the valid rows" (one transaction). Once as CSV and once as
//   XLSX, each with 10,000 new mobiles. On the embedded database (PGlite, the default deployment) unless
//   BENCH_DATABASE_URL names a PostgreSQL cluster (a scratch database of its own, dropped afterwards).
// Printed: each step's time and the whole import's (target: at most 30 s for 10,000 rows), the leads made, and the
//   server's peak resident memory (RSS, sampled every 50 ms) before and during the imports. The run fails when a
//   target is missed.
import ExcelJS from 'exceljs'
import { scratchDatabase } from '../scripts/lib/harness.mjs'
import { rssOf, signIn, startServer, tempDataDir } from './lib.mjs'

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000)
const TARGET_MS = 30_000
let failed = false

function check(ok, what) {
  if (!ok) {
    failed = true
    console.log(`  MISSED: ${what}`)
  }
}

function rows(first) {
  const out = [['Business name', 'Contact person', 'Mobile', 'Address', 'Lead type', 'Lead nature', 'Remark']]
  for (let i = 0; i < ROWS; i++)
    out.push([
      `Shop ${first + i} ${['Telecom', 'Kirana', 'Medical', 'Traders'][i % 4]}`,
      `Owner ${i}`,
      String(first + i),
      `Shop ${i}, Main Market, Jaipur`,
      'Retailer',
      i % 3 === 0 ? 'Hot' : 'Cold',
      'From the distributor list',
    ])
  return out
}

const cell = (c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)
const csvOf = (table) => `\uFEFF${table.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`

async function xlsxOf(table) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Shops')
  for (const r of table) sheet.addRow(r)
  return Buffer.from(await book.xlsx.writeBuffer())
}

async function importFile(base, cookie, bytes, name) {
  const headers = { origin: base, cookie }
  const form = new FormData()
  form.append('intent', 'upload')
  form.append('file', new Blob([bytes]), name)
  let t = performance.now()
  const up = await fetch(`${base}/crm/import`, { method: 'POST', redirect: 'manual', headers, body: form })
  const at = up.headers.get('location')
  if (up.status !== 303 || !at) throw new Error(`the upload answered ${up.status}: ${(await up.text()).slice(0, 300)}`)
  const uploadMs = performance.now() - t
  t = performance.now()
  const preview = await fetch(base + at, { headers })
  await preview.arrayBuffer()
  const previewMs = performance.now() - t
  t = performance.now()
  const run = await fetch(base + at, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'intent=run',
  })
  const runMs = performance.now() - t
  if (run.status !== 303) {
    const text = await run.text()
    throw new Error(
      `the import answered ${run.status}: ${/role="alert"[^>]*>(.*?)<\/div>/s.exec(text)?.[1] ?? text.slice(0, 300)}`,
    )
  }
  return { uploadMs, previewMs, runMs, total: uploadMs + previewMs + runMs, id: at.split('/').pop() }
}

async function main() {
  const cluster = process.env.BENCH_DATABASE_URL
  const scratch = cluster ? await scratchDatabase(cluster, 'import_bench') : null
  const server = await startServer({
    DATABASE_URL: scratch?.url,
    DATA_DIR: tempDataDir(),
    SECOND_FACTOR_REQUIRED: 'off',
  })
  let peak = 0
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rssOf(server.child.pid).catch(() => 0))
  }, 50)
  try {
    const cookie = await signIn(server.port, 'admin')
    const before = await rssOf(server.child.pid)
    console.log(`database: ${scratch ? 'PostgreSQL' : 'embedded PGlite'}; server RSS before: ${before.toFixed(0)} MB`)
    for (const [kind, bytes] of [
      ['CSV', Buffer.from(csvOf(rows(7_300_000_000)), 'utf8')],
      ['XLSX', await xlsxOf(rows(7_400_000_000))],
    ]) {
      const r = await importFile(server.url, cookie, bytes, `shops.${kind.toLowerCase()}`)
      const check2 = await fetch(`${server.url}/crm/import/${r.id}`, { headers: { cookie } })
      const page = await check2.text()
      const made = /imported from/.test(page)
      console.log(
        `${kind} ${ROWS.toLocaleString('en-IN')} rows (${(bytes.length / 1024).toFixed(0)} KB): upload and read ` +
          `${(r.uploadMs / 1000).toFixed(1)} s, preview ${(r.previewMs / 1000).toFixed(1)} s, import ` +
          `${(r.runMs / 1000).toFixed(1)} s; whole ${(r.total / 1000).toFixed(1)} s`,
      )
      check(made, `${kind}: the page says the rows were imported`)
      check(r.total <= TARGET_MS, `${kind}: ${ROWS} rows imported in at most ${TARGET_MS / 1000} s`)
    }
    console.log(`server peak RSS during the imports: ${peak.toFixed(0)} MB`)
  } catch (error) {
    console.log(`server output:\n${server.output().slice(-4000)}`)
    throw error
  } finally {
    clearInterval(sampler)
    await server.stop()
    await scratch?.drop()
  }
  if (failed) process.exitCode = 1
}

await main()
